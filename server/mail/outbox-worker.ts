import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { flushErasure, type Database } from "../db/database.js";
import { DrainLoop } from "../jobs/drain-loop.js";
import type { NotSent } from "./message-kinds.js";
import {
  claimDueMessage,
  emptyDetachedMessage,
  releaseMessage,
  markMessageSkipped,
  markMessageFailed,
  markMessageSent,
  type OutboxMessage,
} from "./outbox.js";

export interface OutboxTimings {
  /** How often due messages are looked for when nothing wakes the worker up. */
  pollMs: number;
  /** The wait after the first failure; it doubles with every further one, up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
  /** How long a message being sent stays with this instance before another may take it. */
  leaseMs: number;
}

export const OUTBOX_TIMINGS: OutboxTimings = {
  pollMs: 5_000,
  retryMs: 5_000,
  maxRetryMs: 60 * 60 * 1000,
  leaseMs: 2 * 60 * 1000,
};

/**
 * The wait before attempt `failures + 1`: exponential, capped, and shortened by up to a quarter
 * at random so that instances recovering from the same outage do not retry in step.
 */
export function retryDelay(failures: number, timings: OutboxTimings, random: () => number = Math.random): number {
  const exponential = Math.min(timings.maxRetryMs, timings.retryMs * 2 ** Math.max(0, failures - 1));
  return Math.round(exponential * (1 - random() * 0.25));
}

/**
 * Sent (undefined), or why the message is no longer to be sent (`skipped`), or why it is due again
 * at once (`released`: what it is about changed while it was claimed, as a lead erased meanwhile).
 */
export type SendOutcome = NotSent | undefined;

export interface OutboxWorkerOptions {
  db: Kysely<Database>;
  /** Sends the message; or says why it is not to be sent (then it is done, unsent) or not yet. */
  send: (message: OutboxMessage) => Promise<SendOutcome>;
  log: FastifyBaseLogger;
  timings?: Partial<OutboxTimings>;
  random?: () => number;
  /** The clock messages are due by; the system's by default. */
  now?: () => Date;
}

/**
 * Sends the outbox: one message at a time, claimed in the database so that several
 * instances share the work, marked sent once the SMTP server has accepted it. A failure is
 * retried later, forever: an outage delays a message but never drops it. (A crash between
 * the SMTP server's acceptance and the mark can send one twice; never zero times.)
 */
export class OutboxWorker {
  private readonly timings: OutboxTimings;
  private readonly loop: DrainLoop;
  /** When the worker last started a pass or finished a message. */
  private progressAt = Date.now();

  private readonly now: () => Date;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.now = options.now ?? (() => new Date());
    this.timings = { ...OUTBOX_TIMINGS, ...options.timings };
    this.loop = new DrainLoop({
      name: "outbox",
      step: () => this.sendNext(),
      onProgress: () => (this.progressAt = Date.now()),
      pollMs: this.timings.pollMs,
      log: options.log,
    });
  }

  start(): void {
    this.progressAt = Date.now();
    this.loop.start();
  }

  /** Sends what is due now rather than at the next poll (a lead was just stored). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops polling and waits for the message being sent, if any. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /**
   * Milliseconds without progress, when more than a lease (a send that long has lost its claim
   * to another instance) and two polls (the worker wakes at least once a poll); else 0. Slow SMTP
   * is not "stuck": failures are retried and show in the metrics, not in readiness.
   */
  stalledFor(now: number = Date.now()): number {
    if (this.loop.isStopped) return 0;
    const idle = now - this.progressAt;
    return idle > Math.max(this.timings.leaseMs, 2 * this.timings.pollMs) ? idle : 0;
  }

  /** Sends one due message; false when none was due. */
  private async sendNext(): Promise<boolean> {
    const { db, log } = this.options;
    const now = this.now();
    const message = await claimDueMessage(db, { now, leaseUntil: new Date(now.getTime() + this.timings.leaseMs) });
    if (message === undefined) return false;

    const detached = message.leadId === null;
    const about = message.leadId;
    let outcome: SendOutcome;
    try {
      outcome = await this.options.send(message);
    } catch (error) {
      const attempts = message.attempts + 1;
      const delay = retryDelay(attempts, this.timings, this.options.random);
      const reason = error instanceof Error ? error.message : String(error);
      await markMessageFailed(db, message.id, { attempts, retryAt: new Date(now.getTime() + delay), error: reason });
      log.warn(
        { lead: about, kind: message.kind, attempts, retryInMs: delay, err: reason },
        "outbox: message not sent; will retry",
      );
      return true;
    }
    // Its lead was deleted since it was claimed: its outbox rows went with it, but for those
    // detached from it (an erasure's CANCEL), which are due again at once.
    if (outcome !== undefined && "released" in outcome) {
      await releaseMessage(db, message.id);
      return true;
    }
    if (outcome !== undefined) {
      if (detached) {
        if (await emptyDetachedMessage(db, message.id, outcome.skipped)) await flushErasure(db);
      } else await markMessageSkipped(db, message.id, outcome.skipped);
      log.info({ lead: about, kind: message.kind, reason: outcome.skipped }, "outbox: message not to be sent");
      return true;
    }
    // A detached message holds an address its lead no longer does (or never did): emptied once
    // sent. One detached while it was being sent (its lead erased meanwhile) goes the same way.
    if (!detached) await markMessageSent(db, message.id);
    // The address is gone from the row; the file and the WAL are made to forget it too.
    if (await emptyDetachedMessage(db, message.id)) await flushErasure(db);
    log.info({ lead: about, kind: message.kind, attempts: message.attempts + 1 }, "outbox: message sent");
    return true;
  }
}
