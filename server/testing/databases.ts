import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { Kysely } from "kysely";
import { beforeEach, afterEach } from "vitest";
import { loadConfig, type Env } from "../config.js";
import { createDatabase, SQLITE_FILE, type Database, type Dialect } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

export const DIALECTS: Dialect[] = ["sqlite", "postgres"];

export interface TestDatabase {
  dialect: Dialect;
  /** The settings that point the server at this database (`DATA_DIR` or `DATABASE_URL`). */
  env: Env;
  remove(): Promise<void>;
}

/**
 * A database of its own for one test: a fresh SQLite folder, or a fresh PostgreSQL database in the
 * server of the test run. Empty by default; `migrated` gives it every migration already applied,
 * copied from this worker's template (a server test that starts the app migrates at start and
 * finds nothing to do). Running two dozen migrations for each of the suite's thousands of
 * databases was most of its time.
 */
export async function createTestDatabase(
  dialect: Dialect,
  { migrated = false }: { migrated?: boolean } = {},
): Promise<TestDatabase> {
  if (dialect === "sqlite") {
    const dir = await mkdtemp(path.join(tmpdir(), "leads-"));
    if (migrated) await copyFile(await sqliteTemplate(), path.join(dir, SQLITE_FILE));
    return { dialect, env: { DATA_DIR: dir }, remove: () => rm(dir, { recursive: true, force: true }) };
  }
  const server = postgresServerUrl();
  const name = `t_${crypto.randomUUID().replaceAll("-", "")}`;
  await admin(server, `create database ${name}${migrated ? ` template ${await postgresTemplate()}` : ""}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    dialect,
    env: { DATABASE_URL: url.toString() },
    // FORCE: a test that failed half-way may leave a pool open.
    remove: () => admin(server, `drop database ${name} with (force)`),
  };
}

let sqliteTemplateFile: Promise<string> | undefined;

/** A migrated SQLite file, made once per test worker; its connection closed, so its WAL is in it. */
function sqliteTemplate(): Promise<string> {
  sqliteTemplateFile ??= (async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "leads-template-"));
    const db = createDatabase(loadConfig({ DATA_DIR: dir }));
    await migrateToLatest(db);
    await db.destroy();
    return path.join(dir, SQLITE_FILE);
  })();
  return sqliteTemplateFile;
}

let postgresTemplateName: Promise<string> | undefined;

/**
 * A migrated PostgreSQL database, made once per test worker (each worker has its own: a template
 * cannot be copied while another session is connected to it), with no connection left open.
 */
function postgresTemplate(): Promise<string> {
  postgresTemplateName ??= (async () => {
    const server = postgresServerUrl();
    const name = `template_${process.env.VITEST_POOL_ID ?? "1"}_${crypto.randomUUID().slice(0, 8)}`;
    await admin(server, `create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const db = createDatabase(loadConfig({ DATABASE_URL: url.toString() }));
    await migrateToLatest(db);
    await db.destroy();
    return name;
  })();
  return postgresTemplateName;
}

/** The URL of the test run's PostgreSQL server (its maintenance database). */
function postgresServerUrl(): string {
  return inject("testDatabaseUrl");
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * For repository tests: a migrated database of its own for each test in the calling `describe`,
 * destroyed after it. Read `.db` inside the tests (it changes before each one).
 */
export function useMigratedDatabase(dialect: Dialect): { readonly db: Kysely<Database> } {
  let testDb: TestDatabase;
  const handle = {} as { db: Kysely<Database> };
  beforeEach(async () => {
    testDb = await createTestDatabase(dialect, { migrated: true });
    handle.db = createDatabase(loadConfig(testDb.env));
  });
  afterEach(async () => {
    await handle.db.destroy();
    await testDb.remove();
  });
  return handle;
}
