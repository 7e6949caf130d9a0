/**
 * The collector's contract (`POST /f/:formId`): Formspree's submission protocol, as the site's
 * `@formspree/core` client reads it, written as valibot schemas. The server turns them into the
 * route's JSON Schema (so replies are written in this key order, byte for byte as before); the
 * types below are inferred from them. The lead bodies themselves are the forms' schemas in
 * shared/lead-forms.ts, which the handler applies (docs/decisions/028-collector-contract.md).
 */
import * as v from "valibot";
import { BookingOfferSchema } from "./booking.js";
import { FIELD_ERROR_CODES, FIELD_NAMES } from "./lead-forms.js";

/**
 * Codes of errors about the whole submission, with their HTTP status. The first five are
 * Formspree's (`@formspree/core` FormErrorCode); the client reports the others as UNSPECIFIED
 * and shows our message.
 */
export const FORM_ERROR_STATUS = {
  FORM_NOT_FOUND: 404,
  INACTIVE: 403,
  EMPTY: 422,
  NO_FILE_UPLOADS: 422,
  BLOCKED: 422,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MALFORMED_BODY: 400,
  SERVER_ERROR: 500,
} as const;
export type FormErrorCode = keyof typeof FORM_ERROR_STATUS;
const FORM_ERROR_CODES = Object.keys(FORM_ERROR_STATUS) as FormErrorCode[];

/** The route's parameters: the form id is any string; the handler tells ours from the rest. */
export const CollectorParamsSchema = v.object({ formId: v.string() });
export type CollectorParams = v.InferOutput<typeof CollectorParamsSchema>;

/**
 * 200: the lead is stored. `next` is where the visitor goes; with `booking` (booking is on and
 * the lead is not spam) it is the booking page holding the offer's token.
 */
export const SuccessReplySchema = v.strictObject({
  ok: v.literal(true),
  next: v.string(),
  booking: v.optional(BookingOfferSchema),
});
export type SuccessReply = v.InferOutput<typeof SuccessReplySchema>;

/** One field's problem, `message` in the visitor's language. */
export const FieldErrorSchema = v.strictObject({
  field: v.picklist(FIELD_NAMES),
  code: v.picklist(FIELD_ERROR_CODES),
  message: v.string(),
});
export type FieldError = v.InferOutput<typeof FieldErrorSchema>;

/** 422 with one entry per field to correct, `error` a summary naming them. */
export const FieldErrorReplySchema = v.strictObject({
  error: v.string(),
  errors: v.pipe(v.array(FieldErrorSchema), v.minLength(1)),
});
export type FieldErrorReply = v.InferOutput<typeof FieldErrorReplySchema>;

/** Any other 4xx or 5xx: the submission as a whole, its code repeated in the one `errors` entry. */
export const FormErrorReplySchema = v.strictObject({
  error: v.string(),
  code: v.picklist(FORM_ERROR_CODES),
  errors: v.pipe(v.array(v.strictObject({ code: v.picklist(FORM_ERROR_CODES), message: v.string() })), v.length(1)),
});
export type FormErrorReply = v.InferOutput<typeof FormErrorReplySchema>;

/** Every error reply of the collector, whichever of the two it is. */
export const ErrorReplySchema = v.union([FieldErrorReplySchema, FormErrorReplySchema]);
export type ErrorReply = v.InferOutput<typeof ErrorReplySchema>;
