import type { Kysely, Selectable } from "kysely";
import { databaseDialect, type Database } from "../db/database.js";
import type { OutboxKind, OutboxTable } from "./tables.js";

/** The kinds that go to a visitor start so: every one counts against VISITOR_MAIL_PER_HOUR (issue 37). */
export const VISITOR_KIND_PREFIX = "visitor-";

export interface OutboxMessage {
  id: string;
  leadId: string | null;
  kind: OutboxKind;
  mailbox: string | null;
  payload: unknown;
  createdAt: Date;
  attempts: number;
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
}

export interface NewOutboxMessage {
  /** Null for a detached message. */
  leadId: string | null;
  kind: OutboxKind;
  /** The visitor's canonical mailbox when the message goes to the visitor. */
  mailbox: string | null;
  payload: unknown;
  dueAt: Date;
  /** A fixed id makes the message queued once: a second one with that id is not queued. */
  id?: string;
  /** Due later on purpose (a reminder): not counted as waiting until `dueAt`. */
  deferred?: boolean;
}

/**
 * Queues a message, due at `dueAt`; meant for the transaction that causes it. False when a
 * message with the same fixed `id` was queued before.
 */
export async function queueMessage(
  db: Kysely<Database>,
  message: NewOutboxMessage,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .insertInto("outbox")
    .values({
      id: message.id ?? crypto.randomUUID(),
      lead_id: message.leadId,
      kind: message.kind,
      mailbox: message.mailbox,
      payload: message.payload === undefined ? null : JSON.stringify(message.payload),
      created_at: now.toISOString(),
      attempts: 0,
      next_attempt_at: message.dueAt.toISOString(),
      sent_at: null,
      last_error: null,
      deferred: message.deferred === true ? 1 : 0,
    })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Messages to visitors queued since `since` that were sent or may still be (not skipped ones),
 * by kind: a detached one has no mailbox, and counts all the same.
 */
function toVisitorsSince(db: Kysely<Database>, since: Date) {
  return db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("kind", "like", `${VISITOR_KIND_PREFIX}%`)
    .where("created_at", ">", since.toISOString())
    .where((eb) => eb.or([eb("sent_at", "is", null), eb("last_error", "is", null)]));
}

/** Messages queued to one canonical mailbox since `since`, skipped ones left out. */
export async function countMessagesToMailbox(db: Kysely<Database>, mailbox: string, since: Date): Promise<number> {
  const { count } = await toVisitorsSince(db, since).where("mailbox", "=", mailbox).executeTakeFirstOrThrow();
  return Number(count);
}

/** Messages queued to any visitor since `since`, skipped ones left out. */
export async function countMessagesToVisitors(db: Kysely<Database>, since: Date): Promise<number> {
  const { count } = await toVisitorsSince(db, since).executeTakeFirstOrThrow();
  return Number(count);
}

/** A lead's messages of one kind queued since `since` (skipped ones included). */
export async function countLeadMessages(
  db: Kysely<Database>,
  leadId: string,
  kind: OutboxKind,
  since: Date,
): Promise<number> {
  const { count } = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("lead_id", "=", leadId)
    .where("kind", "=", kind)
    .where("created_at", ">", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Drops a lead's unsent messages of one kind (a booked call makes the acknowledgement moot). */
export async function skipPendingMessages(
  db: Kysely<Database>,
  leadId: string,
  kind: OutboxKind,
  reason: string,
  now: Date = new Date(),
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ sent_at: now.toISOString(), last_error: `not sent: ${reason}` })
    .where("lead_id", "=", leadId)
    .where("kind", "=", kind)
    .where("sent_at", "is", null)
    .execute();
}

/** Unsent messages, less the deferred ones whose time has not come. */
function waiting(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom("outbox")
    .where("sent_at", "is", null)
    .where((eb) =>
      eb.or([eb("deferred", "=", 0), eb("attempts", ">", 0), eb("next_attempt_at", "<=", now.toISOString())]),
    );
}

/**
 * Takes the message that has been due longest, for this instance: it stays due only to it
 * until `leaseUntil`, after which another instance (or this one, restarted) may take it over.
 * One statement, so two instances never take the same one; PostgreSQL skips a row another
 * instance is taking at that moment instead of waiting for it.
 */
export async function claimDueMessage(
  db: Kysely<Database>,
  { now, leaseUntil }: { now: Date; leaseUntil: Date },
): Promise<OutboxMessage | undefined> {
  // `id = (scalar subquery)`, not `id in (subquery)`: PostgreSQL may run an IN subquery more
  // than once, and with SKIP LOCKED each run can pick another row, claiming several.
  const due = db
    .selectFrom("outbox")
    .select("id")
    .where("sent_at", "is", null)
    .where("next_attempt_at", "<=", now.toISOString())
    .orderBy("next_attempt_at")
    .limit(1)
    .$if(databaseDialect(db) === "postgres", (query) => query.forUpdate().skipLocked());
  const row = await db
    .updateTable("outbox")
    .set({ next_attempt_at: leaseUntil.toISOString() })
    .where("id", "=", due)
    // Checked again on the locked row: it may have been sent or taken since the subquery looked.
    .where("sent_at", "is", null)
    .where("next_attempt_at", "<=", now.toISOString())
    .returningAll()
    .executeTakeFirst();
  return row && fromRow(row);
}

export async function markMessageSent(db: Kysely<Database>, id: string, now: Date = new Date()): Promise<void> {
  await db.updateTable("outbox").set({ sent_at: now.toISOString(), last_error: null }).where("id", "=", id).execute();
}

/**
 * A detached message, once sent (`skipped` undefined) or skipped: its payload and mailbox held an
 * address that must not stay, and go; the row, kind and time stay for the hourly cap's count.
 * False when the message is attached to a lead (nothing done).
 */
export async function emptyDetachedMessage(
  db: Kysely<Database>,
  id: string,
  skipped?: string,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({
      payload: null,
      mailbox: null,
      sent_at: now.toISOString(),
      last_error: skipped === undefined ? null : `not sent: ${skipped}`.slice(0, 1000),
    })
    .where("id", "=", id)
    .where("lead_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Emptied detached messages queued before `before` (a day back: no cap looks further). */
export async function purgeEmptiedMessages(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom("outbox")
    .where("lead_id", "is", null)
    .where("sent_at", "is not", null)
    .where("created_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Due again at once: a message detached after it was claimed is sent as detached on the next pass. */
export async function releaseMessage(db: Kysely<Database>, id: string, now: Date = new Date()): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: now.toISOString() })
    .where("id", "=", id)
    .where("sent_at", "is", null)
    .execute();
}

/** Done without sending: the reason it was not sent stays in `last_error`. */
export async function markMessageSkipped(db: Kysely<Database>, id: string, reason: string, now: Date = new Date()) {
  await db
    .updateTable("outbox")
    .set({ sent_at: now.toISOString(), last_error: `not sent: ${reason}`.slice(0, 1000) })
    .where("id", "=", id)
    .execute();
}

export async function markMessageFailed(
  db: Kysely<Database>,
  id: string,
  { attempts, retryAt, error }: { attempts: number; retryAt: Date; error: string },
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ attempts, next_attempt_at: retryAt.toISOString(), last_error: error.slice(0, 1000) })
    .where("id", "=", id)
    .where("sent_at", "is", null)
    .execute();
}

/** A lead's messages, or every one, oldest first. */
export async function listMessages(db: Kysely<Database>, leadId?: string): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom("outbox")
    .selectAll()
    .$if(leadId !== undefined, (query) => query.where("lead_id", "=", leadId!))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(fromRow);
}

/** These leads' messages of these kinds (none for no lead), in no particular order. */
export async function listMessagesOfLeads(
  db: Kysely<Database>,
  kinds: readonly OutboxKind[],
  leadIds: readonly string[],
): Promise<OutboxMessage[]> {
  if (leadIds.length === 0) return [];
  const rows = await db
    .selectFrom("outbox")
    .selectAll()
    .where("kind", "in", kinds)
    .where("lead_id", "in", leadIds)
    .execute();
  return rows.map(fromRow);
}

/**
 * Messages waiting to be sent (due, being sent or waiting for a retry; deferred ones once due),
 * and those of them whose last attempt failed: the metrics, and the tests' "all sent".
 */
export async function countMessagesByState(
  db: Kysely<Database>,
  now: Date = new Date(),
): Promise<{ waiting: number; failed: number }> {
  const row = await waiting(db, now)
    .select((eb) => [eb.fn.countAll().as("waiting"), eb.fn.count("last_error").as("failed")])
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), failed: Number(row.failed) };
}

function fromRow(row: Selectable<OutboxTable>): OutboxMessage {
  return {
    id: row.id,
    leadId: row.lead_id,
    kind: row.kind,
    mailbox: row.mailbox,
    payload: row.payload === null ? null : JSON.parse(row.payload),
    createdAt: new Date(row.created_at),
    attempts: Number(row.attempts),
    nextAttemptAt: new Date(row.next_attempt_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
    lastError: row.last_error,
  };
}
