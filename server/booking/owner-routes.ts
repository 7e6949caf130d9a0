import type { FastifyInstance } from "fastify";
import {
  callsReply,
  cancelCallsBody,
  cancelCallsReply,
  idParams,
  moveCallBody,
  callTimesReply,
  outcomeBody,
  type BookingJson,
  type CallJson,
} from "../../shared/admin-api.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { findLead, replyAddress } from "../leads/repository.js";
import { errorReplies, errorSchema, noContentSchema } from "../owner/api.js";
import {
  bookedCallsOfLead,
  listActiveBookings,
  listCancelledCalls,
  listEndedCalls,
  type Booking,
} from "./repository.js";
import { callOutboxRows } from "./call-outbox.js";
import { offerMessageId } from "./outcomes.js";
import { reminderStates } from "./reminders.js";

const BODY_LIMIT = 16 * 1024;
const bodySchema = jsonSchema(cancelCallsBody);
const replySchema = jsonSchema(cancelCallsReply);
const callsReplySchema = jsonSchema(callsReply);
const outcomeBodySchema = jsonSchema(outcomeBody);
const idParamsSchema = jsonSchema(idParams);
const moveCallBodySchema = jsonSchema(moveCallBody);
const callTimesReplySchema = jsonSchema(callTimesReply);
/** An outcome or an offer refused for the call's state (not ended, cancelled, sent already). */
const actionReplies = { 204: noContentSchema, ...errorReplies, 409: errorSchema };

/** How far back the inbox lists past calls, and how many at most. */
const PAST_CALL_DAYS = 60;
const PAST_CALL_LIMIT = 100;

export function bookingJson(booking: Booking): BookingJson {
  return {
    start: booking.start.toISOString(),
    end: booking.end.toISOString(),
    visitorTimeZone: booking.visitorTimeZone,
    outcome: booking.outcome,
    location: booking.location,
  };
}

/**
 * Calls as the inbox shows them, with their leads, reminders and whether a no-show's offer went;
 * in lists that share one read of the outbox. A call whose lead is gone is left out.
 */
export async function callsJson<List extends string>(
  app: FastifyInstance,
  lists: Record<List, Booking[]>,
  now: Date,
): Promise<Record<List, CallJson[]>> {
  const all = Object.values<Booking[]>(lists).flat();
  const rows = await callOutboxRows(app.db, all);
  const leads = new Map(
    await Promise.all(all.map(async (call) => [call.id, await findLead(app.db, call.leadId)] as const)),
  );
  const json = (calls: Booking[]): CallJson[] =>
    calls.flatMap((call) => {
      const lead = leads.get(call.id);
      if (lead === undefined) return [];
      const { name, company, language } = lead;
      const cancelled = call.status === "cancelled";
      return [
        {
          id: call.id,
          leadId: call.leadId,
          name,
          company,
          email: replyAddress(lead),
          language,
          ...bookingJson(call),
          reminders: reminderStates(call, app.booking.reminderMinutes, rows, now),
          offerSent: rows.has(offerMessageId(call.id)),
          ...(cancelled && { cancelled }),
        },
      ];
    });
  return Object.fromEntries(Object.entries<Booking[]>(lists).map(([name, calls]) => [name, json(calls)])) as Record<
    List,
    CallJson[]
  >;
}

/**
 * The cancelled calls the owner may still offer another time for: not a spam lead's (its slot
 * was freed, not cancelled), and not one whose lead has booked a call since.
 */
async function toOffer(app: FastifyInstance, cancelled: Booking[]): Promise<Booking[]> {
  const kept: Booking[] = [];
  for (const call of cancelled) {
    const lead = await findLead(app.db, call.leadId);
    if (lead === undefined || lead.status === "spam") continue;
    const since = await bookedCallsOfLead(app.db, lead.id);
    if (since.some((booked) => booked.createdAt.getTime() > call.updatedAt.getTime())) continue;
    kept.push(call);
  }
  return kept;
}

/**
 * The owner's hand on booked calls, inside the inbox's signed-in scope: the upcoming calls and
 * the past ones with their leads, reminders and outcomes; cancelling one or many (the inbox asks
 * to confirm first; each visitor is told it was us); marking an ended call held or no-show, or
 * undoing that; and the no-show's one offer of another time (decision 092).
 */
export async function callRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ValibotSchemas>();

  api.get("/calls", { schema: { response: { 200: callsReplySchema, ...errorReplies } } }, async () => {
    const now = app.booking.now();
    const since = new Date(now.getTime() - PAST_CALL_DAYS * 24 * 60 * 60_000);
    const [upcoming, ended, cancelled] = await Promise.all([
      listActiveBookings(app.db, now),
      listEndedCalls(app.db, { since, until: now, limit: PAST_CALL_LIMIT }),
      listCancelledCalls(app.db, { since, limit: PAST_CALL_LIMIT }),
    ]);
    return callsJson(app, { calls: upcoming, past: [...(await toOffer(app, cancelled)), ...ended] }, now);
  });

  const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
  api.post(
    "/calls/cancel",
    { bodyLimit: BODY_LIMIT, schema: { body: bodySchema, response: { 200: replySchema, ...errors } } },
    async (request) => {
      const cancelled = await app.booking.cancelCalls(request.body.ids);
      request.log.info({ calls: cancelled }, "calls cancelled by the owner");
      return { cancelled };
    },
  );

  api.post(
    "/calls/:id/outcome",
    {
      bodyLimit: BODY_LIMIT,
      schema: { params: idParamsSchema, body: outcomeBodySchema, response: actionReplies },
    },
    async (request, reply) => {
      await app.booking.recordOutcome(request.params.id, request.body.outcome);
      return reply.code(204).send(null);
    },
  );

  api.get(
    "/calls/:id/times",
    { schema: { params: idParamsSchema, response: { 200: callTimesReplySchema, ...errorReplies } } },
    async (request) => ({ times: await app.booking.timesForCall(request.params.id) }),
  );

  api.post(
    "/calls/:id/move",
    {
      bodyLimit: BODY_LIMIT,
      schema: { params: idParamsSchema, body: moveCallBodySchema, response: actionReplies },
    },
    async (request, reply) => {
      const moved = await app.booking.moveCall(request.params.id, new Date(request.body.start));
      request.log.info({ booking: moved.id, start: moved.start.toISOString() }, "call moved by the owner");
      return reply.code(204).send(null);
    },
  );

  api.post(
    "/calls/:id/offer",
    {
      bodyLimit: BODY_LIMIT,
      schema: { params: idParamsSchema, response: actionReplies },
    },
    async (request, reply) => {
      await app.booking.sendNoShowOffer(request.params.id);
      return reply.code(204).send(null);
    },
  );
}
