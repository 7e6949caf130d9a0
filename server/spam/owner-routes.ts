import * as v from "valibot";
import type { FastifyInstance } from "fastify";
import { idParams, leadJson as leadJsonSchema } from "../../shared/admin-api.js";
import {
  MarkSpamBodySchema,
  normalizeSpamRule,
  SpamRuleInputSchema,
  SpamRulesReplySchema,
  SpamWeekReplySchema,
} from "../../shared/spam.js";
import { spamRuleProblem } from "../../shared/spam-rules.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { currentCallOfLead } from "../booking/repository.js";
import { addSpamRule, countSpamByReason, deleteSpamRule, listSpamRules } from "./repository.js";
import { markSpam, restoreLead } from "./restore.js";
import { forgetOwnerRules } from "./verdict.js";
import { leadJson } from "../leads/owner-routes.js";
import { AdminError, errorSchema, noContentSchema } from "../owner/api.js";

const BODY_LIMIT = 16 * 1024;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const params = jsonSchema(idParams);
const lead = jsonSchema(leadJsonSchema);

/**
 * The spam folder's actions inside the inbox's signed-in scope (issue 27). The folder itself is
 * `GET /leads?status=spam` (newest first, searchable, each lead with its reasons).
 */
export async function spamRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ValibotSchemas>();
  const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
  const restoreDeps = { db: app.db, queueLeadMessages: app.leads.queueMessages };

  api.post(
    "/leads/:id/not-spam",
    { bodyLimit: BODY_LIMIT, schema: { params, response: { 200: lead, ...errors } } },
    async (request) => {
      const restored = await restoreLead(restoreDeps, request.params.id);
      if (restored === undefined) throw new AdminError("NOT_FOUND");
      request.log.info({ lead: restored.id }, "lead restored from spam");
      app.mail.wake();
      app.webhooks.wake();
      return leadJson(restored, (await currentCallOfLead(app.db, restored.id)) ?? null);
    },
  );

  api.post(
    "/leads/:id/spam",
    {
      bodyLimit: BODY_LIMIT,
      schema: { params, body: jsonSchema(MarkSpamBodySchema), response: { 200: lead, ...errors } },
    },
    async (request) => {
      const marked = await markSpam(app.db, request.params.id, request.body.block);
      if (marked === undefined) throw new AdminError("NOT_FOUND");
      if (request.body.block) forgetOwnerRules(app.db);
      request.log.info({ lead: marked.id, block: request.body.block }, "lead marked spam");
      // Spam never holds a slot (docs/decisions/032-spam-frees-its-call.md).
      await app.booking.freeCallOfSpam(marked);
      return leadJson(marked, (await currentCallOfLead(app.db, marked.id)) ?? null);
    },
  );

  api.get("/spam/week", { schema: { response: { 200: jsonSchema(SpamWeekReplySchema), ...errors } } }, async () => {
    const since = new Date(Date.now() - WEEK_MS);
    return { since: since.toISOString(), ...(await countSpamByReason(app.db, since)) };
  });

  const rulesReply = jsonSchema(SpamRulesReplySchema);
  api.get("/spam/rules", { schema: { response: { 200: rulesReply, ...errors } } }, async () => ({
    rules: await listSpamRules(app.db),
  }));
  api.post(
    "/spam/rules",
    {
      bodyLimit: BODY_LIMIT,
      // The value is trimmed, which JSON Schema cannot say: Ajv checks the shape, valibot the rest.
      schema: {
        body: jsonSchema(SpamRuleInputSchema, { errorMode: "ignore" }),
        response: { 200: rulesReply, ...errors },
      },
    },
    async (request) => {
      const parsed = v.safeParse(SpamRuleInputSchema, request.body);
      if (!parsed.success) throw new AdminError("BAD_REQUEST", undefined, v.summarize(parsed.issues));
      // A duplicate is kept once (addSpamRule); only a rule that could never match is refused.
      const problem = spamRuleProblem(parsed.output);
      if (problem !== undefined)
        throw new AdminError("BAD_REQUEST", undefined, `The rule's value is not valid: ${problem}.`);
      await addSpamRule(app.db, normalizeSpamRule(parsed.output));
      forgetOwnerRules(app.db);
      return { rules: await listSpamRules(app.db) };
    },
  );
  api.delete(
    "/spam/rules/:id",
    { schema: { params, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      if (!(await deleteSpamRule(app.db, request.params.id))) throw new AdminError("NOT_FOUND");
      forgetOwnerRules(app.db);
      return reply.code(204).send(null);
    },
  );
}
