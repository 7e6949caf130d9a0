import { Temporal } from "temporal-polyfill";
import { SLOT_MINUTES, type Slot } from "../../shared/booking.js";
import type { WeeklyHours } from "./hours.js";
import type { BookingSettings } from "./settings.js";

/** What the slots are cut from: the settings, with the weekly hours required (booking is on). */
export type SlotRules = Pick<
  BookingSettings,
  "timeZone" | "noticeHours" | "horizonDays" | "bufferMinutes" | "blackoutDates"
> & {
  hours: WeeklyHours;
};

/** A time the owner is not free: a calendar event, or a call already booked. */
export interface Busy {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The free 30-minute slots from `now` on, ascending: the weekly hours laid on the owner's
 * calendar day by day in the owner's zone (so a slot keeps its wall-clock time across a
 * daylight-saving change), then converted to instants, less the minimum notice, the horizon,
 * the blackout days, and every busy time widened by the buffer on both sides.
 *
 * At a change of offset a wall-clock time may not exist (spring forward: skipped) or happen
 * twice (fall back: offered once, at its first occurrence); every slot lasts 30 real minutes.
 */
export function freeSlots(rules: SlotRules, busy: readonly Busy[], now: Date, limit = Infinity): Slot[] {
  const earliest = now.getTime() + rules.noticeHours * HOUR;
  const latest = now.getTime() + rules.horizonDays * 24 * HOUR;
  const buffer = rules.bufferMinutes * MINUTE;
  const blocked = busy.map((interval) => ({
    start: interval.start.getTime() - buffer,
    end: interval.end.getTime() + buffer,
  }));

  const firstDay = dayOf(earliest, rules.timeZone);
  const lastDay = dayOf(latest, rules.timeZone);
  const slots: Slot[] = [];
  for (let day = firstDay; Temporal.PlainDate.compare(day, lastDay) <= 0; day = day.add({ days: 1 })) {
    if (isBlackedOut(day.toString(), rules.blackoutDates)) continue;
    for (const range of rules.hours[day.dayOfWeek] ?? []) {
      for (let minute = range.start; minute + SLOT_MINUTES <= range.end; minute += SLOT_MINUTES) {
        const start = instantAt(day, minute, rules.timeZone);
        if (start === undefined || start < earliest || start > latest) continue;
        const end = start + SLOT_MINUTES * MINUTE;
        if (blocked.some((interval) => start < interval.end && end > interval.start)) continue;
        slots.push({ start: new Date(start).toISOString(), end: new Date(end).toISOString() });
        if (slots.length >= limit) return slots;
      }
    }
  }
  return slots;
}

/** Whether `start` (an ISO instant) begins one of the free slots. */
export function isFreeSlot(rules: SlotRules, busy: readonly Busy[], now: Date, start: string): boolean {
  const wanted = new Date(start).getTime();
  return freeSlots(rules, busy, now).some((slot) => new Date(slot.start).getTime() === wanted);
}

function dayOf(epochMilliseconds: number, timeZone: string): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(epochMilliseconds).toZonedDateTimeISO(timeZone).toPlainDate();
}

/** The instant of a wall-clock time in the zone; undefined when the clocks skip it. */
function instantAt(day: Temporal.PlainDate, minute: number, timeZone: string): number | undefined {
  const wallClock = day.toPlainDateTime({ hour: Math.floor(minute / 60), minute: minute % 60 });
  const zoned = wallClock.toZonedDateTime(timeZone, { disambiguation: "earlier" });
  // In a gap, "earlier" moves the time back by the gap's length: a time that does not exist.
  if (!zoned.toPlainDateTime().equals(wallClock)) return undefined;
  return zoned.epochMilliseconds;
}

function isBlackedOut(day: string, ranges: SlotRules["blackoutDates"]): boolean {
  return ranges.some((range) => range.from <= day && day <= range.to);
}
