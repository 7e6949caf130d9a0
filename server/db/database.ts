import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql, SqliteAdapter, SqliteDialect } from "kysely";
import pg from "pg";
import type { AnalyticsTables } from "../analytics/tables.js";
import type { BookingTables } from "../booking/tables.js";
import type { LeadTables } from "../leads/tables.js";
import type { LinkTables } from "../links/tables.js";
import type { MailTables } from "../mail/tables.js";
import type { NewsletterTables } from "../newsletter/tables.js";
import type { OwnerTables } from "../owner/tables.js";
import type { PrivacyTables } from "../privacy/tables.js";
import type { ReplyTables } from "../replies/tables.js";
import type { SecretTables } from "../secrets/tables.js";
import type { SpamTables } from "../spam/tables.js";
import type { TeamTables } from "../team/tables.js";
import type { WebhookTables } from "../webhooks/tables.js";
import { ensurePrivateDirectory, makePrivate } from "./private-files.js";

/**
 * Every table, as Kysely sees it: each capability declares its own in its `tables.ts`, a module
 * that imports nothing of the server, so that this one imports no repository and no cycle runs
 * through it. (SQLite's full-text index `leads_search` is reached with raw SQL.)
 */
export interface Database
  extends
    LeadTables,
    BookingTables,
    SecretTables,
    SpamTables,
    MailTables,
    OwnerTables,
    PrivacyTables,
    WebhookTables,
    AnalyticsTables,
    NewsletterTables,
    ReplyTables,
    TeamTables,
    LinkTables {}

/** DATA_DIR (resolved) and DATABASE_URL, as config.ts read them. */
export interface DatabaseConfig {
  dataDir: string;
  databaseUrl: string | undefined;
}

export type Dialect = "sqlite" | "postgres";

export const SQLITE_FILE = "leads.sqlite";

export function dialectOf(config: DatabaseConfig): Dialect {
  return config.databaseUrl === undefined ? "sqlite" : "postgres";
}

/** The dialect behind an open database (or transaction), for the few queries that differ. */
export function databaseDialect(db: Kysely<Database>): Dialect {
  return db.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres";
}

export interface DatabaseOptions {
  /** Errors that belong to no query (an idle PostgreSQL connection dropped by the server). */
  onError?: (error: Error) => void;
}

/**
 * PostgreSQL when `DATABASE_URL` is set, else SQLite in `${DATA_DIR}/leads.sqlite` (created
 * with its folder when missing; the folder 0700, the files 0600: server/db/private-files.ts). The caller runs the migrations and destroys the instance.
 */
export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): Kysely<Database> {
  if (config.databaseUrl !== undefined) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      // A health check or a submission should fail, not hang, when the server is unreachable.
      connectionTimeoutMillis: 5_000,
    });
    // Without a listener, an idle client's error (server restart) would crash the process.
    pool.on("error", (error) => options.onError?.(error));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }

  let database: SQLite.Database;
  let file: string;
  try {
    ensurePrivateDirectory(config.dataDir);
    file = path.join(config.dataDir, SQLITE_FILE);
    database = new SQLite(file);
    // Before WAL mode makes the -wal and -shm files: SQLite gives them the database file's mode.
    makePrivate(file);
  } catch (error) {
    throw new Error(`DATA_DIR ${config.dataDir} cannot hold the database: ${(error as Error).message}`, {
      cause: error,
    });
  }
  // WAL lets readers (the leads export) run while the server writes. FULL syncs every commit:
  // the collector answers 200 only once a lead is on disk, and must mean it.
  database.pragma("journal_mode = WAL");
  // Files left by an older version, before the modes were set.
  makePrivate(`${file}-wal`, `${file}-shm`);
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  database.pragma("foreign_keys = ON");
  // A deleted row's bytes are overwritten with zeros, not left in free pages (issue 37): an
  // erasure must not stay readable in the file. See flushErasure for the WAL.
  database.pragma("secure_delete = ON");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
}

/**
 * After rows holding a person's data were deleted or emptied (an erasure, a sent privacy message),
 * on SQLite: secure_delete zeroed them in the new versions of their pages, but those are in the
 * WAL, and the database file still holds the old versions, as do older WAL frames. A TRUNCATE
 * checkpoint copies the new pages into the file and empties the WAL. While a reader (a backup,
 * `npm run leads`) holds an older snapshot the checkpoint cannot finish, and the next erasure or
 * SQLite's own automatic checkpoint does. PostgreSQL: nothing to do here (decision 072).
 */
export async function flushErasure(db: Kysely<Database>): Promise<void> {
  if (databaseDialect(db) !== "sqlite") return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
}

/** Throws when the database cannot answer a trivial query. */
export async function checkDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
