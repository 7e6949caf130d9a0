// SIGTERM on the real server (issue 7, point 4): the requests in flight finish with their answer
// and their lead, new connections are refused, the database is closed and the process exits 0.
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { createDatabase, SQLITE_FILE, type Dialect } from "../../db/database.js";
import { CONSULTING } from "../collector.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../databases.js";
import { compileServer, ServerProcess, slowPost, type CompiledServer } from "../server-process.js";
import { makeSite } from "../site.js";

/** Submissions whose bodies are half sent when SIGTERM comes. */
const IN_FLIGHT = 3;
/** The server gives requests 10 s (main.ts); a drain with nothing slow must be far quicker. */
const EXIT_WITHIN_MS = 5_000;
/** More than the loopback socket buffers hold, so that its answer is still being written. */
const BIG_FILE_BYTES = 32 * 1024 * 1024;

let compiled: CompiledServer | undefined;
let site: Awaited<ReturnType<typeof makeSite>> | undefined;
const servers = new Set<ServerProcess>();
const databases = new Set<TestDatabase>();

beforeAll(async () => {
  [compiled, site] = await Promise.all([compileServer(), makeSite()]);
  await writeFile(path.join(site.dir, "big.bin"), Buffer.alloc(BIG_FILE_BYTES, "x"));
}, 60_000);

// Even when a test failed half-way: no server may outlive the run.
afterAll(async () => {
  await Promise.all([...servers].map((server) => server.stop()));
  await Promise.all([...databases].map((database) => database.remove()));
  await compiled?.remove();
  await site?.remove();
});

describe.each(DIALECTS)("%s: SIGTERM", (dialect: Dialect) => {
  it("lets the requests in flight finish, refuses new connections, closes the database and exits 0", async () => {
    const database = await createTestDatabase(dialect);
    databases.add(database);
    const server = new ServerProcess(compiled!.main, {
      ...database.env,
      CLIENT_DIR: site!.dir,
      // Info, for the lines that say the drain began and the database was closed.
      LOG_LEVEL: "info",
    });
    servers.add(server);
    await server.start();

    // A browser's idle keep-alive connection must not hold the exit for the 72 s keep-alive.
    const idle = await openIdleConnection(server.port);
    const agent = new http.Agent({ keepAlive: true });
    const slow = Array.from({ length: IN_FLIGHT }, (_, i) =>
      slowPost(`${server.base}/f/contact`, { ...CONSULTING, company: `drain-${dialect}-${i}` }, { agent }),
    );
    // Once a request on another connection is answered, the server has read the slow ones' headers.
    const health = await fetch(`${server.base}/healthz`);
    expect(health.status).toBe(200);
    await sleep(100);

    const signalled = Date.now();
    server.kill("SIGTERM");
    await waitFor(() => server.logLines("shutting down: draining in-flight requests").length === 1, 5_000);
    await waitFor(() => idle.closed, 2_000);
    expect(await refusesConnections(server.port, 2_000)).toBe(true);
    expect(server.running).toBe(true);

    const replies = await Promise.all(slow.map((request) => request.finish()));
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(JSON.parse(reply.body)).toEqual({ ok: true, next: "/en/thanks" });
    }
    const answered = Date.now();
    const exit = await Promise.race([server.exited(), sleep(EXIT_WITHIN_MS).then(() => "still running")]);
    expect(exit).toEqual({ code: 0, signal: null });
    const exitedAfterMs = { signal: Date.now() - signalled, answers: Date.now() - answered };
    expect(server.logLines("closed: requests drained, database closed")).toHaveLength(1);
    expect(server.logLines(/error|exiting/)).toEqual([]);

    let integrity = "n/a";
    if (dialect === "sqlite") {
      // The last connection to close checkpoints the WAL into the file and deletes it; a
      // process that exits without closing leaves it behind.
      const file = path.join(database.env.DATA_DIR!, SQLITE_FILE);
      expect(existsSync(`${file}-wal`)).toBe(false);
      const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
      try {
        integrity = String(sqlite.pragma("integrity_check", { simple: true }));
      } finally {
        sqlite.close();
      }
      expect(integrity).toBe("ok");
    }
    const db = createDatabase(loadConfig(database.env));
    try {
      const rows = await db.selectFrom("leads").select("company").orderBy("company").execute();
      expect(rows.map((row) => row.company)).toEqual(
        Array.from({ length: IN_FLIGHT }, (_, i) => `drain-${dialect}-${i}`),
      );
    } finally {
      await db.destroy();
    }
    console.log(
      `shutdown test, ${dialect}: ${IN_FLIGHT} submissions in flight at SIGTERM all answered 200 and stored; ` +
        `idle keep-alive connection closed, new connections refused; exit code 0 ${exitedAfterMs.signal} ms after ` +
        `the signal, ${exitedAfterMs.answers} ms after the last answer; integrity_check ${integrity}`,
    );
  }, 30_000);
});

describe("SIGTERM during a long download", () => {
  it("lets the answer finish, then closes its keep-alive connection and exits 0", async () => {
    const database = await createTestDatabase("sqlite");
    databases.add(database);
    const server = new ServerProcess(compiled!.main, { ...database.env, CLIENT_DIR: site!.dir, LOG_LEVEL: "info" });
    servers.add(server);
    await server.start();

    // A client that has its answer's headers and first bytes, then stops reading for a while.
    const socket = net.connect(server.port, "127.0.0.1");
    let closed = false;
    socket.on("close", () => (closed = true));
    socket.on("error", () => {});
    let received = 0;
    let head = "";
    const started = new Promise<void>((resolve) => {
      socket.on("data", (chunk: Buffer) => {
        if (received === 0) {
          head = chunk.toString("latin1");
          socket.pause();
          resolve();
        }
        received += chunk.length;
      });
    });
    socket.write("GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
    await started;
    expect(head).toMatch(/^HTTP\/1\.1 200[^]*\r\n\r\n/);

    server.kill("SIGTERM");
    await waitFor(() => server.logLines("shutting down: draining in-flight requests").length === 1, 5_000);
    await sleep(300);
    // Still writing the answer: the drain waits for it.
    expect(server.running).toBe(true);

    const headerBytes = head.indexOf("\r\n\r\n") + 4;
    const total = headerBytes + BIG_FILE_BYTES;
    socket.resume();
    await waitFor(() => received >= total, 10_000);
    const done = Date.now();
    await waitFor(() => closed, 2_000);
    const exit = await Promise.race([server.exited(), sleep(EXIT_WITHIN_MS).then(() => "still running")]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(received).toBe(total);
    console.log(
      `shutdown test, download: ${BIG_FILE_BYTES / 1024 / 1024} MB answer in flight at SIGTERM delivered whole; ` +
        `its keep-alive connection closed and the process exited 0 ${Date.now() - done} ms after the last byte`,
    );
  }, 30_000);
});

describe("Ctrl-C in a terminal (SIGINT twice)", () => {
  it("drains once and exits 0: the second SIGINT does not cut the drain short", async () => {
    const database = await createTestDatabase("sqlite");
    databases.add(database);
    const server = new ServerProcess(compiled!.main, { ...database.env, CLIENT_DIR: site!.dir, LOG_LEVEL: "info" });
    servers.add(server);
    await server.start();

    // An answer in flight that the client is slow to read, so the drain is still going on.
    const socket = net.connect(server.port, "127.0.0.1");
    socket.on("error", () => {});
    let received = 0;
    const started = new Promise<void>((resolve) => {
      socket.on("data", (chunk: Buffer) => {
        if (received === 0) {
          socket.pause();
          resolve();
        }
        received += chunk.length;
      });
    });
    socket.write("GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
    await started;

    server.kill("SIGINT");
    await waitFor(() => server.logLines("shutting down: draining in-flight requests").length === 1, 5_000);
    server.kill("SIGINT");
    await sleep(300);
    expect(server.running).toBe(true);

    socket.resume();
    const exit = await Promise.race([server.exited(), sleep(EXIT_WITHIN_MS).then(() => "still running")]);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(server.logLines("shutting down: draining in-flight requests")).toHaveLength(1);
    expect(server.logLines("closed: requests drained, database closed")).toHaveLength(1);
  }, 30_000);
});

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** A keep-alive connection that has had its answer and stays open, as a browser leaves it. */
async function openIdleConnection(port: number): Promise<{ readonly closed: boolean }> {
  const socket = net.connect(port, "127.0.0.1");
  const state = { closed: false };
  socket.on("close", () => (state.closed = true));
  socket.on("error", () => {});
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) resolve();
    });
    socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n");
  });
  return state;
}

/** Whether a new connection is refused within `timeoutMs` (the server stops listening first). */
async function refusesConnections(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
    });
    if (refused) return true;
    await sleep(20);
  }
  return false;
}
