import type { Kysely, Selectable } from "kysely";
import { attributionOf } from "../analytics/attribution.js";
import { TEST_EVENT_TYPE, type AttemptJson, type DeliveryState, type WebhookEvent } from "../../shared/webhooks.js";
import { databaseDialect, type Database } from "../db/database.js";
import { toEvent, type EventCause } from "./events.js";
import { dueFor, dueForEndpoint } from "./set-aside.js";
import type { WebhookDeliveriesTable, WebhookEndpointsTable } from "./tables.js";

/** How long a delivery and its log are kept once it is no longer pending. */
const LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

export interface Delivery {
  id: string;
  messageId: string;
  endpointId: string;
  leadId: string | null;
  type: string;
  body: string;
  createdAt: Date;
  state: DeliveryState;
  failures: number;
  attempts: number;
}

const newMessageId = () => `msg_${crypto.randomUUID().replaceAll("-", "")}`;

/**
 * Queues an event for every endpoint that asks for its type (paused ones included: they receive
 * it once active again), in the caller's transaction: a lead or a call is stored with its
 * deliveries or not at all. A spam lead queues nothing. The one function the collector, the
 * booking and the inbox call. Whether it queued anything: the worker need not wake up otherwise.
 */
export async function queueEvent(trx: Kysely<Database>, cause: EventCause, now: Date = new Date()): Promise<boolean> {
  if (cause.lead.status === "spam") return false;
  const endpoints = await trx
    .selectFrom("webhook_endpoints")
    .select(["id", "events", "set_aside_until"])
    .where("state", "in", ["active", "paused"])
    .execute();
  // Most sites have no endpoint: then a lead costs this one small read, not its event.
  if (endpoints.length === 0) return false;
  // Read in the caller's transaction: a new lead's attribution is written just before its event.
  const event = toEvent(cause, await attributionOf(trx, cause.lead.id), now);
  if (event === undefined) return false;
  return deliverToListeners(trx, endpoints, event, cause.lead.id, now);
}

/**
 * One event's deliveries, one per endpoint that asks for its type, under one message id; `leadId`
 * null for an event that belongs to no lead. Whether any endpoint listens.
 */
async function deliverToListeners(
  trx: Kysely<Database>,
  endpoints: readonly Pick<Selectable<WebhookEndpointsTable>, "id" | "events" | "set_aside_until">[],
  event: WebhookEvent,
  leadId: string | null,
  now: Date,
): Promise<boolean> {
  const listening = endpoints.filter((endpoint) => (JSON.parse(endpoint.events) as string[]).includes(event.type));
  if (listening.length === 0) return false;
  const messageId = newMessageId();
  const body = JSON.stringify(event);
  await trx
    .insertInto("webhook_deliveries")
    .values(
      listening.map((endpoint) => ({
        id: crypto.randomUUID(),
        message_id: messageId,
        endpoint_id: endpoint.id,
        lead_id: leadId,
        type: event.type,
        body,
        created_at: now.toISOString(),
        next_attempt_at: dueFor(endpoint, now),
      })),
    )
    .execute();
  return true;
}

/**
 * Queues `lead.erased` for each erased lead (its id and its calls' ids, nothing else) to every
 * endpoint that asks for it, in the erasure's transaction. The deliveries belong to no lead: the
 * lead is gone, and they hold nothing of the visitor's.
 */
export async function queueErasures(
  trx: Kysely<Database>,
  erased: readonly { id: string; calls: string[] }[],
  now: Date = new Date(),
): Promise<boolean> {
  if (erased.length === 0) return false;
  const endpoints = await trx
    .selectFrom("webhook_endpoints")
    .select(["id", "events", "set_aside_until"])
    .where("state", "in", ["active", "paused"])
    .execute();
  const listening = endpoints.filter((endpoint) => (JSON.parse(endpoint.events) as string[]).includes("lead.erased"));
  if (listening.length === 0) return false;
  const rows = erased.flatMap((lead) => {
    const event: WebhookEvent = { type: "lead.erased", timestamp: now.toISOString(), data: lead };
    const messageId = newMessageId();
    const body = JSON.stringify(event);
    return listening.map((endpoint) => ({
      id: crypto.randomUUID(),
      message_id: messageId,
      endpoint_id: endpoint.id,
      lead_id: null,
      type: event.type,
      body,
      created_at: now.toISOString(),
      next_attempt_at: dueFor(endpoint, now),
    }));
  });
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto("webhook_deliveries")
      .values(rows.slice(start, start + 500))
      .execute();
  return true;
}

/**
 * Queues an event that belongs to no lead (a newsletter subscriber's, issue 54) for every
 * endpoint that asks for its type, in the caller's transaction. Whether it queued anything.
 */
export async function queueStandaloneEvent(
  trx: Kysely<Database>,
  event: Extract<WebhookEvent, { type: "subscriber.confirmed" | "subscriber.departed" }>,
  now: Date = new Date(),
): Promise<boolean> {
  const endpoints = await trx
    .selectFrom("webhook_endpoints")
    .select(["id", "events", "set_aside_until"])
    .where("state", "in", ["active", "paused"])
    .execute();
  return deliverToListeners(trx, endpoints, event, null, now);
}

/** Queues the test event for one endpoint, whatever its events and state; its delivery id. */
export async function queueTestEvent(db: Kysely<Database>, endpointId: string, now: Date = new Date()) {
  const id = crypto.randomUUID();
  const body = JSON.stringify({ type: TEST_EVENT_TYPE, timestamp: now.toISOString(), data: { endpointId } });
  await db
    .insertInto("webhook_deliveries")
    .values({
      id,
      message_id: newMessageId(),
      endpoint_id: endpointId,
      lead_id: null,
      type: TEST_EVENT_TYPE,
      body,
      created_at: now.toISOString(),
      next_attempt_at: await dueForEndpoint(db, endpointId, now),
    })
    .execute();
  return id;
}

/**
 * Takes the pending delivery due longest to an active endpoint not set aside, for this instance until
 * `leaseUntil` (then another instance may take it over): the outbox's claim
 * (server/mail/outbox.ts), on this table. `busy`: endpoints this instance is sending to already,
 * left out so that a slow one never holds back the others (issue 37).
 */
export async function claimDueDelivery(
  db: Kysely<Database>,
  { now, leaseUntil, busy = [] }: { now: Date; leaseUntil: Date; busy?: readonly string[] },
): Promise<Delivery | undefined> {
  const due = db
    .selectFrom("webhook_deliveries")
    .select("id")
    .where("state", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .where("endpoint_id", "in", sendable(db, now))
    .$if(busy.length > 0, (query) => query.where("endpoint_id", "not in", busy))
    .orderBy("next_attempt_at")
    .orderBy("created_at")
    .limit(1)
    .$if(databaseDialect(db) === "postgres", (query) => query.forUpdate().skipLocked());
  const row = await db
    .updateTable("webhook_deliveries")
    .set({ next_attempt_at: leaseUntil.toISOString() })
    // `=` a scalar subquery, as in the outbox: an IN subquery may run twice and claim two.
    .where("id", "=", due)
    .where("state", "=", "pending")
    .where("next_attempt_at", "<=", now.toISOString())
    .returningAll()
    .executeTakeFirst();
  return row && fromRow(row);
}

/** Endpoints a request may go to now: active, and not set aside (decision 077). */
function sendable(db: Kysely<Database>, now: Date) {
  return db
    .selectFrom("webhook_endpoints")
    .select("id")
    .where("state", "=", "active")
    .where((eb) => eb.or([eb("set_aside_until", "is", null), eb("set_aside_until", "<=", now.toISOString())]));
}

export interface AttemptRecord {
  at: Date;
  status: number | null;
  durationMs: number;
  reply: string;
}

/**
 * Logs an attempt and moves the delivery on: delivered, failed for good, or pending again at
 * `retryAt` (a lease given back early when `retryAt` is now).
 */
export async function recordAttempt(
  db: Kysely<Database>,
  delivery: Delivery,
  attempt: AttemptRecord,
  next: { state: DeliveryState; failures: number; retryAt?: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("webhook_attempts")
      .values({
        id: crypto.randomUUID(),
        delivery_id: delivery.id,
        attempt: delivery.attempts + 1,
        at: attempt.at.toISOString(),
        status: attempt.status,
        duration_ms: attempt.durationMs,
        reply: attempt.reply,
      })
      .execute();
    await trx
      .updateTable("webhook_deliveries")
      .set({
        state: next.state,
        failures: next.failures,
        attempts: delivery.attempts + 1,
        ...(next.retryAt ? { next_attempt_at: next.retryAt.toISOString() } : {}),
      })
      .where("id", "=", delivery.id)
      .execute();
  });
}

/**
 * Gives a claimed delivery back unsent, due at `dueAt` (its endpoint was paused, disabled or set
 * aside meanwhile).
 */
export async function releaseDelivery(db: Kysely<Database>, id: string, dueAt: Date): Promise<void> {
  await db
    .updateTable("webhook_deliveries")
    .set({ next_attempt_at: dueAt.toISOString() })
    .where("id", "=", id)
    .execute();
}

/** The endpoint's latest attempts, newest first, with what each delivery carried. */
export async function listAttempts(db: Kysely<Database>, endpointId: string, limit = 100): Promise<AttemptJson[]> {
  const rows = await db
    .selectFrom("webhook_attempts as a")
    .innerJoin("webhook_deliveries as d", "d.id", "a.delivery_id")
    .select([
      "a.delivery_id",
      "d.message_id",
      "d.type",
      "d.state",
      "a.attempt",
      "a.at",
      "a.status",
      "a.duration_ms",
      "a.reply",
    ])
    .where("d.endpoint_id", "=", endpointId)
    .orderBy("a.at", "desc")
    .orderBy("a.attempt", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    deliveryId: row.delivery_id,
    messageId: row.message_id,
    type: row.type,
    deliveryState: row.state,
    attempt: Number(row.attempt),
    at: new Date(row.at).toISOString(),
    status: row.status === null ? null : Number(row.status),
    durationMs: Number(row.duration_ms),
    reply: row.reply,
  }));
}

/**
 * "Send again": the delivery (or every failed one of the endpoint) is due now, with a fresh
 * schedule and the same `webhook-id`. Returns how many were queued again.
 */
export async function resendDeliveries(
  db: Kysely<Database>,
  endpointId: string,
  which: { deliveryId: string } | "failed",
  now: Date = new Date(),
): Promise<number> {
  // Set aside: due with the ones waiting, so that they still leave in the order queued.
  const due = await dueForEndpoint(db, endpointId, now);
  const result = await db
    .updateTable("webhook_deliveries")
    .set({ state: "pending", failures: 0, next_attempt_at: due })
    .where("endpoint_id", "=", endpointId)
    .$if(which === "failed", (query) => query.where("state", "=", "failed"))
    .$if(which !== "failed", (query) =>
      // A pending one is left alone: it may be in flight, and is going to be sent anyway.
      query.where("id", "=", (which as { deliveryId: string }).deliveryId).where("state", "!=", "pending"),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes deliveries (and their log) done more than LOG_RETENTION_MS ago; returns how many. */
export async function purgeOldDeliveries(db: Kysely<Database>, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("webhook_deliveries")
    .where("state", "!=", "pending")
    .where("created_at", "<", new Date(now.getTime() - LOG_RETENTION_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

function fromRow(row: Selectable<WebhookDeliveriesTable>): Delivery {
  return {
    id: row.id,
    messageId: row.message_id,
    endpointId: row.endpoint_id,
    leadId: row.lead_id,
    type: row.type,
    body: row.body,
    createdAt: new Date(row.created_at),
    state: row.state,
    failures: Number(row.failures),
    attempts: Number(row.attempts),
  };
}
