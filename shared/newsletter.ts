/**
 * The newsletter (issue 54): the lists a reader can join, the routes of the subscribe form, the
 * one-click confirmation and the one-click departure (RFC 8058), as valibot schemas the server
 * turns into route schemas and the site imports for its form's field names.
 *
 * - `POST /newsletter/subscribe` (a plain form or JSON: `email`, `list`, `language`, `source`,
 *   the honeypot `_gotcha` and the proof of work `altcha`): the same answer whether the address
 *   was new, waiting or already in; a message with a link goes to the address.
 * - `GET /newsletter/confirm?token=…`: a page with one button (a mail scanner's visit confirms
 *   nothing); `POST /newsletter/confirm` (`token`) confirms and records the consent.
 * - `GET /newsletter/leave?token=…`: a page with one button; `POST /newsletter/leave?token=…` with
 *   the body `List-Unsubscribe=One-Click` (RFC 8058), or the page's button, leaves at once.
 */
import * as v from "valibot";
import { LANGUAGES } from "./languages.js";

export const NEWSLETTER_PATHS = {
  subscribe: "/newsletter/subscribe",
  confirm: "/newsletter/confirm",
  leave: "/newsletter/leave",
} as const;

/** The lists: the articles' letter, and the one message when the online course opens. */
export const NEWSLETTER_LISTS = ["insights", "course-launch"] as const;
export type NewsletterList = (typeof NEWSLETTER_LISTS)[number];

/** The honeypot's name, the collector's (a bot fills every field it finds). */
export const NEWSLETTER_HONEYPOT = "_gotcha";

/** What the subscribe form sends. The address is checked like the forms' `email`. */
export const subscribeRequest = v.object({
  email: v.pipe(v.string(), v.trim(), v.maxLength(254)),
  list: v.picklist(NEWSLETTER_LISTS),
  language: v.picklist(LANGUAGES),
  /** The page the form was on (a path of the site), for the dashboard's sources. */
  source: v.optional(v.pipe(v.string(), v.maxLength(200))),
  _gotcha: v.optional(v.string()),
  altcha: v.optional(v.pipe(v.string(), v.maxLength(1024))),
});
export type SubscribeRequest = v.InferOutput<typeof subscribeRequest>;

export const tokenBody = v.object({ token: v.pipe(v.string(), v.maxLength(200)) });
export const tokenQuery = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200))) });
/** RFC 8058's body, or the leave page's own button (which sends the same field). */
export const leaveBody = v.object({
  "List-Unsubscribe": v.optional(v.literal("One-Click")),
  token: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

// ---- The console's API: /api/admin/newsletter/* ----

/** A letter as the owner writes it: one list, one language, a subject and Markdown. */
export const letterInput = v.strictObject({
  list: v.picklist(NEWSLETTER_LISTS),
  language: v.picklist(LANGUAGES),
  subject: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  markdown: v.pipe(v.string(), v.minLength(1), v.maxLength(50_000)),
});
export type LetterInput = v.InferOutput<typeof letterInput>;

const LETTER_STATES = ["draft", "sending", "sent"] as const;

/** A letter with where its sending stands: how many got it, are waiting, and left since it started. */
export const letterRow = v.strictObject({
  id: v.string(),
  list: v.picklist(NEWSLETTER_LISTS),
  language: v.picklist(LANGUAGES),
  subject: v.string(),
  markdown: v.string(),
  state: v.picklist(LETTER_STATES),
  createdAt: v.string(),
  updatedAt: v.string(),
  sendingAt: v.nullable(v.string()),
  sentAt: v.nullable(v.string()),
  progress: v.strictObject({
    audience: v.number(),
    queued: v.number(),
    sent: v.number(),
    left: v.number(),
  }),
});
export type LetterRow = v.InferOutput<typeof letterRow>;

export const lettersReply = v.strictObject({
  letters: v.array(letterRow),
  /** Confirmed subscribers by list and language: who a letter would reach. */
  audiences: v.array(
    v.strictObject({ list: v.picklist(NEWSLETTER_LISTS), language: v.picklist(LANGUAGES), confirmed: v.number() }),
  ),
});
export type LettersReply = v.InferOutput<typeof lettersReply>;

/** The letter as its readers get it: the HTML part and the text part. */
export const previewReply = v.strictObject({ html: v.string(), text: v.string() });
export type PreviewReply = v.InferOutput<typeof previewReply>;

const day = v.pipe(v.string(), v.isoDate());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The dashboard's range (inclusive UTC days), as the dashboard's own reply states it. */
export const readersQuery = v.strictObject({ from: day, to: day });
export type ReadersQuery = v.InferOutput<typeof readersQuery>;

/**
 * Readers in a range, for the dashboard (issue 54): who confirmed and who left, per week (weeks
 * start on Monday, UTC) and per page they subscribed from, and the leads whose address was a
 * confirmed reader's before they wrote: the step from subscriber to lead.
 */
export const readersReply = v.strictObject({
  from: day,
  to: day,
  confirmed: count,
  departed: count,
  /** Confirmed on any list today, whatever the range. */
  readersNow: count,
  leadsFromReaders: count,
  weeks: v.array(v.strictObject({ week: day, confirmed: count, departed: count })),
  sources: v.array(v.strictObject({ source: v.string(), confirmed: count, leads: count })),
});
export type ReadersReply = v.InferOutput<typeof readersReply>;

/** One address's subscriptions, for the lead it wrote (a lead who subscribed first shows it). */
export const subscriptionsQuery = v.strictObject({ email: v.pipe(v.string(), v.maxLength(254)) });
export const subscriptionsReply = v.strictObject({
  subscriptions: v.array(
    v.strictObject({
      list: v.picklist(NEWSLETTER_LISTS),
      status: v.picklist(["pending", "confirmed", "departed"]),
      /** When it asked, confirmed or left, by its status. */
      since: v.string(),
      confirmedAt: v.nullable(v.string()),
    }),
  ),
});
export type SubscriptionsReply = v.InferOutput<typeof subscriptionsReply>;

export const NEWSLETTER_ADMIN_PATHS = {
  letters: "/newsletter/letters",
  preview: "/newsletter/preview",
  readers: "/newsletter/readers",
  subscriptions: "/newsletter/subscriptions",
} as const;
