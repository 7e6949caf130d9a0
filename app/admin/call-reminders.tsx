import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import type { ReminderJson } from "@shared/admin-api";
import { formatDuration } from "./reply-due";

/** As BOOKING_REMINDERS is usually written: "24 h" rather than "1 d", "90 min" as "1 h 30 min". */
function offsetText(minutes: number): string {
  if (minutes % 60 === 0 && minutes <= 48 * 60) return `${minutes / 60} h`;
  return formatDuration(minutes * 60_000);
}

const tone: Record<ReminderJson["state"], string> = {
  due: "bg-wash text-ink",
  sent: "bg-success/10 text-success",
  skipped: "bg-wash text-muted",
  failed: "bg-danger/10 text-danger",
};

/**
 * A call's reminders beside it: each offset with where it stands (due, sent, skipped, failed), as
 * the server read them from the outbox. Nothing when there are none (mail or reminders off).
 */
export function CallReminders({ reminders, copy }: { reminders: ReminderJson[]; copy: AdminCopy["calls"] }) {
  if (reminders.length === 0) return null;
  return (
    <ul aria-label={copy.reminders} className="flex w-full flex-wrap gap-1.5 text-xs">
      {reminders.map((reminder) => (
        <li
          key={reminder.offsetMinutes}
          data-state={reminder.state}
          className={cn("rounded-full px-2 py-0.5", tone[reminder.state])}
        >
          {copy.reminder(offsetText(reminder.offsetMinutes), copy.reminderStates[reminder.state])}
        </li>
      ))}
    </ul>
  );
}
