import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { BOOKING_PATHS, type BookingOffer } from "../../shared/booking.js";
import type { FieldError, FieldErrorReply, FormErrorReply, SuccessReply } from "../../shared/collector.js";
import type { Language } from "../../shared/languages.js";
import type { FormKind } from "../../shared/lead-forms.js";
import { languageFromPath } from "../../shared/paths.js";
import { languageFromTag } from "../../shared/languages.js";
import { wantsJson } from "../http/negotiate.js";
import { renderErrorPage } from "./views/error-page.js";
import { COLLECTOR_COPY, FORM_MESSAGES } from "./copy.js";
import { FormError } from "./form-error.js";
import { detectForm, hasDataFields, type Fields } from "./submission.js";

/** The parsed body, when there is one that is an object (not on errors raised before parsing). */
function parsedFields(request: FastifyRequest): Fields | undefined {
  const { body } = request;
  return body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Fields) : undefined;
}

/** Any error of a collector request as the protocol's form-level error. */
export function toFormError(error: FastifyError): FormError {
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

/** The visitor's language: the form's `_language`, else the page it was posted from. */
function requestLanguage(request: FastifyRequest): Language {
  const fields = parsedFields(request);
  const fromForm = typeof fields?.["_language"] === "string" ? languageFromTag(fields["_language"]) : undefined;
  if (fromForm !== undefined) return fromForm;
  try {
    return languageFromPath(new URL(request.headers.referer ?? "").pathname) ?? "en";
  } catch {
    return "en";
  }
}

/** Where the no-JavaScript page's form posts: the same place (the 404 handler has no form id). */
function actionOf(request: FastifyRequest): string {
  const { formId } = (request.params ?? {}) as { formId?: string };
  return formId === undefined ? request.url.split("?")[0]! : `/f/${encodeURIComponent(formId)}`;
}

/**
 * With a booking offer (booking is on, the lead is not spam) a plain form is sent to the booking
 * page, which lists the slots, instead of the thanks page; a script gets the offer beside `next`,
 * and `next` is that page too: the site's forms post with @formspree/core, which keeps only
 * `next` of a success reply, so the booking step reads the token from there.
 */
export function sendSuccess(
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

export function sendFieldErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
  form: FormKind,
  errors: FieldError[],
): FastifyReply {
  reply.code(422).header("cache-control", "no-store");
  if (wantsJson(request)) {
    const names = [...new Set(errors.map((error) => FORM_MESSAGES[language].names[error.field]))];
    return reply.send({ error: COLLECTOR_COPY[language].checkFields(names), errors } satisfies FieldErrorReply);
  }
  const submission = { form, action: actionOf(request), fields: parsedFields(request) ?? {} };
  return reply.type("text/html; charset=utf-8").send(renderErrorPage({ language, errors, submission }));
}

export function sendFormError(request: FastifyRequest, reply: FastifyReply, error: FormError): FastifyReply {
  const language = requestLanguage(request);
  const t = COLLECTOR_COPY[language];
  const message = error.code === "RATE_LIMITED" ? t.rateLimited(error.retryAfter ?? 60) : t.form[error.code];
  reply.code(error.statusCode).header("cache-control", "no-store");
  if (error.retryAfter !== undefined) reply.header("retry-after", String(error.retryAfter));
  // What is left of a body over the limit is not read: the connection closes after this reply.
  if (error.code === "PAYLOAD_TOO_LARGE") reply.header("connection", "close");
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
