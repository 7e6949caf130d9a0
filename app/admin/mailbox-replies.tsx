import type { AdminCopy } from "~/content/en/admin";
import type { LeadJson } from "@shared/admin-api";

/**
 * The owner's replies to this lead read from their own Sent folder (IMAP_URL, issue 51), oldest
 * first: when and the subject, and the text when the owner keeps it. Nothing without any.
 */
export function MailboxReplies({ lead, copy, locale }: { lead: LeadJson; copy: AdminCopy; locale: string }) {
  if (!lead.replies?.length) return null;
  return (
    <section className="mt-6">
      <h3 className="text-sm font-semibold text-muted">{copy.detail.mailboxReplies}</h3>
      <ol className="mt-2 space-y-3">
        {lead.replies.map((reply) => (
          <li key={reply.sentAt + reply.subject} className="rounded-xl border border-line p-3 text-sm">
            <time dateTime={reply.sentAt} className="text-muted tabular-nums">
              {new Date(reply.sentAt).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" })}
            </time>{" "}
            <span className="font-semibold break-words">{reply.subject || copy.detail.noSubject}</span>
            {reply.body ? <p className="mt-1 line-clamp-6 break-words whitespace-pre-wrap">{reply.body}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
