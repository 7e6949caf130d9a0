import type { Kysely } from "kysely";
import { attributionOf } from "../analytics/attribution.js";
import { findActiveBookingOfLead } from "../booking/repository.js";
import type { Database } from "../db/database.js";
import type { Lead } from "../leads/repository.js";
import type { OutboxMessage } from "./outbox.js";
import { composeOwnerBooking, composeVisitorBooking, type BookingMailPayload } from "../booking/mail.js";
import { composeCallReminder, type CallReminderPayload } from "../booking/reminder-mail.js";
import { composeCallOffer, type CallOfferPayload } from "../booking/offer-mail.js";
import { reminderStale } from "../booking/reminders.js";
import {
  composeAcknowledgement,
  composeNotification,
  composeVisitorMailCapAlert,
  type ReplyDuePayload,
  type VisitorMailCapPayload,
} from "../leads/mail.js";
import { digestMail, type DigestPayload } from "../digest/compose.js";
import type { MailIdentity } from "./mail-identity.js";
import { NotOneAddressError } from "./one-address.js";
import { gatherReminders, sendReplyDue } from "./reply-due.js";
import type { SendOutcome } from "./outbox-worker.js";
import type { MailTransport } from "./transport.js";
import { composeEndpointDisabled, type EndpointDisabledPayload } from "../webhooks/disabled-mail.js";
import { composeEndpointSetAside, type EndpointSetAsidePayload } from "../webhooks/set-aside-mail.js";
import {
  composeOwnerErased,
  composePrivacyErased,
  composePrivacyLink,
  type ErasedPayload,
  type LinkPayload,
  type OwnerErasedPayload,
} from "../privacy/mail.js";
import { isNewsletterKind, NEWSLETTER_KINDS } from "../newsletter/outbox-kinds.js";

export interface SendDependencies {
  db: Kysely<Database>;
  transport: Pick<MailTransport, "deliver">;
  identity: MailIdentity;
  now: () => Date;
}

/**
 * Sends one outbox message by its kind; or says why it is no longer to be sent. A detached message
 * (no lead: a privacy message, or a call's CANCEL whose lead was erased) carries what it needs.
 */
export async function sendMessage(
  deps: SendDependencies,
  attached: Lead | undefined,
  message: OutboxMessage,
): Promise<SendOutcome> {
  try {
    return await sendByKind(deps, attached, message);
  } catch (error) {
    // An address kept before issue 49 that is not one mailbox: no retry would make it one.
    if (error instanceof NotOneAddressError) return { skipped: error.message };
    throw error;
  }
}

async function sendByKind(
  deps: SendDependencies,
  attached: Lead | undefined,
  message: OutboxMessage,
): Promise<SendOutcome> {
  const { transport, identity } = deps;
  // Registered by its capability: one function per kind, in server/newsletter/.
  if (isNewsletterKind(message.kind)) return NEWSLETTER_KINDS[message.kind](deps, message.payload);
  switch (message.kind) {
    case "visitor-privacy-link":
      await transport.deliver(composePrivacyLink(message.payload as LinkPayload, identity));
      return undefined;
    case "visitor-privacy-erased":
      await transport.deliver(composePrivacyErased(message.payload as ErasedPayload, identity));
      return undefined;
    case "owner-privacy-erased":
      await transport.deliver(composeOwnerErased(message.payload as OwnerErasedPayload, identity));
      return undefined;
    case "owner-webhook-set-aside":
      await transport.deliver(composeEndpointSetAside(message.payload as EndpointSetAsidePayload, identity));
      return undefined;
    case "owner-weekly-digest":
      await transport.deliver(digestMail(message.payload as DigestPayload, identity));
      return undefined;
    case "owner-reply-due":
      return sendReplyDue(deps.db, transport, identity, message.payload as ReplyDuePayload);
    // About no lead when a privacy message tripped the cap.
    case "owner-alert":
      await transport.deliver(composeVisitorMailCapAlert(message.payload as VisitorMailCapPayload, identity));
      return undefined;
  }
  const lead = attached ?? detachedLead(message.payload);
  if (lead === undefined) return { skipped: "the lead is gone" };
  return sendLeadMessage(deps, lead, message);
}

/** The lead a detached CANCEL carries (server/privacy/erase.ts), its dates revived. */
function detachedLead(payload: unknown): Lead | undefined {
  const carried = (payload as { detachedLead?: Lead & { receivedAt: string } } | null)?.detachedLead;
  return carried && { ...carried, receivedAt: new Date(carried.receivedAt) };
}

async function sendLeadMessage(
  { db, transport, identity, now }: SendDependencies,
  lead: Lead,
  message: OutboxMessage,
): Promise<SendOutcome> {
  const toVisitor = message.kind.startsWith("visitor-");
  // The owner may have marked the lead spam since it was queued.
  if (toVisitor && lead.status === "spam") return { skipped: "the lead is marked spam" };
  switch (message.kind) {
    case "notification":
      await transport.deliver(composeNotification(lead, identity, await attributionOf(db, lead.id)));
      return undefined;
    case "visitor-booking":
      await transport.deliver(composeVisitorBooking(lead, message.payload as BookingMailPayload, identity));
      return undefined;
    case "owner-booking":
      await transport.deliver(composeOwnerBooking(lead, message.payload as BookingMailPayload, identity));
      return undefined;
    case "visitor-call-reminder": {
      const payload = message.payload as CallReminderPayload;
      const stale = await reminderStale(db, payload, now());
      if (stale !== undefined) return { skipped: stale };
      await transport.deliver(composeCallReminder(lead, payload, identity));
      return undefined;
    }
    case "visitor-call-offer":
      // Booked again meanwhile (an older link): the offer is moot.
      if (await findActiveBookingOfLead(db, lead.id)) return { skipped: "a call was booked" };
      await transport.deliver(composeCallOffer(lead, message.payload as CallOfferPayload, identity));
      return undefined;
    case "visitor-acknowledgement":
      if (await findActiveBookingOfLead(db, lead.id)) return { skipped: "a call was booked" };
      // "We reply within 24 hours" is moot once the owner has: any stage past "new" (decision 100).
      if (lead.stage !== "new") return { skipped: "the lead was answered" };
      await transport.deliver(composeAcknowledgement(lead, identity));
      return undefined;
    case "owner-reminder":
      if (lead.status !== "new") return { skipped: `the lead is ${lead.status}` };
      return gatherReminders(db, message, now());
    case "owner-webhook-disabled":
      await transport.deliver(composeEndpointDisabled(message.payload as EndpointDisabledPayload, identity));
      return undefined;
    default:
      return { skipped: `no lead message of kind ${message.kind}` };
  }
}
