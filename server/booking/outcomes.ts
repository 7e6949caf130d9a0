import type { Kysely } from "kysely";
import type { CallOutcome } from "../../shared/admin-api.js";
import { BOOKING_PATHS } from "../../shared/booking.js";
import type { Database } from "../db/database.js";
import { findLead, type Lead } from "../leads/repository.js";
import { AdminError } from "../owner/api.js";
import { queueEvent } from "../webhooks/deliveries.js";
import type { CallOfferPayload } from "./offer-mail.js";
import { queueCallOffer } from "./call-messages.js";
import {
  BookingConflictError,
  findActiveBookingOfLead,
  findBooking,
  setCallOutcome,
  type Booking,
} from "./repository.js";
import { DAY_MS, type BookingDeps } from "./service.js";
import { signToken } from "./tokens.js";
import { leadLinks, shortLink } from "../links/short-links.js";

/** How long the no-show's fresh booking link works: as long as a new lead's offer. */
const OFFER_DAYS = 14;

/** The no-show offer's outbox id: one per call, whoever clicks and however often. */
export const offerMessageId = (callId: string) => `call-offer-${callId}`;

/** A booked call and its lead, or the AdminError that says why there is none to act on. */
async function endedCall(deps: BookingDeps, id: string): Promise<{ call: Booking; lead: Lead }> {
  const call = await findBooking(deps.db, id);
  const lead = call && (await findLead(deps.db, call.leadId));
  if (call === undefined || lead === undefined) throw new AdminError("NOT_FOUND");
  if (call.status === "cancelled") throw new AdminError("CALL_CANCELLED");
  if (deps.now().getTime() < call.end.getTime()) throw new AdminError("CALL_NOT_OVER");
  return { call, lead };
}

/**
 * The owner records what became of a call once it ended: held, no-show, or (null) nothing, to
 * undo a mark. Setting one sends its event (`call.held`, `call.no_show`) with the change; marking
 * it again the same sends nothing. Undoing a call whose lead has booked again since is refused:
 * the lead would hold two calls.
 */
export async function recordOutcome(deps: BookingDeps, id: string, outcome: CallOutcome | null): Promise<Booking> {
  const { call, lead } = await endedCall(deps, id);
  if (call.outcome === outcome) return call;
  if (outcome === null) {
    const active = await findActiveBookingOfLead(deps.db, lead.id);
    if (active !== undefined && active.id !== call.id) throw new AdminError("CALL_REBOOKED");
  }
  const at = deps.now();
  const marked = await deps.db.transaction().execute(async (trx) => {
    const written = await setCallOutcome(trx, call.id, outcome, at).catch((error: unknown) => {
      // Undone while the lead booked again at the same moment: the index refused the second call.
      throw error instanceof BookingConflictError ? new AdminError("CALL_REBOOKED") : error;
    });
    if (written?.outcome) await queueEvent(trx, { type: `call.${written.outcome}`, lead, call: written });
    return written;
  });
  if (marked === undefined) throw new AdminError("CALL_CANCELLED");
  deps.log.info({ lead: lead.id, booking: call.id, outcome }, "call outcome recorded");
  deps.webhooks.wake();
  return marked;
}

/** Whether the call's no-show offer was queued already (sent, or on its way). */
async function offerQueued(db: Kysely<Database>, callId: string): Promise<boolean> {
  const row = await db.selectFrom("outbox").select("id").where("id", "=", offerMessageId(callId)).executeTakeFirst();
  return row !== undefined;
}

/**
 * A call the owner may offer another time for: one they cancelled (issue 51), or one that ended
 * and is marked no-show.
 */
async function offerableCall(deps: BookingDeps, id: string): Promise<{ call: Booking; lead: Lead }> {
  const call = await findBooking(deps.db, id);
  const lead = call && (await findLead(deps.db, call.leadId));
  if (call?.status === "cancelled" && lead !== undefined) return { call, lead };
  const ended = await endedCall(deps, id);
  if (ended.call.outcome !== "no_show") throw new AdminError("CALL_NOT_NO_SHOW");
  return ended;
}

/**
 * The owner's one click after a no-show or a call they cancelled: a short message in the
 * visitor's language offering another time, with a fresh booking link. Never sent by itself;
 * once per call (a fixed outbox id); under the visitor-mail caps like any message to a visitor.
 * Refused when the call is neither cancelled nor marked no-show, its lead has booked again, or
 * the caps hold it back (decision 092).
 */
export async function sendNoShowOffer(deps: BookingDeps, id: string): Promise<void> {
  const { call, lead } = await offerableCall(deps, id);
  if (lead.status === "spam") throw new AdminError("NOT_FOUND");
  if (await offerQueued(deps.db, call.id)) throw new AdminError("OFFER_SENT");
  if ((await findActiveBookingOfLead(deps.db, lead.id)) !== undefined) throw new AdminError("CALL_REBOOKED");
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + OFFER_DAYS * DAY_MS);
  // The offer names the call it makes up for: it books one call after that one (issue 49).
  const token = signToken(deps.secret, {
    purpose: "book",
    leadId: lead.id,
    bookingId: call.id,
    language: lead.language,
    expiresAt,
  });
  const queued = await deps.db.transaction().execute(async (trx) => {
    // Short, made with the message it is in (issue 53); it works as long as the token inside.
    const bookUrl = await shortLink(
      trx,
      {
        origin: deps.origin,
        target: `${BOOKING_PATHS.page}?token=${encodeURIComponent(token)}`,
        language: lead.language,
        about: leadLinks(lead.id),
        expiresAt,
      },
      now,
    );
    const payload: CallOfferPayload = {
      bookingId: call.id,
      start: call.start.toISOString(),
      visitorTimeZone: call.visitorTimeZone,
      ownerTimeZone: deps.rules.timeZone,
      bookUrl,
      expiresAt: expiresAt.toISOString(),
      ...(call.status === "cancelled" && { cancelled: true }),
    };
    return queueCallOffer(deps, trx, lead, { id: offerMessageId(call.id), payload });
  });
  if (queued === "off") throw new AdminError("MAIL_OFF");
  if (queued === "duplicate") throw new AdminError("OFFER_SENT");
  if (queued === "capped") throw new AdminError("MAIL_CAPPED");
  deps.log.info({ lead: lead.id, booking: call.id }, "no-show offer queued");
  deps.mail.wake();
}
