import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createDatabase, type Database } from "../db/database.js";
import { insertLead, type Lead } from "./repository.js";
import { migrateToLatest } from "../db/migrate.js";
import { listMessages } from "../mail/outbox.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import type { BookingMailPayload } from "../booking/mail.js";
import { queueCallChange, queueCallOffer, queueCallReminder } from "../booking/call-messages.js";
import { MAIL_CAPS } from "../mail/queue-messages.js";
import { heldMailKind } from "../mail/cap-alert.js";
import { notifyReader } from "../mail/owner-readers.js";
import { HELD_RECORDS_PER_LEAD_PER_DAY, heldMailOf } from "../mail/held-mail.js";
import { testMail } from "../testing/outbox.js";
import { LEAD_MESSAGE_DELAYS, queueLeadMessages, type LeadMessageDependencies } from "./lead-messages.js";

/** A call booked for Wednesday morning, as its messages carry it. */
const booking = (bookingId: string): BookingMailPayload => ({
  bookingId,
  change: "booked",
  sequence: 0,
  start: "2026-11-25T10:00:00.000Z",
  end: "2026-11-25T10:30:00.000Z",
  visitorTimeZone: null,
  ownerTimeZone: "Europe/Lisbon",
});

describe.each(DIALECTS)("queueing messages under the caps (%s)", (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  let warnings: string[];
  let now: Date;
  let deps: LeadMessageDependencies;

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect);
    db = createDatabase(loadConfig(testDb.env));
    await migrateToLatest(db);
    warnings = [];
    now = new Date("2026-11-24T14:10:00.000Z");
    // Only `warn` is called; the cast stands for the rest of the logger, unused here.
    const log = { warn: (_: unknown, message: string) => warnings.push(message) } as unknown as FastifyBaseLogger;
    deps = {
      mail: testMail(() => now, { ...MAIL_CAPS, visitorsPerHour: 4 }, log),
      delays: LEAD_MESSAGE_DELAYS,
      acknowledgeLeads: true,
    };
  });
  afterEach(async () => {
    await db.destroy();
    await testDb.remove();
  });

  let count = 0;
  async function lead(email: string, status: Lead["status"] = "new"): Promise<Lead> {
    count += 1;
    const stored = await insertLead(db, newLead({ id: `lead-${count}`, email, status, receivedAt: now }), {
      afterInsert: (trx, inserted) => queueLeadMessages(deps, trx, inserted),
    });
    return stored!;
  }
  const kinds = async () => (await listMessages(db)).map((message) => message.kind);
  const mailboxes = async () =>
    (await listMessages(db)).filter((message) => message.mailbox !== null).map((message) => message.mailbox);

  it("queues the owner's notification and reminder with each lead, and the visitor's acknowledgement", async () => {
    await lead("Ana+site@Example.com");
    expect((await kinds()).sort()).toEqual(["notification", "owner-reminder", "visitor-acknowledgement"]);
    expect(await mailboxes()).toEqual(["ana@example.com"]);
  });

  it("queues nothing for spam", async () => {
    await lead("bot@example.com", "spam");
    expect(await kinds()).toEqual([]);
  });

  it("counts aliases of one mailbox together: three a day", async () => {
    const leads: Lead[] = [];
    for (const email of ["victim@x.io", "victim+1@x.io", '"victim"@x.io', "Victim@x.io", "victim+2@x.io"])
      leads.push(await lead(email));
    expect(await mailboxes()).toEqual(["victim@x.io", "victim@x.io", "victim@x.io"]);
    expect(warnings.filter((line) => /mailbox has had its messages/.test(line))).toHaveLength(2);
    // The owner is told of the first lead whose acknowledgement was held back, once that day.
    const held = (await listMessages(db)).filter((message) => message.kind === "owner-held-mail");
    expect(held.map((message) => [message.leadId, message.payload])).toEqual([[leads[3]!.id, { awaited: false }]]);
    // Each lead whose acknowledgement was held back shows it (issue 51).
    for (const heldLead of [leads[3]!, leads[4]!])
      expect(await heldMailOf(db, heldLead.id)).toEqual([
        { kind: "visitor-acknowledgement", cap: "mailbox", heldAt: now },
      ]);
    expect(await heldMailOf(db, leads[0]!.id)).toEqual([]);
    // The day's one alert names both leads, when it goes.
    const identity = {
      from: "Site <site@example.com>",
      ownerEmail: "owner@example.com",
      publicUrl: "https://site.example",
    };
    const alert = await heldMailKind.compose(
      { awaited: false },
      { db, identity, now, message: held[0]!, readers: async () => [notifyReader(identity)] },
    );
    const text = JSON.stringify(alert);
    for (const heldLead of [leads[3]!, leads[4]!]) expect(text).toContain(`/admin?lead=${heldLead.id}`);
    expect(text).not.toContain(`/admin?lead=${leads[0]!.id}`);
    // A day later the mailbox may be written to again.
    now = new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1);
    await lead("victim+3@x.io");
    expect(await mailboxes()).toHaveLength(4);
  });

  it("stops visitor mail at the hourly cap and queues one alert for the owner that hour", async () => {
    for (let i = 0; i < 7; i++) await lead(`visitor${i}@example.com`);
    const messages = await listMessages(db);
    expect(messages.filter((message) => message.kind === "visitor-acknowledgement")).toHaveLength(4);
    const alerts = messages.filter((message) => message.kind === "owner-alert");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ mailbox: null, payload: { cap: 4, since: "2026-11-24T13:10:00.000Z" } });
    // The owner still hears of every lead, and each lead held back shows it (issue 51).
    expect(messages.filter((message) => message.kind === "notification")).toHaveLength(7);
    const shown = await Promise.all(
      messages.filter((m) => m.kind === "notification").map((m) => heldMailOf(db, m.leadId!)),
    );
    expect(shown.filter((held) => held.length > 0)).toEqual(
      Array.from({ length: 3 }, () => [{ kind: "visitor-acknowledgement", cap: "hour", heldAt: now }]),
    );

    // The next clock hour, still over the cap: one more alert, no more.
    now = new Date("2026-11-24T15:05:00.000Z");
    for (let i = 0; i < 4; i++) await lead(`later${i}@example.com`);
    expect((await kinds()).filter((kind) => kind === "owner-alert")).toHaveLength(2);
  });

  it("never holds back a rebooked call's invitation, nor the owner's offer, for the mail of the day before them (issue 51)", async () => {
    // The day: a booking's invitation and two reminders have used the mailbox's three; a
    // third reminder is held back; the owner offers another time after the no-show, and the
    // visitor books again from the offer and waits for the invitation.
    const visitor = await lead("noshow@example.com");
    // The default hourly cap for all visitors, so that only the mailbox's counts here.
    const call = { mail: testMail(() => now), log: { warn: () => {} }, now: () => now };
    await db.transaction().execute((trx) => queueCallChange(call, trx, visitor, booking("b-1")));
    const { change: _booked, ...call1 } = booking("b-1");
    const reminder = (offsetMinutes: number) => ({
      id: `reminder-b-1-${offsetMinutes}`,
      payload: { ...call1, dueAt: "2026-11-25T09:00:00.000Z", offsetMinutes },
    });
    await db.transaction().execute((trx) => queueCallReminder(call, trx, visitor, reminder(1440)));
    await db.transaction().execute((trx) => queueCallReminder(call, trx, visitor, reminder(60)));
    // Mail nobody asked for is held past the three.
    await db.transaction().execute((trx) => queueCallReminder(call, trx, visitor, reminder(30)));
    expect((await listMessages(db, visitor.id)).some((message) => message.id === "reminder-b-1-30")).toBe(false);
    expect(await heldMailOf(db, visitor.id)).toEqual([{ kind: "visitor-call-reminder", cap: "mailbox", heldAt: now }]);

    const offerPayload = {
      bookingId: "b-1",
      start: call1.start,
      visitorTimeZone: null,
      ownerTimeZone: "Europe/Lisbon",
      bookUrl: "https://example.com/en/book?token=t",
      expiresAt: "2026-12-02T10:00:00.000Z",
    };
    const offer = { id: "offer-b-1", payload: offerPayload };
    expect(await db.transaction().execute((trx) => queueCallOffer(call, trx, visitor, offer))).toBe("queued");
    await db.transaction().execute((trx) => queueCallChange(call, trx, visitor, booking("b-2")));
    // The acknowledgement was dropped when the first call was booked: it does not count.
    const toVisitor = (await listMessages(db, visitor.id)).filter(
      (message) => message.mailbox !== null && message.kind !== "visitor-acknowledgement",
    );
    expect(toVisitor.map((message) => message.kind).sort()).toEqual([
      "visitor-booking",
      "visitor-booking",
      "visitor-call-offer",
      "visitor-call-reminder",
      "visitor-call-reminder",
    ]);
    // The held reminder was told to the owner, once.
    const held = (await listMessages(db, visitor.id)).filter((message) => message.kind === "owner-held-mail");
    expect(held).toHaveLength(1);

    // Still not without end: a script rebooking all day reaches the larger share and stops there.
    for (let i = 3; i < 20; i++) {
      await db.transaction().execute((trx) => queueCallChange(call, trx, visitor, booking(`b-${i}`)));
    }
    const invitations = (await listMessages(db, visitor.id)).filter((message) => message.kind === "visitor-booking");
    expect(invitations.length + 3).toBe(MAIL_CAPS.mailboxPerDayAwaited);
    // Each held e-mail is on the lead, up to a bound a day: the script's tries do not grow the table without end.
    for (let i = 20; i < 40; i++) {
      await db.transaction().execute((trx) => queueCallChange(call, trx, visitor, booking(`b-${i}`)));
    }
    const records = await heldMailOf(db, visitor.id);
    expect(records).toHaveLength(HELD_RECORDS_PER_LEAD_PER_DAY);
    expect(records.filter((record) => record.kind === "visitor-call-reminder")).toHaveLength(1);
    expect(records.filter((record) => record.kind === "visitor-booking")).toHaveLength(
      HELD_RECORDS_PER_LEAD_PER_DAY - 1,
    );
    // The owner is still told once that day.
    expect((await kinds()).filter((kind) => kind === "owner-held-mail")).toHaveLength(1);
  });

  it("a booked call drops the pending acknowledgement, and goes to the visitor and the owner", async () => {
    const booker = await lead("booker@example.com");
    const payload = booking("b-1");
    const call = { mail: { ...deps.mail, enabled: true }, log: { warn: () => {} }, now: () => now };
    await db.transaction().execute((trx) => queueCallChange(call, trx, booker, payload));
    const messages = await listMessages(db, booker.id);
    expect(messages.find((message) => message.kind === "visitor-acknowledgement")).toMatchObject({
      lastError: "not sent: a call was booked",
    });
    expect(
      messages
        .filter((message) => message.sentAt === null)
        .map((message) => message.kind)
        .sort(),
    ).toEqual(["notification", "owner-booking", "owner-reminder", "visitor-booking"]);
  });
});
