import type { FastifyInstance } from "fastify";
import { privacyRequestsReply, type PrivacyRequestsReply } from "../../shared/privacy.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { listRequests } from "./store.js";
import { errorSchema } from "../owner/api.js";

/**
 * The visitors' privacy requests inside the inbox's signed-in scope (issue 29): newest first,
 * each with its time, language, action, status and what an erasure removed. No address: the
 * requests hold none.
 */
export async function privacyRequestRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ValibotSchemas>();
  const errors = { 401: errorSchema, 403: errorSchema };
  api.get(
    "/privacy/requests",
    { schema: { response: { 200: jsonSchema(privacyRequestsReply), ...errors } } },
    async (): Promise<PrivacyRequestsReply> => ({ requests: await listRequests(app.db, new Date()) }),
  );
}
