import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

/** The path of the owner's "I replied" link; its page has one button, since mail scanners follow links. */
export const REPLIED_PATH = "/replied";
/** A notification's link works this long: long past the 24-hour promise, not forever. */
const VALID_DAYS = 30;
/** 16 random bytes: as unguessable as a signed token, and short enough to read in an e-mail. */
const ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * The link a lead's notification carries (issue 51): a random id kept server-side that names that
 * one lead and opens nothing else; it expires after VALID_DAYS, and goes with its lead.
 */
export async function repliedLink(db: Kysely<Database>, origin: string, leadId: string, now: Date): Promise<string> {
  const id = randomBytes(16).toString("base64url");
  const expiresAt = new Date(now.getTime() + VALID_DAYS * 86_400_000);
  // Expired links go as new ones are made: the table holds about a month of leads.
  await db.deleteFrom("replied_links").where("expires_at", "<=", now.toISOString()).execute();
  await db.insertInto("replied_links").values({ id, lead_id: leadId, expires_at: expiresAt.toISOString() }).execute();
  return `${origin}${REPLIED_PATH}/${id}`;
}

/** The lead a link's id names while it is valid: "invalid" for an unknown id, "expired" after its time. */
export async function openRepliedLink(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<{ leadId: string } | "invalid" | "expired"> {
  if (!ID.test(id)) return "invalid";
  const row = await db
    .selectFrom("replied_links")
    .select(["lead_id", "expires_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (row === undefined) return "invalid";
  if (new Date(row.expires_at).getTime() <= now.getTime()) return "expired";
  return { leadId: row.lead_id };
}
