import type { AdminCopy } from "~/content/en/admin";
import type { AdminTeamCopy } from "~/content/en/admin-team";
import type { TimelineEntry } from "@shared/timeline";
import { formatDay } from "./follow-up";
import { activityText } from "./team/activity-text";
import { useLoad } from "./team/use-load";
import { adminApi } from "./api";

/**
 * A lead's timeline (issue 51): every stage change, call, reply, note, task and e-mail to the
 * visitor, each once, newest first, with who did it; where its stage history and its "who did
 * what" were two lists. Read again whenever `version` changes (the lead or its tasks changed).
 */
export function LeadTimeline({
  leadId,
  version,
  copy,
  teamCopy,
  locale,
  timeZone,
}: {
  leadId: string;
  version: string;
  copy: AdminCopy;
  teamCopy: AdminTeamCopy;
  locale: string;
  /** The person's zone, as the rest of the lead's times; the browser's without one. */
  timeZone: string | undefined;
}) {
  const t = copy.timeline;
  const [entries] = useLoad(() => adminApi.timeline(leadId).then((reply) => reply.entries), `${leadId}:${version}`);
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const what = (entry: TimelineEntry): string => {
    switch (entry.kind) {
      case "stage":
        return (
          t.stage(entry.from ? copy.stages[entry.from] : "—", copy.stages[entry.to]) +
          (entry.reason ? `: ${entry.reason}` : "")
        );
      case "call-booked":
        return t.callBooked(when(entry.start));
      case "call-moved":
        return t.callMoved(when(entry.start));
      case "call-cancelled":
        // The visitor's words on a line of their own (the item keeps its line breaks); React escapes them.
        return t.callCancelled(when(entry.start)) + (entry.reason ? `\n${t.cancelReason}: ${entry.reason}` : "");
      case "call-outcome":
        return t.callOutcome(when(entry.start), copy.calls.outcomes[entry.outcome]);
      case "reply":
        return t.reply(entry.subject);
      case "note":
        return `${t.note}: ${entry.text}`;
      case "task-added":
        return t.taskAdded(entry.text ?? copy.tasks.defaultText, formatDay(entry.on, locale));
      case "task-done":
        return t.taskDone(entry.text ?? copy.tasks.defaultText);
      case "email":
        return t.email(t.emails[entry.message] ?? t.otherEmail);
      case "activity":
        return activityText(
          {
            id: "",
            at: entry.at,
            kind: entry.activity,
            personId: "",
            personName: entry.by ?? "",
            subjectId: null,
            detail: entry.detail,
          },
          teamCopy,
          copy.stages,
        );
    }
  };
  return (
    <section aria-label={t.title} className="mt-6">
      <h3 className="text-sm font-semibold text-muted">{t.title}</h3>
      {entries === null ? (
        <p className="mt-2 text-sm text-muted">{t.loading}</p>
      ) : entries === "failed" ? (
        <p className="mt-2 text-sm text-danger">{t.failed}</p>
      ) : entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t.empty}</p>
      ) : (
        <ol className="mt-2 space-y-2 border-l border-line pl-3 text-sm">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${entry.kind}-${index}`} className="break-words">
              <span className="whitespace-pre-wrap">{what(entry)}</span>
              <span className="block text-xs text-muted">
                <time dateTime={entry.at}>{when(entry.at)}</time>
                {entry.by === null ? null : ` · ${t.by(entry.by)}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
