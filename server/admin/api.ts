// The inbox's JSON API (/api/admin/*): its errors, the shapes it sends and the schemas that
// check what it receives and send what it answers.
import type { Booking } from "../db/bookings.js";
import { TEAM_SIZES, WORKSHOP_INTERESTS, LEAD_FORMS, LEAD_STATUSES, REPLY_WITHIN_MS, type Lead } from "../db/leads.js";
import { LANGUAGES } from "../../app/i18n/languages.js";

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

/** A lead as the inbox sees it: bookkeeping (idempotency key, reply URL) stays on the server. */
export interface LeadJson {
  id: string;
  form: Lead["form"];
  receivedAt: string;
  language: Lead["language"];
  name: string;
  email: string;
  company: string;
  message: string;
  teamSize: string | null;
  workshopInterest: string | null;
  subject: string | null;
  replyTo: string | null;
  status: Lead["status"];
  clientAddress: string | null;
  userAgent: string | null;
  /** The site's promise: a reply within 24 hours of `receivedAt`. */
  replyBy: string;
  /** The owner marked it handled. */
  handled: boolean;
  /** Still new (unhandled) after `replyBy`. */
  overdue: boolean;
  /** The lead's booked call (issue 19), or null. */
  booking: BookingJson | null;
}

export interface BookingJson {
  start: string;
  end: string;
  /** The visitor's zone when they gave one, else null (the owner's zone applies). */
  visitorTimeZone: string | null;
}

/** A booked call in the inbox's list of calls. */
export interface CallJson extends BookingJson {
  id: string;
  leadId: string;
  name: string;
  company: string;
  email: string;
  language: Lead["language"];
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
  };
}

export const PAGE_SIZE = { default: 25, max: 100 } as const;
/** Longest search accepted, in characters. */
export const MAX_QUERY_LENGTH = 200;

const nullableString = { type: ["string", "null"] } as const;

export const errorSchema = {
  type: "object",
  required: ["error", "code"],
  properties: { error: { type: "string" }, code: { type: "string" } },
  additionalProperties: false,
} as const;

const BOOKING_FIELDS = ["start", "end", "visitorTimeZone"];
const bookingProperties = {
  start: { type: "string", format: "date-time" },
  end: { type: "string", format: "date-time" },
  visitorTimeZone: nullableString,
} as const;

export const leadSchema = {
  type: "object",
  required: [
    "id",
    "form",
    "receivedAt",
    "language",
    "name",
    "email",
    "company",
    "message",
    "teamSize",
    "workshopInterest",
    "subject",
    "replyTo",
    "status",
    "clientAddress",
    "userAgent",
    "replyBy",
    "handled",
    "overdue",
    "booking",
  ],
  properties: {
    id: { type: "string" },
    form: { type: "string", enum: LEAD_FORMS },
    receivedAt: { type: "string", format: "date-time" },
    language: { type: "string", enum: LANGUAGES },
    name: { type: "string" },
    email: { type: "string" },
    company: { type: "string" },
    message: { type: "string" },
    teamSize: { type: ["string", "null"], enum: [...TEAM_SIZES, null] },
    workshopInterest: { type: ["string", "null"], enum: [...WORKSHOP_INTERESTS, null] },
    subject: nullableString,
    replyTo: nullableString,
    status: { type: "string", enum: LEAD_STATUSES },
    clientAddress: nullableString,
    userAgent: nullableString,
    replyBy: { type: "string", format: "date-time" },
    handled: { type: "boolean" },
    overdue: { type: "boolean" },
    booking: {
      anyOf: [
        { type: "null" },
        { type: "object", required: BOOKING_FIELDS, properties: bookingProperties, additionalProperties: false },
      ],
    },
  },
  additionalProperties: false,
} as const;

export const callsReplySchema = {
  type: "object",
  required: ["calls"],
  properties: {
    calls: {
      type: "array",
      items: {
        type: "object",
        required: ["id", "leadId", "name", "company", "email", "language", ...BOOKING_FIELDS],
        properties: {
          id: { type: "string" },
          leadId: { type: "string" },
          name: { type: "string" },
          company: { type: "string" },
          email: { type: "string" },
          language: { type: "string", enum: LANGUAGES },
          ...bookingProperties,
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

export interface CallsReply {
  calls: CallJson[];
}

// An empty value ("?status=") is the same as none, as a form's "any" option sends it.
const optional = <T extends readonly string[]>(values: T) => ({ type: "string", enum: [...values, ""] }) as const;

/**
 * No U+0000: PostgreSQL refuses it in a query's text and SQLite's full-text syntax ends a string
 * at it, so it would be a 500; no lead can hold one anyway (the collector refuses it).
 */
const NO_NUL = "^[^\\u0000]*$";

/** The list's filter, shared by the list and the export. */
const filterProperties = {
  form: optional(LEAD_FORMS),
  status: optional(LEAD_STATUSES),
  q: { type: "string", maxLength: MAX_QUERY_LENGTH, pattern: NO_NUL },
} as const;

export interface FilterQuery {
  form?: Lead["form"] | "";
  status?: Lead["status"] | "";
  q?: string;
}

export const listQuerySchema = {
  type: "object",
  properties: {
    ...filterProperties,
    /** "true": only new leads past their 24-hour reply time. */
    overdue: { type: "string", enum: ["true", "false", ""] },
    /** "reply-by": the reply due soonest first (oldest first); "newest" (the default). */
    sort: { type: "string", enum: ["newest", "reply-by", ""] },
    page: { type: "integer", minimum: 1, maximum: 1_000_000, default: 1 },
    pageSize: { type: "integer", minimum: 1, maximum: PAGE_SIZE.max, default: PAGE_SIZE.default },
  },
} as const;

export interface ListQuery extends FilterQuery {
  page: number;
  pageSize: number;
  overdue?: "true" | "false" | "";
  sort?: "newest" | "reply-by" | "";
}

export const exportQuerySchema = {
  type: "object",
  properties: { ...filterProperties, format: { type: "string", enum: ["csv", "json"], default: "csv" } },
} as const;

export interface ExportQuery extends FilterQuery {
  format: "csv" | "json";
}

export const listReplySchema = {
  type: "object",
  required: ["leads", "total", "page", "pageSize"],
  properties: {
    leads: { type: "array", items: leadSchema },
    total: { type: "integer" },
    page: { type: "integer" },
    pageSize: { type: "integer" },
  },
  additionalProperties: false,
} as const;

export interface ListReply {
  leads: LeadJson[];
  total: number;
  page: number;
  pageSize: number;
}

export const idParamsSchema = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "string", maxLength: 64, pattern: NO_NUL } },
} as const;

export const statusBodySchema = {
  type: "object",
  required: ["status"],
  properties: { status: { type: "string", enum: LEAD_STATUSES } },
  additionalProperties: false,
} as const;

export const signInBodySchema = {
  type: "object",
  required: ["password"],
  properties: { password: { type: "string", minLength: 1, maxLength: 1024 } },
  additionalProperties: false,
} as const;

export const sessionReplySchema = {
  type: "object",
  required: ["authenticated", "expiresAt"],
  properties: { authenticated: { type: "boolean", const: true }, expiresAt: { type: "string", format: "date-time" } },
  additionalProperties: false,
} as const;

export interface SessionReply {
  authenticated: true;
  expiresAt: string;
}
