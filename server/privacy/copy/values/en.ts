import type { FormKind } from "../../../../shared/lead-forms.js";
import type { LeadStatus } from "../../../../shared/admin-api.js";
import type { SpamReason } from "../../../../shared/spam.js";
import type { WebhookEventType } from "../../../../shared/webhooks.js";
import type { Translation } from "../../../../shared/translation.js";
import type { CallOutcome } from "../../../../shared/admin-api.js";
import type { BookingStatus } from "../../../booking/tables.js";
import type { OutboxKind } from "../../../mail/tables.js";
import type { Channel } from "../../../analytics/tables.js";
import type { DeliveryState } from "../../../../shared/webhooks.js";

/**
 * The stored codes of the visitor's data page (issue 29), in the visitor's words. Each list is a
 * `Record` over its codes, so a code added to the database without a label here fails
 * type-checking in both languages; the downloads keep the codes themselves.
 */
const source = {
  /** A time on the page: its moment, then the zone it is written in. */
  inUtc: (moment: string) => `${moment} UTC`,
  forms: {
    consulting: "Consulting message",
    discovery: "Discovery call request",
  } satisfies Record<FormKind, string>,
  leadStatuses: {
    new: "Received, waiting for our reply",
    handled: "Handled by our team",
    spam: "Set aside as spam",
  } satisfies Record<LeadStatus, string>,
  callStatuses: {
    booked: "Booked",
    cancelled: "Canceled",
  } satisfies Record<BookingStatus, string>,
  callOutcomes: {
    held: "It took place",
    no_show: "Missed: we could not meet",
  } satisfies Record<CallOutcome, string>,
  messageKinds: {
    notification: "Notice to our team of your message",
    "visitor-booking": "Your call's invitation, or its change or cancellation",
    "owner-booking": "Our team's copy of your call's invitation",
    "owner-call-reminder": "Reminder to our team before your call",
    "visitor-acknowledgement": "Confirmation that your message arrived",
    "visitor-call-reminder": "Reminder of your call",
    "visitor-call-offer": "Our offer of another time after a missed or canceled call",
    "owner-reminder": "Reminder to our team to reply to you",
    "owner-alert": "Alert to our team about the volume of e-mail",
    "owner-held-mail": "Notice to our team that an e-mail to you was held back",
    "owner-webhook-disabled": "Notice to our team that one of its tools stopped receiving copies",
    "owner-webhook-set-aside": "Notice to our team that one of its tools is not answering",
    "visitor-privacy-link": "Your link to see your data",
    "visitor-privacy-erased": "Confirmation that your data was erased",
    "owner-privacy-erased": "Notice to our team that data was erased",
    "owner-weekly-digest": "Our team's weekly summary, with counts only",
    "owner-reply-due": "Reminder to our team to reply to you and others",
    "owner-task-reminder": "Reminder to our team of a task about your request",
    "visitor-newsletter-confirm": "Your link to confirm a subscription",
    "visitor-newsletter-welcome": "Welcome to a list you subscribed to",
    "newsletter-letter": "A letter of a list you subscribed to",
    "owner-newsletter-caps": "Notice to our team that subscriptions reached a limit",
  } satisfies Record<OutboxKind, string>,
  webhookEvents: {
    "lead.created": "Your message, as it arrived",
    "lead.restored": "Your message, taken out of the spam folder",
    "lead.erased": "Your message, erased at your request",
    "call.booked": "Your call, booked",
    "call.rescheduled": "Your call, moved to another time",
    "call.cancelled": "Your call, canceled",
    "lead.stage_changed": "Where your conversation with us stands, updated",
    "lead.note_added": "A note our team wrote about your message",
    "subscriber.confirmed": "Your newsletter subscription, confirmed",
    "subscriber.departed": "Your newsletter subscription, ended",
    "call.held": "Your call, held",
    "call.no_show": "Your call, missed",
  } satisfies Record<WebhookEventType, string>,
  deliveryStates: {
    pending: "Waiting to be sent",
    delivered: "Delivered",
    failed: "Not delivered",
  } satisfies Record<DeliveryState, string>,
  /** Where a lead came from when no campaign named it: the analytics' channel (the medium's default). */
  channels: {
    direct: "Direct visit",
    search: "Search engine",
    social: "Social network",
    email: "E-mail",
    referral: "Link on another site",
  } satisfies Record<Channel, string>,
  /** The first page of the visit that sent the lead. */
  landedOn: (path: string) => `first page ${path}`,
  spamReasons: {
    honeypot: "a hidden field was filled in",
    "proof-of-work-invalid": "the form's automatic check was not valid",
    "proof-of-work-replayed": "the form's automatic check had been used before",
    "proof-of-work-expired": "the form's automatic check had expired",
    "too-fast": "sent faster than a person types",
    "link-in-name": "a link in the name",
    "link-in-company": "a link in the company",
    "link-density": "mostly links",
    keyword: "words often found in spam",
    "owner-rule": "one of our filter rules",
    "blocked-address": "a blocked e-mail address",
    "blocked-domain": "a blocked e-mail domain",
    "disposable-email": "a disposable e-mail address",
    "foreign-script": "written in an alphabet we do not expect",
    "repeated-message": "the same message sent again",
    "marked-by-owner": "marked as spam by our team",
  } satisfies Record<SpamReason, string>,
};

export type PrivacyValuesCopy = Translation<typeof source>;
export const privacyValues: PrivacyValuesCopy = source;
