// The inbox's JSON API (/api/admin/*): its errors, the shapes it sends and the schemas that
// check what it receives and send what it answers.
import { toJsonSchema } from "@valibot/to-json-schema";
import type { FastifyTypeProvider } from "fastify";
import type * as v from "valibot";
import {
  callsReply,
  errorReply,
  exportQuery,
  idParams,
  leadJson as leadJsonSchema,
  listQuery,
  listReply,
  sessionReply,
  signInBody,
  statusBody,
  type BookingJson,
  type LeadJson,
} from "../../shared/admin-api.js";
import type { Booking } from "../db/bookings.js";
import { REPLY_WITHIN_MS, type Lead } from "../db/leads.js";

export const ADMIN_ERROR_STATUS = {
  ADMIN_DISABLED: 404,
  UNAUTHENTICATED: 401,
  INVALID_PASSWORD: 401,
  RATE_LIMITED: 429,
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

export function bookingJson(booking: Booking): BookingJson {
  return {
    start: booking.start.toISOString(),
    end: booking.end.toISOString(),
    visitorTimeZone: booking.visitorTimeZone,
  };
}

export function leadJson(lead: Lead, booking: Booking | null = null, now: Date = new Date()): LeadJson {
  const replyBy = new Date(lead.receivedAt.getTime() + REPLY_WITHIN_MS);
  return {
    id: lead.id,
    form: lead.form,
    receivedAt: lead.receivedAt.toISOString(),
    language: lead.language,
    name: lead.name,
    email: lead.email,
    company: lead.company,
    message: lead.message,
    teamSize: lead.teamSize,
    workshopInterest: lead.workshopInterest,
    subject: lead.subject,
    replyTo: lead.replyTo,
    status: lead.status,
    clientAddress: lead.clientAddress,
    userAgent: lead.userAgent,
    replyBy: replyBy.toISOString(),
    handled: lead.status === "handled",
    overdue: lead.status === "new" && now.getTime() > replyBy.getTime(),
    booking: booking && bookingJson(booking),
    spamReasons: lead.spamReasons,
  };
}

declare const SOURCE: unique symbol;
/** JSON Schema that remembers, in its type only, the valibot schema it was converted from. */
export type JsonSchemaOf<S extends v.GenericSchema> = Record<string, unknown> & { readonly [SOURCE]?: S };

/**
 * Fastify checks requests with Ajv and writes replies with fast-json-stringify, both from JSON
 * Schema: the shared valibot schemas, converted once at start.
 */
function jsonSchema<S extends v.GenericSchema>(schema: S): JsonSchemaOf<S> {
  const { $schema: _version, ...rest } = toJsonSchema(schema);
  return rest as JsonSchemaOf<S>;
}

/**
 * A Fastify type provider (`app.withTypeProvider<ValibotSchemas>()`): a route's request and reply
 * types are those of the valibot schemas behind its JSON Schemas, so no route restates them.
 */
export interface ValibotSchemas extends FastifyTypeProvider {
  validator: this["schema"] extends JsonSchemaOf<infer S> ? v.InferOutput<S> : unknown;
  serializer: this["schema"] extends JsonSchemaOf<infer S> ? v.InferInput<S> : unknown;
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
