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
import { queueCallChange } from "../booking/call-messages.js";
import { MAIL_CAPS } from "../mail/queue-messages.js";
import { testMail } from "../testing/outbox.js";
import { LEAD_MESSAGE_DELAYS, queueLeadMessages, type LeadMessageDependencies } from "./lead-messages.js";

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
    for (const email of ["victim@x.io", "victim+1@x.io", '"victim"@x.io', "Victim@x.io", "victim+2@x.io"])
      await lead(email);
    expect(await mailboxes()).toEqual(["victim@x.io", "victim@x.io", "victim@x.io"]);
    expect(warnings.filter((line) => /mailbox has had its messages/.test(line))).toHaveLength(2);
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
    // The owner still hears of every lead.
    expect(messages.filter((message) => message.kind === "notification")).toHaveLength(7);

    // The next clock hour, still over the cap: one more alert, no more.
    now = new Date("2026-11-24T15:05:00.000Z");
    for (let i = 0; i < 4; i++) await lead(`later${i}@example.com`);
    expect((await kinds()).filter((kind) => kind === "owner-alert")).toHaveLength(2);
  });

  it("a booked call drops the pending acknowledgement, and goes to the visitor and the owner", async () => {
    const booker = await lead("booker@example.com");
    const payload: BookingMailPayload = {
      bookingId: "b-1",
      change: "booked",
      sequence: 0,
      start: "2026-11-25T10:00:00.000Z",
      end: "2026-11-25T10:30:00.000Z",
      visitorTimeZone: null,
      ownerTimeZone: "Europe/Lisbon",
    };
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
