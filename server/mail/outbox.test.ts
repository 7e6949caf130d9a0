import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { createDatabase, type Database } from "../db/database.js";
import { insertLead } from "../leads/repository.js";
import { migrateToLatest } from "../db/migrate.js";
import {
  claimDueMessage,
  countMessagesByState,
  countMessagesToMailbox,
  countMessagesToVisitors,
  emptyDetachedMessage,
  listMessages,
  markMessageFailed,
  markMessageSent,
  markMessageSkipped,
  purgeEmptiedMessages,
  queueMessage,
  type NewOutboxMessage,
} from "./outbox.js";

describe.each(DIALECTS)("outbox repository on %s", (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;
  const t0 = new Date("2026-11-21T12:00:00.000Z");
  const later = (ms: number) => new Date(t0.getTime() + ms);

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect);
    db = createDatabase(loadConfig(testDb.env));
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.destroy();
    await testDb.remove();
  });

  const notification = (leadId: string, dueAt: Date): NewOutboxMessage => ({
    leadId,
    kind: "notification",
    mailbox: null,
    payload: null,
    dueAt,
  });
  const unsent = async (at = t0) => (await countMessagesByState(db, at)).waiting;

  async function queued(count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const lead = await insertLead(db, newLead({ id: `lead-${i}` }));
      await queueMessage(db, notification(lead!.id, later(i)), later(i));
      ids.push(lead!.id);
    }
    return ids;
  }

  const claim = async (now: Date, leaseUntil = later(60_000)) =>
    (await claimDueMessage(db, { now, leaseUntil }))?.leadId;

  it("claims the notification due longest, and leases it away from the next claim", async () => {
    await queued(3);
    const first = await claimDueMessage(db, { now: later(1), leaseUntil: later(60_000) });
    expect(first).toMatchObject({ leadId: "lead-0", attempts: 0, sentAt: null, nextAttemptAt: later(60_000) });
    expect(await claim(later(1))).toBe("lead-1");
    // lead-2 is not due yet.
    expect(await claim(later(1))).toBeUndefined();
    expect(await claim(later(10))).toBe("lead-2");
    expect(await claim(later(10))).toBeUndefined();
    // The lease ran out (the instance that took them died): they are due again.
    const retake = () => claim(later(60_000), later(120_000));
    const again = [await retake(), await retake(), await retake(), await retake()];
    expect(again.sort()).toEqual(["lead-0", "lead-1", "lead-2", undefined]);
  });

  it("never hands one notification to two claims, nor two to one claim, however many run at once", async () => {
    await queued(12);
    const claims = await Promise.all(Array.from({ length: 20 }, () => claim(later(20))));
    const taken = claims.filter((leadId) => leadId !== undefined);
    expect(taken).toHaveLength(12);
    expect(new Set(taken).size).toBe(12);
    expect(await unsent(later(20))).toBe(12);
  });

  it("keeps a failed notification with its error until its retry, and a sent one as a record", async () => {
    const [leadId] = await queued(1);
    const entry = await claimDueMessage(db, { now: t0, leaseUntil: later(60_000) });
    await markMessageFailed(db, entry!.id, { attempts: 1, retryAt: later(5_000), error: "ECONNREFUSED" });
    expect(await claim(later(4_999))).toBeUndefined();
    const retry = await claimDueMessage(db, { now: later(5_000), leaseUntil: later(60_000) });
    expect(retry).toMatchObject({ id: entry!.id, attempts: 1, lastError: "ECONNREFUSED" });

    await markMessageSent(db, retry!.id, later(5_001));
    expect(await unsent(later(5_001))).toBe(0);
    expect(await listMessages(db, leadId)).toEqual([
      expect.objectContaining({ sentAt: later(5_001), attempts: 1, lastError: null }),
    ]);
    expect(await claim(later(999_999), later(1e6))).toBeUndefined();
    // A late failure report (a lease that ran out meanwhile) does not resurrect a sent one.
    await markMessageFailed(db, entry!.id, { attempts: 2, retryAt: later(0), error: "late" });
    expect(await unsent(later(5_001))).toBe(0);
  });

  it("refuses a message for a lead that does not exist", async () => {
    await expect(queueMessage(db, notification("no-such-lead", t0))).rejects.toThrow(/foreign key/i);
  });

  it("queues a message with a fixed id once, however often it is asked for", async () => {
    const [leadId] = await queued(1);
    const alert = {
      id: "alert-hour",
      leadId: leadId!,
      kind: "owner-alert",
      mailbox: null,
      payload: {},
      dueAt: t0,
    } as const;
    expect(await queueMessage(db, alert, t0)).toBe(true);
    expect(await queueMessage(db, alert, t0)).toBe(false);
    expect((await listMessages(db, leadId)).filter((message) => message.kind === "owner-alert")).toHaveLength(1);
  });

  it("counts the messages to a mailbox and to all visitors in a window, skipped ones left out", async () => {
    const [first, second] = await queued(2);
    const toVisitor = (leadId: string, mailbox: string, at: Date) =>
      queueMessage(db, { leadId, kind: "visitor-acknowledgement", mailbox, payload: null, dueAt: at }, at);
    await toVisitor(first!, "ana@example.com", later(1_000));
    await toVisitor(second!, "ana@example.com", later(2_000));
    await toVisitor(second!, "ben@example.com", later(3_000));
    const skipped = (await listMessages(db, second)).find((message) => message.mailbox === "ben@example.com");
    await markMessageSkipped(db, skipped!.id, "the lead is marked spam", later(3_500));

    expect(await countMessagesToMailbox(db, "ana@example.com", t0)).toBe(2);
    expect(await countMessagesToMailbox(db, "ana@example.com", later(1_000))).toBe(1);
    expect(await countMessagesToMailbox(db, "ben@example.com", t0)).toBe(0);
    // The owner's notifications go to no visitor mailbox: not counted.
    expect(await countMessagesToVisitors(db, t0)).toBe(2);
  });

  it("counts a detached message to a visitor, emptied once sent, until it is purged a day later", async () => {
    const at = later(1_000);
    const link = { leadId: null, mailbox: null, dueAt: at, id: "link-1" } as const;
    await queueMessage(db, { ...link, kind: "visitor-privacy-link", payload: { to: "ana@example.com" } }, at);
    await queueMessage(db, { ...link, id: "notice-1", kind: "owner-privacy-erased", payload: {} }, at);
    await emptyDetachedMessage(db, "link-1", undefined, later(2_000));
    expect((await listMessages(db)).find((message) => message.id === "link-1")).toMatchObject({
      payload: null,
      mailbox: null,
      sentAt: later(2_000),
    });
    // Counted by its kind: a visitor got it, whoever they were. The owner's notice is not.
    expect(await countMessagesToVisitors(db, t0)).toBe(1);
    expect(await purgeEmptiedMessages(db, at)).toBe(0);
    // The unsent notice stays, whatever its age; the emptied link goes.
    expect(await purgeEmptiedMessages(db, later(60_000))).toBe(1);
    expect((await listMessages(db)).map((message) => message.id)).toEqual(["notice-1"]);
  });
});
