import type { ReactNode } from "react";
import { CONSOLE_PATH, leadPath } from "../../../shared/console-paths.js";
import type { Language } from "../../../shared/languages.js";
import { buttonVariants } from "../../../shared/ui/button-variants.js";
import { Document, renderDocument } from "../../http/document.js";
import { REPLIES_COPY } from "../copy.js";

function RepliedPage({ language, title, children }: { language: Language; title: string; children: ReactNode }) {
  return (
    <Document language={language} title={title}>
      {children}
    </Document>
  );
}

/** What the notification's link opens: the question and one button posting to it (a GET marks nothing). */
export function askPage(language: Language, name: string, path: string): string {
  const t = REPLIES_COPY[language].page;
  return renderDocument(
    <RepliedPage language={language} title={t.title}>
      <p>{t.ask(name)}</p>
      <form method="post" action={path}>
        <button type="submit" className={buttonVariants()}>
          {t.button}
        </button>
      </form>
    </RepliedPage>,
  );
}

/** After the button: what changed, and the way to the lead. */
export function donePage(language: Language, name: string, leadId: string, changed: boolean): string {
  const t = REPLIES_COPY[language].page;
  return renderDocument(
    <RepliedPage language={language} title={t.doneTitle}>
      <div className="notice" role="status">
        <p>{changed ? t.done(name) : t.already(name)}</p>
      </div>
      <p className="back">
        <a href={leadPath(leadId)}>{t.open}</a>
      </p>
    </RepliedPage>,
  );
}

/** A link not ours, of a deleted lead, or expired: the inbox is the way. */
export function brokenPage(language: Language, reason: "invalid" | "expired"): string {
  const t = REPLIES_COPY[language].page;
  return renderDocument(
    <RepliedPage language={language} title={t.invalidTitle}>
      <div className="alert" role="alert">
        <p>{reason === "expired" ? t.expired : t.invalid}</p>
      </div>
      <p className="back">
        <a href={CONSOLE_PATH}>{t.inbox}</a>
      </p>
    </RepliedPage>,
  );
}
