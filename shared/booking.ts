/**
 * The booking API's contract (issue 19), shared by the server and the site's booking island:
 * every request and reply of `/booking*` as a valibot schema, and the types derived from them.
 * Times travel as ISO 8601 instants in UTC (`2027-03-26T09:00:00.000Z`); zones are IANA names.
 * docs/decisions/022-booking.md explains the flow.
 */
import * as v from "valibot";
import { stripFormatCharacters } from "./format-characters.js";
import { isTimeZone } from "./time-zone.js";

export { BOOKING_PATHS } from "./booking-paths.js";

/** Every slot lasts this long. */
export const SLOT_MINUTES = 30;

/** An instant as the server writes it: `Date.prototype.toISOString()`, always UTC. */
const InstantSchema = v.pipe(v.string(), v.isoTimestamp(), v.regex(/Z$/, "must be in UTC (end in Z)"));

/** An IANA time zone name this runtime knows (`America/Sao_Paulo`). */
const TimeZoneSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check(isTimeZone, "must be an IANA time zone such as America/Sao_Paulo"),
);

export const SlotSchema = v.object({ start: InstantSchema, end: InstantSchema });
export type Slot = v.InferOutput<typeof SlotSchema>;

/**
 * What the collector's JSON success reply carries besides `ok` and `next` when booking is on
 * and the lead is not spam: a signed token that lets this lead (and only it) book one call.
 */
export const BookingOfferSchema = v.object({
  /** Signed, expiring, for the purpose "book" only; tied to the lead and its language. */
  token: v.string(),
  /** When the token stops working (about two weeks after the lead). */
  expiresAt: InstantSchema,
});
export type BookingOffer = v.InferOutput<typeof BookingOfferSchema>;

/** A booked call as the visitor sees it. */
export const BookedCallSchema = v.object({
  start: InstantSchema,
  end: InstantSchema,
  /** The visitor's zone when the booking was made with one, else the owner's. */
  timeZone: v.string(),
  /** The link to join the call (BOOKING_LOCATION with its room); null: the link comes by e-mail. */
  location: v.nullable(v.string()),
  /** Where the visitor can pick another time: a path on this server (works without JavaScript). */
  rescheduleUrl: v.string(),
  /** Where the visitor can cancel: a path on this server, a page with one confirming button. */
  cancelUrl: v.string(),
});
export type BookedCall = v.InferOutput<typeof BookedCallSchema>;

/**
 * `GET /booking/slots?token=…[&tz=…][&day=…]`: the free times, or the call this lead already booked.
 * The whole booking window comes as its days (`days`), and one day's times when they are asked
 * for, so the first answer stays small however long the horizon.
 */
export const SlotsReplySchema = v.variant("state", [
  v.object({
    state: v.literal("open"),
    /** The owner's zone (BOOKING_TIMEZONE), to name on screen beside the visitor's. */
    ownerTimeZone: v.string(),
    /**
     * Every day up to the horizon with a free time, as that day's first free time (ascending):
     * days in the zone asked for (`tz`), else the owner's.
     */
    days: v.array(InstantSchema),
    /**
     * Ascending. Without `day`: the next free slots, at most MAX_SLOTS. With `day`: all of that
     * day's (empty when it has none). Empty when nothing is free within the horizon.
     */
    slots: v.array(SlotSchema),
  }),
  v.object({ state: v.literal("booked"), ownerTimeZone: v.string(), booking: BookedCallSchema }),
]);
export type SlotsReply = v.InferOutput<typeof SlotsReplySchema>;

/** How many slots `GET /booking/slots` and a 409 offer at most. */
export const MAX_SLOTS = 40;

/**
 * `POST /booking` and `POST /booking/reschedule` (the token says which it may do), as JSON (the
 * island) or form-encoded (the no-JS pages, where the zone field is `tz`). `timeZone` is the
 * visitor's, used to write their invitation.
 */
export const BookRequestSchema = v.object({
  token: v.pipe(v.string(), v.maxLength(1024)),
  start: InstantSchema,
  timeZone: v.optional(TimeZoneSchema),
});
export type BookRequest = v.InferOutput<typeof BookRequestSchema>;

/** 200: the call is booked (an invitation is on its way when mail is on). */
export const BookedReplySchema = v.object({ state: v.literal("booked"), booking: BookedCallSchema });
export type BookedReply = v.InferOutput<typeof BookedReplySchema>;

export const BOOKING_ERROR_STATUS = {
  /** 400: the body or query is not what the schemas above say. */
  INVALID_REQUEST: 400,
  /** 400: the token is not one of ours, or is for another purpose. */
  INVALID_TOKEN: 400,
  /** 410: the token was good but has expired. */
  EXPIRED_TOKEN: 410,
  /** 404: booking is off (no BOOKING_HOURS), or the lead or booking no longer exists. */
  NOT_FOUND: 404,
  /** 409: someone else holds the slot, or it is no longer free; `slots` offers the next ones. */
  SLOT_TAKEN: 409,
  /** 409: this lead already holds a call; `booking` is it. */
  ALREADY_BOOKED: 409,
  /** 409: another lead with the same mailbox (shared/booking's canonical form) holds an upcoming call. */
  MAILBOX_HAS_CALL: 409,
  /** 400: the reason given for cancelling is longer than CANCEL_REASON_MAX; nothing was cancelled. */
  REASON_TOO_LONG: 400,
  /** 413: the body is larger than a booking needs (a token, an instant and a zone). */
  TOO_LARGE: 413,
  /** 429: the day's calls from the lead's network (its stored /24 or /48) are used up. */
  TOO_MANY_CALLS: 429,
  /** 429: too many requests to the booking routes from one address; Retry-After says when to retry. */
  RATE_LIMITED: 429,
  /** 409: the call was cancelled (reschedule or cancel links of a cancelled call). */
  CANCELLED: 409,
  /**
   * 410: the link has booked its one call: the form's link once its call has an outcome, an
   * offer's link once it booked (issue 49). Only a new offer from the owner books again.
   */
  LINK_USED: 410,
  /** 410: the lead is closed (marked lost); only an offer the owner sends books again. */
  LEAD_CLOSED: 410,
  /** 500. */
  SERVER_ERROR: 500,
} as const;
export type BookingErrorCode = keyof typeof BOOKING_ERROR_STATUS;

/** Every 4xx/5xx of the booking routes, `error` in the visitor's language when it is known. */
export const BookingErrorReplySchema = v.object({
  code: v.picklist(Object.keys(BOOKING_ERROR_STATUS) as BookingErrorCode[]),
  error: v.string(),
  /** With SLOT_TAKEN: the next free slots. */
  slots: v.optional(v.array(SlotSchema)),
  /** With ALREADY_BOOKED: the lead's call. */
  booking: v.optional(BookedCallSchema),
});
export type BookingErrorReply = v.InferOutput<typeof BookingErrorReplySchema>;

/**
 * The language a no-JavaScript page was switched to (its language switch), carried by its links
 * and forms; one we do not have is ignored, and without it the page speaks the lead's language.
 */
const LanguageHintSchema = v.optional(v.pipe(v.string(), v.maxLength(8)));

/** A zone the page may show times in; one this runtime does not know is ignored, not refused. */
const ZoneHintSchema = v.optional(v.pipe(v.string(), v.maxLength(64)));

/** The most a cancel reason holds: a few sentences to the owner, not a letter. */
export const CANCEL_REASON_MAX = 500;

/**
 * Why the visitor cancels (issue 53), optional: their words reach the owner's e-mail and the
 * lead's timeline, so they are kept as text with nothing that could pass for more. Invisible
 * format characters and NUL go, line ends become LF, runs of blank lines become one, the ends are
 * trimmed; "" when nothing was said. Longer than CANCEL_REASON_MAX after that: REASON_TOO_LONG.
 * The cancel page's field (its `maxlength`) and the server both read it from here.
 */
export const CancelReasonSchema = v.pipe(
  v.optional(v.string(), ""),
  v.transform((typed) =>
    stripFormatCharacters(typed)
      // eslint-disable-next-line no-control-regex -- U+0000 is the character removed.
      .replace(/\u0000/g, "")
      .replace(/\r\n?/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
  ),
  v.maxLength(CANCEL_REASON_MAX, "REASON_TOO_LONG"),
);

/**
 * `POST /booking/cancel` (JSON or form-encoded). `reason` is read as it came (the body's size
 * bounds it) and checked with CancelReasonSchema by the route, so that a page can give it back
 * with its error instead of losing what was typed.
 */
export const CancelRequestSchema = v.object({
  token: v.pipe(v.string(), v.maxLength(1024)),
  lang: LanguageHintSchema,
  reason: v.optional(v.string()),
  /** The zone the page showed times in, so that a refused reason shows the page as it was. */
  tz: ZoneHintSchema,
});

export const CancelledReplySchema = v.object({ state: v.literal("cancelled") });
export type CancelledReply = v.InferOutput<typeof CancelledReplySchema>;

/** A token as a query or form field: what a link or a page's hidden field carries. */
const TokenSchema = v.pipe(v.string(), v.maxLength(1024));

/** A calendar day, `2027-03-26`: a day of the booking window in the zone the times are shown in. */
const DayKeySchema = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a day such as 2027-03-26"));

/** `GET /booking/slots?token=…[&tz=…][&day=…]`: `day` asks for that day's times, in `tz`'s calendar. */
export const SlotsQuerySchema = v.object({ token: TokenSchema, tz: ZoneHintSchema, day: v.optional(DayKeySchema) });

/**
 * `GET /booking` and `GET /booking/reschedule` (the no-JavaScript pages): `tz`, the zone to show
 * times in; `day`, the day to list times of; `start`, a chosen slot to confirm; `booked=1` right
 * after booking.
 */
export const PageQuerySchema = v.object({
  token: TokenSchema,
  tz: ZoneHintSchema,
  /** The day whose times the page lists (the first day with a free time when absent). */
  day: v.optional(DayKeySchema),
  start: v.optional(InstantSchema),
  booked: v.optional(v.literal("1")),
  lang: LanguageHintSchema,
});

/** `GET /booking/cancel?token=…[&tz=…][&lang=…]`. */
export const CancelQuerySchema = v.object({ token: TokenSchema, tz: ZoneHintSchema, lang: LanguageHintSchema });

/**
 * `POST /booking` and `POST /booking/reschedule` as the server reads them: the island's JSON
 * BookRequest, or the no-JavaScript page's form, whose zone field is `tz` (empty when unknown).
 */
export const BookBodySchema = v.pipe(
  v.object({
    token: TokenSchema,
    start: InstantSchema,
    timeZone: v.optional(TimeZoneSchema),
    tz: v.optional(v.union([v.literal(""), TimeZoneSchema])),
    lang: LanguageHintSchema,
  }),
  v.transform(({ tz, timeZone, ...rest }) => ({ ...rest, timeZone: timeZone ?? (tz || undefined) })),
);
