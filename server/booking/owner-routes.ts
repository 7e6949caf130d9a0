import type { FastifyInstance } from "fastify";
import { cancelCallsBody, cancelCallsReply } from "../../shared/admin-api.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { errorSchema } from "../owner/api.js";

const BODY_LIMIT = 16 * 1024;
const bodySchema = jsonSchema(cancelCallsBody);
const replySchema = jsonSchema(cancelCallsReply);

/**
 * The owner's hand on booked calls, inside the inbox's signed-in scope: cancel one or many (the
 * inbox asks to confirm first). Each visitor is told, as when they cancel themselves.
 */
export async function callRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ValibotSchemas>();
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
