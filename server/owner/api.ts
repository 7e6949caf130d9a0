// The inbox's JSON API (/api/admin/*): its errors, the shapes it sends and the schemas that
// check what it receives and send what it answers.
import type { FastifyError } from "fastify";
import { jsonSchema } from "../http/json-schema.js";
import {
  callsReply,
  errorReply,
  exportFile,
  exportQuery,
  idParams,
  leadJson as leadJsonSchema,
  listQuery,
  listReply,
  noContent,
  sessionReply,
  signInBody,
  statusBody,
  type BookingJson,
  type LeadJson,
} from "../../shared/admin-api.js";
import type { Booking } from "../booking/repository.js";
import { stripFormatCharacters } from "../../shared/format-characters.js";
import { REPLY_WITHIN_MS, type Lead } from "../leads/repository.js";

export const ADMIN_ERROR_STATUS = {
  ADMIN_DISABLED: 404,
  UNAUTHENTICATED: 401,
  INVALID_PASSWORD: 401,
  RATE_LIMITED: 429,
  SIGN_IN_SLOWED: 429,
  CROSS_SITE: 403,
  BAD_QUERY: 400,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVER_ERROR: 500,
} as const;
export type AdminErrorCode = keyof typeof ADMIN_ERROR_STATUS;

/** English for people reading logs or curl output; the inbox shows its own text per code. */
const MESSAGES: Record<AdminErrorCode, string> = {
  ADMIN_DISABLED: "The inbox is off: set ADMIN_PASSWORD (12 characters or more) and restart the server.",
  UNAUTHENTICATED: "Sign in first.",
  INVALID_PASSWORD: "Wrong password.",
  RATE_LIMITED: "Too many sign-in attempts from this address. Try again later.",
  SIGN_IN_SLOWED: "Too many failed sign-ins from all addresses: one attempt at a time. Try again in a moment.",
  CROSS_SITE: "Requests from other sites are not accepted.",
  BAD_QUERY: "The query string is not valid.",
  BAD_REQUEST: "The request body is not valid.",
  NOT_FOUND: "Not found.",
  PAYLOAD_TOO_LARGE: "The request body is too large.",
  UNSUPPORTED_MEDIA_TYPE: "Send JSON (Content-Type: application/json).",
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

export function bookingJson(booking: Booking): BookingJson {
  return {
    start: booking.start.toISOString(),
    end: booking.end.toISOString(),
    visitorTimeZone: booking.visitorTimeZone,
  };
}

/**
 * A lead as the inbox shows it. Invisible format characters (bidi overrides, C1 controls) are left
 * out of what the visitor typed, so that no name or address reads as something else.
 */
export function leadJson(lead: Lead, booking: Booking | null = null, now: Date = new Date()): LeadJson {
  const replyBy = new Date(lead.receivedAt.getTime() + REPLY_WITHIN_MS);
  return {
    id: lead.id,
    form: lead.form,
    receivedAt: lead.receivedAt.toISOString(),
    language: lead.language,
    name: stripFormatCharacters(lead.name),
    email: stripFormatCharacters(lead.email),
    company: stripFormatCharacters(lead.company),
    message: stripFormatCharacters(lead.message),
    teamSize: lead.teamSize,
    workshopInterest: lead.workshopInterest,
    subject: lead.subject && stripFormatCharacters(lead.subject),
    replyTo: lead.replyTo && stripFormatCharacters(lead.replyTo),
    status: lead.status,
    clientAddress: lead.clientAddress,
    userAgent: lead.userAgent && stripFormatCharacters(lead.userAgent),
    replyBy: replyBy.toISOString(),
    handled: lead.status === "handled",
    overdue: lead.status === "new" && now.getTime() > replyBy.getTime(),
    booking: booking && bookingJson(booking),
    spamReasons: lead.spamReasons,
  };
}

export const errorSchema = jsonSchema(errorReply);
export const leadSchema = jsonSchema(leadJsonSchema);
export const listQuerySchema = jsonSchema(listQuery);
export const exportQuerySchema = jsonSchema(exportQuery);
export const listReplySchema = jsonSchema(listReply);
export const idParamsSchema = jsonSchema(idParams);
export const statusBodySchema = jsonSchema(statusBody);
export const signInBodySchema = jsonSchema(signInBody);
export const sessionReplySchema = jsonSchema(sessionReply);
export const callsReplySchema = jsonSchema(callsReply);
export const noContentSchema = jsonSchema(noContent);
export const exportFileSchema = jsonSchema(exportFile);
