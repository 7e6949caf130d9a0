import formbody from "@fastify/formbody";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as v from "valibot";
import type { Language } from "../../shared/languages.js";
import { bestOfOurLanguages } from "../http/accept-language.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { moveLeads } from "../leads/pipeline.js";
import { findLead } from "../leads/repository.js";
import { openRepliedLink, REPLIED_PATH } from "./replied-link.js";
import { askPage, brokenPage, donePage } from "./views/pages.js";

const BODY_LIMIT = 4 * 1024;
/** A link is opened by a person and perhaps a scanner; a script guessing tokens meets this. */
const PER_MINUTE = 30;
const params = jsonSchema(v.object({ id: v.pipe(v.string(), v.maxLength(64)) }));
/** Every answer is a page of HTML, sent as it is. */
const page = jsonSchema(v.string());
const pages = { 200: page, 404: page };

/** The owner's language here is their browser's: the link comes from an e-mail, with no session. */
const languageOf = (request: FastifyRequest): Language =>
  bestOfOurLanguages(request.headers["accept-language"]) ?? "en";

function sendPage(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex")
    .type("text/html; charset=utf-8")
    .send(html);
}

/**
 * The notification's "I replied" link (issue 51): for the owner who answered a lead from a mail
 * program this server does not read. GET shows one button (a mail scanner's visit changes
 * nothing); POST moves a lead still "new" to "replied", which keeps the 24-hour promise.
 */
export async function repliedRoutes(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: BODY_LIMIT });
    await scope.register(rateLimit, { global: false, store: app.limits.collectorStore });
    const api = scope.withTypeProvider<ValibotSchemas>();
    const limited = { rateLimit: { max: PER_MINUTE, timeWindow: 60_000 } };

    api.get(`${REPLIED_PATH}/:id`, { schema: { params, response: pages }, config: limited }, async (request, reply) => {
      const language = languageOf(request);
      const opened = await openRepliedLink(app.db, request.params.id, new Date());
      const lead = typeof opened === "string" ? undefined : await findLead(app.db, opened.leadId);
      if (lead === undefined)
        return sendPage(reply, brokenPage(language, opened === "expired" ? "expired" : "invalid"), 404);
      return sendPage(reply, askPage(language, lead.name, `${REPLIED_PATH}/${request.params.id}`));
    });

    api.post(
      `${REPLIED_PATH}/:id`,
      { bodyLimit: BODY_LIMIT, schema: { params, response: pages }, config: limited },
      async (request, reply) => {
        const language = languageOf(request);
        const opened = await openRepliedLink(app.db, request.params.id, new Date());
        const lead = typeof opened === "string" ? undefined : await findLead(app.db, opened.leadId);
        if (lead === undefined)
          return sendPage(reply, brokenPage(language, opened === "expired" ? "expired" : "invalid"), 404);
        const changed = lead.stage === "new" && lead.status !== "spam";
        if (changed) await moveLeads(app.db, [lead.id], "replied");
        request.log.info({ lead: lead.id, changed }, "marked replied from the notification's link");
        return sendPage(reply, donePage(language, lead.name, lead.id, changed));
      },
    );
  });
}
