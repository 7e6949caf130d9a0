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
import { truncateAddress } from "../collector/client-address.js";
import { FormError } from "../collector/form-error.js";
import { multipartLimits, readMultipart } from "../collector/multipart.js";
import { sendFieldErrors, sendFormError, sendSuccess, toFormError } from "../collector/replies.js";
import {
  hasDataFields,
  KEPT_MAX_LENGTH,
  readInstructions,
  validateSubmission,
  type Fields,
} from "../collector/submission.js";
import type { Config } from "../config.js";
import { findLeadByIdempotencyKey, insertLead } from "../db/leads.js";
import { jsonSchema } from "../http/json-schema.js";
import { queueEvent } from "../webhooks/deliveries.js";
import { ChallengeReplySchema, PROOF_OF_WORK_FIELD, type ChallengeReply } from "../../shared/spam.js";
import { issueChallenge } from "../spam/proof-of-work.js";
import { judge } from "../spam/verdict.js";

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
      // Counted in this process's memory, or in PostgreSQL with DATABASE_URL (plugins/limits.ts).
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
          const fields = fieldsOf(request.body);
          if (!hasDataFields(fields)) throw new FormError("EMPTY");

          const instructions = readInstructions(fields);
          const { language, idempotencyKey, honeypot } = instructions;
          const validation = validateSubmission(fields, language);
          if (!validation.ok) {
            // A bot that filled the honeypot learns nothing from our validation.
            if (honeypot) return sendSuccess(request, reply, instructions.next, undefined);
            return sendFieldErrors(request, reply, language, validation.form, validation.errors);
          }

          if (idempotencyKey !== null) {
            const first = await findLeadByIdempotencyKey(app.db, idempotencyKey);
            if (first !== undefined) return sendSuccess(request, reply, first.nextUrl, app.booking.offer(first));
          }
          // Spam is stored with its reasons and answered as a lead is: bots learn nothing.
          const verdict = await judge(
            {
              db: app.db,
              now: () => new Date(),
              minFillMs: options.spamMinFillMs,
              onRuleFailure: (rule, error) =>
                request.log.warn({ rule: rule.value, err: error }, "an owner's spam pattern could not run: no match"),
            },
            { honeypot, proofOfWork: fields[PROOF_OF_WORK_FIELD], content: validation.values },
          );

          const visit = await app.analytics.visitOf(request);
          let eventQueued = false;
          const lead = await insertLead(
            app.db,
            {
              form: validation.form,
              language,
              ...validation.values,
              replyTo: instructions.replyTo,
              subject: instructions.subject,
              clientAddress: truncateAddress(request.ip),
              userAgent: request.headers["user-agent"]?.slice(0, KEPT_MAX_LENGTH.userAgent) ?? null,
              status: verdict.spam ? "spam" : "new",
              spamReasons: verdict.reasons,
              idempotencyKey,
              nextUrl: instructions.next,
            },
            {
              afterInsert: async (trx, stored) => {
                await app.mail.afterInsert?.(trx, stored);
                await app.analytics.saveAttribution(trx, stored.id, visit);
                eventQueued = await queueEvent(trx, { type: "lead.created", lead: stored });
              },
            },
          );
          if (lead === undefined) {
            // A request with the same key, running at the same time, stored the lead first.
            const first = await findLeadByIdempotencyKey(app.db, idempotencyKey!);
            const offer = first && app.booking.offer(first);
            return sendSuccess(request, reply, first?.nextUrl ?? instructions.next, offer);
          }
          request.log.info(
            { lead: lead.id, form: lead.form, status: lead.status, spamReasons: lead.spamReasons },
            "lead stored",
          );
          app.telemetry.leadStored(lead.form, lead.status);
          app.mail.wake();
          if (eventQueued) app.webhooks.wake();
          return sendSuccess(request, reply, lead.nextUrl, app.booking.offer(lead));
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
  dependencies: ["db", "mail", "limits", "metrics", "booking", "analytics"],
  encapsulate: true,
});
