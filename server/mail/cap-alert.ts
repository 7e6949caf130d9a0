import type { SendMailOptions } from "nodemailer";
import * as v from "valibot";
import type { MailIdentity } from "./mail-identity.js";
import { messageKind } from "./message-kinds.js";
import { inboxLines, ownerCopy, ownerEnvelope, ownerTime } from "./owner-lines.js";
import type { OwnerReader } from "./owner-readers.js";

/** The outbox's own kind: the owner's one alert of an hour in which visitor mail reached its cap. */
export const CAP_ALERT_KIND = "owner-alert";

const VisitorMailCapPayload = v.object({
  cap: v.number(),
  /** When the hour the cap counts began (ISO). */
  since: v.string(),
});
export type VisitorMailCapPayload = v.InferOutput<typeof VisitorMailCapPayload>;

/** The owner's alert that visitor mail reached its hourly cap (sent at most once an hour). */
export function composeVisitorMailCapAlert(
  payload: VisitorMailCapPayload,
  mail: MailIdentity,
  reader: OwnerReader,
): SendMailOptions {
  const owner = ownerCopy(reader);
  const body = owner.visitorMailCap.body(payload.cap, ownerTime(new Date(payload.since), reader));
  return ownerAlert(mail, reader, owner.visitorMailCap.subject, [body, "", ...inboxLines(mail, reader)]);
}

/** One of the outbox's own alerts to the owner: plain lines, marked as sent by a machine. */
function ownerAlert(mail: MailIdentity, reader: OwnerReader, subject: string, lines: string[]): SendMailOptions {
  return { ...ownerEnvelope(mail, reader), subject, text: `${lines.join("\n").trimEnd()}\n` };
}

/** The outbox's own kind: the owner's alert, once a day, that a lead's visitor e-mail was held back. */
export const HELD_MAIL_KIND = "owner-held-mail";

const HeldMailPayload = v.object({
  /** Whether the visitor was waiting for it (queued as awaited: decision 154). */
  awaited: v.boolean(),
});
export type HeldMailPayload = v.InferOutput<typeof HeldMailPayload>;

/** The held-back alert as one reader reads it. */
export function composeHeldMail(
  payload: HeldMailPayload,
  mail: MailIdentity,
  reader: OwnerReader,
  leadId: string | undefined,
): SendMailOptions {
  const owner = ownerCopy(reader);
  return ownerAlert(mail, reader, owner.heldMail.subject, [
    owner.heldMail.body(payload.awaited),
    "",
    ...inboxLines(mail, reader, leadId),
  ]);
}

/**
 * Sent once a day, about the first lead held back that day: its visitor may be waiting for it; to
 * whoever that lead's alerts go to.
 */
export const heldMailKind = messageKind({
  kind: HELD_MAIL_KIND,
  payload: HeldMailPayload,
  async compose(payload, { db, identity, message, readers }) {
    const lead =
      message.leadId === null
        ? undefined
        : await db.selectFrom("leads").select("assigned_to").where("id", "=", message.leadId).executeTakeFirst();
    const audience = lead === undefined ? "owners" : { lead: { assigneeId: lead.assigned_to } };
    return (await readers(audience)).map((reader) =>
      composeHeldMail(payload, identity, reader, message.leadId ?? undefined),
    );
  },
});

/** About no lead when a privacy message tripped the cap: every owner. */
export const capAlertKind = messageKind({
  kind: CAP_ALERT_KIND,
  payload: VisitorMailCapPayload,
  compose: async (payload, { identity, readers }) =>
    (await readers("owners")).map((reader) => composeVisitorMailCapAlert(payload, identity, reader)),
});
