import type { Kysely } from "kysely";
import { ConfigError, loadConfig, type Env } from "../config.js";
import { createDatabase, type Database } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

/** Where a command writes: its output, and its messages. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
}

/**
 * Runs a command's `work` on the configured database, migrated, and closes it: 0 when it wrote
 * its output, 1 with the reason on stderr when the settings or the database failed.
 */
export async function withDatabase(
  command: string,
  env: Env,
  io: Io,
  work: (db: Kysely<Database>) => Promise<string>,
): Promise<number> {
  let db: Kysely<Database> | undefined;
  try {
    db = createDatabase(loadConfig(env));
    await migrateToLatest(db);
    io.out(await work(db));
    return 0;
  } catch (error) {
    // A setting's own message names the variable; anything else says which command failed.
    io.err(`${error instanceof ConfigError ? "" : `${command}: `}${(error as Error).message}\n`);
    return 1;
  } finally {
    await db?.destroy();
  }
}
