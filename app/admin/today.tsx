import { useEffect, useState, type ReactNode } from "react";
import type { AdminCopy } from "~/content/en/admin";
import type { LeadJson, TodayReply } from "@shared/admin-api";
import { CallJoin } from "./call-join";
import { adminApi } from "./api";
import { formatDay } from "./follow-up";
import { ReplyDue } from "./reply-due";

/**
 * What the inbox opens on (issue 39): the replies due under the 24-hour promise, the follow-ups
 * due or overdue and the day's calls, each lead a button that opens it.
 */
export function Today({
  copy,
  locale,
  reloads,
  onOpen,
}: {
  copy: AdminCopy;
  locale: string;
  /** Changes whenever the list reloads: a lead answered or moved leaves the day's lists too. */
  reloads: number;
  onOpen: (lead: LeadJson) => void;
}) {
  const t = copy.today;
  const [day, setDay] = useState<TodayReply | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    adminApi.today().then(
      (next) => {
        if (!current) return;
        setDay(next);
        setFailed(false);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [reloads]);

  if (failed)
    return (
      <p role="alert" className="text-sm text-danger">
        {t.failed}
      </p>
    );
  if (day === null) return null;
  const time = (iso: string) => new Date(iso).toLocaleTimeString(locale, { hour: "numeric", minute: "2-digit" });
  const openCall = async (leadId: string) => onOpen(await adminApi.lead(leadId));
  const leadButton = (lead: LeadJson) => (
    <button
      type="button"
      onClick={() => onOpen(lead)}
      className="min-h-11 min-w-0 text-left font-semibold break-words text-accent underline-offset-4 hover:underline"
    >
      {lead.name}
    </button>
  );
  const section = (title: string, count: number, more: number, items: ReactNode[]) => (
    <section aria-label={title} className="min-w-0">
      <h3 className="text-sm font-semibold text-muted">
        {title} ({count + more})
      </h3>
      {count === 0 ? (
        <p className="mt-2 text-sm text-muted">{t.none}</p>
      ) : (
        <ul className="mt-1 text-sm">
          {items}
          {more > 0 ? <li className="py-2 text-muted">{t.more(more)}</li> : null}
        </ul>
      )}
    </section>
  );

  return (
    <section
      aria-labelledby="today-title"
      data-today
      className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id="today-title" className="text-lg font-semibold">
        {t.title(formatDay(day.day, locale))}
      </h2>
      <div className="mt-3 grid gap-6 md:grid-cols-3">
        {section(
          t.replies,
          day.replies.length,
          day.more.replies,
          day.replies.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-center justify-between gap-x-3">
              {leadButton(lead)}
              <ReplyDue lead={lead} now={Date.now()} copy={copy} />
            </li>
          )),
        )}
        {section(
          t.followUps,
          day.followUps.length,
          day.more.followUps,
          day.followUps.map((lead) => (
            <li key={lead.id} className="flex flex-wrap items-center justify-between gap-x-3">
              {leadButton(lead)}
              <span className="text-xs text-muted">{formatDay(lead.followUpOn!, locale)}</span>
            </li>
          )),
        )}
        {section(
          t.calls,
          day.calls.length,
          0,
          day.calls.map((call) => (
            <li key={call.id} className="flex flex-wrap items-center justify-between gap-x-3">
              <button
                type="button"
                onClick={() => void openCall(call.leadId)}
                className="min-h-11 min-w-0 text-left font-semibold break-words text-accent underline-offset-4 hover:underline"
              >
                {call.name}
              </button>
              <span className="flex items-center gap-3">
                <CallJoin location={call.location} name={call.name} copy={copy.calls} />
                <span className="text-xs text-muted tabular-nums">{time(call.start)}</span>
              </span>
            </li>
          )),
        )}
      </div>
    </section>
  );
}
