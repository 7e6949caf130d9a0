// The thread that writes page views (docs/decisions/059): building and sending a batch's
// statements costs the calling thread more than the rest of counting a view, and better-sqlite3
// runs the statements themselves on the calling thread too. It runs at the lowest priority
// (docs/decisions/063): pages first, counts with the CPU time left. Started by
// page-view-writer.ts, from the built server only.
import { parentPort, workerData } from "node:worker_threads";
import { sql } from "kysely";
import { createDatabase, dialectOf } from "../db/database.js";
import { writePageViews } from "./store.js";
import { currentThreadId, lowerPriority } from "./thread-priority.js";
import {
  decodeBatch,
  keyed,
  type PriorityReport,
  type WorkerData,
  type WriteReply,
  type WriteRequest,
} from "./page-view-writer.js";

const { database } = workerData as WorkerData;
const db = createDatabase(database);
const thread = currentThreadId();
const ready = Promise.all([
  // A power cut may lose the last batch of page views written to SQLite (never a lead: the
  // server's own connection syncs every commit). Counts may be lost (issue 26, point 6).
  dialectOf(database) === "sqlite" ? sql`pragma synchronous = NORMAL`.execute(db) : undefined,
  thread === undefined ? undefined : lowerPriority(thread),
]);
// Said once, so that whoever runs the server knows whether counting yields to pages here.
void ready.then(([, lowered]) => parentPort!.postMessage({ lowered: lowered ?? "unchanged" } satisfies PriorityReport));

parentPort!.on("message", (request: WriteRequest) => {
  ready
    .then(() => writePageViews(db, keyed(decodeBatch(request.batch)), request.limits))
    .then(
      (written) => parentPort!.postMessage({ id: request.id, written } satisfies WriteReply),
      (error: unknown) =>
        parentPort!.postMessage({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies WriteReply),
    );
});
