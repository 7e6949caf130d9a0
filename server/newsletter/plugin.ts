import formbody from "@fastify/formbody";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { identity } from "../../shared/identity.js";
import { isLanguage, type Language } from "../../shared/languages.js";
import type { Config } from "../config.js";
import { validateWithValibot } from "../http/json-schema.js";
import { wantsJson } from "../http/negotiate.js";
import { NEWSLETTER_COPY } from "./copy.js";
import { NewsletterError } from "./errors.js";
import { newsletterSecret, tokenLanguage } from "./keys.js";
import { BODY_LIMIT, newsletterRoutes } from "./routes.js";
import type { NewsletterDeps } from "./service.js";
import type { NewsletterSettings } from "./settings.js";
import { refusalPage } from "./views/pages.js";
import { sendStep } from "./sender.js";
import { DrainLoop } from "../jobs/drain-loop.js";
import { queueStandaloneEvent } from "../webhooks/deliveries.js";
import { NEWSLETTER_MESSAGE_KINDS } from "./message-kinds.js";

export interface NewsletterOptions extends Pick<Config, "publicUrl"> {
  settings: NewsletterSettings;
  /** The clock, for tests. */
  now?: () => Date;
  /** How often the sender looks for letters to send when nothing wakes it. */
  pollMs?: number;
  /** Subscriptions a client (IPv4 address, IPv6 /64) may post an hour. */
  subscribesPerHour?: number;
}

declare module "fastify" {
  interface FastifyInstance {
    newsletter: {
      /** Looks for letters to send now rather than at the next poll (a letter was just sent off). */
      wake(): void;
    };
  }
}

/** The sender's pace when nothing wakes it: a letter started elsewhere is picked up within it. */
const SENDER_POLL_MS = 10_000;

/**
 * The newsletter (issue 54): the visitor's routes (subscribe, confirm, leave) with their body
 * parsers, rate limits and refusal pages, and the sender of letters that every instance runs once
 * it listens (sender.ts: what it claims is claimed once, in the database).
 */
async function newsletter(app: FastifyInstance, options: NewsletterOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const sender = new DrainLoop({
    name: "newsletter",
    step: async () => {
      const worked = await sendStep({ db: app.db, lettersPerHour: options.settings.lettersPerHour, now });
      if (worked) app.mail.wake();
      return worked;
    },
    pollMs: options.pollMs ?? SENDER_POLL_MS,
    log: app.log,
  });
  app.mail.register(...NEWSLETTER_MESSAGE_KINDS);
  app.decorate("newsletter", { wake: () => sender.wake() });
  if (app.mail.enabled) {
    app.addHook("onListen", async () => sender.start());
    app.addHook("onClose", () => sender.stop());
  }

  const deps: NewsletterDeps = {
    db: app.db,
    mail: app.mail,
    secret: await newsletterSecret(app.db),
    settings: options.settings,
    now,
    // Links in e-mails never come from the request's Host.
    origin: options.publicUrl ?? identity.siteUrl,
    log: app.log,
    onEvent: (trx, { type, subscriber }, at) =>
      queueStandaloneEvent(
        trx,
        {
          type,
          timestamp: at.toISOString(),
          data: {
            id: subscriber.id,
            list: subscriber.list,
            language: subscriber.language,
            email: subscriber.email,
            source: subscriber.source,
            confirmedAt: subscriber.confirmedAt?.toISOString() ?? null,
            departedAt: subscriber.departedAt?.toISOString() ?? null,
          },
        },
        at,
      ),
    wakeEvents: () => app.webhooks.wake(),
  };

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: BODY_LIMIT });
    // RFC 8058 allows the one-click POST as multipart/form-data: its token is in the URL, so the
    // body is read (bounded) and not looked into.
    scope.addContentTypeParser("multipart/form-data", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_r, _b, done) =>
      done(null, {}),
    );
    scope.removeContentTypeParser("text/plain");
    // Counted where the forms count (in memory, or in PostgreSQL with DATABASE_URL).
    await scope.register(rateLimit, { global: false, store: app.limits.collectorStore });
    scope.setValidatorCompiler(validateWithValibot);
    scope.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
      reply.header("x-robots-tag", "noindex");
      // The pages' addresses carry a token: no other site learns them.
      reply.header("referrer-policy", "no-referrer");
    });
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const refusal = toNewsletterError(error, request);
      if (refusal.code === "SERVER_ERROR") request.log.error({ err: error }, "newsletter request failed");
      return sendRefusal(request, reply, refusal);
    });
    const limit = (name: string, max: number) => ({
      max,
      timeWindow: 60 * 60_000,
      keyGenerator: (request: FastifyRequest) => `newsletter-${name} ${normalizeIP(request.ip)}`,
      // After parsing, so the refusal is worded in the language the form or the token names.
      hook: "preHandler" as const,
      onExceeded: () => app.telemetry.limitRefused("newsletter"),
    });
    await newsletterRoutes(scope, deps, {
      subscribe: limit("subscribe", options.subscribesPerHour ?? 30),
      // Mailbox providers post one-click departures from a few addresses of theirs: a high bound.
      links: limit("links", 3_000),
    });
  });
}

function toNewsletterError(error: FastifyError, request: FastifyRequest): NewsletterError {
  if (error instanceof NewsletterError) return error;
  const language = languageOf(request);
  const status = error.statusCode ?? 500;
  if (status === 429) return new NewsletterError("TOO_MANY_REQUESTS", language);
  if (status === 413) return new NewsletterError("TOO_LARGE", language);
  return new NewsletterError(status < 500 ? "INVALID_REQUEST" : "SERVER_ERROR", language);
}

/** The language a refused request was in: its form's field, else its token's, else English. */
function languageOf(request: FastifyRequest): Language {
  const fields = { ...(request.query as object), ...(request.body as object) } as Record<string, unknown>;
  if (isLanguage(fields.language)) return fields.language;
  return tokenLanguage(typeof fields.token === "string" ? fields.token : undefined);
}

function sendRefusal(request: FastifyRequest, reply: FastifyReply, error: NewsletterError) {
  reply.code(error.statusCode);
  if (wantsJson(request)) {
    return reply.send({
      code: error.code,
      error: NEWSLETTER_COPY[error.language].errors[error.code],
      language: error.language,
    });
  }
  return reply.type("text/html; charset=utf-8").send(refusalPage(error.language, error.code));
}

export default fp(newsletter, {
  name: "newsletter",
  fastify: "5.x",
  dependencies: ["db", "mail", "limits", "metrics", "webhooks"],
});
