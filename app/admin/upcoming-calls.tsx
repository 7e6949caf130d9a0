import { CalendarClock, CalendarX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import { CallJoin } from "./call-join";
import { ConfirmDialog } from "./confirm-dialog";
import type { CallJson } from "@shared/admin-api";
import { zoneName } from "@shared/zone-name";
import { adminApi } from "./api";
import { CallReminders } from "./call-reminders";
import { callSpan } from "./call-span";
import { mailtoHref } from "./mailto";
import { MoveCall } from "./move-call";
import { PastCalls } from "./past-calls";
import { useCan } from "./team/can";

/**
 * The calls leads have booked, soonest first, in the owner's own zone and language, each with its
 * reminders; the owner may move one to another free time, or select some and cancel them after
 * confirming (each visitor is told by e-mail). Below them the calls that ended, with their outcomes. `reloads`
 * changes whenever the inbox reloads its list, so a lead deleted there leaves this list too;
 * `onChanged` tells the inbox a call changed here, so its leads show the change at once.
 */
export function UpcomingCalls({
  copy,
  locale,
  reloads,
  onChanged,
}: {
  copy: AdminCopy;
  locale: string;
  reloads: number;
  onChanged: () => void;
}) {
  const [calls, setCalls] = useState<CallJson[] | "failed" | null>(null);
  const [past, setPast] = useState<CallJson[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [cancelFailed, setCancelFailed] = useState(false);
  // Cancelling is a consultant's; a viewer sees the calls only (issue 50).
  const canCancel = useCan("POST /api/admin/calls/cancel");
  const canMove = useCan("POST /api/admin/calls/:id/move");
  // What the last move did, read out; the moved call itself shows its new time.
  const [moved, setMoved] = useState("");
  const confirm = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    let current = true;
    adminApi.calls().then(
      ({ calls: upcoming, past: ended }) => {
        if (!current) return;
        setCalls(upcoming);
        setPast(ended);
        // A call that left the list (cancelled, or its lead deleted) is no longer selected.
        setSelected((chosen) => new Set(upcoming.filter((call) => chosen.has(call.id)).map((call) => call.id)));
      },
      () => current && setCalls("failed"),
    );
    return () => {
      current = false;
    };
  }, [reloads]);

  if (calls === null) return null;
  const span = callSpan(locale);

  const toggle = (id: string) =>
    setSelected((chosen) => {
      const next = new Set(chosen);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const cancelSelected = () => {
    confirm.current?.close();
    setCancelFailed(false);
    adminApi.cancelCalls([...selected]).then(onChanged, () => setCancelFailed(true));
  };

  return (
    <>
      <section aria-labelledby="upcoming-calls-title" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="upcoming-calls-title" className="flex items-center gap-2 text-lg font-semibold">
            <CalendarClock aria-hidden className="size-5 text-accent" />
            {copy.calls.title}
          </h2>
          {canCancel && selected.size > 0 ? (
            <button
              type="button"
              className={cn(
                buttonVariants({ variant: "secondary" }),
                "text-danger hover:border-danger hover:text-danger",
              )}
              onClick={() => confirm.current?.showModal()}
            >
              <CalendarX aria-hidden className="size-4" />
              {copy.calls.cancelSelected(selected.size)}
            </button>
          ) : null}
        </div>
        <p role="status" className="mt-2 text-sm text-success empty:mt-0">
          {moved}
        </p>
        {cancelFailed ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            {copy.calls.cancelFailed}
          </p>
        ) : null}
        {calls === "failed" ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            {copy.calls.failed}
          </p>
        ) : calls.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{copy.calls.empty}</p>
        ) : (
          <ol className="mt-3 divide-y divide-line">
            {calls.map((call) => (
              <li key={call.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3 text-sm">
                {canCancel ? (
                  <input
                    type="checkbox"
                    className="size-5 self-center accent-accent"
                    checked={selected.has(call.id)}
                    onChange={() => toggle(call.id)}
                    aria-label={copy.calls.select(call.name)}
                  />
                ) : null}
                <time dateTime={call.start} className="min-w-48 font-semibold tabular-nums">
                  {span(call)}
                </time>
                <span className="font-medium">{call.name}</span>
                <span className="text-muted">{call.company}</span>
                {/* Whole or cut with an ellipsis, never broken mid-word; the whole address in its title; a 44 px target. */}
                <a
                  href={mailtoHref(call.email)}
                  title={call.email}
                  className="inline-block max-w-full truncate align-bottom leading-11 text-accent underline-offset-4 hover:underline"
                >
                  {call.email}
                </a>
                {call.visitorTimeZone ? (
                  <span className="text-xs text-muted">
                    {copy.calls.inZone(zoneName(call.visitorTimeZone, locale, new Date(call.start)))}
                  </span>
                ) : null}
                <CallJoin location={call.location} name={call.name} copy={copy.calls} />
                {canMove ? (
                  <MoveCall
                    call={call}
                    copy={copy.calls}
                    locale={locale}
                    onMoved={(message) => {
                      setMoved(message);
                      onChanged();
                    }}
                  />
                ) : null}
                <CallReminders reminders={call.reminders} copy={copy.calls} />
              </li>
            ))}
          </ol>
        )}
        <ConfirmDialog
          dialog={confirm}
          title={copy.calls.confirmTitle(selected.size)}
          body={copy.calls.confirmBody}
          keep={copy.calls.keep}
          confirm={copy.calls.confirmCancel}
          onConfirm={cancelSelected}
        />
      </section>
      {calls === "failed" ? null : <PastCalls calls={past} copy={copy.calls} locale={locale} onChanged={onChanged} />}
    </>
  );
}
