import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { BOOKING_PATHS, MAX_SLOTS, type BookedCall, type BookingOffer, type Slot } from "../../shared/booking.js";
import { dayKey } from "../../shared/call-time.js";
import { findBooking, listActiveBookings, type Booking } from "./repository.js";
import type { Database } from "../db/database.js";
import { findLead, type Lead } from "../leads/repository.js";
import type { BookingMailPayload } from "./mail.js";
import type { Mail } from "../mail/plugin.js";
import { queueCallChange } from "./call-messages.js";
import type { Webhooks } from "../webhooks/plugin.js";
import { queueEvent } from "../webhooks/deliveries.js";
import { leadBookedACall } from "../leads/pipeline.js";
import { BookingError } from "./errors.js";
import { freeSlots, type Busy, type SlotRules } from "./slots.js";
import { signToken, verifyToken, type TokenPurpose } from "./tokens.js";
import { leadLinks, shortLink } from "../links/short-links.js";

/** Everything the booking functions work over: plain values, so tests build them without HTTP. */
export interface BookingDeps {
  db: Kysely<Database>;
  mail: Pick<Mail, "enabled" | "queueToVisitor" | "wake">;
  /** The call's events go to the owner's webhooks, queued with the change. */
  webhooks: Pick<Webhooks, "wake">;
  rules: SlotRules;
  now: () => Date;
  /** The HMAC key of the booking links. */
  secret: string;
  /** The owner's busy times (BOOKING_CALENDAR_URL), when there is a calendar. */
  calendar?: { busy(from: Date, to: Date): Promise<Busy[]> };
  /** Where links in e-mails point: PUBLIC_URL, never the request's Host. */
  origin: string;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
  /** How many calls leads from one network may book a day. */
  callsPerAddressPerDay: number;
  /** BOOKING_LOCATION, the template each new call's link is made from; undefined: none set. */
  location?: string;
}

/** What a call's links are made of: the key, the clock, PUBLIC_URL and the owner's zone. */
export type CallLinkDeps = Pick<BookingDeps, "secret" | "origin" | "now"> & { rules: Pick<SlotRules, "timeZone"> };

/** How long a new lead may book with the offer it got. */
const OFFER_DAYS = 14;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The offer made with a stored lead's success reply; none for spam. */
export function offer(deps: BookingDeps, lead: Lead): BookingOffer | undefined {
  if (lead.status === "spam") return undefined;
  const expiresAt = new Date(lead.receivedAt.getTime() + OFFER_DAYS * DAY_MS);
  return { token: sign(deps, "book", lead, expiresAt), expiresAt: expiresAt.toISOString() };
}

/**
 * The booking page with that offer, as an e-mail links it: the acknowledgement offers it again to
 * a visitor who left the thank-you page without picking a time. A short link (issue 53), made in
 * the transaction that queues the e-mail and lasting as long as the offer; undefined when there
 * is no offer.
 */
export async function bookLink(deps: BookingDeps, trx: Kysely<Database>, lead: Lead): Promise<string | undefined> {
  const made = offer(deps, lead);
  if (made === undefined) return undefined;
  const target = `${BOOKING_PATHS.page}?token=${encodeURIComponent(made.token)}`;
  const link = { origin: deps.origin, target, language: lead.language, about: leadLinks(lead.id) };
  return shortLink(trx, { ...link, expiresAt: new Date(made.expiresAt) }, deps.now());
}

function sign(
  deps: Pick<BookingDeps, "secret">,
  purpose: TokenPurpose,
  lead: Lead,
  expiresAt: Date,
  bookingId?: string,
): string {
  return signToken(deps.secret, { purpose, leadId: lead.id, bookingId, language: lead.language, expiresAt });
}

/** The lead a token of `purpose` opens (never a spam one), or the BookingError to answer. */
export async function openToken(deps: BookingDeps, token: string, purpose: TokenPurpose, hint: Lead["language"]) {
  const check = verifyToken(deps.secret, token, purpose, deps.now());
  if (!check.ok) throw new BookingError(check.reason === "expired" ? "EXPIRED_TOKEN" : "INVALID_TOKEN", hint);
  const { claims } = check;
  const lead = await findLead(deps.db, claims.leadId);
  if (lead === undefined || lead.status === "spam") throw new BookingError("NOT_FOUND", claims.language);
  return { lead, claims, language: claims.language };
}

/** The call behind a reschedule or cancel link (active or cancelled), with its lead. */
export async function openCall(
  deps: BookingDeps,
  token: string,
  purpose: "reschedule" | "cancel",
  hint: Lead["language"],
) {
  const opened = await openToken(deps, token, purpose, hint);
  const call = await findBooking(deps.db, opened.claims.bookingId ?? "");
  if (call === undefined || call.leadId !== opened.lead.id) throw new BookingError("NOT_FOUND", opened.language);
  return { ...opened, call };
}

/** A call as the visitor sees it, with signed links to move or cancel it (paths on this server). */
export function bookedCall(deps: CallLinkDeps, lead: Lead, call: Booking): BookedCall {
  const manage = (purpose: "reschedule" | "cancel") =>
    `${BOOKING_PATHS[purpose]}?token=${encodeURIComponent(sign(deps, purpose, lead, call.start, call.id))}`;
  return {
    start: call.start.toISOString(),
    end: call.end.toISOString(),
    timeZone: call.visitorTimeZone ?? deps.rules.timeZone,
    location: call.location,
    rescheduleUrl: manage("reschedule"),
    cancelUrl: manage("cancel"),
  };
}

/** The calendar's busy times and the booked calls (but `except`, the one being moved). */
export async function busyTimes(deps: BookingDeps, at: Date, except?: string): Promise<Busy[]> {
  const clearanceMs = deps.rules.bufferMinutes * 60_000;
  const until = new Date(at.getTime() + (deps.rules.horizonDays + 1) * DAY_MS);
  const [calendar, booked] = await Promise.all([
    deps.calendar?.busy(at, until) ?? [],
    listActiveBookings(deps.db, new Date(at.getTime() - clearanceMs)),
  ]);
  return [...calendar, ...booked.filter((call) => call.id !== except)];
}

/** The next free slots (at most MAX_SLOTS); `except`: a call being moved, whose time is not free. */
export async function nextSlots(deps: BookingDeps, except?: Booking) {
  const at = deps.now();
  const slots = freeSlots(deps.rules, await busyTimes(deps, at, except?.id), at, MAX_SLOTS + 1);
  // A call is never offered its own time as "another" one.
  const start = except?.start.toISOString();
  return slots.filter((slot) => slot.start !== start).slice(0, MAX_SLOTS);
}

/** The booking window as days: each day's first free time, and one day's times. */
export interface WindowDays {
  /** Every day up to the horizon with a free time, as its first free time (ascending). */
  days: string[];
  /** The day asked for, when it has a free time; else undefined. */
  day: string | undefined;
  /** That day's free times; empty when it has none. */
  slots: Slot[];
}

/**
 * The whole window cut into days of `timeZone` (the visitor's, or the owner's): which days have a
 * free time, and `day`'s times. `except`: a call being moved, whose own time is never offered.
 */
export async function windowDays(
  deps: BookingDeps,
  timeZone: string,
  day?: string,
  except?: Booking,
): Promise<WindowDays> {
  const at = deps.now();
  const own = except?.start.toISOString();
  const byDay = new Map<string, Slot[]>();
  for (const slot of freeSlots(deps.rules, await busyTimes(deps, at, except?.id), at)) {
    if (slot.start === own) continue;
    const key = dayKey(new Date(slot.start), timeZone);
    byDay.set(key, [...(byDay.get(key) ?? []), slot]);
  }
  const days = [...byDay.values()].map((slots) => slots[0]!.start);
  const slots = day === undefined ? undefined : byDay.get(day);
  return { days, day: slots && day, slots: slots ?? [] };
}

/**
 * Writes a change to a call and queues its messages in the same transaction (a call always has
 * its invitation and its webhook events, a rolled-back one none), then logs it and wakes the senders. Undefined when
 * `write` found no active call to change.
 */
export async function commitChange<T extends Booking | undefined>(
  deps: BookingDeps,
  lead: Lead,
  change: BookingMailPayload["change"],
  write: (trx: Kysely<Database>) => Promise<T>,
  { toVisitor = true, cancelledBy }: { toVisitor?: boolean; cancelledBy?: BookingMailPayload["cancelledBy"] } = {},
): Promise<T> {
  const call = await deps.db.transaction().execute(async (trx) => {
    const written = await write(trx);
    if (written) {
      const cancelReason = written.cancelReason ?? undefined;
      const payload = {
        ...(await mailPayload(deps, trx, lead, written, change)),
        ...(cancelledBy && { cancelledBy }),
        ...(change === "cancelled" && cancelReason && { cancelReason }),
      };
      await queueCallChange(deps, trx, lead, payload, { toVisitor });
      await queueEvent(trx, { type: `call.${change}`, lead, call: written });
      if (change === "booked") await leadBookedACall(trx, lead);
    }
    return written;
  });
  if (call) {
    deps.log.info({ lead: lead.id, booking: call.id, start: call.start.toISOString() }, `call ${change}`);
    deps.mail.wake();
    deps.webhooks.wake();
  }
  return call;
}

async function mailPayload(
  deps: BookingDeps,
  trx: Kysely<Database>,
  lead: Lead,
  call: Booking,
  change: BookingMailPayload["change"],
) {
  return {
    change,
    ...(await callMailFields(deps, trx, lead, call, change !== "cancelled")),
  } satisfies BookingMailPayload;
}

/**
 * What a message about `call` says of it; links to move and cancel it unless it is cancelled,
 * made short in `trx`, the transaction that queues the message (issue 53): a retry sends the same.
 */
export async function callMailFields(
  deps: CallLinkDeps,
  trx: Kysely<Database>,
  lead: Lead,
  call: Booking,
  withLinks: boolean,
): Promise<Omit<BookingMailPayload, "change">> {
  const links = withLinks ? bookedCall(deps, lead, call) : undefined;
  // The signed token inside works until the call starts: so does its short link.
  const short = (target: string) =>
    shortLink(
      trx,
      { origin: deps.origin, target, language: lead.language, about: leadLinks(lead.id), expiresAt: call.start },
      deps.now(),
    );
  return {
    bookingId: call.id,
    sequence: call.sequence,
    start: call.start.toISOString(),
    end: call.end.toISOString(),
    visitorTimeZone: call.visitorTimeZone,
    ownerTimeZone: deps.rules.timeZone,
    location: call.location,
    ...(links && {
      rescheduleUrl: await short(links.rescheduleUrl),
      cancelUrl: await short(links.cancelUrl),
    }),
  };
}
