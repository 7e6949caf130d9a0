import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** An invitation link is valid this long (issue 50). */
export const INVITATION_HOURS = 48;
/** A WebAuthn challenge is answered within this, or not at all. */
const CHALLENGE_MS = 5 * 60 * 1000;
const RECOVERY_CODE_COUNT = 10;

/**
 * A new invitation for a person: the token for their link (never stored) and when it ends.
 * Their earlier invitations stop working: only the newest link opens.
 */
export async function createInvitation(
  db: Kysely<Database>,
  personId: string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3600_000);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("team_invitations").where("person_id", "=", personId).where("used_at", "is", null).execute();
    await trx
      .insertInto("team_invitations")
      .values({
        id: sha256(token),
        person_id: personId,
        created_at: now.toISOString(),
        expires_at: expiresAt.toISOString(),
        used_at: null,
      })
      .execute();
  });
  return { token, expiresAt };
}

/** Uses an invitation once: its person's id, or undefined when it is unknown, used or expired. */
export async function useInvitation(
  db: Kysely<Database>,
  token: string,
  now: Date = new Date(),
): Promise<string | undefined> {
  const row = await db
    .updateTable("team_invitations")
    .set({ used_at: now.toISOString() })
    .where("id", "=", sha256(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .returning("person_id")
    .executeTakeFirst();
  return row?.person_id;
}

export async function hasPendingInvitation(db: Kysely<Database>, personId: string, now: Date = new Date()) {
  const row = await db
    .selectFrom("team_invitations")
    .select("id")
    .where("person_id", "=", personId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

// Without 0/O, 1/I/L: a code read off paper is typed right.
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A code as typed: spaces, dashes and case do not matter. */
function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

/**
 * Ten new recovery codes for a person, replacing any they had: returned to be shown once, stored
 * only as hashes. Each is 12 characters of a 31-letter alphabet (about 59 bits), and the sign-in
 * limits stand between a guesser and them.
 */
export async function createRecoveryCodes(
  db: Kysely<Database>,
  personId: string,
  now: Date = new Date(),
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("recovery_codes").where("person_id", "=", personId).execute();
    await trx
      .insertInto("recovery_codes")
      .values(
        codes.map((code) => ({
          id: sha256(`${personId}:${normaliseRecoveryCode(code)}`),
          person_id: personId,
          created_at: now.toISOString(),
          used_at: null,
        })),
      )
      .execute();
  });
  return codes;
}

/** Uses one of a person's recovery codes, once: false when it is not theirs or was used. */
export async function useRecoveryCode(
  db: Kysely<Database>,
  personId: string,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("id", "=", sha256(`${personId}:${normaliseRecoveryCode(code)}`))
    .where("person_id", "=", personId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps a challenge for one answer within CHALLENGE_MS. */
export async function storeChallenge(
  db: Kysely<Database>,
  challenge: { id: string; purpose: "register" | "sign-in"; personId: string | null },
  now: Date = new Date(),
): Promise<void> {
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("webauthn_challenges")
    .values({
      id: challenge.id,
      purpose: challenge.purpose,
      person_id: challenge.personId,
      expires_at: new Date(now.getTime() + CHALLENGE_MS).toISOString(),
    })
    .execute();
}

/**
 * Takes a challenge for use: true once, for the purpose and person it was made for, before it
 * expires; it is deleted whatever the answer, so it can never be answered twice.
 */
export async function takeChallenge(
  db: Kysely<Database>,
  challenge: { id: string; purpose: "register" | "sign-in"; personId: string | null },
  now: Date = new Date(),
): Promise<boolean> {
  const row = await db
    .deleteFrom("webauthn_challenges")
    .where("id", "=", challenge.id)
    .returning(["purpose", "person_id", "expires_at"])
    .executeTakeFirst();
  return (
    row !== undefined &&
    row.purpose === challenge.purpose &&
    row.person_id === challenge.personId &&
    row.expires_at > now.toISOString()
  );
}
