import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { sql, SqliteAdapter, type Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { writePageViews, type KeyedPageView, type StoreLimits } from "./store.js";

/** Where a batch of keyed page views goes: the server's own connection, or a SQLite thread. */
export interface PageViewWriter {
  write(views: KeyedPageView[], limits: StoreLimits): Promise<number>;
  close(): Promise<void>;
}

export interface WorkerData {
  file: string;
}
export interface WriteRequest {
  id: number;
  views: KeyedPageView[];
  limits: StoreLimits;
}
export type WriteReply = { id: number; written: number } | { id: number; error: string };

/** Writes on the calling thread: PostgreSQL (the work is the database server's) and the tests. */
export function inlineWriter(db: Kysely<Database>): PageViewWriter {
  return { write: (views, limits) => writePageViews(db, views, limits), close: async () => {} };
}

/** The worker as compiled beside this file; absent when the server runs from its sources (tests). */
const WORKER = new URL("./page-view-worker.js", import.meta.url);

/**
 * On SQLite, a thread of its own with its own connection to the same file, so that a batch write
 * never holds up the pages being sent (better-sqlite3 is synchronous). Falls back to the calling
 * thread when the database is PostgreSQL or the worker is not built; and if the thread dies, the
 * batches after it are written on the calling thread.
 */
export async function pageViewWriter(db: Kysely<Database>): Promise<PageViewWriter> {
  const inline = inlineWriter(db);
  if (!(db.getExecutor().adapter instanceof SqliteAdapter) || !existsSync(fileURLToPath(WORKER))) return inline;
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(db);
  const file = rows.find((row) => row.name === "main")?.file;
  if (!file) return inline;

  const worker = new Worker(WORKER, { workerData: { file } satisfies WorkerData });
  worker.unref();
  const pending = new Map<number, { resolve: (written: number) => void; reject: (error: Error) => void }>();
  let next = 0;
  let alive = true;
  const fail = (error: Error) => {
    alive = false;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on("message", (reply: WriteReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ("error" in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply.written);
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the page-view writer thread exited (${code})`)));
  return {
    write(views, limits) {
      if (!alive) return inline.write(views, limits);
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, views, limits } satisfies WriteRequest);
      });
    },
    async close() {
      alive = false;
      await worker.terminate();
    },
  };
}
