import { useId, useState, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import { controlVariants, SelectFrame } from "~/forms/form-controls";
import { cn } from "~/lib/cn";
import { LEAD_STAGES, type LeadStage } from "@shared/admin-api";

/**
 * What the list's selection can do: move every selected lead to one stage, with a native select
 * and a button (a select that moved leads as it changed would move them on every arrow key).
 */
export function StageBar({
  copy,
  count,
  onMove,
  onClear,
}: {
  copy: AdminCopy;
  count: number;
  onMove: (stage: LeadStage) => Promise<void>;
  onClear: () => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const stage = new FormData(event.currentTarget).get("stage") as LeadStage;
    setBusy(true);
    try {
      await onMove(stage);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-accent/40 bg-accent-soft/40 p-4"
    >
      <p role="status" className="min-h-11 basis-full text-sm font-semibold sm:basis-auto sm:self-center">
        {copy.stage.selected(count)}
      </p>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-stage`} className="block text-sm font-semibold">
          {copy.stage.moveTo}
        </label>
        <SelectFrame>
          <select
            id={`${id}-stage`}
            name="stage"
            className={controlVariants({ kind: "select" })}
            defaultValue="replied"
          >
            {LEAD_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {copy.stages[stage]}
              </option>
            ))}
          </select>
        </SelectFrame>
      </div>
      <button type="submit" disabled={busy} className={buttonVariants()}>
        {copy.stage.move}
      </button>
      <button type="button" onClick={onClear} className={cn(buttonVariants({ variant: "secondary" }))}>
        {copy.stage.clear}
      </button>
    </form>
  );
}
