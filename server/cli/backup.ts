import { execFile } from "node:child_process";
import { existsSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import pg from "pg";
import { ConfigError, loadConfig, type Config, type Env } from "../config.js";
import { dialectOf, SQLITE_FILE } from "../db/database.js";
import { ensurePrivateDirectory, makePrivate } from "../db/private-files.js";
import { erasuresBefore, reapplyAfterRestore } from "../privacy/reapply.js";
import type { Io } from "./with-database.js";

export const BACKUP_USAGE = "Usage: npm run backup -- [FILE]   (default: DATA_DIR/backups/leads-<date>.sqlite|.dump)\n";
export const RESTORE_USAGE =
  "Usage: npm run restore -- FILE [--force]   (--force: replace a database that holds leads)\n";

const run = promisify(execFile);

/**
 * The analytics salts never leave the live database (issue 37): with a day's salt, whoever holds
 * the daily backups could recompute a visitor key from a guessed address and user agent and follow
 * one person across days. A backup leaves the table's rows out; a restore empties it, so the
 * server draws a fresh salt (decision 074).
 */
const SALTS_TABLE = "analytics_salts";

/** `leads-2026-11-23T14-05-09Z.sqlite`: sorts by date, no characters a file system minds. */
export function defaultBackupFile(config: Pick<Config, "dataDir" | "databaseUrl">, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
  const extension = dialectOf(config) === "sqlite" ? "sqlite" : "dump";
  return path.join(config.dataDir, "backups", `leads-${stamp}.${extension}`);
}

/**
 * A consistent copy of the configured database in `file`, while the server keeps writing:
 * SQLite's `VACUUM INTO` reads one snapshot (WAL lets the server commit meanwhile) and writes a
 * compact file; PostgreSQL's pg_dump reads one snapshot of the schema the server uses, in its
 * custom format (for pg_restore). Written beside `file` first and renamed, so `file` is never
 * half a backup.
 */
export async function backupDatabase(config: Config, file: string): Promise<void> {
  ensurePrivateDirectory(path.dirname(file));
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    if (config.databaseUrl === undefined) {
      const source = sqliteFile(config);
      if (!existsSync(source)) throw new Error(`There is no database to back up at ${source}.`);
      const db = new SQLite(source, { fileMustExist: true });
      try {
        db.pragma("busy_timeout = 5000");
        db.prepare("VACUUM INTO ?").run(partial);
      } finally {
        db.close();
      }
      dropSqliteSalts(partial);
    } else {
      const schema = await currentSchema(config.databaseUrl);
      await run(
        pgTool("pg_dump"),
        [
          "--format=custom",
          `--schema=${schema}`,
          // The table is restored empty.
          `--exclude-table-data=${schema}.${SALTS_TABLE}`,
          "--no-owner",
          "--no-privileges",
          "--file",
          partial,
          libpqUrl(config.databaseUrl),
        ],
        { maxBuffer: 16 * 1024 * 1024 },
      );
    }
    // A backup holds what the database holds: as private as the database.
    makePrivate(partial);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/**
 * Loads a backup into the configured database. Refuses, unless `force`, when that database holds
 * leads. SQLite: SQLite's online backup API copies the file into the live database under its
 * locks (a running server sees the restored data). PostgreSQL: pg_restore in one transaction,
 * replacing the schema's tables, all or nothing.
 */
export async function restoreDatabase(config: Config, file: string, { force = false } = {}): Promise<void> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new Error(`There is no backup at ${file}.`);
  const leads = await countLeadsIn(config);
  if (leads > 0 && !force) {
    throw new Error(
      `The configured database holds ${leads} lead${leads === 1 ? "" : "s"}: restoring would replace them. ` +
        "Back it up first, then run the restore again with --force.",
    );
  }
  if (config.databaseUrl === undefined) {
    const backup = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      const [check] = backup.pragma("quick_check") as { quick_check: string }[];
      if (check?.quick_check !== "ok") throw new Error(`${file} is not a sound SQLite database.`);
      const hasLeads = backup.prepare("select 1 from sqlite_master where type = 'table' and name = 'leads'").get();
      if (hasLeads === undefined) throw new Error(`${file} is not a backup of the leads database (no leads table).`);
      ensurePrivateDirectory(config.dataDir);
      await backup.backup(sqliteFile(config));
      makePrivate(sqliteFile(config));
    } finally {
      backup.close();
    }
    // A backup made before salts were left out still has one.
    dropSqliteSalts(sqliteFile(config));
    return;
  }
  await restorePostgres(config.databaseUrl, file);
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ found: string | null }>(`select to_regclass('${SALTS_TABLE}') as found`);
    if (rows[0]?.found != null) await client.query(`delete from ${SALTS_TABLE}`);
  } finally {
    await client.end();
  }
}

/**
 * Empties the salts table of a SQLite file, overwriting the rows (secure_delete) rather than
 * leaving them in free space; no-op when the file predates analytics.
 */
function dropSqliteSalts(file: string): void {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.pragma("secure_delete = ON");
    const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(SALTS_TABLE);
    if (table !== undefined) db.prepare(`delete from ${SALTS_TABLE}`).run();
  } finally {
    db.close();
  }
}

/**
 * pg_restore in one transaction that stops at the first error: all or nothing. `--clean` drops
 * the tables it restores first; the schema itself is left out of the list (it exists: `public`,
 * or the one the URL's search_path names), because dropping `public` fails while an extension
 * such as pg_trgm lives in it.
 */
async function restorePostgres(url: string, file: string): Promise<void> {
  const { stdout: contents } = await run(pgTool("pg_restore"), ["--list", file], { maxBuffer: 64 * 1024 * 1024 });
  const list = contents
    .split("\n")
    .filter((line) => !/^\d+; \d+ \d+ (?:SCHEMA|COMMENT - SCHEMA) /.test(line))
    .join("\n");
  const listFile = `${file}.${process.pid}.list`;
  writeFileSync(listFile, list);
  try {
    // The inbox's search index needs pg_trgm when the backup's database had it; the migrations
    // create it the same way (and go without it when it cannot be had).
    if (list.includes("leads_search_trgm_idx")) await tryCreateTrigram(url);
    await run(
      pgTool("pg_restore"),
      [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--no-privileges",
        "--single-transaction",
        "--exit-on-error",
        "--use-list",
        listFile,
        "--dbname",
        libpqUrl(url),
        file,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
  } finally {
    rmSync(listFile, { force: true });
  }
}

async function tryCreateTrigram(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // pg_dump names the operator class with the schema the extension was in: `public` in every
    // database our migrations set up (PostgreSQL's default for extensions).
    await client.query("create extension if not exists pg_trgm with schema public");
  } catch {
    // Without it the index cannot be restored, and pg_restore will say so.
  } finally {
    await client.end();
  }
}

function sqliteFile(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, SQLITE_FILE);
}

/** Leads in the configured database; 0 when it has no leads table (empty or new). */
async function countLeadsIn(config: Config): Promise<number> {
  if (config.databaseUrl === undefined) {
    const file = sqliteFile(config);
    if (!existsSync(file)) return 0;
    const db = new SQLite(file, { readonly: true });
    try {
      const table = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'leads'").get();
      if (table === undefined) return 0;
      return (db.prepare("select count(*) as n from leads").get() as { n: number }).n;
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string | null }>(
      "select case when to_regclass('leads') is null then null else 1 end as n",
    );
    if (rows[0]?.n === null) return 0;
    const count = await client.query<{ n: string }>("select count(*) as n from leads");
    return Number(count.rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** The schema the server's tables live in: `public`, or what the URL's search_path says. */
async function currentSchema(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string }>("select current_schema() as schema");
    return rows[0]!.schema;
  } finally {
    await client.end();
  }
}

/**
 * The URL as libpq (pg_dump, pg_restore) reads it: it takes `+` in the query literally, where
 * node-postgres and URLSearchParams read a space (`options=-c+search_path%3Dx`).
 */
export function libpqUrl(url: string): string {
  const parsed = new URL(url);
  const params = [...parsed.searchParams].map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  parsed.search = params.length > 0 ? `?${params.join("&")}` : "";
  return parsed.toString();
}

const POSTGRES_LIB = "/usr/lib/postgresql";

/**
 * `pg_dump` or `pg_restore`: PG_BIN_DIR's when set, else the newest of Debian's
 * /usr/lib/postgresql/<version>/bin (newer tools read older servers), else the one on PATH.
 */
export function pgTool(tool: "pg_dump" | "pg_restore", env: Env = process.env): string {
  const binDir = env.PG_BIN_DIR?.trim();
  if (binDir) return path.join(binDir, tool);
  if (existsSync(POSTGRES_LIB)) {
    const newest = readdirSync(POSTGRES_LIB)
      .filter((version) => existsSync(path.join(POSTGRES_LIB, version, "bin", tool)))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest !== undefined) return path.join(POSTGRES_LIB, newest, "bin", tool);
  }
  return tool;
}

function readConfig(env: Env, io: Io): Config | undefined {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(`${error.message}\n`);
    return undefined;
  }
}

function failure(error: unknown): string {
  const { stderr } = error as { stderr?: string };
  return `${(error as Error).message}${stderr && !(error as Error).message.includes(stderr) ? `\n${stderr}` : ""}`.trim();
}

/** `npm run backup -- [FILE]`; resolves to the exit code. */
export async function runBackupCli(args: string[], env: Env, io: Io): Promise<number> {
  if (args.includes("--help") || args.includes("-h") || args.length > 1 || args[0]?.startsWith("-")) {
    (args.includes("--help") || args.includes("-h") ? io.out : io.err)(BACKUP_USAGE);
    return args.includes("--help") || args.includes("-h") ? 0 : 2;
  }
  const config = readConfig(env, io);
  if (config === undefined) return 1;
  const file = path.resolve(args[0] ?? defaultBackupFile(config));
  const started = performance.now();
  try {
    await backupDatabase(config, file);
  } catch (error) {
    io.err(`backup: ${failure(error)}\n`);
    return 1;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  io.out(`backup: ${dialectOf(config)} database copied to ${file} (${statSync(file).size} bytes, ${seconds} s)\n`);
  return 0;
}

/** `npm run restore -- FILE [--force]`; resolves to the exit code. */
export async function runRestoreCli(args: string[], env: Env, io: Io): Promise<number> {
  const force = args.includes("--force");
  const rest = args.filter((arg) => arg !== "--force");
  if (rest.includes("--help") || rest.includes("-h")) {
    io.out(RESTORE_USAGE);
    return 0;
  }
  if (rest.length !== 1 || rest[0]!.startsWith("-")) {
    io.err(RESTORE_USAGE);
    return 2;
  }
  const config = readConfig(env, io);
  if (config === undefined) return 1;
  const file = path.resolve(rest[0]!);
  let again: { erasures: number; leads: number };
  try {
    // What visitors erased in the database being replaced is erased again in the backup's data.
    const erased = await erasuresBefore(config);
    await restoreDatabase(config, file, { force });
    again = await reapplyAfterRestore(config, erased);
  } catch (error) {
    io.err(`restore: ${failure(error)}\n`);
    return 1;
  }
  io.out(`restore: ${file} loaded into the ${dialectOf(config)} database\n`);
  const leads = `${again.leads} lead${again.leads === 1 ? "" : "s"}`;
  io.out(`restore: ${again.erasures} erasure(s) done since the backup applied again: ${leads} erased again\n`);
  return 0;
}
