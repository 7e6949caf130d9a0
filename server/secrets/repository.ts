import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

/** The named secret, created with `create()` by whichever instance asks first. */
export async function sharedSecret(db: Kysely<Database>, name: string, create: () => string): Promise<string> {
  await db
    .insertInto("server_secrets")
    .values({ name, value: create(), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const { value } = await db
    .selectFrom("server_secrets")
    .select("value")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return value;
}
