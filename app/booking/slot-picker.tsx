import { type KeyboardEvent, type RefObject, useRef } from "react";
import { DayTabLabel, slotPickerClasses as classes } from "@shared/ui/slot-picker";
import type { SlotDay, SlotView } from "./slot-times";

/** Where each key moves the day picker's selection (the WAI-ARIA tabs pattern): `undefined` for other keys. */
function nextDayIndex(key: string, current: number, count: number): number | undefined {
  if (key === "ArrowRight") return (current + 1) % count;
  if (key === "ArrowLeft") return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

/**
 * Step one: a day picker (tabs: one per day, arrow keys, Home and End move between them, the
 * chosen one is announced as selected) over that day's free times, each a button that chooses
 * (and does not yet book) it. One day's times fit a phone's screen, where all of them did not.
 */
export function SlotPicker({
  picker,
  days,
  selected,
  busy,
  label,
  daysLabel,
  loading,
  onSelect,
  onChoose,
}: {
  picker: RefObject<HTMLElement | null>;
  days: SlotDay[];
  /** The day shown: its key, or the first day's when it is no longer offered. */
  selected: string | undefined;
  /** The days are being asked for again (another zone): what is shown may still change. */
  busy: boolean;
  label: string;
  daysLabel: string;
  /** Said in the panel while a day's times are on their way. */
  loading: string;
  onSelect: (key: string) => void;
  onChoose: (slot: SlotView) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    days.findIndex((day) => day.key === selected),
  );
  const day = days[index]!;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextDayIndex(event.key, index, days.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(days[next]!.key);
    tabs.current[next]?.focus();
  };

  return (
    <section ref={picker} aria-label={label} aria-busy={busy} className="mt-4 space-y-4" data-day-picker>
      <div role="tablist" aria-label={daysLabel} className={classes.days}>
        {days.map((option, position) => {
          const chosen = position === index;
          return (
            <button
              key={option.key}
              ref={(element) => {
                tabs.current[position] = element;
              }}
              type="button"
              role="tab"
              id={`day-tab-${option.key}`}
              aria-selected={chosen}
              // Only the chosen day's panel is in the page: the others' would point at nothing.
              aria-controls={chosen ? `day-panel-${option.key}` : undefined}
              // One stop for the whole row: arrows move within it (roving tabindex).
              tabIndex={chosen ? 0 : -1}
              onClick={() => onSelect(option.key)}
              onKeyDown={onKeyDown}
              className={classes.day}
            >
              <DayTabLabel {...option.tab} />
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`day-panel-${day.key}`} aria-labelledby={`day-tab-${day.key}`} className="space-y-2">
        <h4 className={classes.dayHeading}>{day.date}</h4>
        {day.slots.length === 0 ? (
          <p role="status" className="text-sm text-muted">
            {loading}
          </p>
        ) : null}
        <ul className={classes.times}>
          {day.slots.map((slot) => (
            <li key={slot.start}>
              <button
                type="button"
                // The day is the heading above; a screen reader moving from button to button hears it too.
                aria-label={`${day.date}, ${slot.time}`}
                // For tests: the instant this button chooses.
                data-start={slot.start}
                onClick={() => onChoose(slot)}
                className={classes.time}
              >
                {slot.time}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
