// `npm run backup` while the compiled server keeps taking leads, then `npm run restore`: every
// lead is either whole in the copy (with its notification) or only in the live database, never
// torn; a restore refuses a database holding leads unless --force (issue 20, point 3).
import { execFile } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type Env } from "../config.js";
import { createDatabase, type Dialect } from "../db/database.js";
import { CONSULTING } from "../testing/collector.js";
import { createTestDatabase, DIALECTS } from "../testing/databases.js";
import { compileServer, postJson, ServerProcess, type CompiledServer } from "../testing/server-process.js";
import { makeSite } from "../testing/site.js";
import { defaultBackupFile, libpqUrl } from "./backup.js";

/** Leads stored before the stream starts, so that the copy has something to read. */
const SEED = 400;
const SENDERS = 4;
/** How long the stream runs before the backup starts, and after it ends. */
const AROUND_MS = 300;
/** Bounds every sender's loop. */
const MAX_PER_SENDER = 5_000;

let compiled: CompiledServer | undefined;
let site: Awaited<ReturnType<typeof makeSite>> | undefined;
const servers = new Set<ServerProcess>();
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  [compiled, site] = await Promise.all([compileServer(), makeSite()]);
}, 60_000);

afterAll(async () => {
  await Promise.all([...servers].map((server) => server.stop()));
  for (const cleanup of cleanups.reverse()) await cleanup();
  await compiled?.remove();
  await site?.remove();
});

interface Sent {
  marker: string;
  sentAt: number;
  ackedAt: number | undefined;
}

/** The compiled CLI in a process of its own, as `npm run backup` / `npm run restore` run it. */
async function cli(command: "backup" | "restore", args: string[], env: Env): Promise<{ code: number; out: string }> {
  const module = pathToFileURL(path.join(path.dirname(compiled!.main), "cli", "backup.js")).href;
  const run = command === "backup" ? "runBackupCli" : "runRestoreCli";
  const script =
    `const cli = await import(${JSON.stringify(module)});` +
    `const io = { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) };` +
    `process.exitCode = await cli.${run}(JSON.parse(process.argv[1]), process.env, io);`;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--input-type=module", "-e", script, JSON.stringify(args)],
      { env: { PATH: process.env.PATH, ...env } },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const { code, stdout = "", stderr = "" } = error as { code?: number; stdout?: string; stderr?: string };
    return { code: code ?? -1, out: stdout + stderr };
  }
}

/** Company → notifications queued for it, of every lead in the database `env` points at. */
async function readLeads(env: Env): Promise<Map<string, { fields: string; notifications: number }>> {
  const db = createDatabase(loadConfig(env));
  try {
    const rows = await db
      .selectFrom("leads")
      // Notifications only: each lead also has the owner's reminder, due a day later.
      .leftJoin("outbox", (join) =>
        join.onRef("outbox.lead_id", "=", "leads.id").on("outbox.kind", "=", "notification"),
      )
      .select(["leads.company", "leads.name", "leads.email", "leads.message", "outbox.id as outboxId"])
      .execute();
    const leads = new Map<string, { fields: string; notifications: number }>();
    for (const row of rows) {
      const entry = leads.get(row.company) ?? { fields: `${row.name}|${row.email}|${row.message}`, notifications: 0 };
      if (row.outboxId !== null) entry.notifications += 1;
      leads.set(row.company, entry);
    }
    return leads;
  } finally {
    await db.destroy();
  }
}

/** An empty database for the copy: a new SQLite folder, or a new PostgreSQL database. */
async function emptyTarget(dialect: Dialect): Promise<Env> {
  const target = await createTestDatabase(dialect);
  cleanups.push(() => target.remove());
  return target.env;
}

describe.each(DIALECTS)("%s: npm run backup while leads stream in, then npm run restore", (dialect: Dialect) => {
  it("copies every lead acknowledged before it began, whole, none sent after it ended; restore needs --force over leads", async () => {
    const database = await createTestDatabase(dialect);
    cleanups.push(() => database.remove());
    const dataDir = await mkdtemp(path.join(tmpdir(), "backups-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // Notifications on, to a port nobody answers: each lead's outbox row stays, to be found in the copy.
    const mail = { SMTP_URL: "smtp://127.0.0.1:9", NOTIFY_EMAIL: "owner@example.com" };
    const env: Env = { ...database.env, ...mail, ...(dialect === "postgres" ? { DATA_DIR: dataDir } : {}) };
    const server = new ServerProcess(compiled!.main, {
      ...env,
      CLIENT_DIR: site!.dir,
      LOG_LEVEL: "error",
      RATE_LIMIT_PER_MINUTE: "999999",
    });
    servers.add(server);
    await server.start();

    const sent = new Map<string, Sent>();
    const failures: string[] = [];
    const agent = new http.Agent({ keepAlive: true, maxSockets: SENDERS });
    let n = 0;
    const send = async () => {
      const marker = `backup-${dialect}-${n++}`;
      const lead: Sent = { marker, sentAt: performance.now(), ackedAt: undefined };
      sent.set(marker, lead);
      const reply = await postJson(`${server.base}/f/contact`, { ...CONSULTING, company: marker }, { agent });
      if (reply.status === 200) lead.ackedAt = performance.now();
      else failures.push(`${marker}: ${reply.status}`);
    };
    for (let i = 0; i < SEED / SENDERS; i++) await Promise.all(Array.from({ length: SENDERS }, send));

    const phase = { stopped: false };
    const sender = async () => {
      for (let i = 0; i < MAX_PER_SENDER && !phase.stopped; i++) await send();
    };
    const stream = Promise.all(Array.from({ length: SENDERS }, sender));
    await new Promise((resolve) => setTimeout(resolve, AROUND_MS));
    const file = path.join(dataDir, `copy.${dialect === "sqlite" ? "sqlite" : "dump"}`);
    const backupStarted = performance.now();
    const backup = await cli("backup", [file], env);
    const backupEnded = performance.now();
    await new Promise((resolve) => setTimeout(resolve, AROUND_MS));
    phase.stopped = true;
    await stream;
    agent.destroy();
    expect(backup, backup.out).toMatchObject({ code: 0 });
    expect(backup.out).toContain(`copied to ${file}`);
    expect(failures).toEqual([]);

    // The copy, loaded into an empty database: no --force needed there.
    const target = await emptyTarget(dialect);
    const restored = await cli("restore", [file], target);
    expect(restored, restored.out).toMatchObject({ code: 0 });
    const copy = await readLeads(target);
    const live = await readLeads(env);

    const all = [...sent.values()];
    const before = all.filter((lead) => lead.ackedAt !== undefined && lead.ackedAt < backupStarted);
    const after = all.filter((lead) => lead.sentAt > backupEnded);
    const during = all.length - before.length - after.length;
    expect(before.filter((lead) => !copy.has(lead.marker)).map((lead) => lead.marker)).toEqual([]);
    expect(after.filter((lead) => copy.has(lead.marker)).map((lead) => lead.marker)).toEqual([]);
    expect(after.length).toBeGreaterThan(0);
    // Never torn: what the copy holds is a lead we sent, with the fields the live database has and its one notification.
    for (const [marker, lead] of copy) {
      expect(sent.has(marker), marker).toBe(true);
      expect(lead).toEqual(live.get(marker));
      expect(lead.notifications, marker).toBe(1);
    }
    expect(live.size).toBe(all.length);
    console.log(
      `backup test, ${dialect}: ${all.length} leads sent, ${before.length} acknowledged before the backup began ` +
        `(all in the copy), ${during} sent while it ran (${copy.size - before.length} of them in the copy, whole), ` +
        `${after.length} after it ended (none in the copy); the backup took ${(backupEnded - backupStarted).toFixed(0)} ms ` +
        `as a process of its own`,
    );

    // Over the live database, which holds leads: refused without --force, nothing changed.
    const refused = await cli("restore", [file], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(new RegExp(`holds ${live.size} leads: restoring would replace them.*--force`));
    expect((await readLeads(env)).size).toBe(live.size);

    // The way the README says: stop the server, restore with --force, start it again.
    server.kill("SIGTERM");
    expect(await server.exited()).toEqual({ code: 0, signal: null });
    const forced = await cli("restore", [file, "--force"], env);
    expect(forced, forced.out).toMatchObject({ code: 0 });
    expect(await readLeads(env)).toEqual(copy);
    await server.start();
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
    expect((await postJson(`${server.base}/f/contact`, { ...CONSULTING, company: "after-restore" })).status).toBe(200);
    expect((await readLeads(env)).size).toBe(copy.size + 1);
    await server.stop();
  }, 120_000);
});

describe("npm run backup without FILE", () => {
  it("names a dated file under DATA_DIR/backups", () => {
    const now = new Date("2026-11-23T14:05:09.123Z");
    expect(defaultBackupFile({ dataDir: "/srv/data", databaseUrl: undefined }, now)).toBe(
      "/srv/data/backups/leads-2026-11-23T14-05-09Z.sqlite",
    );
    expect(defaultBackupFile({ dataDir: "/srv/data", databaseUrl: "postgres://db/site" }, now)).toBe(
      "/srv/data/backups/leads-2026-11-23T14-05-09Z.dump",
    );
  });

  it("gives pg_dump a URL libpq reads as node-postgres does (a space, not a plus)", () => {
    expect(libpqUrl("postgres://u:p@db:5432/site?options=-c+search_path%3Dt_1&sslmode=require")).toBe(
      "postgres://u:p@db:5432/site?options=-c%20search_path%3Dt_1&sslmode=require",
    );
    expect(libpqUrl("postgres://db/site")).toBe("postgres://db/site");
  });

  it.each<[string, string[], RegExp]>([
    ["two files", ["a", "b"], /Usage: npm run backup/],
    ["an unknown option", ["--fast"], /Usage: npm run backup/],
  ])("refuses %s with the usage", async (_, args, message) => {
    const result = await cli("backup", args, { DATA_DIR: tmpdir() });
    expect(result.code).toBe(2);
    expect(result.out).toMatch(message);
  });

  it.each<[string, string[], RegExp]>([
    ["no file", [], /Usage: npm run restore/],
    ["a missing file", ["/nonexistent/backup.sqlite"], /There is no backup at \/nonexistent\/backup\.sqlite/],
  ])("npm run restore refuses %s", async (_, args, message) => {
    const result = await cli("restore", args, { DATA_DIR: await mkdtemp(path.join(tmpdir(), "restore-")) });
    expect(result.code).toBeGreaterThan(0);
    expect(result.out).toMatch(message);
  });
});
