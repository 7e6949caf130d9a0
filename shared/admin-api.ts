/**
 * The inbox's JSON API (`/api/admin/*`): what it accepts and what it answers, as valibot
 * schemas. The server hands them to Fastify as JSON Schema (server/owner/api.ts and each
 * capability's owner-routes.ts); the inbox client imports the types derived from them, so neither
 * side restates a shape.
 */
import { personReply } from "./team.js";
import * as v from "valibot";
import { leadAttributionJson } from "./analytics.js";
import { LANGUAGES } from "./languages.js";
import { MAX_QUERY_LENGTH, PAGE_SIZE } from "./inbox-limits.js";
import { FORM_KINDS, TEAM_SIZES, WORKSHOP_INTERESTS } from "./lead-forms.js";
import { SpamReasonSchema } from "./spam.js";
import { currencyCode, dealValue } from "./deal-value.js";
import { OPEN_TASK_CHOICES } from "./tasks.js";

/**
 * Where the owner has put a lead, in three words: "new" (not answered yet: its stage is still
 * "new"), "handled" (its stage is past "new") or "spam" (apart, whatever its stage). Kept for the
 * tools and filters that speak it; the stage says more (docs/decisions/100-lead-stages.md).
 */
export const LEAD_STATUSES = ["new", "handled", "spam"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead's way to becoming a client, in order; "won" and "lost" end it. */
export const LEAD_STAGES = ["new", "replied", "call", "proposal", "won", "lost"] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** The status a lead that is not spam has at a stage. */
export const statusOfStage = (stage: LeadStage): Exclude<LeadStatus, "spam"> => (stage === "new" ? "new" : "handled");

/** The longest reason for "lost" the owner can write. */
export const MAX_REASON_LENGTH = 500;

/** A calendar day, `2026-11-26`: a follow-up's date, in the owner's time zone. */
const calendarDay = v.pipe(v.string(), v.isoDate());

/**
 * The longest note the owner can write on a lead, and how many one lead can hold: enough for a
 * working record, too few for the inbox to be used to fill the disk.
 */
export const MAX_NOTE_LENGTH = 4000;
export const MAX_NOTES_PER_LEAD = 100;

/** One of the owner's notes on a lead (issue 39): plain text, shown as text. */
export const noteJson = v.strictObject({
  id: v.string(),
  body: v.string(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The same as `createdAt` until the owner edits it. */
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type NoteJson = v.InferOutput<typeof noteJson>;

/** One change of a lead's stage, as its history shows it. */
const stageChangeJson = v.strictObject({
  from: v.nullable(v.picklist(LEAD_STAGES)),
  to: v.picklist(LEAD_STAGES),
  /** For "lost": why, when the owner said. */
  reason: v.nullable(v.string()),
  at: v.pipe(v.string(), v.isoTimestamp()),
});

/**
 * No U+0000: PostgreSQL refuses it in a query's text and SQLite's full-text syntax ends a string
 * at it, so it would be a 500; no lead can hold one anyway (the collector refuses it).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is the character refused.
const NO_NUL = /^[^\u0000]*$/;

/** What the owner recorded of a call once it ended (issue 38, decision 092). */
export const CALL_OUTCOMES = ["held", "no_show"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** A booked call as the inbox sees it on its lead. */
export const bookingJson = v.strictObject({
  start: v.pipe(v.string(), v.isoTimestamp()),
  end: v.pipe(v.string(), v.isoTimestamp()),
  /** The visitor's zone when they gave one, else null (the owner's zone applies). */
  visitorTimeZone: v.nullable(v.string()),
  /** Held or no-show once the owner marked it; null before. */
  outcome: v.nullable(v.picklist(CALL_OUTCOMES)),
  /** Where the call happens (BOOKING_LOCATION, its room filled in); null when the owner set none. */
  location: v.nullable(v.string()),
});
export type BookingJson = v.InferOutput<typeof bookingJson>;

/** Another message its address sent, as a lead lists it (issue 40): each opens its own lead. */
const otherMessageJson = v.strictObject({
  id: v.string(),
  form: v.picklist(FORM_KINDS),
  receivedAt: v.pipe(v.string(), v.isoTimestamp()),
  stage: v.picklist(LEAD_STAGES),
  status: v.picklist(LEAD_STATUSES),
  message: v.string(),
});

/** What a visitor e-mail held back by a cap was about (issue 51), as the console words it. */
const HELD_MAIL_SUBJECTS = ["acknowledgement", "call", "call-reminder", "call-offer", "other"] as const;
/** Which cap held it: the visitor's mailbox had its day's share, or all visitors their hour's. */
const HELD_MAIL_CAPS = ["mailbox", "hour"] as const;

/** A visitor e-mail of the lead's that a cap held back: never sent, so the owner writes instead. */
export const heldMailJson = v.strictObject({
  about: v.picklist(HELD_MAIL_SUBJECTS),
  cap: v.picklist(HELD_MAIL_CAPS),
  at: v.pipe(v.string(), v.isoTimestamp()),
});
export type HeldMailJson = v.InferOutput<typeof heldMailJson>;

/** The owner's reply as "Reply" opens it: in the visitor's language, their message quoted. */
const replyDraftJson = v.strictObject({ subject: v.string(), body: v.string() });

/** A lead as the inbox sees it: bookkeeping (idempotency key, reply URL) stays on the server. */
export const leadJson = v.strictObject({
  id: v.string(),
  form: v.picklist(FORM_KINDS),
  receivedAt: v.pipe(v.string(), v.isoTimestamp()),
  language: v.picklist(LANGUAGES),
  name: v.string(),
  email: v.string(),
  company: v.string(),
  message: v.string(),
  teamSize: v.nullable(v.picklist(TEAM_SIZES)),
  workshopInterest: v.nullable(v.picklist(WORKSHOP_INTERESTS)),
  subject: v.nullable(v.string()),
  replyTo: v.nullable(v.string()),
  status: v.picklist(LEAD_STATUSES),
  clientAddress: v.nullable(v.string()),
  userAgent: v.nullable(v.string()),
  /** The site's promise: a reply within 24 hours of `receivedAt`. */
  replyBy: v.pipe(v.string(), v.isoTimestamp()),
  /** Its stage is past "new" (the owner answered, or a call was booked). */
  handled: v.boolean(),
  /** Still at stage "new" after `replyBy`. */
  overdue: v.boolean(),
  stage: v.picklist(LEAD_STAGES),
  /** Why it was lost, when the owner said; null at any other stage. */
  lostReason: v.nullable(v.string()),
  /** The day of its next step, in the owner's time zone, or null. */
  followUpOn: v.nullable(calendarDay),
  /** Its follow-up is today or past. */
  followUpDue: v.boolean(),
  /** The person (shared/team.ts) whose lead it is, or null: its alerts go to them (issue 50). */
  assignedTo: v.nullable(v.string()),
  /** What the owner expects the deal to be worth (issue 51), or null. */
  value: v.nullable(dealValue),
  /** A week old, still "new", with nothing scheduled (no follow-up, no call). */
  stale: v.boolean(),
  /** Its stage changes, oldest first: in a single lead's reply only. */
  history: v.optional(v.array(stageChangeJson)),
  /** The owner's notes on it, oldest first: in a single lead's reply only. */
  notes: v.optional(v.array(noteJson)),
  /**
   * The owner's replies read from their Sent folder (IMAP_URL, issue 51), oldest first: in a
   * single lead's reply only; the text only when the owner keeps it.
   */
  replies: v.optional(
    v.array(
      v.object({ sentAt: v.pipe(v.string(), v.isoTimestamp()), subject: v.string(), body: v.nullable(v.string()) }),
    ),
  ),
  /** Its visitor e-mails held back by a cap, newest first (issue 51): in a single lead's reply only. */
  heldMail: v.optional(v.array(heldMailJson)),
  /** The other messages its address sent, newest first: in a single lead's reply only. */
  others: v.optional(v.array(otherMessageJson)),
  /** The currency a new deal value is in (DEAL_CURRENCY): in a single lead's reply only. */
  dealCurrency: v.optional(currencyCode),
  /** The reply "Reply" drafts: in a single lead's reply only. */
  reply: v.optional(replyDraftJson),
  /** The call this lead holds, else the last one it had with its outcome (issue 38), or null. */
  booking: v.nullable(bookingJson),
  /** Where it came from (issue 26): null when the server never saw its visit. */
  attribution: v.optional(v.nullable(leadAttributionJson)),
  /** Why the spam layers flagged it (issue 27), in layer order; empty when nothing did. */
  spamReasons: v.array(SpamReasonSchema),
});
export type LeadJson = v.InferOutput<typeof leadJson>;

/** Where one of a call's reminders (BOOKING_REMINDERS) stands, read from the outbox. */
const REMINDER_STATES = ["due", "sent", "skipped", "failed"] as const;

export const reminderJson = v.strictObject({
  /** The offset before the call, in minutes. */
  offsetMinutes: v.pipe(v.number(), v.integer()),
  /** The reminder's moment: the call's start less the offset. */
  dueAt: v.pipe(v.string(), v.isoTimestamp()),
  /**
   * "due": not sent yet (its moment ahead, or queued); "sent"; "skipped": never to go (its moment
   * had passed at booking, it came too late, or the call changed); "failed": its last attempt
   * failed, and it is tried again while it is not late.
   */
  state: v.picklist(REMINDER_STATES),
});
export type ReminderJson = v.InferOutput<typeof reminderJson>;

/** A booked call with its lead, as `GET /api/admin/calls` lists them. */
export const callJson = v.strictObject({
  ...bookingJson.entries,
  id: v.string(),
  leadId: v.string(),
  name: v.string(),
  company: v.string(),
  /** Where to write: the lead's reply-to, else its e-mail. */
  email: v.string(),
  language: v.picklist(LANGUAGES),
  /** Its reminders, soonest first: today's BOOKING_REMINDERS, and any sent for it before. */
  reminders: v.array(reminderJson),
  /** The no-show's offer of another time was sent (it goes once per call). */
  offerSent: v.boolean(),
  /** A call cancelled in the last PAST_CALL_DAYS, listed with the past ones: it may be offered another time. */
  cancelled: v.optional(v.literal(true)),
});
export type CallJson = v.InferOutput<typeof callJson>;

/**
 * Upcoming calls soonest first; past ones latest first: those cancelled in the last
 * PAST_CALL_DAYS whose lead has no call since, then those that ended in them.
 */
export const callsReply = v.strictObject({ calls: v.array(callJson), past: v.array(callJson) });
export type CallsReply = v.InferOutput<typeof callsReply>;

// An empty value ("?status=") is the same as none, as a form's "any" option sends it.
const anyOr = <const T extends readonly string[]>(values: T) => v.optional(v.picklist([...values, ""] as const));

/** The list's filter, shared by the list and the export. */
const filterEntries = {
  form: anyOr(FORM_KINDS),
  status: anyOr(LEAD_STATUSES),
  /** Leads at one stage of the pipeline (issue 51), spam aside. */
  stage: anyOr(LEAD_STAGES),
  q: v.optional(v.pipe(v.string(), v.maxLength(MAX_QUERY_LENGTH), v.regex(NO_NUL))),
  /** "true": only new leads past their 24-hour reply time (with `status`, the leads that are both). */
  overdue: anyOr(["true", "false"]),
  /** "true": only the leads assigned to the person asking ("Mine", issue 50). */
  mine: anyOr(["true", "false"]),
  /** Where the leads came from (issue 26), as the dashboard names it: its counts link here. */
  source: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(NO_NUL))),
  campaign: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(NO_NUL))),
  landingPage: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(NO_NUL))),
};

const wholeNumber = (max: number, fallback: number) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max)), fallback);

export const listQuery = v.object({
  ...filterEntries,
  /** "reply-by": the reply due soonest first (oldest first); "newest" is the default. */
  sort: anyOr(["newest", "reply-by"]),
  page: wholeNumber(1_000_000, 1),
  pageSize: wholeNumber(PAGE_SIZE.max, PAGE_SIZE.default),
});
export type ListQuery = v.InferOutput<typeof listQuery>;
/** What the inbox sends: the filter and page it wants, the rest left to the defaults. */
export type LeadFilter = Pick<v.InferInput<typeof listQuery>, keyof typeof filterEntries | "sort">;

/** Who a lead is assigned to: a person on the team, or nobody. */
export const assignBody = v.strictObject({ assignee: v.nullable(v.pipe(v.string(), v.minLength(1), v.maxLength(64))) });

export const exportQuery = v.object({
  ...filterEntries,
  format: v.optional(v.picklist(["csv", "json"]), "csv"),
  /**
   * With it, a CSV is written for a spreadsheet in that language (the console's download): names
   * instead of codes, times in the owner's zone, `;` between cells in Portuguese. Without it, the
   * machine's CSV: codes and UTC, as `npm run leads` writes.
   */
  language: v.optional(v.picklist(LANGUAGES)),
});
export type ExportQuery = v.InferOutput<typeof exportQuery>;
export type ExportFormat = ExportQuery["format"];

export const listReply = v.strictObject({
  leads: v.array(leadJson),
  total: v.pipe(v.number(), v.integer()),
  page: v.pipe(v.number(), v.integer()),
  pageSize: v.pipe(v.number(), v.integer()),
});
export type ListReply = v.InferOutput<typeof listReply>;

export const idParams = v.object({ id: v.pipe(v.string(), v.maxLength(64), v.regex(NO_NUL)) });

export const statusBody = v.strictObject({ status: v.picklist(LEAD_STATUSES) });

const leadIds = v.pipe(v.array(v.pipe(v.string(), v.maxLength(64), v.regex(NO_NUL))), v.minLength(1), v.maxLength(100));

/** `POST /api/admin/leads/stage`: these leads (one or many) move to `stage`; a reason only for "lost". */
export const stageBody = v.strictObject({
  ids: leadIds,
  stage: v.picklist(LEAD_STAGES),
  reason: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(MAX_REASON_LENGTH), v.regex(NO_NUL)))),
  /**
   * To won or lost (issue 51): its open tasks are marked done unless "keep" says they stay on
   * purpose, so that no finished lead sends a reminder nobody asked to keep.
   */
  openTasks: v.optional(v.picklist(OPEN_TASK_CHOICES)),
});

/** The leads it moved (those asked for that exist), as the list shows them. */
export const stageReply = v.strictObject({ leads: v.array(leadJson) });
export type StageReply = v.InferOutput<typeof stageReply>;

/** `POST /api/admin/leads/:id/notes` and `PATCH …/notes/:noteId`: the note's text (trimmed; not empty). */
export const noteBody = v.strictObject({
  body: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_NOTE_LENGTH), v.regex(NO_NUL)),
});

export const noteParams = v.object({
  id: v.pipe(v.string(), v.maxLength(64), v.regex(NO_NUL)),
  noteId: v.pipe(v.string(), v.maxLength(64), v.regex(NO_NUL)),
});

/**
 * `GET /api/admin/today`: what needs the owner on their day (`day`, in their zone): replies due
 * under the 24-hour promise by the day's end (overdue first), follow-ups due or overdue, the
 * day's calls. Each list is capped; `more` says how many were left out of each.
 */
export const todayReply = v.strictObject({
  day: calendarDay,
  replies: v.array(leadJson),
  followUps: v.array(leadJson),
  calls: v.array(callJson),
  more: v.strictObject({
    replies: v.pipe(v.number(), v.integer()),
    followUps: v.pipe(v.number(), v.integer()),
  }),
});
export type TodayReply = v.InferOutput<typeof todayReply>;

export const signInBody = v.strictObject({ password: v.pipe(v.string(), v.minLength(1), v.maxLength(1024)) });

export const sessionReply = v.strictObject({
  authenticated: v.literal(true),
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  /** Who is signed in (issue 50): the console shows them what their role may do. */
  person: personReply,
});
export type SessionReply = v.InferOutput<typeof sessionReply>;

/**
 * `GET /api/admin/sign-in/methods`: whether ADMIN_PASSWORD still signs in (until an owner has a
 * passkey), so that the sign-in page offers the password only while it works.
 */
export const signInMethodsReply = v.strictObject({ password: v.boolean() });

export const errorReply = v.strictObject({ error: v.string(), code: v.string() });

/** `POST /api/admin/calls/cancel`: the owner cancels these calls; each visitor gets the CANCEL. */
export const cancelCallsBody = v.strictObject({
  ids: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64), v.regex(NO_NUL))), v.minLength(1), v.maxLength(100)),
});

/** `POST /api/admin/calls/:id/outcome`: held, no-show, or null to undo. */
export const outcomeBody = v.strictObject({ outcome: v.nullable(v.picklist(CALL_OUTCOMES)) });

/** `POST /api/admin/calls/:id/move`: the owner moves an upcoming call to one of its free times. */
export const moveCallBody = v.strictObject({
  start: v.pipe(v.string(), v.isoTimestamp(), v.regex(/Z$/, "must be in UTC (end in Z)")),
});

/** `GET /api/admin/calls/:id/times`: the times the call may move to, ascending (instants in UTC). */
export const callTimesReply = v.strictObject({ times: v.array(v.string()) });
export type CallTimesReply = v.InferOutput<typeof callTimesReply>;

/** The calls it cancelled: those asked for that were still booked. */
export const cancelCallsReply = v.strictObject({ cancelled: v.array(v.string()) });
export type CancelCallsReply = v.InferOutput<typeof cancelCallsReply>;

/** A 204's empty reply (sign-in, sign-out, delete). */
export const noContent = v.null();

/** The export's file: CSV or JSON text, sent as it is (an attachment, not a JSON reply). */
export const exportFile = v.string();
