import type { FastifyInstance } from "fastify";
import * as v from "valibot";
import {
  ownerErasureReply,
  privacyRequestsReply,
  type OwnerErasureReply,
  type PrivacyRequestsReply,
} from "../../shared/privacy.js";
import { findLead } from "../leads/repository.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { privacySecret } from "./keys.js";
import { eraseForOwner } from "./owner-erase.js";
import { listRequests } from "./store.js";
import { AdminError, errorSchema } from "../owner/api.js";

const leadParams = jsonSchema(v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) }));

/**
 * The visitors' privacy requests inside the inbox's signed-in scope (issue 29): newest first,
 * each with its time, language, action, status and what an erasure removed. No address: the
 * requests hold none. And the owner's own erasure of a lead's address (issue 50), for a person
 * who asked by other means.
 */
export async function privacyRequestRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ValibotSchemas>();
  const errors = { 401: errorSchema, 403: errorSchema };
  api.get(
    "/privacy/requests",
    { schema: { response: { 200: jsonSchema(privacyRequestsReply), ...errors } } },
    async (): Promise<PrivacyRequestsReply> => ({ requests: await listRequests(app.db, new Date()) }),
  );

  const secret = await privacySecret(app.db);
  api.post(
    "/leads/:id/erase",
    {
      schema: {
        params: leadParams,
        response: { 200: jsonSchema(ownerErasureReply), 404: errorSchema, ...errors },
      },
    },
    async (request): Promise<OwnerErasureReply> => {
      const lead = await findLead(app.db, request.params.id);
      if (lead === undefined) throw new AdminError("NOT_FOUND");
      const erased = await eraseForOwner(
        {
          db: app.db,
          secret,
          now: () => new Date(),
          // The person asked for it: their CANCEL says so, as on the privacy page.
          cancelCalls: (ids) => app.booking.cancelCalls(ids, "visitor"),
          mail: app.mail,
          log: app.log,
        },
        lead,
      );
      request.log.info({ lead: lead.id, erased }, "privacy: erased by the owner");
      return { erased };
    },
  );
}
