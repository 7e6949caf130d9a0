import type { BookingOffer } from "../../shared/booking.js";
import type { FieldErrorCode, FieldName } from "../../shared/lead-forms.js";

// Formspree's submission protocol, as the @formspree/core client reads it: success is an object
// with `next`; failure is `errors: [{ field?, code, message }]` plus an `error` summary.

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

export interface FieldError {
  field: FieldName;
  code: FieldErrorCode;
  message: string;
}

export interface SuccessReply {
  ok: true;
  next: string;
  /** When booking is on and the lead is not spam: the offer of a call (shared/booking.ts). */
  booking?: BookingOffer;
}

export interface FieldErrorReply {
  error: string;
  errors: FieldError[];
}

export interface FormErrorReply {
  error: string;
  code: FormErrorCode;
  errors: [{ code: FormErrorCode; message: string }];
}

/** A form-level failure, thrown anywhere in a request and answered by the collector. */
export class FormError extends Error {
  override name = "FormError";
  readonly statusCode: number;

  constructor(
    readonly code: FormErrorCode,
    /** Seconds, for RATE_LIMITED. */
    readonly retryAfter?: number,
  ) {
    super(code);
    this.statusCode = FORM_ERROR_STATUS[code];
  }
}

const errorItem = {
  type: "object",
  required: ["code", "message"],
  properties: {
    field: { type: "string" },
    code: { type: "string" },
    message: { type: "string" },
  },
  additionalProperties: false,
} as const;

const errorReply = {
  type: "object",
  required: ["error", "errors"],
  properties: {
    error: { type: "string" },
    code: { type: "string", enum: Object.keys(FORM_ERROR_STATUS) },
    errors: { type: "array", minItems: 1, items: errorItem },
  },
  additionalProperties: false,
} as const;

/** Fastify reply schemas of `POST /f/:formId` (JSON replies; the no-JS path answers HTML). */
export const REPLY_SCHEMAS = {
  200: {
    type: "object",
    required: ["ok", "next"],
    properties: {
      ok: { type: "boolean", const: true },
      next: { type: "string" },
      booking: {
        type: "object",
        required: ["token", "expiresAt"],
        properties: { token: { type: "string" }, expiresAt: { type: "string" } },
        additionalProperties: false,
      },
    },
    additionalProperties: false,
  },
  "4xx": errorReply,
  "5xx": errorReply,
} as const;
