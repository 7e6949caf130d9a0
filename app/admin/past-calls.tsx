import { CalendarCheck, CalendarPlus, History, Undo2, UserX } from "lucide-react";
import { useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import type { CallJson, CallOutcome } from "@shared/admin-api";
import { adminApi, AdminApiError } from "./api";
import { CallReminders } from "./call-reminders";
import { callSpan } from "./call-span";
import { useCan } from "./team/can";

type Copy = AdminCopy["calls"];

/** The owner's last action's result, read out by the live region; in the inbox's language of the moment. */
type Notice = { tone: "done" | "failed"; text: (copy: Copy) => string };

function failure(copy: Copy, error: unknown): string {
  const code = error instanceof AdminApiError ? error.code : "";
  return code in copy.actionFailed ? copy.actionFailed[code as keyof Copy["actionFailed"]] : copy.actionFailed.other;
}

/**
 * Calls that have ended, latest first, each with what became of it: the owner marks it held or
 * no-show in one click, undoes that in one more, and after a no-show (or a call cancelled, issue
 * 51) may send the visitor one offer of another time (decision 092). `onChanged` refreshes the inbox, whose leads show the
 * outcome too.
 */
export function PastCalls({
  calls,
  copy,
  locale,
  onChanged,
}: {
  calls: CallJson[];
  copy: Copy;
  locale: string;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const span = callSpan(locale);

  const act = async (call: CallJson, action: () => Promise<unknown>, done: Notice["text"]) => {
    setBusy(call.id);
    try {
      await action();
      setNotice({ tone: "done", text: done });
      onChanged();
    } catch (error) {
      setNotice({ tone: "failed", text: (now) => failure(now, error) });
    } finally {
      setBusy(null);
    }
  };
  const mark = (call: CallJson, outcome: CallOutcome | null) =>
    act(
      call,
      () => adminApi.callOutcome(call.id, outcome),
      (now) => (outcome === null ? now.unmarked(call.name) : now.marked(call.name, now.outcomes[outcome])),
    );
  const offer = (call: CallJson) =>
    act(
      call,
      () => adminApi.offerAnotherTime(call.id),
      (now) => now.offerQueued(call.name),
    );
  const button = cn(buttonVariants({ variant: "secondary" }), "min-h-11");
  // Recording an outcome and offering another time are a consultant's (issue 50).
  const canMark = useCan("POST /api/admin/calls/:id/outcome");
  const canOffer = useCan("POST /api/admin/calls/:id/offer");

  return (
    <section aria-labelledby="past-calls-title" className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
      <h2 id="past-calls-title" className="flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden className="size-5 text-accent" />
        {copy.pastTitle}
      </h2>
      <p role="status" className={cn("mt-2 text-sm", notice?.tone === "failed" ? "text-danger" : "text-success")}>
        {notice?.text(copy) ?? ""}
      </p>
      {calls.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{copy.pastEmpty}</p>
      ) : (
        <ol className="mt-2 divide-y divide-line">
          {calls.map((call) => (
            <li key={call.id} data-call={call.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm">
              <time dateTime={call.start} className="min-w-48 font-semibold tabular-nums">
                {span(call)}
              </time>
              <span className="font-medium">{call.name}</span>
              <span className="text-muted">{call.company}</span>
              <span
                data-outcome={call.cancelled ? "cancelled" : (call.outcome ?? "")}
                className={cn(
                  "rounded-full px-2.5 py-1 text-xs font-semibold",
                  call.outcome === "held"
                    ? "bg-success/10 text-success"
                    : call.outcome === "no_show" || call.cancelled
                      ? "bg-danger/10 text-danger"
                      : "bg-wash text-muted",
                )}
              >
                {call.cancelled ? copy.cancelledCall : call.outcome ? copy.outcomes[call.outcome] : copy.noOutcome}
              </span>
              <div className="flex w-full flex-wrap gap-2 sm:ml-auto sm:w-auto">
                {(!canMark || call.cancelled
                  ? []
                  : call.outcome === null
                    ? [
                        { label: copy.markHeld, Icon: CalendarCheck, run: () => mark(call, "held") },
                        { label: copy.markNoShow, Icon: UserX, run: () => mark(call, "no_show") },
                      ]
                    : [{ label: copy.undo, Icon: Undo2, run: () => mark(call, null) }]
                ).map(({ label, Icon, run }) => (
                  <button
                    key={label}
                    type="button"
                    className={button}
                    disabled={busy === call.id}
                    aria-label={copy.withWhom(label, call.name)}
                    onClick={() => void run()}
                  >
                    <Icon aria-hidden className="size-4" />
                    {label}
                  </button>
                ))}
                {(call.outcome === "no_show" || call.cancelled) && canOffer ? (
                  call.offerSent ? (
                    <span className="inline-flex min-h-11 items-center text-xs text-muted">{copy.offerSent}</span>
                  ) : (
                    <button
                      type="button"
                      className={cn(buttonVariants(), "min-h-11")}
                      disabled={busy === call.id}
                      aria-label={copy.withWhom(copy.offer, call.name)}
                      title={copy.offerHint}
                      onClick={() => void offer(call)}
                    >
                      <CalendarPlus aria-hidden className="size-4" />
                      {copy.offer}
                    </button>
                  )
                ) : null}
              </div>
              <CallReminders reminders={call.reminders} copy={copy} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
