import { describe, expect, it } from "vitest";
import { findActiveBookingOfLead, listActiveBookings } from "./repository.js";
import { listMessages } from "../mail/outbox.js";
import { insertLead, type Lead } from "../leads/repository.js";
import type { BookingMailPayload } from "./mail.js";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { book, cancel, cancelCalls, freeCallOfSpam, reschedule, slots } from "./calls.js";
import { BookingError } from "./errors.js";
import type { BookingDeps } from "./service.js";
import { newTokenSecret } from "./tokens.js";

/** Monday 7 June 2027, 08:00 UTC: the day's hours (09:00–12:00 UTC) are all ahead. */
const NOW = new Date("2027-06-07T08:00:00.000Z");
const at = (time: string) => new Date(`2027-06-07T${time}:00.000Z`);

interface Sent {
  change: BookingMailPayload["change"];
  toVisitor: boolean;
  cancelledBy?: BookingMailPayload["cancelledBy"];
}

describe.each(DIALECTS)("the booking functions, without HTTP (%s)", (dialect) => {
  const handle = useMigratedDatabase(dialect);

  function deps(sent: Sent[] = [], overrides: Partial<BookingDeps> = {}): BookingDeps {
    return {
      db: handle.db,
      // Every message to the visitor is one the call's change caused; the owner's copies are in the outbox.
      mail: {
        enabled: true,
        queueToVisitor: async (_trx, message) => {
          const payload = message.payload as BookingMailPayload;
          sent.push({
            change: payload.change,
            toVisitor: true,
            ...(payload.cancelledBy && { cancelledBy: payload.cancelledBy }),
          });
          return "queued";
        },
        wake: () => {},
      },
      webhooks: { wake: () => {} },
      rules: {
        timeZone: "UTC",
        hours: { 1: [{ start: 9 * 60, end: 12 * 60 }], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] },
        noticeHours: 0,
        horizonDays: 1,
        bufferMinutes: 0,
        blackoutDates: [],
      },
      now: () => NOW,
      secret: newTokenSecret(),
      origin: "https://site.example",
      log: { info: () => {}, warn: () => {} },
      callsPerAddressPerDay: 3,
      ...overrides,
    };
  }

  const lead = async (overrides: Parameters<typeof newLead>[0] = {}): Promise<Lead> =>
    (await insertLead(handle.db, newLead(overrides)))!;

  async function refusal(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BookingError);
    return (error as BookingError).code;
  }

  it("offers the free slots, books one with its invitation, then answers with the call", async () => {
    const sent: Sent[] = [];
    const ada = await lead();
    const open = await slots(deps(sent), ada);
    expect(open.state === "open" && open.slots.map((slot) => slot.start)).toEqual(
      ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"].map((time) => at(time).toISOString()),
    );
    const call = await book(deps(sent), { lead: ada, start: at("10:00"), timeZone: "America/Sao_Paulo" });
    expect(call).toMatchObject({ start: at("10:00"), end: at("10:30"), visitorTimeZone: "America/Sao_Paulo" });
    expect(sent).toEqual([{ change: "booked", toVisitor: true }]);
    const held = await slots(deps(), ada);
    expect(held.state === "booked" && held.booking.start).toBe(at("10:00").toISOString());
    expect(await refusal(book(deps(), { lead: ada, start: at("11:00") }))).toBe("ALREADY_BOOKED");
  });

  it("offers every day of the window that has a free time, and one day's times when asked", async () => {
    const morning = [{ start: 9 * 60, end: 12 * 60 }];
    const weekdayMornings = { 1: morning, 2: morning, 3: morning, 4: morning, 5: morning, 6: [], 7: [] };
    const fortnight = deps([], { rules: { ...deps().rules, hours: weekdayMornings, horizonDays: 14 } });
    const ada = await lead();
    const open = await slots(fortnight, ada);
    if (open.state !== "open") throw new Error("expected free times");
    // Ten weekdays of six times: more than one answer's MAX_SLOTS, every day still offered.
    expect(open.slots).toHaveLength(40);
    const weekdays = ["07", "08", "09", "10", "11", "14", "15", "16", "17", "18"];
    expect(open.days).toEqual(weekdays.map((day) => `2027-06-${day}T09:00:00.000Z`));
    // The last day of the horizon has all its times, asked for on its own.
    const last = await slots(fortnight, ada, { day: "2027-06-18" });
    expect(last.state === "open" && last.slots.map((slot) => slot.start)).toEqual(
      ["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"].map((time) => `2027-06-18T${time}:00.000Z`),
    );
    // A day with nothing free answers no times, not another day's.
    const sunday = await slots(fortnight, ada, { day: "2027-06-13" });
    expect(sunday.state === "open" && sunday.slots).toEqual([]);
    // Days are the visitor's: at UTC+14 the morning's 10:00 UTC is already Tuesday.
    const far = await slots(fortnight, ada, { timeZone: "Pacific/Kiritimati", day: "2027-06-08" });
    if (far.state !== "open") throw new Error("expected free times");
    expect(far.days.slice(0, 2)).toEqual(["2027-06-07T09:00:00.000Z", "2027-06-07T10:00:00.000Z"]);
    expect(far.slots.map((slot) => slot.start)).toEqual([
      "2027-06-07T10:00:00.000Z",
      "2027-06-07T10:30:00.000Z",
      "2027-06-07T11:00:00.000Z",
      "2027-06-07T11:30:00.000Z",
      "2027-06-08T09:00:00.000Z",
      "2027-06-08T09:30:00.000Z",
    ]);
  });

  it("moves a call to another free time, never to its own, and cancels it once", async () => {
    const sent: Sent[] = [];
    const ada = await lead();
    const call = await book(deps(sent), { lead: ada, start: at("09:00") });
    expect(await refusal(reschedule(deps(), { lead: ada, call, start: at("09:00") }))).toBe("SLOT_TAKEN");
    const moved = await reschedule(deps(sent), { lead: ada, call, start: at("11:30") });
    expect(moved).toMatchObject({ start: at("11:30"), sequence: 1 });
    expect(await cancel(deps(sent), { lead: ada, call: moved })).toMatchObject({ status: "cancelled" });
    expect(await cancel(deps(sent), { lead: ada, call: moved })).toBeUndefined();
    expect(sent.map((mail) => mail.change)).toEqual(["booked", "rescheduled", "cancelled"]);
    expect(
      await refusal(reschedule(deps(), { lead: ada, call: { ...moved, status: "cancelled" }, start: at("10:00") })),
    ).toBe("CANCELLED");
  });

  it("holds one upcoming call per mailbox, however its address is spelled", async () => {
    const first = await lead({ email: "ana.silva@example.com" });
    await book(deps(), { lead: first, start: at("09:00") });
    for (const email of ["Ana.Silva@Example.com", "ana.silva+2@example.com", " ANA.SILVA+x@EXAMPLE.COM"]) {
      const again = await lead({ email, clientAddress: "198.51.100.0" });
      expect(await refusal(book(deps(), { lead: again, start: at("10:00") })), email).toBe("MAILBOX_HAS_CALL");
    }
    // Dots are kept: only some providers ignore them, so this is another mailbox.
    const other = await lead({ email: "anasilva@example.com", clientAddress: "198.51.100.0" });
    expect(await book(deps(), { lead: other, start: at("10:00") })).toMatchObject({ status: "booked" });
    expect(await listActiveBookings(handle.db, NOW)).toHaveLength(2);
  });

  it("books at most the day's calls from one network", async () => {
    for (const [index, time] of ["09:00", "09:30", "10:00"].entries()) {
      const visitor = await lead({ email: `v${index}@example.com`, clientAddress: "192.0.2.0" });
      await book(deps(), { lead: visitor, start: at(time) });
    }
    const fourth = await lead({ email: "v4@example.com", clientAddress: "192.0.2.0" });
    expect(await refusal(book(deps(), { lead: fourth, start: at("11:00") }))).toBe("TOO_MANY_CALLS");
    const elsewhere = await lead({ email: "v5@example.com", clientAddress: "192.0.3.0" });
    expect(await book(deps(), { lead: elsewhere, start: at("11:00") })).toMatchObject({ status: "booked" });
    // A day later the network may book again.
    const tomorrow = deps([], { now: () => new Date(NOW.getTime() + 24 * 3_600_000 + 1) });
    expect(await refusal(book(tomorrow, { lead: fourth, start: at("11:30") }))).not.toBe("TOO_MANY_CALLS");
  });

  it("frees a spam lead's call with the owner's CANCEL only, and lets the owner cancel many", async () => {
    const sent: Sent[] = [];
    const spam = await lead({ email: "bot@example.com" });
    await book(deps(), { lead: spam, start: at("09:00") });
    expect(await freeCallOfSpam(deps(sent), spam)).toMatchObject({ status: "cancelled" });
    // The owner's CANCEL only: nothing to the visitor.
    expect(sent).toEqual([]);
    const copies = (await listMessages(handle.db, spam.id)).filter((message) => message.kind === "owner-booking");
    expect(copies.map((message) => message.payload)).toContainEqual(
      expect.objectContaining({ change: "cancelled", cancelledBy: "spam" }),
    );
    expect(await findActiveBookingOfLead(handle.db, spam.id)).toBeUndefined();

    const ids: string[] = [];
    for (const [index, time] of ["10:00", "10:30"].entries()) {
      const visitor = await lead({ email: `c${index}@example.com`, clientAddress: `198.51.10${index}.0` });
      ids.push((await book(deps(), { lead: visitor, start: at(time) })).id);
    }
    sent.length = 0;
    expect(await cancelCalls(deps(sent), [...ids, ids[0]!, "no-such-call"])).toEqual(ids);
    expect(sent).toEqual([
      { change: "cancelled", toVisitor: true, cancelledBy: "owner" },
      { change: "cancelled", toVisitor: true, cancelledBy: "owner" },
    ]);
    expect(await listActiveBookings(handle.db, NOW)).toEqual([]);
  });
});
