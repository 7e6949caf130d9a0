import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { toPerson, type Person } from "../team/people.js";

export interface AdminSession {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  personId: string;
  userAgent: string | null;
  network: string | null;
  lastSeenAt: Date | null;
}

/** A session with the person it signs in, as each admin request sees it. */
export type SignedIn = AdminSession & { person: Person };

export async function createSession(db: Kysely<Database>, session: AdminSession): Promise<void> {
  await db
    .insertInto("admin_sessions")
    .values({
      id: session.id,
      created_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      person_id: session.personId,
      user_agent: session.userAgent,
      network: session.network,
      last_seen_at: session.lastSeenAt?.toISOString() ?? null,
    })
    .execute();
}

/** The session and its person, unless it has expired, was signed out, or the person was removed. */
export async function findSession(
  db: Kysely<Database>,
  id: string,
  now: Date = new Date(),
): Promise<SignedIn | undefined> {
  const row = await db
    .selectFrom("admin_sessions")
    .innerJoin("people", "people.id", "admin_sessions.person_id")
    .selectAll("people")
    .select([
      "admin_sessions.id as session_id",
      "admin_sessions.created_at as session_created_at",
      "admin_sessions.expires_at",
      "admin_sessions.user_agent",
      "admin_sessions.network",
      "admin_sessions.last_seen_at",
    ])
    .where("admin_sessions.id", "=", id)
    .where("admin_sessions.expires_at", ">", now.toISOString())
    .where("people.removed_at", "is", null)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    id: row.session_id,
    createdAt: new Date(row.session_created_at),
    expiresAt: new Date(row.expires_at),
    personId: row.id,
    userAgent: row.user_agent,
    network: row.network,
    lastSeenAt: row.last_seen_at === null ? null : new Date(row.last_seen_at),
    person: toPerson(row),
  };
}

/** A person's sessions still usable, the most recently seen first: their devices. */
export async function listSessions(
  db: Kysely<Database>,
  personId: string,
  now: Date = new Date(),
): Promise<AdminSession[]> {
  const rows = await db
    .selectFrom("admin_sessions")
    .selectAll()
    .where("person_id", "=", personId)
    .where("expires_at", ">", now.toISOString())
    .orderBy("last_seen_at", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    personId: row.person_id,
    userAgent: row.user_agent,
    network: row.network,
    lastSeenAt: row.last_seen_at === null ? null : new Date(row.last_seen_at),
  }));
}

/** Notes that a session was used; at most once a minute, so that reads stay reads. */
export async function touchSession(db: Kysely<Database>, session: AdminSession, now: Date = new Date()): Promise<void> {
  if (session.lastSeenAt !== null && now.getTime() - session.lastSeenAt.getTime() < 60_000) return;
  await db
    .updateTable("admin_sessions")
    .set({ last_seen_at: now.toISOString() })
    .where("id", "=", session.id)
    .execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("id", "=", id).execute();
}

/** Signs one of a person's devices out; false when that session is not theirs. */
export async function deletePersonSession(db: Kysely<Database>, personId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("admin_sessions")
    .where("id", "=", id)
    .where("person_id", "=", personId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of a person; returns how many there were. */
export async function deletePersonSessions(db: Kysely<Database>, personId: string): Promise<number> {
  const result = await db.deleteFrom("admin_sessions").where("person_id", "=", personId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forgets sessions that can no longer be used; returns how many there were. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
