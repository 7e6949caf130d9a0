import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import type { LeadJson } from "@shared/admin-api";

/** `2026-12-03` as the owner reads a day ("Thu, Dec 3"): a calendar day, so no zone moves it. */
export function formatDay(day: string, locale: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
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
