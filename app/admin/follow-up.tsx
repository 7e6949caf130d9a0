import { useId, useState, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import type { LeadJson } from "@shared/admin-api";
import { adminApi } from "./api";

/** `2026-12-03` as the owner reads a day ("Thu, Dec 3"): a calendar day, so no zone moves it. */
export function formatDay(day: string, locale: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

/** The day of a lead's next step in its detail (issue 39): set, changed or cleared. */
export function FollowUpControl({
  lead,
  copy,
  onChanged,
}: {
  lead: LeadJson;
  copy: AdminCopy;
  onChanged: () => Promise<void>;
}) {
  const id = useId();
  const t = copy.followUp;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const save = async (on: string | null) => {
    setBusy(true);
    setFailed(false);
    try {
      await adminApi.setFollowUp(lead.id, on);
      await onChanged();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const on = String(new FormData(event.currentTarget).get("on") ?? "");
    void save(on === "" ? null : on);
  };
  return (
    <form key={`${lead.id}-${lead.followUpOn}`} onSubmit={submit} className="mt-6 flex flex-wrap items-end gap-2">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-on`} className="block text-sm font-semibold">
          {t.label}
        </label>
        <input
          id={`${id}-on`}
          name="on"
          type="date"
          defaultValue={lead.followUpOn ?? ""}
          className="min-h-11 rounded-xl border border-line bg-surface px-3 text-sm"
        />
      </div>
      <button type="submit" disabled={busy} className={buttonVariants({ variant: "secondary" })}>
        {t.save}
      </button>
      {lead.followUpOn ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => void save(null)}
          className={buttonVariants({ variant: "secondary" })}
        >
          {t.clear}
        </button>
      ) : null}
      {failed ? (
        <p role="alert" className="w-full text-sm text-danger">
          {t.failed}
        </p>
      ) : null}
    </form>
  );
}

/** In the list, under the reply clock: the lead's follow-up day (red once due) or the week-old flag. */
export function FollowUpBadge({ lead, copy, locale }: { lead: LeadJson; copy: AdminCopy; locale: string }) {
  const t = copy.followUp;
  if (lead.followUpOn) {
    const day = formatDay(lead.followUpOn, locale);
    return (
      <span
        className={cn(
          "mt-1.5 block text-xs whitespace-nowrap",
          lead.followUpDue ? "font-semibold text-danger" : "text-muted",
        )}
      >
        {lead.followUpDue ? t.due(day) : t.on(day)}
      </span>
    );
  }
  return lead.stale ? <span className="mt-1.5 block text-xs font-semibold text-danger">{t.stale}</span> : null;
}
