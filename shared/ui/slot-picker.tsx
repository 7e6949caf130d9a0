/**
 * The one look of a booking's day-then-times picker (issue 53), drawn by the form's step
 * (app/booking/slot-picker.tsx, tabs that need JavaScript) and by the server's pages that work
 * without it (server/booking/views/parts.tsx, each day a link): a row of day tabs, weekday over
 * date, that scrolls sideways rather than wrapping, over the chosen day's times in a grid of equal
 * buttons, three to a phone's row. Here, below the site and the server, so both draw the same
 * classes; only the stylesheets of the pages with a picker carry them (consulting, education and
 * the server's pages each `@source` this file; app/app.css, which every page has, does not).
 */

/** The chosen day: a tab's `aria-selected` in the form, a link's `aria-current` on a page. */
const chosen =
  "aria-selected:border-accent aria-selected:bg-accent aria-selected:text-on-accent " +
  "aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-on-accent " +
  "aria-[current=page]:hover:text-on-accent";

export const slotPickerClasses = {
  /** The zone line above the days. */
  zone: "text-center text-sm font-medium text-ink",
  /** Padding inside the scrolling row: a focused tab's outline is not cut by its edge. */
  days: "flex gap-2 overflow-x-auto p-1",
  day:
    "flex min-h-11 min-w-[4.5rem] shrink-0 flex-col items-center justify-center rounded-xl border px-3 py-2 " +
    "border-line bg-surface text-ink no-underline tabular-nums transition-colors hover:border-accent " +
    `${chosen} ` +
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none",
  /** The chosen day's date, above its times. */
  dayHeading: "text-sm font-semibold text-ink",
  times: "grid grid-cols-3 gap-2 sm:grid-cols-5",
  time:
    "inline-flex min-h-11 w-full items-center justify-center rounded-full border border-line bg-surface px-2 " +
    "whitespace-nowrap text-sm font-semibold text-ink tabular-nums transition-colors hover:border-accent " +
    "hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent " +
    "motion-reduce:transition-none",
} as const;

/** A day tab's words: the weekday, small, over the date ("Tue" over "Dec 1"; shared/call-time.ts `formatDayTab`). */
export function DayTabLabel({ weekday, date }: { weekday: string; date: string }) {
  return (
    <>
      <span className="text-xs font-medium">{weekday}</span>{" "}
      <span className="text-sm font-semibold whitespace-nowrap">{date}</span>
    </>
  );
}
