import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig, type Env } from "../config.js";
import { SQLITE_FILE } from "./database.js";
import { countLeads } from "../leads/repository.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { makeSite } from "../testing/site.js";

let site: Awaited<ReturnType<typeof makeSite>>;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  site = await makeSite();
});
afterAll(() => site.remove());
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function start(env: Env): FastifyInstance {
  app = buildApp(loadConfig({ ...env, CLIENT_DIR: site.dir, LOG_LEVEL: "silent" }));
  return app;
}

describe.each(DIALECTS)("database plugin on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await database.remove();
  });

  it("migrates before the server is ready", async () => {
    await start(database.env).ready();
    expect(await countLeads(app!.db)).toBe(0);
  });

  it("adds database and migrations checks to /healthz (/readyz), which fail once the database is gone", async () => {
    start(database.env);
    const healthy = await app!.inject({ url: "/healthz" });
    expect(healthy.statusCode).toBe(200);

    await app!.db.destroy();
    const res = await app!.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(503);
    // The reasons are logged, not sent (issue 31: /readyz shows no failure details).
    expect(res.json()).toEqual({ status: "error", failing: ["database", "migrations"] });
  });

  it("closes the database with the server", async () => {
    await start(database.env).ready();
    const db = app!.db;
    await app!.close();
    app = undefined;
    await expect(countLeads(db)).rejects.toThrow();
  });
});

describe("database plugin on sqlite", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "data-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("creates DATA_DIR and a WAL database file with a busy timeout and foreign keys", async () => {
    const dataDir = path.join(dir, "nested", "data");
    await start({ DATA_DIR: dataDir }).ready();
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(app!.db)).rows[0]!)[0];
    expect(await pragma("busy_timeout")).toBe(5000);
    expect(await pragma("foreign_keys")).toBe(1);
    expect(await pragma("synchronous")).toBe(2);
    await app!.close();
    app = undefined;

    const file = new SQLite(path.join(dataDir, SQLITE_FILE), { readonly: true });
    try {
      expect(file.pragma("journal_mode", { simple: true })).toBe("wal");
      const tables = file.prepare("select name from sqlite_master where type = 'table' order by name").all();
      expect(tables).toContainEqual({ name: "leads" });
    } finally {
      file.close();
    }
  });

  it("refuses to start when DATA_DIR cannot hold the database", async () => {
    const notADir = path.join(dir, "file");
    await writeFile(notADir, "");
    await expect(start({ DATA_DIR: notADir }).ready()).rejects.toThrow(/DATA_DIR .*file cannot hold the database/);
  });
});

describe("database plugin on postgres", () => {
  it("refuses to start when the database cannot be reached", async () => {
    start({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    await expect(app!.ready()).rejects.toThrow(/migration failed|ECONNREFUSED/);
  });
});
