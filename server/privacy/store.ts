import { sql, type Kysely, type Selectable } from "kysely";
import type { Language } from "../../shared/languages.js";
import type { PrivacyRequestRow, PrivacyRequestStatus } from "../../shared/privacy.js";
import { databaseDialect, type Database } from "../db/database.js";
import type { PrivacyRequestsTable } from "./tables.js";

/** What an erasure removed, by kind: the record kept of it, and the owner's notice. */
export interface ErasedCounts {
  leads: number;
  calls: number;
  messages: number;
  webhookDeliveries: number;
}

export type PrivacyRequest = Selectable<PrivacyRequestsTable>;

export async function insertRequest(
  db: Kysely<Database>,
  request: { id: string; mailboxKey: string; addressKey: string; language: Language; at: Date; linkExpiresAt: Date },
): Promise<void> {
  await db
    .insertInto("privacy_requests")
    .values({
      id: request.id,
      requested_at: request.at.toISOString(),
      language: request.language,
      mailbox_key: request.mailboxKey,
      address_key: request.addressKey,
      action: "access",
      link_expires_at: request.linkExpiresAt.toISOString(),
      opened_at: null,
      session_key: null,
      session_expires_at: null,
      completed_at: null,
      erased: null,
    })
    .execute();
}

/** Requests made for one mailbox since `since`: the per-address limit counts them. */
/**
 * How many links went to the mailbox since `since`, in a transaction about to add one. PostgreSQL:
 * the transaction first takes an advisory lock named by the mailbox, so two instances asked at the
 * same moment count one after the other and the day's limit holds. SQLite: one connection per
 * server runs one transaction at a time already.
 */
export async function countRequestsFor(trx: Kysely<Database>, mailboxKey: string, since: Date): Promise<number> {
  if (databaseDialect(trx) === "postgres")
    await sql`select pg_advisory_xact_lock(hashtextextended(${`privacy ${mailboxKey}`}, 0))`.execute(trx);
  const { count } = await trx
    .selectFrom("privacy_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("mailbox_key", "=", mailboxKey)
    .where("requested_at", ">", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function findRequest(db: Kysely<Database>, id: string): Promise<PrivacyRequest | undefined> {
  return db.selectFrom("privacy_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Spends the link: one statement, so two posts of one link (two tabs, two instances) open it
 * once. False when it was spent before or has expired.
 */
export async function spendLink(
  db: Kysely<Database>,
  id: string,
  session: { key: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("privacy_requests")
    .set({
      opened_at: now.toISOString(),
      session_key: session.key,
      session_expires_at: session.expiresAt.toISOString(),
    })
    .where("id", "=", id)
    .where("opened_at", "is", null)
    .where("link_expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The request whose data page session this is, while it lasts and nothing was erased. */
export async function findBySession(
  db: Kysely<Database>,
  sessionKey: string,
  now: Date,
): Promise<PrivacyRequest | undefined> {
  return db
    .selectFrom("privacy_requests")
    .selectAll()
    .where("session_key", "=", sessionKey)
    .where("session_expires_at", ">", now.toISOString())
    .where("completed_at", "is", null)
    .executeTakeFirst();
}

/** The erasure, recorded: the session ends with it. */
export async function markErased(db: Kysely<Database>, id: string, erased: ErasedCounts, now: Date): Promise<void> {
  await db
    .updateTable("privacy_requests")
    .set({
      action: "erasure",
      completed_at: now.toISOString(),
      erased: JSON.stringify(erased),
      session_key: null,
      session_expires_at: null,
    })
    .where("id", "=", id)
    .execute();
}

/** Every erasure recorded, oldest first: what a restore must apply again. */
export async function listErasures(db: Kysely<Database>): Promise<PrivacyRequest[]> {
  return db
    .selectFrom("privacy_requests")
    .selectAll()
    .where("action", "=", "erasure")
    .orderBy("completed_at")
    .execute();
}

/** Where a request stands, as the inbox says it. */
function statusOf(request: PrivacyRequest, now: Date): PrivacyRequestStatus {
  if (request.completed_at !== null) return "done";
  if (request.opened_at !== null) return "opened";
  return request.link_expires_at <= now.toISOString() ? "expired" : "sent";
}

/** The newest requests as the inbox shows them (no address: there is none to show). */
export async function listRequests(db: Kysely<Database>, now: Date, limit = 200): Promise<PrivacyRequestRow[]> {
  const rows = await db
    .selectFrom("privacy_requests")
    .selectAll()
    .orderBy("requested_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    requestedAt: row.requested_at,
    language: row.language,
    action: row.action,
    status: statusOf(row, now),
    completedAt: row.completed_at,
    erased: row.erased === null ? null : (JSON.parse(row.erased) as ErasedCounts),
  }));
}
