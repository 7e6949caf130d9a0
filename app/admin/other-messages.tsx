import type { MouseEvent } from "react";
import type { AdminCopy } from "~/content/en/admin";
import type { LeadJson } from "@shared/admin-api";
import { leadPath } from "@shared/console-paths";

/**
 * The other messages the lead's address sent (issue 40), newest first: when, which form, its
 * stage, and the message; each a link to its own lead (a new tab keeps this one open).
 */
export function OtherMessages({
  lead,
  copy,
  locale,
  onOpen,
}: {
  lead: LeadJson;
  copy: AdminCopy;
  locale: string;
  onOpen?: (id: string) => void;
}) {
  if (!lead.others?.length) return null;
  const open = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (onOpen === undefined || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpen(id);
  };
  return (
    <section className="mt-6">
      <h3 className="text-sm font-semibold text-muted">{copy.detail.others}</h3>
      <ol className="mt-2 space-y-3">
        {lead.others.map((other) => (
          <li key={other.id} className="rounded-xl border border-line p-3 text-sm">
            <a
              href={leadPath(other.id)}
              onClick={open(other.id)}
              className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4"
            >
              {new Date(other.receivedAt).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" })}
            </a>{" "}
            <span className="text-muted">
              · {copy.forms[other.form]} · {other.status === "spam" ? copy.statuses.spam : copy.stages[other.stage]}
            </span>
            <p className="mt-1 line-clamp-3 break-words whitespace-pre-wrap">{other.message}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
