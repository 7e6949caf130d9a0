import type { FastifyInstance, FastifyReply } from "fastify";
import type * as v from "valibot";
import { PRIVACY_PATHS, privacyRequest } from "../../shared/privacy.js";
import { jsonSchema, type JsonSchemaOf, type ValibotSchemas } from "../http/json-schema.js";
import { wantsJson } from "../http/negotiate.js";
import { dataPage, donePage, openPage, requestAnswerPage } from "./views/pages.js";
import { dataQuery, eraseBody, erasedReply, errorReply, openBody, requestReply, sessionQuery } from "./contracts.js";
import { PrivacyError } from "./errors.js";
import { recordsToCsv, recordsToJson } from "./export-data.js";
import { checkLink, eraseData, openLink, openSession, recordsOf, requestLink, type PrivacyDeps } from "./service.js";

const BODY_LIMIT = 8 * 1024;

/** Validated by valibot itself (the plugin's validator), as the booking routes are (decision 031). */
const routeSchema = <S extends v.GenericSchema>(schema: S): JsonSchemaOf<S> =>
  jsonSchema(schema, { errorMode: "ignore" });

const error = routeSchema(errorReply);
const errors = { 400: error, 404: error, 410: error, 413: error, 429: error, 500: error, 503: error };

function sendHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply.type("text/html; charset=utf-8").send(html);
}

/**
 * The visitor's routes, thin: each reads its checked request, calls the privacy functions and
 * answers a page (no JavaScript needed anywhere) or, for a script, JSON. The flow is in
 * shared/privacy.ts.
 */
export async function privacyRoutes(scope: FastifyInstance, deps: PrivacyDeps): Promise<void> {
  const api = scope.withTypeProvider<ValibotSchemas>();

  api.post(
    PRIVACY_PATHS.request,
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: routeSchema(privacyRequest), response: { 200: routeSchema(requestReply), ...errors } },
    },
    async (request, reply) => {
      await requestLink(deps, request.body);
      if (wantsJson(request)) return reply.send({ state: "sent" as const });
      return sendHtml(reply, requestAnswerPage(request.body.language));
    },
  );

  api.get(
    PRIVACY_PATHS.data,
    { schema: { querystring: routeSchema(dataQuery), response: errors } },
    async (request, reply) => {
      const { token, session } = request.query;
      if (session !== undefined) {
        const opened = await openSession(deps, session);
        return sendHtml(reply, dataPage(opened.language, session, await recordsOf(deps, opened)));
      }
      if (token === undefined) throw new PrivacyError("INVALID_LINK", "en");
      const found = await checkLink(deps, token);
      return sendHtml(reply, openPage(found.language, token));
    },
  );

  api.post(
    PRIVACY_PATHS.data,
    { bodyLimit: BODY_LIMIT, schema: { body: routeSchema(openBody), response: errors } },
    async (request, reply) => {
      const { session } = await openLink(deps, request.body.token);
      // The data page has an address of its own: reloading it does not post the spent link again.
      return reply.redirect(`${PRIVACY_PATHS.data}?${new URLSearchParams({ session })}`, 303);
    },
  );

  api.get(
    PRIVACY_PATHS.exportJson,
    { schema: { querystring: routeSchema(sessionQuery), response: errors } },
    async (request, reply) => {
      const opened = await openSession(deps, request.query.session);
      const body = recordsToJson(await recordsOf(deps, opened), deps.now());
      return download(reply, body, "application/json; charset=utf-8", "my-data.json");
    },
  );

  api.get(
    PRIVACY_PATHS.exportCsv,
    { schema: { querystring: routeSchema(sessionQuery), response: errors } },
    async (request, reply) => {
      const opened = await openSession(deps, request.query.session);
      return download(reply, recordsToCsv(await recordsOf(deps, opened)), "text/csv; charset=utf-8", "my-data.csv");
    },
  );

  api.post(
    PRIVACY_PATHS.erase,
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: routeSchema(eraseBody), response: { 200: routeSchema(erasedReply), ...errors } },
    },
    async (request, reply) => {
      const { session, confirm } = request.body;
      const { request: done, erased } = await eraseData(deps, session, confirm === "yes");
      if (wantsJson(request)) return reply.send({ state: "erased" as const, erased });
      return sendHtml(reply, donePage(done.language, erased));
    },
  );
}

function download(reply: FastifyReply, body: string, type: string, name: string): FastifyReply {
  return reply.type(type).header("content-disposition", `attachment; filename="${name}"`).send(body);
}
