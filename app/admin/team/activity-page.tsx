import { History } from "lucide-react";
import { useId, useState } from "react";
import type { AdminTeamCopy } from "~/content/en/admin-team";
import { controlVariants } from "~/forms/form-controls";
import { leadPath } from "@shared/console-paths";
import type { ActivityEntry, ActivityKind } from "@shared/team";
import { TableHead } from "../table-head";
import { teamApi } from "./api";
import { activityText } from "./activity-text";
import type { LeadStage } from "@shared/admin-api";
import { LoadFailed, useLoad } from "./use-load";

/**
 * The kinds whose subject is a lead that is still there to open: a deleted lead is gone, a call's
 * or a team change's subject is not a lead, and a spam verdict's may be a rule.
 */
const LEAD_KINDS: ReadonlySet<ActivityKind> = new Set(["stage", "note", "follow-up", "restore", "assign", "value"]);

const leadLink = (entry: ActivityEntry): string | null =>
  entry.subjectId !== null && LEAD_KINDS.has(entry.kind) ? leadPath(entry.subjectId) : null;

/**
 * The team's activity (issue 50), an owner's: every change made in the console, newest first,
 * with who made it; filtered by person; a change to a lead links to it. A removed person keeps
 * their name (the server answers it).
 */
export function ActivityPage({
  copy,
  stages,
  locale,
  timeZone,
}: {
  copy: AdminTeamCopy;
  /** The leads' stages as the console names them. */
  stages: Record<LeadStage, string>;
  locale: string;
  timeZone: string;
}) {
  const id = useId();
  const [person, setPerson] = useState("");
  const [people] = useLoad(() => teamApi.team().then((reply) => reply.people), "people");
  const [entries, reload] = useLoad(
    () => teamApi.activity(person === "" ? undefined : person).then((reply) => reply.entries),
    person,
  );
  const when = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h1 className="flex items-center gap-2 text-title font-bold tracking-tight">
          <History aria-hidden className="size-8 shrink-0 text-accent" />
          {copy.activity.title}
        </h1>
        <p className="max-w-3xl text-muted">{copy.activity.intro}</p>
      </div>

      <div className="max-w-xs space-y-1.5">
        <label htmlFor={`${id}-person`} className="block text-sm font-semibold">
          {copy.activity.person}
        </label>
        <select
          id={`${id}-person`}
          value={person}
          onChange={(event) => setPerson(event.target.value)}
          className={controlVariants()}
        >
          <option value="">{copy.activity.everyone}</option>
          {Array.isArray(people)
            ? people.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))
            : null}
        </select>
      </div>

      <p role="status" className="text-sm font-medium text-muted empty:hidden">
        {entries === null ? copy.activity.loading : Array.isArray(entries) ? copy.activity.caption(entries.length) : ""}
      </p>

      {entries === "failed" ? (
        <LoadFailed message={copy.loadFailed} retry={copy.retry} onRetry={reload} />
      ) : entries === null ? null : entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-surface p-6 text-muted">
          {person === "" ? copy.activity.empty : copy.activity.emptyPerson}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-line bg-surface">
          <table className="phone-cards w-full text-left text-sm">
            <TableHead columns={Object.values(copy.activity.columns)} />
            <tbody>
              {[...entries]
                .sort((a, b) => b.at.localeCompare(a.at))
                .map((entry) => {
                  const link = leadLink(entry);
                  // A team change names the person it changed, as the team list has them now.
                  const changed =
                    entry.kind === "team" && Array.isArray(people)
                      ? people.find((member) => member.id === entry.subjectId)?.name
                      : undefined;
                  return (
                    <tr key={entry.id} className="border-b border-line last:border-0">
                      <td data-label={copy.activity.columns.at} className="px-4 py-3 whitespace-nowrap text-muted">
                        <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                      </td>
                      <td data-label={copy.activity.columns.person} className="px-4 py-3 font-semibold">
                        {entry.personName}
                      </td>
                      <td data-label={copy.activity.columns.change} className="px-4 py-3">
                        {activityText(entry, copy, stages)}
                      </td>
                      <td data-label={copy.activity.columns.subject} className="px-4 py-3">
                        {changed !== undefined ? (
                          <span>{changed}</span>
                        ) : link === null ? (
                          <span className="text-muted">—</span>
                        ) : (
                          <a href={link} className="font-semibold text-accent-strong underline underline-offset-4">
                            {copy.activity.openLead}
                          </a>
                        )}
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
