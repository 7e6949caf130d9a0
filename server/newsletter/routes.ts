import type { FastifyInstance, FastifyReply } from "fastify";
import * as v from "valibot";
import { leaveBody, NEWSLETTER_PATHS, subscribeRequest, tokenBody, tokenQuery } from "../../shared/newsletter.js";
import { jsonSchema, type JsonSchemaOf, type ValibotSchemas } from "../http/json-schema.js";
import { wantsJson } from "../http/negotiate.js";
import { NewsletterError } from "./errors.js";
import {
  checkConfirmation,
  checkLeave,
  confirm,
  consentWords,
  leave,
  subscribe,
  type NewsletterDeps,
} from "./service.js";
import { confirmedPage, confirmPage, leavePage, leftPage, sentPage } from "./views/pages.js";

export const BODY_LIMIT = 8 * 1024;

/** Validated by valibot itself (the plugin's validator), as the privacy routes are. */
const routeSchema = <S extends v.GenericSchema>(schema: S): JsonSchemaOf<S> =>
  jsonSchema(schema, { errorMode: "ignore" });

const stateReply = v.strictObject({ state: v.picklist(["sent", "confirmed", "left"]) });
const errorReply = routeSchema(
  v.strictObject({ code: v.string(), error: v.string(), language: v.picklist(["en", "pt"]) }),
);
/** The refusals every route may answer (as a page, or as this JSON). */
const errors = { 400: errorReply, 404: errorReply, 413: errorReply, 429: errorReply, 500: errorReply, 503: errorReply };

function sendHtml(reply: FastifyReply, html: string): FastifyReply {
  return reply.type("text/html; charset=utf-8").send(html);
}

/**
 * The visitor's routes, thin: each reads its checked request, calls the newsletter's functions and
 * answers a page (no JavaScript needed anywhere) or, for a script, JSON.
 */
export async function newsletterRoutes(
  scope: FastifyInstance,
  deps: NewsletterDeps,
  limits: { subscribe: object; links: object },
): Promise<void> {
  const api = scope.withTypeProvider<ValibotSchemas>();

  api.post(
    NEWSLETTER_PATHS.subscribe,
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: routeSchema(subscribeRequest), response: { 200: routeSchema(stateReply), ...errors } },
      config: { rateLimit: limits.subscribe },
    },
    async (request, reply) => {
      await subscribe(deps, request.body, request.ip);
      if (wantsJson(request)) return reply.send({ state: "sent" as const });
      return sendHtml(reply, sentPage(request.body.language));
    },
  );

  // A mail scanner's GET confirms nothing: the page's button does.
  api.get(
    NEWSLETTER_PATHS.confirm,
    { schema: { querystring: routeSchema(tokenQuery), response: errors }, config: { rateLimit: limits.links } },
    async (request, reply) => {
      const { token } = request.query;
      if (token === undefined) throw new NewsletterError("INVALID_LINK", "en");
      const subscriber = await checkConfirmation(deps, token);
      if (subscriber.status === "confirmed") return sendHtml(reply, confirmedPage(subscriber.language));
      return sendHtml(reply, confirmPage(subscriber, token, consentWords(subscriber)));
    },
  );

  api.post(
    NEWSLETTER_PATHS.confirm,
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: routeSchema(tokenBody), response: { 200: routeSchema(stateReply), ...errors } },
      config: { rateLimit: limits.links },
    },
    async (request, reply) => {
      const subscriber = await confirm(deps, request.body.token, request.ip);
      if (wantsJson(request)) return reply.send({ state: "confirmed" as const });
      return sendHtml(reply, confirmedPage(subscriber.language));
    },
  );

  api.get(
    NEWSLETTER_PATHS.leave,
    { schema: { querystring: routeSchema(tokenQuery), response: errors }, config: { rateLimit: limits.links } },
    async (request, reply) => {
      const { token } = request.query;
      if (token === undefined) throw new NewsletterError("INVALID_LINK", "en");
      const subscriber = await checkLeave(deps, token);
      if (subscriber.status === "departed") return sendHtml(reply, leftPage(subscriber.language));
      return sendHtml(reply, leavePage(subscriber, token));
    },
  );

  // RFC 8058: the mailbox provider POSTs `List-Unsubscribe=One-Click` to the header's URL, which
  // carries the token; no cookie, no sign-in, no redirect. The leave page's button posts the same.
  api.post(
    NEWSLETTER_PATHS.leave,
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        querystring: routeSchema(tokenQuery),
        body: routeSchema(leaveBody),
        response: { 200: routeSchema(stateReply), ...errors },
      },
      config: { rateLimit: limits.links },
    },
    async (request, reply) => {
      const token = request.query.token ?? request.body.token;
      if (token === undefined) throw new NewsletterError("INVALID_LINK", "en");
      const subscriber = await leave(deps, token);
      if (wantsJson(request)) return reply.send({ state: "left" as const });
      return sendHtml(reply, leftPage(subscriber.language));
    },
  );
}
