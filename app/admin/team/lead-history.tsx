import type { AdminTeamCopy } from "~/content/en/admin-team";
import type { LeadStage } from "@shared/admin-api";
import { teamApi } from "./api";
import { activityText } from "./activity-text";
import { useLoad } from "./use-load";

/**
 * A lead's history of who did what (issue 50): each change made to it in the console, newest
 * first, with its person (a removed person keeps their name) and time.
 */
export function LeadHistory({
  lead,
  copy,
  stages,
  locale,
}: {
  lead: string;
  copy: AdminTeamCopy;
  stages: Record<LeadStage, string>;
  locale: string;
}) {
  const [entries] = useLoad(() => teamApi.leadActivity(lead).then((reply) => reply.entries), lead);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section aria-label={copy.history.title} className="mt-6">
      <h3 className="text-sm font-semibold text-muted">{copy.history.title}</h3>
      {entries === null ? (
        <p className="mt-2 text-sm text-muted">{copy.history.loading}</p>
      ) : entries === "failed" ? (
        <p className="mt-2 text-sm text-danger">{copy.history.failed}</p>
      ) : entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{copy.history.empty}</p>
      ) : (
        <ol className="mt-2 space-y-1.5 text-sm">
          {[...entries]
            .sort((a, b) => b.at.localeCompare(a.at))
            .map((entry) => (
              <li key={entry.id}>
                {activityText(entry, copy, stages)}{" "}
                <span className="font-semibold">{copy.history.by(entry.personName)}</span>
                <span className="text-muted">
                  {" · "}
                  <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                </span>
              </li>
            ))}
        </ol>
      )}
    </section>
  );
}
