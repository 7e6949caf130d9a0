import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { MIGRATIONS } from "../db/migrate.js";
import health from "./health.js";
import { createTestDatabase, type TestDatabase } from "../testing/databases.js";
import { makeSite } from "../testing/site.js";

let site: Awaited<ReturnType<typeof makeSite>>;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  site = await makeSite();
  database = await createTestDatabase("sqlite");
});
afterAll(async () => {
  await site.remove();
  await database.remove();
});
afterEach(() => app?.close());

function start(): FastifyInstance {
  app = buildApp(loadConfig({ ...database.env, CLIENT_DIR: site.dir, LOG_LEVEL: "silent" }));
  return app;
}

describe("/livez and /readyz", () => {
  it.each(["/livez", "/readyz", "/healthz"])("%s is 200 {status: ok}, never cached, when all is well", async (url) => {
    const res = await start().inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("/readyz (and /healthz) fail when the database is gone; /livez does not look", async () => {
    const instance = start();
    await instance.ready();
    await instance.db.destroy();
    const live = await instance.inject({ url: "/livez" });
    expect(live.statusCode).toBe(200);
    for (const url of ["/readyz", "/healthz"]) {
      const res = await instance.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "error", failing: ["database", "migrations"] });
    }
  });

  it("/readyz fails naming a migration the database has not run", async () => {
    const instance = start();
    await instance.ready();
    // The latest one: the migrator refuses a gap before migrations that ran.
    const latest = Object.keys(MIGRATIONS).at(-1)!;
    await sql`delete from kysely_migration where name = ${latest}`.execute(instance.db);
    const res = await instance.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: "error", failing: ["migrations"] });
    expect((await instance.health.run()).failures).toEqual({ migrations: `not applied: ${latest}` });
    // The database is shared by this file's tests: it ran the migration, so say so again.
    await sql`insert into kysely_migration (name, timestamp) values (${latest}, ${new Date().toISOString()})`.execute(
      instance.db,
    );
  });
});

describe("/healthz", () => {
  it("is 200 {status: ok}, never cached", async () => {
    const res = await start().inject({ url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("answers HEAD", async () => {
    const res = await start().inject({ method: "HEAD", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("");
  });

  it("is 503 naming the failing check when a registered check fails", async () => {
    start().register(async (instance) => {
      instance.health.addCheck("ok", () => {});
      instance.health.addCheck("smtp", async () => {
        throw new Error("connection refused");
      });
    });
    const res = await app.inject({ url: "/healthz" });
    expect(res.statusCode).toBe(503);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({ status: "error", failing: ["smtp"] });
  });

  it("refuses two checks with the same name", async () => {
    start().register(async (instance) => {
      instance.health.addCheck("smtp", () => {});
      instance.health.addCheck("smtp", () => {});
    });
    await expect(app.ready()).rejects.toThrow(/"smtp" is already registered/);
  });
});

describe("a failing check's details", () => {
  it("are logged, never sent to whoever asks", async () => {
    const lines: string[] = [];
    const log = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = Fastify({ logger: { level: "warn", stream: log } });
    await app.register(health);
    app.health.addCheck("database", () => {
      throw new Error("connect ECONNREFUSED db.internal.example:5432 user=leads");
    });
    const res = await app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.body).not.toContain("ECONNREFUSED");
    expect(res.body).not.toContain("db.internal.example");
    expect(res.json()).toEqual({ status: "error", failing: ["database"] });
    expect(lines.join("")).toContain("connect ECONNREFUSED db.internal.example:5432");
  });
});
