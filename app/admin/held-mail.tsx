import type { AdminCopy } from "~/content/en/admin";
import type { LeadJson } from "@shared/admin-api";

/**
 * The lead's visitor e-mails a cap held back (issue 51), newest first: what each was about, when,
 * and why; near the top, since the visitor may be waiting for one. Nothing when none was.
 */
export function HeldMail({ lead, copy, locale }: { lead: LeadJson; copy: AdminCopy; locale: string }) {
  if (!lead.heldMail?.length) return null;
  const t = copy.detail.heldMail;
  return (
    <section aria-labelledby="held-mail-title" className="mt-6 rounded-xl border border-line bg-wash p-4 text-sm">
      <h3 id="held-mail-title" className="font-semibold">
        {t.heading}
      </h3>
      <p className="mt-1 text-muted">{t.hint}</p>
      <ul className="mt-2 space-y-2">
        {lead.heldMail.map((held, index) => (
          <li key={`${held.at}-${index}`} className="break-words">
            <span className="font-semibold">{t.about[held.about]}</span>,{" "}
            <time dateTime={held.at} className="tabular-nums">
              {new Date(held.at).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" })}
            </time>
            : {t.cap[held.cap]}
          </li>
        ))}
      </ul>
    </section>
  );
}
