/**
 * Webhooks (issue 28): the events the server sends to the owner's other tools, as
 * `{ type, timestamp, data }`, and the inbox's API for endpoints and their delivery log. Valibot
 * schemas, turned into route schemas on the server; the inbox imports the types only.
 */
import * as v from "valibot";
import { LANGUAGES } from "./languages.js";

/** Every event an endpoint can ask for. Never one for spam. */
export const WEBHOOK_EVENT_TYPES = [
  "lead.created",
  /** A lead moved back from spam: the receiver never had it. */
  "lead.restored",
  "call.booked",
  "call.rescheduled",
  "call.cancelled",
  /** The owner marked a call, once it ended, held or missed (issue 38): the call as the others. */
  "call.held",
  "call.no_show",
  /**
   * A visitor erased their data (issue 29): the owner's tools are told which lead and calls to
   * erase too. It carries ids only, never the address.
   */
  "lead.erased",
  /** The owner moved a lead to another stage (issue 39), or a booked call moved it to "call". */
  "lead.stage_changed",
  /** The owner wrote a note on a lead (issue 39). */
  "lead.note_added",
  /** A reader confirmed a newsletter subscription in one click (issue 54). */
  "subscriber.confirmed",
  /** A subscriber left a list, in one click or from the leave page. */
  "subscriber.departed",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What the "send test event" button sends; no endpoint subscribes to it. */
export const TEST_EVENT_TYPE = "webhook.test";

const nullableText = v.nullable(v.string());
const timestamp = v.pipe(v.string(), v.isoTimestamp());

/** A lead as the export shows it (server/leads/export.ts): every value a string or null. */
const webhookLead = v.strictObject({
  id: v.string(),
  receivedAt: timestamp,
  form: v.string(),
  status: v.string(),
  language: v.picklist(LANGUAGES),
  name: v.string(),
  email: v.string(),
  replyTo: nullableText,
  company: v.string(),
  message: v.string(),
  teamSize: nullableText,
  workshopInterest: nullableText,
  subject: nullableText,
  clientAddress: nullableText,
  userAgent: nullableText,
  /** The weak spam signals a real lead may carry (issue 27); a spam lead makes no event. */
  spamReasons: v.array(v.string()),
  /** Its stage (issue 39): new, replied, call, proposal, won or lost. */
  stage: v.string(),
  lostReason: nullableText,
  /** The day of its next step, `YYYY-MM-DD`, in the owner's time zone. */
  followUpOn: nullableText,
  /** Its deal value (issue 51) in major units as a plain decimal (`1500.00`), and its ISO 4217 currency. */
  dealValue: nullableText,
  dealCurrency: nullableText,
  /** Where the lead came from (issue 26), each null when unknown: as `npm run leads` shows it. */
  attribution: v.strictObject({
    source: nullableText,
    medium: nullableText,
    campaign: nullableText,
    referrer: nullableText,
    landingPage: nullableText,
  }),
});

/** A booked 30-minute call, with the lead it belongs to. */
const webhookCall = v.strictObject({
  id: v.string(),
  start: timestamp,
  end: timestamp,
  /** The visitor's time zone when they gave one. */
  visitorTimeZone: nullableText,
  /** The link to join (BOOKING_LOCATION with the call's room); null when none was set. */
  location: nullableText,
  lead: webhookLead,
});
export type WebhookCall = v.InferOutput<typeof webhookCall>;

/** A newsletter subscriber (issue 54): the list, the address and where they subscribed from. */
const webhookSubscriber = v.strictObject({
  id: v.string(),
  list: v.string(),
  language: v.picklist(LANGUAGES),
  email: v.string(),
  source: nullableText,
  confirmedAt: v.nullable(timestamp),
  departedAt: v.nullable(timestamp),
});

const event = <T extends string, D extends v.GenericSchema>(type: T, data: D) =>
  v.strictObject({ type: v.literal(type), timestamp, data });

/** The body of every webhook request: one of these, as JSON. */
export const webhookEvent = v.variant("type", [
  event("lead.created", webhookLead),
  event("lead.restored", webhookLead),
  event("call.booked", webhookCall),
  event("call.rescheduled", webhookCall),
  event("call.cancelled", webhookCall),
  event("call.held", webhookCall),
  event("call.no_show", webhookCall),
  event("lead.erased", v.strictObject({ id: v.string(), calls: v.array(v.string()) })),
  event(
    "lead.stage_changed",
    v.strictObject({ from: nullableText, to: v.string(), reason: nullableText, at: timestamp, lead: webhookLead }),
  ),
  event(
    "lead.note_added",
    v.strictObject({ id: v.string(), body: v.string(), createdAt: timestamp, lead: webhookLead }),
  ),
  event("subscriber.confirmed", webhookSubscriber),
  event("subscriber.departed", webhookSubscriber),
  event(TEST_EVENT_TYPE, v.strictObject({ endpointId: v.string() })),
]);
export type WebhookEvent = v.InferOutput<typeof webhookEvent>;

// ---- The inbox's API: /api/admin/webhooks/* ----

const ENDPOINT_STATES = ["active", "paused", "disabled"] as const;
export type EndpointState = (typeof ENDPOINT_STATES)[number];

/** Why the server turned an endpoint off by itself. */
const DISABLED_REASONS = ["gone", "failing"] as const;
export type DisabledReason = (typeof DISABLED_REASONS)[number];

export const MAX_URL_LENGTH = 2000;
export const MAX_DESCRIPTION_LENGTH = 200;

export const endpointJson = v.strictObject({
  id: v.string(),
  url: v.string(),
  description: v.string(),
  events: v.array(v.picklist(WEBHOOK_EVENT_TYPES)),
  state: v.picklist(ENDPOINT_STATES),
  disabledReason: v.nullable(v.picklist(DISABLED_REASONS)),
  /**
   * Set aside after requests in a row got no reply (decision 077): since when, and when it is
   * tried again (past: it is being tried); null once it replies.
   */
  setAside: v.nullable(v.strictObject({ since: timestamp, until: timestamp })),
  /** Defined by WEBHOOK_URL: shown, not edited, in the inbox. */
  fromSettings: v.boolean(),
  createdAt: timestamp,
  /** Until then the secret replaced by the last rotation still signs too. */
  previousSecretUntil: v.nullable(timestamp),
});
export type EndpointJson = v.InferOutput<typeof endpointJson>;

export const endpointsReply = v.strictObject({ endpoints: v.array(endpointJson) });
export type EndpointsReply = v.InferOutput<typeof endpointsReply>;

export const endpointBody = v.strictObject({
  url: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_URL_LENGTH)),
  description: v.optional(v.pipe(v.string(), v.maxLength(MAX_DESCRIPTION_LENGTH)), ""),
  events: v.pipe(v.array(v.picklist(WEBHOOK_EVENT_TYPES)), v.minLength(1)),
  /** Paused: deliveries wait (none is lost) until the endpoint is active again. */
  state: v.optional(v.picklist(["active", "paused"]), "active"),
});
export type EndpointBody = v.InferInput<typeof endpointBody>;

/** The secret is in the reply once, when it is made; never again. */
export const secretReply = v.strictObject({
  endpoint: endpointJson,
  secret: v.pipe(v.string(), v.startsWith("whsec_")),
});
export type SecretReply = v.InferOutput<typeof secretReply>;

const DELIVERY_STATES = ["pending", "delivered", "failed"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One attempt to send an event to an endpoint, as its delivery log shows it. */
const attemptJson = v.strictObject({
  deliveryId: v.string(),
  /** The `webhook-id` header: the same on every attempt of the delivery. */
  messageId: v.string(),
  type: v.string(),
  deliveryState: v.picklist(DELIVERY_STATES),
  attempt: v.pipe(v.number(), v.integer()),
  at: timestamp,
  /** The HTTP status, or null when no reply came (refused, timed out, unreachable). */
  status: v.nullable(v.pipe(v.number(), v.integer())),
  durationMs: v.pipe(v.number(), v.integer()),
  /** The first kilobyte of the reply's body, or why there was none. */
  reply: v.string(),
});
export type AttemptJson = v.InferOutput<typeof attemptJson>;

export const attemptsReply = v.strictObject({ attempts: v.array(attemptJson) });
export type AttemptsReply = v.InferOutput<typeof attemptsReply>;

export const resentReply = v.strictObject({ resent: v.pipe(v.number(), v.integer()) });
export type ResentReply = v.InferOutput<typeof resentReply>;

export const endpointParams = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });
export const deliveryParams = v.object({
  id: v.pipe(v.string(), v.maxLength(64)),
  deliveryId: v.pipe(v.string(), v.maxLength(64)),
});

/**
 * Why a URL was refused (422): the inbox says it in the owner's language; `error` says it in
 * English for logs and curl.
 */
export const TARGET_PROBLEMS = [
  "TARGET_INVALID",
  "TARGET_NOT_HTTPS",
  "TARGET_UNRESOLVED",
  "TARGET_LOOPBACK",
  "TARGET_PRIVATE",
  "TARGET_LINK_LOCAL",
  "TARGET_METADATA",
] as const;
export type TargetProblem = (typeof TARGET_PROBLEMS)[number];
