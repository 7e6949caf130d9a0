import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database, DatabaseConfig } from "../db/database.js";
import type { PageViewFacts, Visitor } from "./page-view.js";
import { writePageViews, type KeyedPageView, type StoreLimits } from "./store.js";
import { continuedDay, dayOf, visitorKey } from "./visitor-key.js";
import type { Lowered } from "./thread-priority.js";

/** A page view as the recorder queues it: its visitor becomes a key only when it is written. */
export interface QueuedView {
  visitor: Visitor;
  facts: PageViewFacts;
}

/** Each day's salt in a batch, and yesterday's while it may still continue a visit (decision 058). */
export type BatchSalts = Map<string, { salt: string; continuing?: string | undefined }>;

/** A batch to write: its views and their days' salts. */
export interface Batch {
  views: QueuedView[];
  salts: BatchSalts;
}

/** Where a batch goes: the server's own connection, or a thread of its own. */
export interface PageViewWriter {
  write(batch: Batch, limits: StoreLimits): Promise<number>;
  close(): Promise<void>;
}

/** The batch's views under their visitor keys (and yesterday's key in the first 30 minutes of a day). */
export function keyed({ views, salts }: Batch): KeyedPageView[] {
  return views.map(({ visitor, facts }) => {
    const { salt, continuing } = salts.get(dayOf(facts.viewedAt))!;
    const continues = continuing !== undefined && continuedDay(facts.viewedAt) !== undefined;
    return {
      ...facts,
      visitorKey: visitorKey(salt, visitor),
      continuesKey: continues ? visitorKey(continuing, visitor) : undefined,
    };
  });
}

export interface WorkerData {
  database: DatabaseConfig;
}
export interface WriteRequest {
  id: number;
  /** The batch as JSON (`encodeBatch`): one string copies far faster than 500 objects clone. */
  batch: string;
  limits: StoreLimits;
}

/**
 * A queued view as it crosses to the thread: a tuple, the time as a number. As JSON it costs the
 * serving thread a fraction of the object it stands for (no keys, no Date's ISO string).
 */
type WireView = [
  site: string,
  address: string,
  userAgent: string,
  viewedAt: number,
  path: string,
  language: PageViewFacts["language"],
  referrerHost: string | null,
  channel: PageViewFacts["channel"],
  source: string | null,
  medium: string,
  campaign: string | null,
  content: string | null,
  term: string | null,
  device: PageViewFacts["device"],
];

export function encodeBatch({ views, salts }: Batch): string {
  const wire = views.map(({ visitor, facts }): WireView => [
    visitor.site,
    visitor.address,
    visitor.userAgent,
    facts.viewedAt.getTime(),
    facts.path,
    facts.language,
    facts.referrerHost,
    facts.channel,
    facts.source,
    facts.medium,
    facts.campaign,
    facts.content,
    facts.term,
    facts.device,
  ]);
  return JSON.stringify({ views: wire, salts: [...salts] });
}

export function decodeBatch(json: string): Batch {
  const { views, salts } = JSON.parse(json) as {
    views: WireView[];
    salts: [string, { salt: string; continuing?: string }][];
  };
  return {
    views: views.map(
      ([
        site,
        address,
        userAgent,
        at,
        path,
        language,
        referrerHost,
        channel,
        source,
        medium,
        campaign,
        content,
        term,
        device,
      ]) => ({
        visitor: { site, address, userAgent },
        facts: {
          viewedAt: new Date(at),
          path,
          language,
          referrerHost,
          channel,
          source,
          medium,
          campaign,
          content,
          term,
          device,
        },
      }),
    ),
    salts: new Map(salts),
  };
}
export type WriteReply = { id: number; written: number } | { id: number; error: string };
/** The thread's first message: how far it could lower its priority (docs/decisions/063). */
export interface PriorityReport {
  lowered: Lowered;
}

/** Writes on the calling thread: the tests, and the fallback when the thread cannot run. */
export function inlineWriter(db: Kysely<Database>): PageViewWriter {
  return { write: (batch, limits) => writePageViews(db, keyed(batch), limits), close: async () => {} };
}

/** The worker as compiled beside this file; absent when the server runs from its sources (tests). */
const WORKER = new URL("./page-view-worker.js", import.meta.url);

/**
 * A thread of its own, with its own connection to the same database, so that writing a batch
 * never holds up the pages being sent. Falls back to the calling thread when the worker is not
 * built (the server runs from its sources: the tests), and if the thread dies, the batches after
 * it are written on the calling thread.
 */
export function pageViewWriter(
  db: Kysely<Database>,
  database: DatabaseConfig,
  log: Pick<FastifyBaseLogger, "info" | "warn">,
): PageViewWriter {
  const inline = inlineWriter(db);
  if (!existsSync(fileURLToPath(WORKER))) return inline;

  const worker = new Worker(WORKER, { workerData: { database } satisfies WorkerData });
  worker.unref();
  const pending = new Map<number, { resolve: (written: number) => void; reject: (error: Error) => void }>();
  let next = 0;
  let alive = true;
  const fail = (error: Error) => {
    alive = false;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on("message", (reply: WriteReply | PriorityReport) => {
    if ("lowered" in reply) {
      if (reply.lowered === "idle") log.info("page views are written on spare CPU time only (idle priority)");
      else
        log.warn(
          { lowered: reply.lowered },
          reply.lowered === "nice"
            ? "the page-view writer runs at nice 19 but not in the idle class (is util-linux's chrt installed?): on a saturated machine counting takes some CPU from pages"
            : "the page-view writer could not lower its priority: on a saturated machine counting takes CPU from pages",
        );
      return;
    }
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ("error" in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply.written);
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`the page-view writer thread exited (${code})`)));
  return {
    write(batch, limits) {
      if (!alive) return inline.write(batch, limits);
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        // The HMACs are computed there too: the serving thread only hands the batch over.
        worker.postMessage({ id, batch: encodeBatch(batch), limits } satisfies WriteRequest);
      });
    },
    async close() {
      alive = false;
      await worker.terminate();
    },
  };
}
