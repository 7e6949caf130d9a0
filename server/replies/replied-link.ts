import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { sharedSecret } from "../secrets/repository.js";

/** The path of the owner's "I replied" link; its page has one button, since mail scanners follow links. */
export const REPLIED_PATH = "/replied";
/** A notification's link works this long: long past the 24-hour promise, not forever. */
const VALID_DAYS = 30;
const SECRET_NAME = "replied-links";
const TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");
const secretOf = (db: Kysely<Database>) => sharedSecret(db, SECRET_NAME, () => randomBytes(32).toString("base64url"));

/**
 * The link a lead's notification carries (issue 51): it marks that one lead replied and nothing
 * else. Signed with a secret of its own, so it opens no other door; it expires after VALID_DAYS.
 */
export async function repliedLink(db: Kysely<Database>, origin: string, leadId: string, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + VALID_DAYS * 86_400;
  const payload = `${leadId}.${expires}`;
  const token = `${payload}.${mac(await secretOf(db), payload)}`;
  return `${origin}${REPLIED_PATH}?token=${token}`;
}

/** The lead a token names when it is ours and still valid: "invalid" or "expired" otherwise. */
export async function openRepliedToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ leadId: string } | "invalid" | "expired"> {
  const match = TOKEN.exec(token);
  if (match === null) return "invalid";
  const [, leadId, expires, signature] = match;
  const expected = Buffer.from(mac(await secretOf(db), `${leadId}.${expires}`));
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  if (Number(expires) * 1000 <= now.getTime()) return "expired";
  return { leadId: leadId! };
}
