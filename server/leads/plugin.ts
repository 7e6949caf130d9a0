import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import {
  CollectorParamsSchema,
  ErrorReplySchema,
  SuccessReplySchema,
  type CollectorParams,
  type ErrorReply,
  type SuccessReply,
} from "../../shared/collector.js";
import type { Config } from "../config.js";
import { jsonSchema } from "../http/json-schema.js";
import { ChallengeReplySchema, type ChallengeReply } from "../../shared/spam.js";
import { issueChallenge } from "../spam/proof-of-work.js";
import { FormError } from "./form-error.js";
import { multipartLimits, readMultipart } from "./multipart.js";
import { receiveLead, type ReceiveDeps } from "./receive.js";
import { sendFieldErrors, sendFormError, sendSuccess, toFormError } from "./replies.js";
import type { Fields } from "./submission.js";
import { scheduleRetention } from "./retention-job.js";

export type CollectorOptions = Pick<
  Config,
  "formId" | "disabledFormIds" | "rateLimitPerMinute" | "siteOrigins" | "spamMinFillMs"
>;

/** The largest body accepted, whatever its content type. */
export const BODY_LIMIT = 64 * 1024;

/** What @formspree/core sends besides the CORS-safelisted headers. */
const ALLOWED_HEADERS = ["Content-Type", "Accept", "Formspree-Client", "Formspree-Session-Data"];

interface Route {
  Params: CollectorParams;
  Reply: SuccessReply | ErrorReply | string;
}

const errorReply = jsonSchema(ErrorReplySchema);
const ROUTE_SCHEMA = {
  params: jsonSchema(CollectorParamsSchema),
  // JSON replies; the no-JS path answers a redirect or a page.
  response: { 200: jsonSchema(SuccessReplySchema), "4xx": errorReply, "5xx": errorReply },
};

/**
 * `POST /f/:formId`, speaking Formspree's protocol so that @formspree/core (or a plain HTML
 * form without JavaScript) can submit leads to it. The body parsers, CORS and the rate limit
 * live inside this plugin and apply to nothing else.
 */
async function collector(app: FastifyInstance, options: CollectorOptions): Promise<void> {
  const disabled = new Set(options.disabledFormIds);
  await scheduleRetention(app);
  const leadsStored = app.telemetry.counter({
    name: "leads_stored_total",
    help: "Leads stored by this instance, by form and status (spam: the honeypot was filled)",
    labelNames: ["form", "status"],
  });
  const deps: Omit<ReceiveDeps, "log"> = {
    db: app.db,
    mail: { afterInsert: app.leads.queueMessages, wake: () => app.mail.wake() },
    analytics: app.analytics,
    webhooks: app.webhooks,
    booking: app.booking,
    leadStored: (form, status) => leadsStored({ form, status }),
    now: () => new Date(),
    spamMinFillMs: options.spamMinFillMs,
  };

  await app.register(
    async (scope) => {
      await scope.register(cors, {
        origin: options.siteOrigins,
        methods: ["POST"],
        allowedHeaders: ALLOWED_HEADERS,
        maxAge: 600,
      });
      await scope.register(formbody, { bodyLimit: BODY_LIMIT });
      await scope.register(multipart, { limits: multipartLimits(BODY_LIMIT) });
      // Counted in this process's memory, or in PostgreSQL with DATABASE_URL (limits/plugin.ts).
      await scope.register(rateLimit, { global: false, store: app.limits.collectorStore });
      // Fastify parses text/plain by default; a form with enctype="text/plain" is not ours.
      scope.removeContentTypeParser("text/plain");

      // Fastify's own parsers stop reading at bodyLimit, with or without a Content-Length;
      // multipart is streamed, and readMultipart counts its bytes as they arrive.
      scope.addHook("onRequest", async (request) => {
        if (Number(request.headers["content-length"]) > BODY_LIMIT) throw new FormError("PAYLOAD_TOO_LARGE");
      });
      scope.addHook("preValidation", async (request) => {
        if (request.isMultipart()) request.body = await readMultipart(request, BODY_LIMIT);
      });

      scope.setErrorHandler(async (error: FastifyError, request, reply) => {
        const formError = toFormError(error);
        if (formError.code === "SERVER_ERROR") request.log.error({ err: error }, "collector failed");
        return sendFormError(request, reply, formError);
      });
      // Another path or method under /f (`/f/contact/extra`, `PUT /f/contact`) is no form either,
      // answered in the protocol's shape rather than Fastify's code-less 404.
      scope.setNotFoundHandler(async (request, reply) =>
        sendFormError(request, reply, new FormError("FORM_NOT_FOUND")),
      );

      // The proof-of-work challenge a form fetches on its first focus (issue 27, decision 052).
      scope.get<{ Params: CollectorParams; Reply: ChallengeReply | ErrorReply }>(
        "/:formId/challenge",
        {
          schema: {
            params: jsonSchema(CollectorParamsSchema),
            response: { 200: jsonSchema(ChallengeReplySchema), "4xx": errorReply, "5xx": errorReply },
          },
          preValidation: async (request) => {
            if (request.params.formId !== options.formId) throw new FormError("FORM_NOT_FOUND");
          },
          config: {
            rateLimit: {
              max: options.rateLimitPerMinute * 4,
              timeWindow: 60_000,
              keyGenerator: (request) => `challenge:${normalizeIP(request.ip)}`,
              onExceeded: () => app.telemetry.limitRefused("collector"),
              errorResponseBuilder: (_request, context) => new FormError("RATE_LIMITED", Math.ceil(context.ttl / 1000)),
            },
          },
        },
        async (_request, reply) => {
          reply.header("cache-control", "no-store");
          return issueChallenge({ db: app.db, now: () => new Date() });
        },
      );

      scope.post<Route>(
        "/:formId",
        {
          bodyLimit: BODY_LIMIT,
          schema: ROUTE_SCHEMA,
          // Before the rate limit: a made-up form id is answered without being counted, so it can
          // neither fill the limiter's store nor spend a visitor's allowance.
          preValidation: async (request) => {
            const { formId } = request.params;
            if (disabled.has(formId)) throw new FormError("INACTIVE");
            if (formId !== options.formId) throw new FormError("FORM_NOT_FOUND");
          },
          config: {
            rateLimit: {
              max: options.rateLimitPerMinute,
              timeWindow: 60_000,
              // After parsing, so the no-JS answer can give the visitor their text back.
              hook: "preHandler",
              // The client's address alone (IPv6: its /64), whatever the URL says.
              keyGenerator: (request) => normalizeIP(request.ip),
              onExceeded: () => app.telemetry.limitRefused("collector"),
              errorResponseBuilder: (_request, context) => new FormError("RATE_LIMITED", Math.ceil(context.ttl / 1000)),
            },
          },
        },
        async (request, reply) => {
          const received = await receiveLead(
            { ...deps, log: request.log },
            {
              fields: fieldsOf(request.body),
              clientAddress: request.ip,
              userAgent: request.headers["user-agent"],
              visit: () => app.analytics.visitOf(request),
            },
          );
          if (!received.ok) {
            return sendFieldErrors(request, reply, received.language, received.form, received.errors);
          }
          return sendSuccess(request, reply, received.next, received.offer);
        },
      );
    },
    { prefix: "/f" },
  );
}

function fieldsOf(body: unknown): Fields {
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw new FormError("MALFORMED_BODY");
  return body as Fields;
}

export default fp(collector, {
  name: "collector",
  fastify: "5.x",
  dependencies: ["db", "mail", "lead-messages", "limits", "metrics", "booking", "analytics"],
  encapsulate: true,
});
