import type { ReactNode } from "react";
import type { Language } from "../../../shared/languages.js";
import { localizePath } from "../../../shared/paths.js";
import { PRIVACY_COPY } from "../mail.js";
import { Document } from "../../http/document.js";

/** A privacy page: the site's frame, an alert when something was refused, and the privacy page's link. */
export function PrivacyPage({
  language,
  title,
  alert,
  back,
  children,
}: {
  language: Language;
  title: string;
  alert?: string;
  /** Where the way out goes, and what it says; the privacy page by default. */
  back?: { href: string; label: string };
  children?: ReactNode;
}) {
  const t = PRIVACY_COPY[language].page;
  const out = back ?? { href: localizePath("/privacy", language), label: t.backToPrivacy };
  return (
    <Document language={language} title={title}>
      {alert === undefined ? null : (
        <div className="alert" role="alert">
          <p>{alert}</p>
        </div>
      )}
      {children}
      <p className="back">
        <a href={out.href}>{out.label}</a>
      </p>
    </Document>
  );
}

/** One stored record: its values under their labels, empty ones left out. */
export function Record({ label, rows }: { label: string; rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="record" aria-label={label}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== "")
        .map(([name, value]) => (
          <Row key={name} name={name} value={value} />
        ))}
    </dl>
  );
}

function Row({ name, value }: { name: string; value: ReactNode }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}
