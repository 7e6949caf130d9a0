import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { Kysely } from "kysely";
import { beforeEach, afterEach } from "vitest";
import { loadConfig, type Env } from "../config.js";
import { createDatabase, type Database, type Dialect } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

export const DIALECTS: Dialect[] = ["sqlite", "postgres"];

export interface TestDatabase {
  dialect: Dialect;
  /** The settings that point the server at this database (`DATA_DIR` or `DATABASE_URL`). */
  env: Env;
  remove(): Promise<void>;
}

/**
 * An empty database of its own for one test: a fresh SQLite folder, or a fresh schema in the
 * PostgreSQL server of the test run, reached through the connection's search_path.
 */
export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === "sqlite") {
    const dir = await mkdtemp(path.join(tmpdir(), "leads-"));
    return { dialect, env: { DATA_DIR: dir }, remove: () => rm(dir, { recursive: true, force: true }) };
  }
  const base = await workerDatabaseUrl();
  const schema = `t_${crypto.randomUUID().replaceAll("-", "")}`;
  await admin(base, `create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    dialect,
    env: { DATABASE_URL: url.toString() },
    remove: () => admin(base, `drop schema ${schema} cascade`),
  };
}

let workerDatabase: Promise<string> | undefined;

/**
 * The URL of this test worker's own PostgreSQL database, created on first use. Test files run side
 * by side in several workers; each worker's schemas live in a database of its own, so that a
 * catalog query in one (Kysely's migrator lists every schema's tables) never meets a schema
 * another worker is dropping at that moment.
 */
function workerDatabaseUrl(): Promise<string> {
  workerDatabase ??= (async () => {
    const server = new URL(inject("testDatabaseUrl"));
    const name = `worker_${process.env.VITEST_POOL_ID ?? "1"}`;
    try {
      await admin(server.toString(), `create database ${name}`);
    } catch (error) {
      // 42P04: made by an earlier file this worker ran.
      if ((error as { code?: string }).code !== "42P04") throw error;
    }
    server.pathname = `/${name}`;
    return server.toString();
  })();
  return workerDatabase;
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
    testDb = await createTestDatabase(dialect);
    handle.db = createDatabase(loadConfig(testDb.env));
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await handle.db.destroy();
    await testDb.remove();
  });
  return handle;
}
