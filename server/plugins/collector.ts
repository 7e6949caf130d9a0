import cors from "@fastify/cors";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit, { normalizeIP } from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Language } from "../../shared/languages.js";
import { BOOKING_PATHS, type BookingOffer } from "../../shared/booking.js";
import { truncateAddress } from "../collector/client-address.js";
import { renderErrorPage } from "../collector/html-page.js";
import { MESSAGES } from "../collector/messages.js";
import {
  FormError,
  REPLY_SCHEMAS,
  type FieldError,
  type FieldErrorReply,
  type FormErrorReply,
  type SuccessReply,
} from "../collector/protocol.js";
import { looksLikeLinkSpam } from "../collector/spam.js";
import {
  detectForm,
  hasDataFields,
  languageOf,
  KEPT_MAX_LENGTH,
  readInstructions,
  validateSubmission,
  type Fields,
} from "../collector/submission.js";
import type { Config } from "../config.js";
import { findLeadByIdempotencyKey, insertLead } from "../db/leads.js";
import { FORM_MESSAGES } from "../../shared/form-catalog.js";
import type { FormKind } from "../../shared/lead-forms.js";

export type CollectorOptions = Pick<Config, "formId" | "disabledFormIds" | "rateLimitPerMinute" | "siteOrigins">;

/** The largest body accepted, whatever its content type. */
export const BODY_LIMIT = 64 * 1024;

const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  // One byte over the body limit, so a field that alone exceeds it shows as truncated.
  fieldSize: BODY_LIMIT + 1,
  fields: 50,
  files: 1,
  fileSize: BODY_LIMIT,
  parts: 51,
  headerPairs: 20,
};

/** What @formspree/core sends besides the CORS-safelisted headers. */
const ALLOWED_HEADERS = ["Content-Type", "Accept", "Formspree-Client", "Formspree-Session-Data"];

interface Route {
  Params: { formId: string };
  Reply: SuccessReply | FieldErrorReply | FormErrorReply | string;
}

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
      await scope.register(multipart, { limits: MULTIPART_LIMITS });
      // Counted in memory, or in PostgreSQL with DATABASE_URL (the limits plugin decides).
      await scope.register(rateLimit, { global: false, store: app.limits.collectorStore });
      // Fastify parses text/plain by default; a form with enctype="text/plain" is not ours.
      scope.removeContentTypeParser("text/plain");

      // Fastify's own parsers enforce bodyLimit; multipart is streamed, so it is checked here
      // (and by the field sizes in readMultipart, for chunked bodies without a length).
      scope.addHook("onRequest", async (request) => {
        if (Number(request.headers["content-length"]) > BODY_LIMIT) throw new FormError("PAYLOAD_TOO_LARGE");
      });
      scope.addHook("preValidation", async (request) => {
        if (request.isMultipart()) request.body = await readMultipart(request);
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

      scope.post<Route>(
        "/:formId",
        {
          bodyLimit: BODY_LIMIT,
          schema: {
            params: { type: "object", required: ["formId"], properties: { formId: { type: "string" } } },
            response: REPLY_SCHEMAS,
          },
          config: {
            rateLimit: {
              max: options.rateLimitPerMinute,
              timeWindow: 60_000,
              // After parsing, so the no-JS answer can give the visitor their text back.
              hook: "preHandler",
              keyGenerator: (request) => `${normalizeIP(request.ip)} ${(request.params as Route["Params"]).formId}`,
              onExceeded: () => app.telemetry.limitRefused("collector"),
              errorResponseBuilder: (_request, context) => new FormError("RATE_LIMITED", Math.ceil(context.ttl / 1000)),
            },
          },
        },
        async (request, reply) => {
          const { formId } = request.params;
          if (disabled.has(formId)) throw new FormError("INACTIVE");
          if (formId !== options.formId) throw new FormError("FORM_NOT_FOUND");
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
          if (!honeypot && looksLikeLinkSpam(validation.values)) throw new FormError("BLOCKED");

          const visit = await app.analytics.visitOf(request);
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
              status: honeypot ? "spam" : "new",
              idempotencyKey,
              nextUrl: instructions.next,
            },
            {
              afterInsert: async (trx, stored) => {
                await app.mail.afterInsert?.(trx, stored);
                await app.analytics.saveAttribution(trx, stored.id, visit);
              },
            },
          );
          if (lead === undefined) {
            // A request with the same key, running at the same time, stored the lead first.
            const first = await findLeadByIdempotencyKey(app.db, idempotencyKey!);
            const offer = first && app.booking.offer(first);
            return sendSuccess(request, reply, first?.nextUrl ?? instructions.next, offer);
          }
          request.log.info({ lead: lead.id, form: lead.form, status: lead.status }, "lead stored");
          app.telemetry.leadStored(lead.form, lead.status);
          app.mail.wake();
          return sendSuccess(request, reply, lead.nextUrl, app.booking.offer(lead));
        },
      );
    },
    { prefix: "/f" },
  );
}

/** Multipart fields as a plain object, like the other parsers give; any file is refused. */
async function readMultipart(request: FastifyRequest): Promise<Fields> {
  const fields: Record<string, unknown> = {};
  let size = 0;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === "file") {
        part.file.resume();
        throw new FormError("NO_FILE_UPLOADS");
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw new FormError("PAYLOAD_TOO_LARGE");
      size += Buffer.byteLength(part.fieldname) + Buffer.byteLength(String(part.value));
      if (size > BODY_LIMIT) throw new FormError("PAYLOAD_TOO_LARGE");
      const previous = fields[part.fieldname];
      fields[part.fieldname] = previous === undefined ? part.value : [previous, part.value].flat();
    }
  } catch (error) {
    if (error instanceof FormError) throw error;
    // Busboy's errors (bad boundary, truncated part) carry no status: the body is malformed.
    throw new FormError((error as FastifyError).statusCode === 413 ? "PAYLOAD_TOO_LARGE" : "MALFORMED_BODY");
  }
  return fields;
}

function fieldsOf(body: unknown): Fields {
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw new FormError("MALFORMED_BODY");
  return body as Fields;
}

/** The parsed body, when there is one that is an object (not on errors raised before parsing). */
function parsedFields(request: FastifyRequest): Fields | undefined {
  const { body } = request;
  return body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Fields) : undefined;
}

function toFormError(error: FastifyError): FormError {
  if (error instanceof FormError) return error;
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new FormError("PAYLOAD_TOO_LARGE");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new FormError("UNSUPPORTED_MEDIA_TYPE");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return new FormError("EMPTY");
  }
  const status = error.statusCode ?? 500;
  return new FormError(status === 413 ? "PAYLOAD_TOO_LARGE" : status < 500 ? "MALFORMED_BODY" : "SERVER_ERROR");
}

/**
 * @formspree/core asks for JSON; a plain HTML form (no JavaScript) gets a redirect or a page.
 * A JSON body can only come from a script, so it gets JSON whatever it accepts.
 */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept?.toLowerCase() ?? "";
  const type = request.headers["content-type"]?.toLowerCase() ?? "";
  return accept.includes("application/json") || type.startsWith("application/json");
}

/** The visitor's language: the form's `_language`, else the page it was posted from. */
function requestLanguage(request: FastifyRequest): Language {
  const fields = parsedFields(request);
  const fromForm = typeof fields?.["_language"] === "string" ? languageOf(fields["_language"]) : undefined;
  if (fromForm !== undefined) return fromForm;
  try {
    const referer = new URL(request.headers.referer ?? "");
    return languageOf(referer.pathname.split("/")[1]) ?? "en";
  } catch {
    return "en";
  }
}

/** Where the no-JavaScript page's form posts: the same place (the 404 handler has no form id). */
function actionOf(request: FastifyRequest): string {
  const { formId } = request.params as Partial<Route["Params"]>;
  return formId === undefined ? request.url.split("?")[0]! : `/f/${encodeURIComponent(formId)}`;
}

/**
 * With a booking offer (booking is on, the lead is not spam) a plain form is sent to the booking
 * page, which lists the slots, instead of the thanks page; a script gets the offer beside `next`,
 * and `next` is that page too: the site's forms post with @formspree/core, which keeps only
 * `next` of a success reply, so the booking step reads the token from there.
 */
function sendSuccess(
  request: FastifyRequest,
  reply: FastifyReply,
  next: string,
  booking: BookingOffer | undefined,
): FastifyReply {
  reply.header("cache-control", "no-store");
  const target = booking ? `${BOOKING_PATHS.page}?token=${encodeURIComponent(booking.token)}` : next;
  if (wantsJson(request))
    return reply.send({ ok: true, next: target, ...(booking && { booking }) } satisfies SuccessReply);
  return reply.redirect(target, 303);
}

function sendFieldErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
  form: FormKind,
  errors: FieldError[],
): FastifyReply {
  reply.code(422).header("cache-control", "no-store");
  if (wantsJson(request)) {
    const names = [...new Set(errors.map((error) => FORM_MESSAGES[language].names[error.field]))];
    return reply.send({ error: MESSAGES[language].checkFields(names), errors } satisfies FieldErrorReply);
  }
  const submission = { form, action: actionOf(request), fields: parsedFields(request) ?? {} };
  return reply.type("text/html; charset=utf-8").send(renderErrorPage({ language, errors, submission }));
}

function sendFormError(request: FastifyRequest, reply: FastifyReply, error: FormError): FastifyReply {
  const language = requestLanguage(request);
  const t = MESSAGES[language].form;
  const message = error.code === "RATE_LIMITED" ? t.RATE_LIMITED(error.retryAfter ?? 60) : t[error.code];
  reply.code(error.statusCode).header("cache-control", "no-store");
  if (error.retryAfter !== undefined) reply.header("retry-after", String(error.retryAfter));
  if (wantsJson(request)) {
    const { code } = error;
    return reply.send({ error: message, code, errors: [{ code, message }] } satisfies FormErrorReply);
  }
  const fields = parsedFields(request);
  const submission =
    fields !== undefined && hasDataFields(fields)
      ? { form: detectForm(fields), action: actionOf(request), fields }
      : undefined;
  return reply.type("text/html; charset=utf-8").send(renderErrorPage({ language, message, errors: [], submission }));
}

export default fp(collector, {
  name: "collector",
  fastify: "5.x",
  dependencies: ["db", "mail", "limits", "metrics", "booking", "analytics"],
  encapsulate: true,
});
