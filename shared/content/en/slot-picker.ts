/**
 * The words of a booking's day-then-times picker, in English: the form's booking step
 * (app/content/en/forms.ts) and the server's booking pages (server/booking/copy/en.ts) both read
 * them, so the one picker (shared/ui/slot-picker.tsx) is named the same wherever it is drawn.
 */
import type { Translation } from "../../translation.js";

const source = {
  /** The picker as a whole: a region of times. */
  slotsLabel: "Available times",
  /** The day tabs above the times (a tab list in the form, links on a page). */
  daysLabel: "Choose a day",
};

export type SlotPickerCopy = Translation<typeof source>;
export const slotPicker: SlotPickerCopy = source;
