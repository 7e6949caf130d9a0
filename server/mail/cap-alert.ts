import type { SendMailOptions } from "nodemailer";
import * as v from "valibot";
import { ownerMail as owner } from "./copy/owner.js";
import type { MailIdentity } from "./mail-identity.js";
import { messageKind } from "./message-kinds.js";
import { inboxLines, ownerTime } from "./owner-lines.js";

/** The outbox's own kind: the owner's one alert of an hour in which visitor mail reached its cap. */
export const CAP_ALERT_KIND = "owner-alert";

const VisitorMailCapPayload = v.object({
  cap: v.number(),
  /** When the hour the cap counts began (ISO). */
  since: v.string(),
});
export type VisitorMailCapPayload = v.InferOutput<typeof VisitorMailCapPayload>;

/** The owner's alert that visitor mail reached its hourly cap (sent at most once an hour). */
export function composeVisitorMailCapAlert(payload: VisitorMailCapPayload, mail: MailIdentity): SendMailOptions {
  const body = owner.visitorMailCap.body(payload.cap, ownerTime(new Date(payload.since), mail));
  return ownerAlert(mail, owner.visitorMailCap.subject, [body, "", ...inboxLines(mail)]);
}

/** One of the outbox's own alerts to the owner: plain lines, marked as sent by a machine. */
function ownerAlert(mail: MailIdentity, subject: string, lines: string[]): SendMailOptions {
  return {
    from: mail.from,
    to: mail.ownerEmail,
    subject,
    text: `${lines.join("\n").trimEnd()}\n`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** The outbox's own kind: the owner's alert, once a day, that a lead's visitor e-mail was held back. */
export const HELD_MAIL_KIND = "owner-held-mail";

const HeldMailPayload = v.object({
  /** Whether the visitor was waiting for it (queued as awaited: decision 154). */
  awaited: v.boolean(),
});
export type HeldMailPayload = v.InferOutput<typeof HeldMailPayload>;

/** Sent once a day, about the first lead held back that day: its visitor may be waiting for it. */
export const heldMailKind = messageKind({
  kind: HELD_MAIL_KIND,
  payload: HeldMailPayload,
  compose: async (payload, { identity, message }) =>
    ownerAlert(identity, owner.heldMail.subject, [
      owner.heldMail.body(payload.awaited),
      "",
      ...inboxLines(identity, message.leadId ?? undefined),
    ]),
});

/** About no lead when a privacy message tripped the cap. */
export const capAlertKind = messageKind({
  kind: CAP_ALERT_KIND,
  payload: VisitorMailCapPayload,
  compose: async (payload, { identity }) => composeVisitorMailCapAlert(payload, identity),
});
