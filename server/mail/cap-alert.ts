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
  const lines = [
    owner.visitorMailCap.body(payload.cap, ownerTime(new Date(payload.since), mail)),
    "",
    ...inboxLines(mail),
  ];
  return {
    from: mail.from,
    to: mail.ownerEmail,
    subject: owner.visitorMailCap.subject,
    text: `${lines.join("\n").trimEnd()}\n`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** About no lead when a privacy message tripped the cap. */
export const capAlertKind = messageKind({
  kind: CAP_ALERT_KIND,
  payload: VisitorMailCapPayload,
  compose: async (payload, { identity }) => composeVisitorMailCapAlert(payload, identity),
});
