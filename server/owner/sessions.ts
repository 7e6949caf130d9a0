import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

export interface AdminSession {
  id: string;
  createdAt: Date;
  expiresAt: Date;
}

export async function createSession(db: Kysely<Database>, session: AdminSession): Promise<void> {
  await db
    .insertInto("admin_sessions")
    .values({
      id: session.id,
      created_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
    })
    .execute();
}

/** The session, unless it has expired or was signed out. */
export async function findSession(
  db: Kysely<Database>,
  id: string,
  now: Date = new Date(),
): Promise<AdminSession | undefined> {
  const row = await db
    .selectFrom("admin_sessions")
    .selectAll()
    .where("id", "=", id)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row && { id: row.id, createdAt: new Date(row.created_at), expiresAt: new Date(row.expires_at) };
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("admin_sessions").where("id", "=", id).execute();
}

/** Forgets sessions that can no longer be used; returns how many there were. */
export async function deleteExpiredSessions(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
