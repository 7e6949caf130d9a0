import type { RefObject } from "react";
import type { Slot } from "@shared/booking";
import { cn } from "~/lib/cn";
import { groupByDay, type SlotView } from "./slot-times";

/** Step one: the free times by day, each a button that chooses (and does not yet book) it. */
export function SlotPicker({
  picker,
  slots,
  locale,
  timeZone,
  zoneLine,
  label,
  onChoose,
}: {
  picker: RefObject<HTMLElement | null>;
  slots: Slot[];
  locale: string;
  timeZone: string;
  zoneLine: string;
  label: string;
  onChoose: (slot: SlotView) => void;
}) {
  const days = groupByDay(slots, locale, timeZone);
  return (
    <section ref={picker} aria-label={label} className="mt-4 space-y-5">
      <p className="text-center text-sm font-medium text-ink">{zoneLine}</p>
      {days.map((day) => (
        <div key={day.key} className="space-y-2">
          <h4 className="text-sm font-semibold text-ink first-letter:uppercase">{day.date}</h4>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {day.slots.map((slot) => (
              <li key={slot.start}>
                <button
                  type="button"
                  // The day is the heading above; a screen reader moving from button to button hears it too.
                  aria-label={`${day.date}, ${slot.time}`}
                  // For tests: the instant this button chooses.
                  data-start={slot.start}
                  onClick={() => onChoose(slot)}
                  className={cn(
                    "inline-flex min-h-11 w-full items-center justify-center rounded-full border border-line bg-surface px-2 whitespace-nowrap",
                    "text-sm font-semibold text-ink tabular-nums transition-colors hover:border-accent hover:text-accent",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
                    "motion-reduce:transition-none",
                  )}
                >
                  {slot.time}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
