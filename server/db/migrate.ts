import { Migrator, type Kysely, type Migration } from "kysely";
import type { Database } from "./database.js";
import { leads } from "./migrations/2026_11_21_001_leads.js";

/** Every migration, by name; names sort in the order they run (date, then sequence). */
export const MIGRATIONS: Record<string, Migration> = {
  "2026_11_21_001_leads": leads,
};

/** Brings the schema up to date; safe to run on every start and from several processes. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === "Error");
    const which = failed ? ` ${failed.migrationName}` : "";
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration${which} failed: ${reason}`, { cause: error });
  }
}
