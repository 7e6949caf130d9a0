import { CalendarClock } from "lucide-react";
import { useEffect, useState } from "react";
import type { AdminCopy } from "~/content/en/admin";
import type { CallJson } from "@shared/admin-api";
import { adminApi } from "./api";
import { mailtoHref } from "./mailto";

/**
 * The calls leads have booked, soonest first, in the owner's own zone and language. `reloads`
 * changes whenever the inbox reloads its list, so a lead deleted there leaves this list too.
 */
export function UpcomingCalls({ copy, locale, reloads }: { copy: AdminCopy; locale: string; reloads: number }) {
  const [calls, setCalls] = useState<CallJson[] | "failed" | null>(null);

  useEffect(() => {
    let current = true;
    adminApi.calls().then(
      ({ calls: upcoming }) => current && setCalls(upcoming),
      () => current && setCalls("failed"),
    );
    return () => {
      current = false;
    };
  }, [reloads]);

  if (calls === null) return null;
  const when = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
  const until = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" });

  return (
    <section aria-labelledby="upcoming-calls-title" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 id="upcoming-calls-title" className="flex items-center gap-2 text-lg font-semibold">
        <CalendarClock aria-hidden className="size-5 text-accent" />
        {copy.calls.title}
      </h2>
      {calls === "failed" ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {copy.calls.failed}
        </p>
      ) : calls.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{copy.calls.empty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-line">
          {calls.map((call) => (
            <li
              key={`${call.leadId}-${call.start}`}
              className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3 text-sm"
            >
              <time dateTime={call.start} className="min-w-48 font-semibold tabular-nums">
                {when.format(new Date(call.start))}–{until.format(new Date(call.end))}
              </time>
              <span className="font-medium">{call.name}</span>
              <span className="text-muted">{call.company}</span>
              <a href={mailtoHref(call.email)} className="break-all text-accent underline-offset-4 hover:underline">
                {call.email}
              </a>
              {call.visitorTimeZone ? (
                <span className="text-xs text-muted">{copy.calls.inZone(call.visitorTimeZone)}</span>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
