// The thread that writes page views to SQLite (docs/decisions/059): better-sqlite3 runs every
// statement on the calling thread, so on the server's own thread a batch write would hold up
// every page being sent meanwhile. Started by page-view-writer.ts, from the built server only.
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { Database } from "../db/database.js";
import { writePageViews } from "./store.js";
import type { WorkerData, WriteReply, WriteRequest } from "./page-view-writer.js";

const { file } = workerData as WorkerData;
const sqlite = new SQLite(file, { fileMustExist: true });
// The server's connection made the file and set WAL mode; this one waits for its writes.
sqlite.pragma("busy_timeout = 5000");
// A power cut may lose the last batch of page views (never a lead: the server's own connection
// syncs every commit). Page views are counts, and counts may be lost (issue 26, point 6).
sqlite.pragma("synchronous = NORMAL");
const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });

parentPort!.on("message", (request: WriteRequest) => {
  writePageViews(db, request.views, request.limits).then(
    (written) => parentPort!.postMessage({ id: request.id, written } satisfies WriteReply),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies WriteReply),
  );
});
