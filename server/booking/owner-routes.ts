import type { FastifyInstance } from "fastify";
import { callsReply, cancelCallsBody, cancelCallsReply, type BookingJson } from "../../shared/admin-api.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { findLead, replyAddress } from "../leads/repository.js";
import { errorReplies, errorSchema } from "../owner/api.js";
import { listActiveBookings, type Booking } from "./repository.js";

const BODY_LIMIT = 16 * 1024;
const bodySchema = jsonSchema(cancelCallsBody);
const replySchema = jsonSchema(cancelCallsReply);
const callsReplySchema = jsonSchema(callsReply);

export function bookingJson(booking: Booking): BookingJson {
  return {
    start: booking.start.toISOString(),
    end: booking.end.toISOString(),
    visitorTimeZone: booking.visitorTimeZone,
  };
}

/**
 * The owner's hand on booked calls, inside the inbox's signed-in scope: the upcoming calls with
 * their leads, and cancelling one or many (the inbox asks to confirm first). Each visitor is told,
 * as when they cancel themselves.
 */
export async function callRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ValibotSchemas>();

  api.get("/calls", { schema: { response: { 200: callsReplySchema, ...errorReplies } } }, async () => {
    const calls = await listActiveBookings(app.db, new Date());
    const leads = await Promise.all(calls.map((call) => findLead(app.db, call.leadId)));
    return {
      calls: calls.flatMap((call, index) => {
        const lead = leads[index];
        if (lead === undefined) return [];
        const { name, company, language } = lead;
        const email = replyAddress(lead);
        return [{ id: call.id, leadId: call.leadId, name, company, email, language, ...bookingJson(call) }];
      }),
    };
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
}
