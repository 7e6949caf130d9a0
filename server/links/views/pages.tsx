import type { Language } from "../../../shared/languages.js";
import { localizePath } from "../../../shared/paths.js";
import { Document, renderDocument } from "../../http/document.js";
import { LINKS_COPY } from "../copy.js";

/** A short link that leads nowhere: why, in the site's frame, and the way back to the site. */
export function brokenLinkPage(language: Language, reason: "invalid" | "expired"): string {
  const t = LINKS_COPY[language];
  return renderDocument(
    <Document language={language} title={reason === "expired" ? t.expiredTitle : t.invalidTitle}>
      <div className="alert" role="alert">
        <p>{reason === "expired" ? t.expired : t.invalid}</p>
      </div>
      <p className="back">
        <a href={localizePath("/", language)}>{t.home}</a>
      </p>
    </Document>,
  );
}
