import type { SendMailOptions } from "nodemailer";
import * as v from "valibot";
import { repliedLink } from "../replies/replied-link.js";
import { attributionOf } from "../analytics/attribution.js";
import { findActiveBookingOfLead } from "../booking/repository.js";
import { messageKind, NO_PAYLOAD, type ComposeContext, type MessageKind, type NotSent } from "../mail/message-kinds.js";
import { VISITOR_KIND_PREFIX } from "../mail/outbox.js";
import { composeAcknowledgement, composeNotification } from "./mail.js";
import { gatherReminders, REMINDER_KIND, ReminderPayload, replyDueKind } from "./reply-due.js";
import { assigneeOf, findLead, type Lead } from "./repository.js";

export const NOTIFICATION_KIND = "notification";
export const ACKNOWLEDGEMENT_KIND = "visitor-acknowledgement";

/**
 * The acknowledgement's payload: the booking page with the lead's offer, made when the lead came
 * in; null when there was none (and for those queued before it was carried).
 */
const AcknowledgementPayload = v.nullable(v.object({ bookUrl: v.string() }));
export type AcknowledgementPayload = v.InferOutput<typeof AcknowledgementPayload>;

/** The lead a detached message carries (a call's CANCEL whose lead was erased: server/privacy/erase.ts), its dates revived. */
function detachedLead(payload: unknown): Lead | undefined {
  const carried = (payload as { detachedLead?: Lead & { receivedAt: string } } | null)?.detachedLead;
  return carried && { ...carried, receivedAt: new Date(carried.receivedAt) };
}

/**
 * A kind of message about one lead, for any capability: its composer gets the lead, read when the
 * message falls due (or carried by a detached one). Gone since it was claimed: due again at once
 * (a detached copy may be sent instead). To a visitor whose lead was marked spam since: not sent.
 */
export function leadMessageKind<Payload>(spec: {
  kind: string;
  payload: v.GenericSchema<unknown, Payload>;
  compose(
    lead: Lead,
    payload: Payload,
    context: ComposeContext,
  ): Promise<SendMailOptions | SendMailOptions[] | NotSent>;
}): MessageKind<Payload> {
  return messageKind({
    kind: spec.kind,
    payload: spec.payload,
    async compose(payload, context) {
      const { message } = context;
      const lead = message.leadId === null ? detachedLead(message.payload) : await findLead(context.db, message.leadId);
      if (lead === undefined)
        return message.leadId === null ? { skipped: "the lead is gone" } : { released: "the lead is gone" };
      // The owner may have marked the lead spam since it was queued.
      if (spec.kind.startsWith(VISITOR_KIND_PREFIX) && lead.status === "spam")
        return { skipped: "the lead is marked spam" };
      return spec.compose(lead, payload, context);
    },
  });
}

/** The alerts of a lead go to its assignee, else to everyone who asked for new-lead alerts. */
export async function leadReaders(lead: Pick<Lead, "id">, { db, readers }: ComposeContext) {
  return readers({ lead: { assigneeId: await assigneeOf(db, lead.id) } });
}

/** The new-lead alert, with where its visit came from, to each of its readers in their language. */
const notificationKind = leadMessageKind({
  kind: NOTIFICATION_KIND,
  payload: NO_PAYLOAD,
  async compose(lead, _payload, context) {
    const attribution = await attributionOf(context.db, lead.id);
    // One link for all its readers: whoever replied, the lead is answered.
    const publicUrl = context.identity.publicUrl;
    const replied =
      publicUrl === undefined ? undefined : await repliedLink(context.db, publicUrl, lead.id, context.now);
    return (await leadReaders(lead, context)).map((reader) =>
      composeNotification(lead, context.identity, reader, attribution, replied),
    );
  },
});

const HOUR = 60 * 60 * 1000;

/**
 * How long after a lead came in its acknowledgement may still go (it is due 15 minutes after):
 * past this, "we reply within 24 hours" arrives when much of the 24 hours is gone, or all of it.
 */
const ACKNOWLEDGEMENT_LATE_MS = 2 * HOUR;

/** The visitor's "we reply within 24 hours": moot once a call is booked, or the owner has answered. */
const acknowledgementKind = leadMessageKind({
  kind: ACKNOWLEDGEMENT_KIND,
  payload: AcknowledgementPayload,
  async compose(lead, payload, { db, identity, now }) {
    if (await findActiveBookingOfLead(db, lead.id)) return { skipped: "a call was booked" };
    // "We reply within 24 hours" is moot once the owner has: any stage past "new" (decision 100).
    if (lead.stage !== "new") return { skipped: "the lead was answered" };
    // Nor once it comes so late that its promise reads wrong (mail was down, issue 51): the lead
    // stays due in the owner's inbox and reminders, which is where the promise is kept.
    const lateMs = now.getTime() - lead.receivedAt.getTime();
    if (lateMs >= ACKNOWLEDGEMENT_LATE_MS)
      return { skipped: `its promise is already late: ${Math.floor(lateMs / HOUR)} hours after the lead came in` };
    return composeAcknowledgement(lead, identity, payload?.bookUrl);
  },
});

/** The owner's reminder of one lead: never sent alone, but gathered with the others falling due (decision 122). */
const reminderKind = leadMessageKind({
  kind: REMINDER_KIND,
  payload: ReminderPayload,
  async compose(lead, _payload, { db, message, now }) {
    if (lead.status !== "new") return { skipped: `the lead is ${lead.status}` };
    return gatherReminders(db, message, now);
  },
});

/** Every kind of message a lead causes, registered with the outbox by the collector. */
export const LEAD_MESSAGE_KINDS = [notificationKind, acknowledgementKind, reminderKind, replyDueKind];
