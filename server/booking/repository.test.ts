import { describe, expect, it } from "vitest";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import {
  BookingConflictError,
  cancelBooking,
  insertBooking,
  listActiveBookings,
  rescheduleBooking,
} from "./repository.js";
import { insertLead } from "../leads/repository.js";

const START = new Date("2027-06-07T09:00:00.000Z");
const END = new Date("2027-06-07T09:30:00.000Z");
/** An hour after START, as long. */
const LATER = new Date("2027-06-07T10:00:00.000Z");
const LATER_END = new Date("2027-06-07T10:30:00.000Z");

describe.each(DIALECTS)("bookings on %s", (dialect) => {
  const handle = useMigratedDatabase(dialect);

  async function leads(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const lead = await insertLead(handle.db, newLead({ email: `v${i}@example.com` }));
      ids.push(lead!.id);
    }
    return ids;
  }

  it("lets exactly one of many concurrent inserts hold a start; the database decides", async () => {
    const ids = await leads(12);
    const results = await Promise.allSettled(
      ids.map((leadId) => insertBooking(handle.db, { leadId, start: START, end: END, visitorTimeZone: null })),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((r) => r.status === "rejected")) {
      expect(result.reason).toBeInstanceOf(BookingConflictError);
      expect((result.reason as BookingConflictError).conflict).toBe("slot-taken");
    }
  });

  it("lets a lead hold one active call; a cancelled one holds nothing", async () => {
    const [leadId, other] = (await leads(2)) as [string, string];
    const first = await insertBooking(handle.db, { leadId, start: START, end: END, visitorTimeZone: null });
    await expect(
      insertBooking(handle.db, { leadId, start: LATER, end: LATER_END, visitorTimeZone: null }),
    ).rejects.toMatchObject({ conflict: "already-booked" });

    const cancelled = await cancelBooking(handle.db, first.id);
    expect(cancelled).toMatchObject({ status: "cancelled", sequence: 1 });
    expect(await cancelBooking(handle.db, first.id)).toBeUndefined();
    // Both the lead and the start are free again.
    await insertBooking(handle.db, { leadId: other, start: START, end: END, visitorTimeZone: null });
    await insertBooking(handle.db, { leadId, start: LATER, end: LATER_END, visitorTimeZone: "America/New_York" });
    expect(await listActiveBookings(handle.db, new Date("2027-01-01"))).toHaveLength(2);
  });

  it("moves a call onto a free start only, raising its sequence", async () => {
    const [a, b] = (await leads(2)) as [string, string];
    const held = await insertBooking(handle.db, { leadId: a, start: START, end: END, visitorTimeZone: null });
    const moving = await insertBooking(handle.db, { leadId: b, start: LATER, end: LATER_END, visitorTimeZone: null });
    await expect(
      rescheduleBooking(handle.db, moving.id, { start: START, end: END, visitorTimeZone: null }),
    ).rejects.toMatchObject({ conflict: "slot-taken" });
    const evenLater = new Date(START.getTime() + 7_200_000);
    const moved = await rescheduleBooking(handle.db, moving.id, {
      start: evenLater,
      end: evenLater,
      visitorTimeZone: null,
    });
    expect(moved).toMatchObject({ sequence: 1, start: evenLater });
    expect(held.sequence).toBe(0);
  });

  const MINUTE = 60_000;
  const slot = (minutesAfterStart: number) => {
    const start = new Date(START.getTime() + minutesAfterStart * MINUTE);
    return { start, end: new Date(start.getTime() + 30 * MINUTE), visitorTimeZone: null };
  };

  it("keeps the buffer between calls when visitors take neighbouring slots at the same moment", async () => {
    const ids = await leads(8);
    // Four visitors on 09:00 and four on 09:30, all at once, with 15 minutes kept free around a call.
    const results = await Promise.allSettled(
      ids.map((leadId, i) =>
        insertBooking(handle.db, { leadId, ...slot(i % 2 === 0 ? 0 : 30) }, new Date(), 15 * MINUTE),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results.filter((r) => r.status === "rejected")) {
      expect(result.reason).toMatchObject({ conflict: "slot-taken" });
    }
    expect(await listActiveBookings(handle.db, new Date("2027-01-01"))).toHaveLength(1);
  });

  it("allows calls back to back without a buffer, and one clear of the buffer", async () => {
    const [a, b, c] = (await leads(3)) as [string, string, string];
    await insertBooking(handle.db, { leadId: a, ...slot(0) }, new Date(), 15 * MINUTE);
    await expect(insertBooking(handle.db, { leadId: b, ...slot(30) }, new Date(), 15 * MINUTE)).rejects.toMatchObject({
      conflict: "slot-taken",
    });
    await insertBooking(handle.db, { leadId: b, ...slot(30) }, new Date(), 0);
    // 15 minutes after 09:30-10:00 ends: clear of the buffer.
    await insertBooking(handle.db, { leadId: c, ...slot(75) }, new Date(), 15 * MINUTE);
    // The lead's own call is the unique index's to refuse, and it says so.
    await expect(insertBooking(handle.db, { leadId: a, ...slot(180) }, new Date(), 15 * MINUTE)).rejects.toMatchObject({
      conflict: "already-booked",
    });
  });

  it("moves a call next to another only outside the buffer, and never counts the call itself", async () => {
    const [a, b] = (await leads(2)) as [string, string];
    await insertBooking(handle.db, { leadId: a, ...slot(0) });
    const moving = await insertBooking(handle.db, { leadId: b, ...slot(120) });
    await expect(rescheduleBooking(handle.db, moving.id, slot(30), new Date(), 15 * MINUTE)).rejects.toMatchObject({
      conflict: "slot-taken",
    });
    // Overlapping only its own old time is no conflict.
    expect(await rescheduleBooking(handle.db, moving.id, slot(135), new Date(), 15 * MINUTE)).toMatchObject({
      sequence: 1,
    });
  });
});
