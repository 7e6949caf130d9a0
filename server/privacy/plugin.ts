import formbody from "@fastify/formbody";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { identity } from "../../shared/identity.js";
import type { Config } from "../config.js";
import { validateWithValibot } from "../http/json-schema.js";
import { wantsJson } from "../http/negotiate.js";
import { PRIVACY_COPY } from "./mail.js";
import { PRIVACY_MESSAGE_KINDS } from "./message-kinds.js";
import { PrivacyError } from "./errors.js";
import { privacySecret, tokenLanguage } from "./keys.js";
import { privacyRoutes } from "./routes.js";
import { PRIVACY_RULES, type PrivacyDeps } from "./service.js";
import { refusalPage } from "./views/pages.js";
import { isLanguage } from "../../shared/languages.js";
import type { PrivacyErrorReply } from "./contracts.js";

export interface PrivacyOptions extends Pick<Config, "publicUrl"> {
  /** The clock, for tests. */
  now?: () => Date;
  /** Requests a client (IPv4 address, IPv6 /64) may make an hour, all privacy routes together. */
  requestsPerHour?: number;
}

/**
 * The visitor's own data (issue 29, decisions 054-056): the routes of server/privacy/routes.ts
 * over the privacy functions, with their body parser, rate limit and refusal pages.
 */
async function privacy(app: FastifyInstance, options: PrivacyOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  app.mail.register(...PRIVACY_MESSAGE_KINDS);
  const deps: PrivacyDeps = {
    db: app.db,
    secret: await privacySecret(app.db),
    rules: PRIVACY_RULES,
    now,
    // Links in e-mails never come from the request's Host (as the booking links).
    origin: options.publicUrl ?? identity.siteUrl,
    mail: app.mail,
    // The visitor asked for the erasure: their CANCEL says so.
    cancelCalls: (ids) => app.booking.cancelCalls(ids, "visitor"),
    log: app.log,
  };

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 8 * 1024 });
    scope.removeContentTypeParser("text/plain");
    // Per client, counted where the forms count (in memory, or in PostgreSQL with DATABASE_URL).
    await scope.register(rateLimit, {
      max: options.requestsPerHour ?? 60,
      timeWindow: 60 * 60_000,
      store: app.limits.collectorStore,
      keyGenerator: (request) => `privacy ${normalizeIP(request.ip)}`,
      // After parsing, so the refusal is worded in the language the form or the token names.
      hook: "preHandler",
      onExceeded: () => app.telemetry.limitRefused("privacy"),
    });
    scope.setValidatorCompiler(validateWithValibot);
    scope.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
      reply.header("x-robots-tag", "noindex");
      // The data page's links carry its session: no other site learns them.
      reply.header("referrer-policy", "no-referrer");
    });
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const refusal = toPrivacyError(error, request);
      if (refusal.code === "SERVER_ERROR") request.log.error({ err: error }, "privacy request failed");
      return sendRefusal(request, reply, refusal);
    });
    await privacyRoutes(scope, deps);
  });
}

/** Any error of a privacy route as a refusal: validation, body size and rate limits included. */
function toPrivacyError(error: FastifyError, request: FastifyRequest): PrivacyError {
  if (error instanceof PrivacyError) return error;
  const language = languageOf(request);
  const status = error.statusCode ?? 500;
  if (status === 429) return new PrivacyError("TOO_MANY_REQUESTS", language);
  // The README promises 413 for an oversized body on every route, not the 400 of a bad one.
  if (status === 413) return new PrivacyError("TOO_LARGE", language);
  return new PrivacyError(status < 500 ? "INVALID_REQUEST" : "SERVER_ERROR", language);
}

/** The language a refused request was in: its form's field, else its token's, else English. */
function languageOf(request: FastifyRequest): PrivacyError["language"] {
  const fields = { ...(request.query as object), ...(request.body as object) } as Record<string, unknown>;
  if (isLanguage(fields.language)) return fields.language;
  const token = [fields.token, fields.session].find((value): value is string => typeof value === "string");
  return tokenLanguage(token);
}

function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: PrivacyError) {
  reply.code(error.statusCode);
  if (wantsJson(request)) {
    const body: PrivacyErrorReply = {
      code: error.code,
      error: PRIVACY_COPY[error.language].errors[error.code],
      language: error.language,
    };
    return reply.send(body);
  }
  const session = error.code === "NOT_CONFIRMED" ? (request.body as { session?: string }).session : undefined;
  return reply.type("text/html; charset=utf-8").send(refusalPage(error.language, error.code, session));
}

export default fp(privacy, {
  name: "privacy",
  fastify: "5.x",
  dependencies: ["db", "mail", "booking", "limits", "metrics"],
});
