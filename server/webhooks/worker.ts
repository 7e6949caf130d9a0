import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { DrainLoop } from "../jobs/drain-loop.js";
import {
  claimDueDelivery,
  purgeOldDeliveries,
  recordAttempt,
  releaseDelivery,
  type AttemptRecord,
  type Delivery,
} from "./deliveries.js";
import {
  endpointFailed,
  endpointGone,
  endpointSucceeded,
  findEndpoint,
  signingSecrets,
  type Endpoint,
} from "./endpoints.js";
import { nextAttemptDelay, parseRetryAfter, RETRY_SCHEDULE_MS } from "./schedule.js";
import { noteAnswered, noteUnanswered, SET_ASIDE_RULE, type SetAside, type SetAsideRule } from "./set-aside.js";
import { postWebhook, REQUEST_TIMEOUT_MS, type PostResult } from "./send.js";
import { signatureHeaders } from "./signing.js";

export interface WebhookTimings {
  /** How often due deliveries are looked for when nothing wakes the worker up. */
  pollMs: number;
  /** How long a delivery being sent stays with this instance: more than a request may take. */
  leaseMs: number;
  /** A request not answered within this has failed. */
  timeoutMs: number;
  /** The waits after each failure (RETRY_SCHEDULE_MS); tests shorten them. */
  schedule: readonly number[];
  /** How often the 30-day-old log is deleted. */
  purgeEveryMs: number;
  /** Requests in flight at once, each to another endpoint. */
  endpointsAtOnce: number;
  /** When an endpoint giving no reply is set aside, and for how long (decision 077). */
  setAside: SetAsideRule;
}

const WEBHOOK_TIMINGS: WebhookTimings = {
  pollMs: 2_000,
  leaseMs: 4 * REQUEST_TIMEOUT_MS,
  timeoutMs: REQUEST_TIMEOUT_MS,
  schedule: RETRY_SCHEDULE_MS,
  purgeEveryMs: 60 * 60 * 1000,
  // Each dead endpoint holds one for up to a timeout: this many can be dead before a live one waits.
  endpointsAtOnce: 8,
  setAside: SET_ASIDE_RULE,
};

interface WebhookWorkerOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** WEBHOOK_ALLOW_PRIVATE. */
  allowPrivate: boolean;
  /** The endpoint was just disabled after failing for days: the owner is to be told. */
  onDisabled: (endpoint: Endpoint, delivery: Delivery) => Promise<void>;
  /** The endpoint was just set aside, the first time since it last replied: the owner is to be told. */
  onSetAside: (endpoint: Endpoint, setAside: SetAside) => Promise<void>;
  timings?: Partial<WebhookTimings>;
  random?: () => number;
}

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * Sends the deliveries, each claimed in the database with a lease so that any instance may send
 * it and only one does at a time: a DrainLoop (server/jobs/drain-loop.ts) over the webhook tables,
 * as the outbox worker is over the outbox. A crash mid-request leaves the lease to run out and
 * another instance sends it again, with the same `webhook-id`: at least once.
 *
 * One request at a time per endpoint, and up to `endpointsAtOnce` endpoints at once: a step
 * claims a delivery to an endpoint not already in flight and starts it without waiting, so an
 * endpoint that never answers holds its own lane for a timeout, never another's (issue 37,
 * decision 076). A finished request wakes the loop for the next.
 */
export class WebhookWorker {
  private readonly timings: WebhookTimings;
  private readonly loop: DrainLoop;
  private purgedAt = 0;
  /** The request in flight to each endpoint, by endpoint id. */
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(private readonly options: WebhookWorkerOptions) {
    this.timings = { ...WEBHOOK_TIMINGS, ...options.timings };
    this.loop = new DrainLoop({
      name: "webhooks",
      step: () => this.sendNext(),
      beforePass: () => this.purgeOldLog(),
      pollMs: this.timings.pollMs,
      log: options.log,
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Requests in a row without a reply that set an endpoint aside. */
  get setAsideAfter(): number {
    return this.timings.setAside.after;
  }

  /** Sends what is due now rather than at the next poll (an event was just queued). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops polling and waits for the requests in flight, if any. */
  async stop(): Promise<void> {
    await this.loop.stop();
    await Promise.all(this.inFlight.values());
  }

  /** The 30-day-old log, deleted at most once per `purgeEveryMs`. */
  private async purgeOldLog(): Promise<void> {
    if (Date.now() - this.purgedAt < this.timings.purgeEveryMs) return;
    this.purgedAt = Date.now();
    const purged = await purgeOldDeliveries(this.options.db);
    if (purged > 0) this.options.log.info({ purged }, "webhooks: deliveries older than 30 days deleted");
  }

  /**
   * Starts sending one due delivery to an endpoint with no request in flight; false when none was
   * due, or every lane is taken (a finished request wakes the loop again).
   */
  private async sendNext(): Promise<boolean> {
    if (this.inFlight.size >= this.timings.endpointsAtOnce) return false;
    const now = new Date();
    const delivery = await claimDueDelivery(this.options.db, {
      now,
      leaseUntil: new Date(now.getTime() + this.timings.leaseMs),
      busy: [...this.inFlight.keys()],
    });
    if (delivery === undefined) return false;
    const sending = this.send(delivery, now)
      .catch((error: unknown) =>
        // Its lease runs out and it is sent again: the log says why this attempt went nowhere.
        this.options.log.error({ err: error, delivery: delivery.id }, "webhooks: could not settle a delivery"),
      )
      .finally(() => {
        this.inFlight.delete(delivery.endpointId);
        this.loop.wake();
      });
    this.inFlight.set(delivery.endpointId, sending);
    return true;
  }

  /** Sends one claimed delivery and records what came of it. */
  private async send(delivery: Delivery, now: Date): Promise<void> {
    const { db } = this.options;
    const endpoint = await findEndpoint(db, delivery.endpointId);
    // Deleted since: its deliveries went with it.
    if (endpoint === undefined) return;
    if (endpoint.state !== "active") {
      await releaseDelivery(db, delivery.id, now);
      return;
    }
    // Set aside by another instance since the claim: it waits with the others.
    if (endpoint.setAside !== null && endpoint.setAside.until > now) {
      await releaseDelivery(db, delivery.id, endpoint.setAside.until);
      return;
    }
    const headers = signatureHeaders(signingSecrets(endpoint, now), delivery.messageId, delivery.body, now);
    const result = await postWebhook(
      { url: endpoint.url, headers, body: delivery.body },
      { allowPrivate: this.options.allowPrivate, timeoutMs: this.timings.timeoutMs },
    );
    try {
      await this.settle(endpoint, delivery, result, now);
    } catch (error) {
      // Deleted while its request was in flight: its delivery and log went with it.
      if ((await findEndpoint(db, endpoint.id)) === undefined) return;
      throw error;
    }
  }

  private async settle(endpoint: Endpoint, delivery: Delivery, result: PostResult, at: Date): Promise<void> {
    const { db, log } = this.options;
    const attempt = { at, status: result.status, durationMs: result.durationMs, reply: result.reply };
    const context = { endpoint: endpoint.id, delivery: delivery.id, type: delivery.type, status: result.status };
    // Any reply, an error included, shows the endpoint answers: it is not to be set aside.
    if (result.status !== null) await noteAnswered(db, endpoint.id);
    if (isSuccess(result.status)) {
      await recordAttempt(db, delivery, attempt, { state: "delivered", failures: delivery.failures });
      await endpointSucceeded(db, endpoint.id);
      log.info({ ...context, attempt: delivery.attempts + 1 }, "webhooks: delivered");
      return;
    }
    const now = new Date();
    if (result.status === null) {
      const setAside = await noteUnanswered(db, endpoint.id, now, this.timings.setAside);
      if (setAside !== undefined) return this.setAside(endpoint, delivery, attempt, setAside);
    }
    const failures = delivery.failures + 1;
    if (result.status === 410) {
      await recordAttempt(db, delivery, attempt, { state: "failed", failures });
      await endpointGone(db, endpoint.id, now);
      log.warn(context, "webhooks: the receiver answered 410 Gone; endpoint disabled");
      return;
    }
    const retryAfterMs =
      result.status === 429 || result.status === 503 ? parseRetryAfter(result.retryAfter, now) : undefined;
    const delay = nextAttemptDelay(failures, {
      retryAfterMs,
      schedule: this.timings.schedule,
      random: this.options.random,
    });
    if (delay === undefined) {
      await recordAttempt(db, delivery, attempt, { state: "failed", failures });
      log.warn({ ...context, failures, reply: result.reply }, "webhooks: not delivered; every attempt failed");
    } else {
      const retryAt = new Date(now.getTime() + delay);
      await recordAttempt(db, delivery, attempt, { state: "pending", failures, retryAt });
      log.warn({ ...context, failures, retryInMs: delay, reply: result.reply }, "webhooks: not delivered; will retry");
    }
    await this.disabledByFailure(endpoint, delivery, now);
  }

  /** Counts a failure towards the 5 days; true when it turned the endpoint off (the owner told). */
  private async disabledByFailure(endpoint: Endpoint, delivery: Delivery, now: Date): Promise<boolean> {
    if (!(await endpointFailed(this.options.db, endpoint.id, now))) return false;
    this.options.log.error(
      { endpoint: endpoint.id },
      "webhooks: endpoint disabled after failing every attempt for 5 days",
    );
    await this.options.onDisabled(endpoint, delivery);
    return true;
  }

  /**
   * The request got no reply and the endpoint is set aside: the delivery waits with the others
   * until the pause ends, its own schedule standing still (a set-aside loses no event), while the
   * endpoint's 5 days towards being turned off still run.
   */
  private async setAside(endpoint: Endpoint, delivery: Delivery, attempt: AttemptRecord, setAside: SetAside) {
    const { db, log } = this.options;
    await recordAttempt(db, delivery, attempt, {
      state: "pending",
      failures: delivery.failures,
      retryAt: setAside.until,
    });
    if (await this.disabledByFailure(endpoint, delivery, new Date())) return;
    const context = { endpoint: endpoint.id, delivery: delivery.id, until: setAside.until.toISOString() };
    log.warn(context, "webhooks: endpoint set aside: requests in a row got no reply");
    if (setAside.first) await this.options.onSetAside(endpoint, setAside);
  }
}
