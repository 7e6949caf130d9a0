import type { Kysely, Selectable } from "kysely";
import { databaseDialect, type Database } from "./database.js";

/** One notification of a lead to the owner, from the lead's commit until it is sent. */
export interface OutboxTable {
  id: string;
  lead_id: string;
  created_at: string;
  /** Failed sends so far. */
  attempts: number;
  /** When it may be tried (again); while an instance sends it, the end of that instance's lease. */
  next_attempt_at: string;
  sent_at: string | null;
  last_error: string | null;
}

export interface OutboxEntry {
  id: string;
  leadId: string;
  createdAt: Date;
  attempts: number;
  nextAttemptAt: Date;
  sentAt: Date | null;
  lastError: string | null;
}

/** Queues a notification of the lead, due now; meant for the lead's own transaction. */
export async function queueNotification(db: Kysely<Database>, leadId: string, now: Date = new Date()): Promise<void> {
  await db
    .insertInto("outbox")
    .values({
      id: crypto.randomUUID(),
      lead_id: leadId,
      created_at: now.toISOString(),
      attempts: 0,
      next_attempt_at: now.toISOString(),
      sent_at: null,
      last_error: null,
    })
    .execute();
}

/**
 * Takes the notification that has been due longest, for this instance: it stays due only to it
 * until `leaseUntil`, after which another instance (or this one, restarted) may take it over.
 * One statement, so two instances never take the same one; PostgreSQL skips a row another
 * instance is taking at that moment instead of waiting for it.
 */
export async function claimDueNotification(
  db: Kysely<Database>,
  { now, leaseUntil }: { now: Date; leaseUntil: Date },
): Promise<OutboxEntry | undefined> {
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

export async function markNotificationSent(db: Kysely<Database>, id: string, now: Date = new Date()): Promise<void> {
  await db.updateTable("outbox").set({ sent_at: now.toISOString(), last_error: null }).where("id", "=", id).execute();
}

export async function markNotificationFailed(
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

/** A lead's notifications, or every one, oldest first. */
export async function listNotifications(db: Kysely<Database>, leadId?: string): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom("outbox")
    .selectAll()
    .$if(leadId !== undefined, (query) => query.where("lead_id", "=", leadId!))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(fromRow);
}

/** Notifications not sent yet (due, waiting for a retry, or being sent). */
export async function countUnsentNotifications(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("sent_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Unsent notifications, and those of them whose last attempt failed (for the metrics). */
export async function countNotificationsByState(db: Kysely<Database>): Promise<{ waiting: number; failed: number }> {
  const row = await db
    .selectFrom("outbox")
    .select((eb) => [eb.fn.countAll().as("waiting"), eb.fn.count("last_error").as("failed")])
    .where("sent_at", "is", null)
    .executeTakeFirstOrThrow();
  return { waiting: Number(row.waiting), failed: Number(row.failed) };
}

function fromRow(row: Selectable<OutboxTable>): OutboxEntry {
  return {
    id: row.id,
    leadId: row.lead_id,
    createdAt: new Date(row.created_at),
    attempts: Number(row.attempts),
    nextAttemptAt: new Date(row.next_attempt_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
    lastError: row.last_error,
  };
}
