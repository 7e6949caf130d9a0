import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

export interface Passkey {
  id: string;
  personId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  deviceName: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export async function hasPasskey(db: Kysely<Database>, personId: string): Promise<boolean> {
  const row = await db
    .selectFrom("passkeys")
    .select("id")
    .where("person_id", "=", personId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function addPasskey(
  db: Kysely<Database>,
  passkey: Omit<Passkey, "lastUsedAt" | "createdAt">,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto("passkeys")
    .values({
      id: passkey.id,
      person_id: passkey.personId,
      public_key: Buffer.from(passkey.publicKey).toString("base64url"),
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      device_name: passkey.deviceName,
      created_at: now.toISOString(),
      last_used_at: null,
    })
    .execute();
}

export async function findPasskey(db: Kysely<Database>, id: string): Promise<Passkey | undefined> {
  const row = await db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toPasskey(row);
}

export async function listPasskeys(db: Kysely<Database>, personId: string): Promise<Passkey[]> {
  const rows = await db
    .selectFrom("passkeys")
    .selectAll()
    .where("person_id", "=", personId)
    .orderBy("created_at")
    .execute();
  return rows.map(toPasskey);
}

/**
 * Notes a use and its counter, only if the counter is still the one that was checked: two
 * sign-ins with one assertion at once cannot both pass. False when another got there first.
 */
export async function usePasskey(
  db: Kysely<Database>,
  { id, from, to }: { id: string; from: number; to: number },
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("passkeys")
    .set({ counter: to, last_used_at: now.toISOString() })
    .where("id", "=", id)
    .where("counter", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function toPasskey(row: {
  id: string;
  person_id: string;
  public_key: string;
  counter: number | string;
  transports: string;
  device_name: string;
  created_at: string;
  last_used_at: string | null;
}): Passkey {
  return {
    id: row.id,
    personId: row.person_id,
    publicKey: new Uint8Array(Buffer.from(row.public_key, "base64url")),
    // PostgreSQL's bigint arrives as a string.
    counter: Number(row.counter),
    transports: JSON.parse(row.transports) as string[],
    deviceName: row.device_name,
    createdAt: new Date(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at),
  };
}
