import type { SendMailOptions } from "nodemailer";
import * as v from "valibot";
import type { MailIdentity } from "./mail-identity.js";
import { heldLeadsSince, type HeldLead } from "./held-mail.js";
import { messageKind } from "./message-kinds.js";
import { inboxLines, ownerCopy, ownerEnvelope, ownerTime } from "./owner-lines.js";
import type { OwnerReader } from "./owner-readers.js";
import { typedLine } from "./visitor-text.js";
import { withHtml } from "./html/with-html.js";

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
  return withHtml(
    { ...ownerEnvelope(mail, reader), subject, text: `${lines.join("\n").trimEnd()}\n` },
    reader.language,
  );
}

/** The outbox's own kind: the owner's alert, once a day, that a lead's visitor e-mail was held back. */
export const HELD_MAIL_KIND = "owner-held-mail";

const HeldMailPayload = v.object({
  /** Whether the visitor was waiting for it (queued as awaited: decision 154). */
  awaited: v.boolean(),
});
export type HeldMailPayload = v.InferOutput<typeof HeldMailPayload>;

/** Leads the alert names; the console lists every one. */
const LISTED_LEADS = 20;
const DAY = 24 * 60 * 60 * 1000;

/** The held-back alert as one reader reads it: the leads held back, each with its page. */
export function composeHeldMail(
  payload: HeldMailPayload,
  mail: MailIdentity,
  reader: OwnerReader,
  held: { leads: HeldLead[]; more: number },
): SendMailOptions {
  const owner = ownerCopy(reader);
  const leads = held.leads.flatMap((lead) => [
    owner.heldMail.lead(typedLine(lead.company), typedLine(lead.name), lead.count, ownerTime(lead.firstAt, reader)),
    ...inboxLines(mail, reader, lead.id),
  ]);
  return ownerAlert(mail, reader, owner.heldMail.subject, [
    owner.heldMail.body(payload.awaited),
    "",
    ...leads,
    ...(held.more === 0 ? [] : [owner.heldMail.more(held.more)]),
    "",
    ...inboxLines(mail, reader),
  ]);
}

/**
 * Sent once a day, when a lead's visitor e-mail is first held back that day: it names the leads
 * held back in the 24 hours before it goes (a bounded list), each to whoever that lead's alerts
 * go to. The console's lead page shows every one.
 */
export const heldMailKind = messageKind({
  kind: HELD_MAIL_KIND,
  payload: HeldMailPayload,
  async compose(payload, { db, identity, now, readers }) {
    const { leads, total } = await heldLeadsSince(db, new Date(now.getTime() - DAY), LISTED_LEADS);
    if (leads.length === 0) return { skipped: "no lead held back is left" };
    const byReader = new Map<string, { reader: OwnerReader; leads: HeldLead[] }>();
    for (const lead of leads) {
      for (const reader of await readers({ lead: { assigneeId: lead.assignedTo } })) {
        const entry = byReader.get(reader.to) ?? { reader, leads: [] };
        entry.leads.push(lead);
        byReader.set(reader.to, entry);
      }
    }
    const more = total - leads.length;
    return [...byReader.values()].map((entry) =>
      composeHeldMail(payload, identity, entry.reader, { leads: entry.leads, more }),
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
