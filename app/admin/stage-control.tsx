import { useId, useRef, useState, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import { LEAD_STAGES, MAX_REASON_LENGTH, type LeadJson, type LeadStage } from "@shared/admin-api";
import type { OpenTaskChoice } from "@shared/tasks";
import { useCan } from "./team/can";

/**
 * A lead's stage in its detail: one button per stage, the current one pressed, each a single
 * click; won or lost with open tasks asks what of them (done, or kept with their reminders: issue
 * 51); once lost, an optional reason. Its changes are in the lead's timeline (lead-timeline.tsx).
 */
export function StageControl({
  lead,
  copy,
  openTasks,
  onStage,
}: {
  lead: LeadJson;
  copy: AdminCopy;
  /** How many of its tasks are open: asked about as it is won or lost. */
  openTasks: number;
  onStage: (stage: LeadStage, reason?: string, openTasks?: OpenTaskChoice) => Promise<void>;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const ask = useRef<HTMLDialogElement>(null);
  const [ending, setEnding] = useState<LeadStage | null>(null);
  // A viewer reads the stage and its history; moving a lead is a consultant's (issue 50).
  const canMove = useCan("POST /api/admin/leads/stage");
  const run = async (stage: LeadStage, reason?: string, tasks?: OpenTaskChoice) => {
    setBusy(true);
    try {
      await onStage(stage, reason, tasks);
    } finally {
      setBusy(false);
    }
  };
  const choose = (stage: LeadStage) => {
    if ((stage === "won" || stage === "lost") && stage !== lead.stage && openTasks > 0) {
      setEnding(stage);
      ask.current?.showModal();
    } else void run(stage);
  };
  const answer = (tasks: OpenTaskChoice) => {
    ask.current?.close();
    if (ending !== null) void run(ending, undefined, tasks);
  };
  const t = copy.tasks.ask;
  const saveReason = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get("reason");
    void run("lost", typeof reason === "string" ? reason : "");
  };

  return (
    <div className="mt-6">
      <h3 id={`${id}-stage`} className="text-sm font-semibold text-muted">
        {copy.stage.label}
      </h3>
      {canMove ? (
        <div role="group" aria-labelledby={`${id}-stage`} className="mt-2 flex flex-wrap gap-2">
          {LEAD_STAGES.map((stage) => (
            <button
              key={stage}
              type="button"
              aria-pressed={lead.stage === stage}
              disabled={busy}
              onClick={() => choose(stage)}
              className={cn(
                buttonVariants({ variant: lead.stage === stage ? "primary" : "secondary" }),
                "min-w-11 px-4",
              )}
            >
              {copy.stages[stage]}
            </button>
          ))}
        </div>
      ) : (
        <p className="mt-2 text-sm">
          {copy.stages[lead.stage]}
          {lead.stage === "lost" && lead.lostReason ? <span className="text-muted">: {lead.lostReason}</span> : null}
        </p>
      )}
      {canMove && lead.stage === "lost" ? (
        <form key={lead.id} onSubmit={saveReason} className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-auto space-y-1.5">
            <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
              {copy.stage.reason}
            </label>
            <input
              id={`${id}-reason`}
              name="reason"
              maxLength={MAX_REASON_LENGTH}
              defaultValue={lead.lostReason ?? ""}
              className="min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm"
            />
          </div>
          <button type="submit" disabled={busy} className={buttonVariants({ variant: "secondary" })}>
            {copy.stage.saveReason}
          </button>
        </form>
      ) : null}
      <dialog
        ref={ask}
        aria-labelledby={`${id}-ask`}
        aria-describedby={`${id}-ask-body`}
        onClose={() => setEnding(null)}
        className="m-auto max-w-md rounded-2xl p-6 shadow-2xl backdrop:bg-night/60"
      >
        <h2 id={`${id}-ask`} className="text-lg font-semibold">
          {t.title}
        </h2>
        <p id={`${id}-ask-body`} className="mt-2 text-sm text-muted">
          {t.body(openTasks)}
        </p>
        <form method="dialog" className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="submit" className={buttonVariants({ variant: "secondary" })}>
            {t.cancel}
          </button>
          <button type="button" className={buttonVariants({ variant: "secondary" })} onClick={() => answer("keep")}>
            {t.keep}
          </button>
          <button type="button" className={buttonVariants()} onClick={() => answer("done")}>
            {t.done}
          </button>
        </form>
      </dialog>
    </div>
  );
}
