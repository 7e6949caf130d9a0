// The owner's JSON API (/api/admin/*): its errors, and the schemas of signing in. What each
// capability sends the owner is beside its owner routes (leads/owner-routes.ts, …).
import type { FastifyError } from "fastify";
import { jsonSchema } from "../http/json-schema.js";
import { errorReply, noContent, sessionReply, signInBody, signInMethodsReply } from "../../shared/admin-api.js";

export const ADMIN_ERROR_STATUS = {
  ADMIN_DISABLED: 404,
  UNAUTHENTICATED: 401,
  INVALID_PASSWORD: 401,
  RATE_LIMITED: 429,
  SIGN_IN_SLOWED: 429,
  CROSS_SITE: 403,
  FORBIDDEN: 403,
  PASSWORD_RETIRED: 401,
  INVITATION_INVALID: 410,
  PASSKEY_REFUSED: 401,
  RECOVERY_CODE_INVALID: 401,
  EMAIL_TAKEN: 409,
  LAST_OWNER: 409,
  TOO_MANY_INVITATIONS: 429,
  BAD_QUERY: 400,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  // A call's outcome and the no-show's offer (server/booking/outcomes.ts).
  CALL_NOT_OVER: 409,
  CALL_CANCELLED: 409,
  CALL_REBOOKED: 409,
  CALL_NOT_NO_SHOW: 409,
  OFFER_SENT: 409,
  MAIL_OFF: 409,
  BOOKING_OFF: 409,
  /** The owner moved a call to a time that is not (or no longer) free, or one that has begun. */
  SLOT_TAKEN: 409,
  CALL_STARTED: 409,
  MAIL_CAPPED: 429,
  // The owner's Sent folder (server/replies/).
  MAILBOX_OFF: 409,
  MAILBOX_FAILED: 502,
  SERVER_ERROR: 500,
} as const;
export type AdminErrorCode = keyof typeof ADMIN_ERROR_STATUS;

/** English for people reading logs or curl output; the inbox shows its own text per code. */
const MESSAGES: Record<AdminErrorCode, string> = {
  ADMIN_DISABLED:
    "The inbox is off: set ADMIN_PASSWORD (12 characters or more) and restart the server, or add an owner with npm run team.",
  UNAUTHENTICATED: "Sign in first.",
  INVALID_PASSWORD: "Wrong password.",
  RATE_LIMITED: "Too many sign-in attempts from this address. Try again later.",
  SIGN_IN_SLOWED: "Too many failed sign-ins from all addresses: one attempt at a time. Try again in a moment.",
  CROSS_SITE: "Requests from other sites are not accepted.",
  FORBIDDEN: "Your role on the team does not allow this.",
  PASSWORD_RETIRED: "ADMIN_PASSWORD no longer signs in: an owner has a passkey. Sign in with yours.",
  INVITATION_INVALID: "This invitation link is not valid any more: ask an owner for a new one.",
  PASSKEY_REFUSED: "This passkey was not accepted.",
  RECOVERY_CODE_INVALID: "This recovery code is not valid.",
  EMAIL_TAKEN: "Someone on the team already has this address.",
  LAST_OWNER: "The team's last owner cannot be removed or made another role.",
  TOO_MANY_INVITATIONS: "Enough invitations for today: each one is an e-mail to someone. Try again tomorrow.",
  BAD_QUERY: "The query string is not valid.",
  BAD_REQUEST: "The request body is not valid.",
  NOT_FOUND: "Not found.",
  PAYLOAD_TOO_LARGE: "The request body is too large.",
  UNSUPPORTED_MEDIA_TYPE: "Send JSON (Content-Type: application/json).",
  CALL_NOT_OVER: "The call has not ended yet: its outcome can be recorded once it has.",
  CALL_CANCELLED: "The call was canceled: it has no outcome.",
  CALL_REBOOKED: "The lead has booked another call since.",
  CALL_NOT_NO_SHOW: "Only a call marked no-show can be offered another time.",
  OFFER_SENT: "This call's offer of another time was sent already; it goes once.",
  MAIL_OFF: "Mail is off (no SMTP_URL): nothing can be sent.",
  BOOKING_OFF: "Booking is off (no BOOKING_HOURS): there is no booking page to offer.",
  SLOT_TAKEN: "That time is not free: choose another of the call's times.",
  CALL_STARTED: "The call has begun: it can no longer be moved.",
  MAIL_CAPPED: "Not sent: this visitor's mailbox or all visitors together have had their share of e-mail for now.",
  MAILBOX_OFF: "No mailbox to read (no IMAP_URL): replies are marked in the console.",
  MAILBOX_FAILED: "The mailbox could not be read; the server's log says why.",
  SERVER_ERROR: "Something went wrong on the server.",
};

export interface AdminErrorReply {
  error: string;
  code: AdminErrorCode;
}

export class AdminError extends Error {
  override name = "AdminError";
  readonly statusCode: number;

  constructor(
    readonly code: AdminErrorCode,
    /** Seconds, for RATE_LIMITED. */
    readonly retryAfter?: number,
    detail?: string,
  ) {
    super(detail === undefined ? MESSAGES[code] : `${MESSAGES[code]} ${detail}`);
    this.statusCode = ADMIN_ERROR_STATUS[code];
  }

  toReply(): AdminErrorReply {
    return { error: this.message, code: this.code };
  }
}

/** Any error under /api/admin as the API answers it: validation, body and media errors by code. */
export function toAdminError(error: FastifyError): AdminError {
  if (error instanceof AdminError) return error;
  if (error.validation !== undefined) {
    if (error.validationContext === "querystring") return new AdminError("BAD_QUERY", undefined, error.message);
    if (error.validationContext === "params") return new AdminError("NOT_FOUND");
    return new AdminError("BAD_REQUEST", undefined, error.message);
  }
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new AdminError("PAYLOAD_TOO_LARGE");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new AdminError("UNSUPPORTED_MEDIA_TYPE");
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new AdminError("PAYLOAD_TOO_LARGE");
  return new AdminError(status < 500 ? "BAD_REQUEST" : "SERVER_ERROR");
}

export const errorSchema = jsonSchema(errorReply);
export const signInBodySchema = jsonSchema(signInBody);
export const sessionReplySchema = jsonSchema(sessionReply);
export const signInMethodsSchema = jsonSchema(signInMethodsReply);
export const noContentSchema = jsonSchema(noContent);

/** The errors any route under /api/admin may answer, each in the one shape. */
export const errorReplies = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
  500: errorSchema,
};

/** Admin bodies are a password or a status. */
export const BODY_LIMIT = 16 * 1024;
