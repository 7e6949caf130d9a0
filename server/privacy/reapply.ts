import { existsSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import type { Config } from "../config.js";
import { createDatabase, SQLITE_FILE, type Database } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { eraseLeads } from "./erase.js";
import { PRIVACY_SECRET_NAME, visitorKeyOf } from "./keys.js";
import { leadIdsOf } from "./records.js";
import { listErasures, type PrivacyRequest } from "./store.js";

/** What a restore carries from the database it replaces: the privacy secret and its erasures. */
export interface CarriedErasures {
  secret: string | undefined;
  erasures: PrivacyRequest[];
}

/** The privacy secret and every erasure of a database; none when it predates them. */
async function readErasures(db: Kysely<Database>): Promise<CarriedErasures> {
  try {
    const secret = await db
      .selectFrom("server_secrets")
      .select("value")
      .where("name", "=", PRIVACY_SECRET_NAME)
      .executeTakeFirst();
    return { secret: secret?.value, erasures: await listErasures(db) };
  } catch {
    // No such tables: a database older than the privacy requests, or none at all.
    return { secret: undefined, erasures: [] };
  }
}

/**
 * After a restore: the secret the erasures were keyed with is put back, and each erasure the
 * restored database does not record is recorded and done again (no mail: the visitor and the
 * owner were told when it was first done). How many erasures and leads it did again.
 * docs/decisions/056-restore-reapplies-erasures.md.
 */
async function reapplyErasures(
  db: Kysely<Database>,
  carried: CarriedErasures,
): Promise<{ erasures: number; leads: number }> {
  if (carried.secret === undefined || carried.erasures.length === 0) return { erasures: 0, leads: 0 };
  const secret = carried.secret;
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("server_secrets").where("name", "=", PRIVACY_SECRET_NAME).execute();
    await trx
      .insertInto("server_secrets")
      .values({ name: PRIVACY_SECRET_NAME, value: secret, created_at: new Date().toISOString() })
      .execute();
    const done = await trx.selectFrom("privacy_requests").select("id").where("action", "=", "erasure").execute();
    const known = new Set(done.map((row) => row.id));
    let erasures = 0;
    let leads = 0;
    for (const erasure of carried.erasures) {
      if (known.has(erasure.id)) continue;
      // The request may be in the backup, taken while it was open: it is replaced by its end.
      await trx.deleteFrom("privacy_requests").where("id", "=", erasure.id).execute();
      await trx.insertInto("privacy_requests").values(erasure).execute();
      const counts = await eraseLeads(trx, await leadIdsOf(trx, secret, visitorKeyOf(erasure)));
      erasures += 1;
      leads += counts.leads;
    }
    return { erasures, leads };
  });
}

/** Before a restore: the erasures of the database about to be replaced (none when there is none yet). */
export async function erasuresBefore(config: Config): Promise<CarriedErasures> {
  const none = { secret: undefined, erasures: [] };
  if (config.databaseUrl === undefined && !existsSync(path.join(config.dataDir, SQLITE_FILE))) return none;
  const db = createDatabase(config);
  try {
    return await readErasures(db);
  } finally {
    await db.destroy();
  }
}

/** After a restore: the carried erasures done again in the restored database (migrated first: it may predate them). */
export async function reapplyAfterRestore(
  config: Config,
  carried: CarriedErasures,
): Promise<{ erasures: number; leads: number }> {
  if (carried.erasures.length === 0) return { erasures: 0, leads: 0 };
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    return await reapplyErasures(db, carried);
  } finally {
    await db.destroy();
  }
}
