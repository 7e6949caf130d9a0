import { describe, expect, it } from "vitest";
import { reminderStates } from "./reminders.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const start = new Date("2026-12-01T15:00:00.000Z");
const call = { id: "c1", sequence: 1, start, timedAt: new Date(start.getTime() - 3 * 24 * HOUR) };
const row = (sentAt: Date | null, lastError: string | null) => ({ sentAt, lastError });

describe("a call's reminders as the inbox shows them", () => {
  it("read each queued one from its outbox row, and the others from the rules", () => {
    const now = new Date(start.getTime() - 30 * MINUTE);
    const rows = new Map([
      ["call-reminder-c1-1-1440", row(now, null)],
      ["call-reminder-c1-1-60", row(null, "connect ECONNREFUSED")],
      // The call's earlier time (sequence 0) and another call: not this call's now.
      ["call-reminder-c1-0-120", row(now, null)],
      ["call-reminder-c2-1-15", row(now, null)],
      ["call-offer-c1", row(null, null)],
    ]);
    expect(reminderStates(call, [1440, 60, 15], rows, now)).toEqual([
      { offsetMinutes: 1440, dueAt: "2026-11-30T15:00:00.000Z", state: "sent" },
      { offsetMinutes: 60, dueAt: "2026-12-01T14:00:00.000Z", state: "failed" },
      { offsetMinutes: 15, dueAt: "2026-12-01T14:45:00.000Z", state: "due" },
    ]);
  });

  it("say skipped for one whose moment had passed at booking, went by unsent, or was not to be sent", () => {
    const bookedLate = { ...call, timedAt: new Date(start.getTime() - 90 * MINUTE) };
    const now = new Date(start.getTime() - 10 * MINUTE);
    const rows = new Map([["call-reminder-c1-1-30", row(now, "not sent: the call has moved")]]);
    expect(reminderStates(bookedLate, [120, 60, 30], rows, now).map((reminder) => reminder.state)).toEqual([
      "skipped",
      "skipped",
      "skipped",
    ]);
    // An offset removed from the setting after its reminder was queued still shows.
    const sent = new Map([["call-reminder-c1-1-30", row(now, null)]]);
    expect(reminderStates(call, [], sent, now)).toEqual([
      { offsetMinutes: 30, dueAt: "2026-12-01T14:30:00.000Z", state: "sent" },
    ]);
  });
});
