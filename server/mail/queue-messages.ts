import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { CAP_ALERT_KIND, HELD_MAIL_KIND, type HeldMailPayload, type VisitorMailCapPayload } from "./cap-alert.js";
import { recordHeldMail } from "./held-mail.js";
import { countMessagesToMailbox, countMessagesToVisitors, queueMessage, type NewOutboxMessage } from "./outbox.js";

const HOUR = 60 * 60 * 1000;

export const MAIL_CAPS = {
  /** Messages a day to one visitor mailbox (canonical: aliases count as one), whatever asks. */
  mailboxPerDay: 3,
  /**
   * The same, for a message the visitor is waiting for because they just asked for it (a booked
   * call's invitation, its change, its cancellation, issue 51): past the cap on mail nobody asked
   * for, but not without end, since booking again is something a script can repeat.
   */
  mailboxPerDayAwaited: 10,
  /** Messages an hour to all visitors together (VISITOR_MAIL_PER_HOUR). */
  visitorsPerHour: 60,
};
export type MailCaps = typeof MAIL_CAPS;

export interface QueueDependencies {
  log: Pick<FastifyBaseLogger, "warn">;
  caps: MailCaps;
  now?: () => Date;
}

/** The fixed id of the one alert of a clock hour: a second one that hour is not queued. */
const alertId = (now: Date) => `visitor-mail-cap-${now.toISOString().slice(0, 13)}`;

/**
 * Whether all visitors together may have one more message this hour. When not, the owner is
 * alerted, once that clock hour (a fixed id), and the refusal is logged with `about`.
 */
async function visitorHourAllows(
  deps: QueueDependencies,
  trx: Kysely<Database>,
  now: Date,
  about: { lead: string | null; kind: string },
): Promise<boolean> {
  const { visitorsPerHour } = deps.caps;
  const hourAgo = new Date(now.getTime() - HOUR);
  if ((await countMessagesToVisitors(trx, hourAgo)) < visitorsPerHour) return true;
  const payload: VisitorMailCapPayload = { cap: visitorsPerHour, since: hourAgo.toISOString() };
  const alerted = await queueMessage(
    trx,
    { id: alertId(now), leadId: about.lead, kind: CAP_ALERT_KIND, mailbox: null, payload, dueAt: now },
    now,
  );
  deps.log.warn(
    { ...about, cap: visitorsPerHour, alerted },
    "message to the visitor not queued: visitors have had the hour's messages",
  );
  return false;
}

/** What became of a message to a visitor: queued, found queued before (its fixed id), or held back by a cap. */
export type VisitorQueueing = "queued" | "duplicate" | "capped";

/**
 * A lead's message held back by its mailbox's cap: recorded on the lead (its page shows it), and
 * the owner is told, with the leads held back, so that what the visitor expected can be sent by
 * hand. Once a day (a fixed id), not once per lead: posting leads for one stranger's address must
 * not become a flood of the owner's mail either. The hourly cap has its own alert.
 */
async function tellOwnerOfHeldMail(
  trx: Kysely<Database>,
  now: Date,
  message: NewOutboxMessage,
  awaited: boolean,
): Promise<void> {
  if (message.leadId === null) return;
  await recordHeldMail(trx, { leadId: message.leadId, kind: message.kind, cap: "mailbox" }, now);
  const payload: HeldMailPayload = { awaited };
  const id = `held-mail-${now.toISOString().slice(0, 10)}`;
  await queueMessage(
    trx,
    { id, leadId: message.leadId, kind: HELD_MAIL_KIND, mailbox: null, payload, dueAt: now },
    now,
  );
}

/**
 * A message to a visitor (its kind starts with `visitor-`), in the caller's transaction, unless
 * their mailbox had its share today or all visitors together had theirs this hour (then the owner
 * is alerted, once that clock hour). A message the visitor is `awaited`-ly waiting for has a
 * larger share of the mailbox's day. A lead's message held back by its mailbox's cap is told to the
 * owner (once a day). A detached message (no lead, no mailbox kept: a privacy link) counts against
 * the hour all the same; its caller caps the mailbox by the key it keeps instead.
 */
export async function queueToVisitor(
  deps: QueueDependencies,
  trx: Kysely<Database>,
  message: NewOutboxMessage,
  { awaited = false }: { awaited?: boolean } = {},
): Promise<VisitorQueueing> {
  const now = deps.now?.() ?? new Date();
  const about = { lead: message.leadId, kind: message.kind };
  if (message.mailbox !== null) {
    const cap = awaited ? deps.caps.mailboxPerDayAwaited : deps.caps.mailboxPerDay;
    const since = new Date(now.getTime() - 24 * HOUR);
    if ((await countMessagesToMailbox(trx, message.mailbox, since)) >= cap) {
      deps.log.warn(
        { ...about, cap },
        "message to the visitor not queued: the mailbox has had its messages for the day",
      );
      await tellOwnerOfHeldMail(trx, now, message, awaited);
      return "capped";
    }
  }
  if (!(await visitorHourAllows(deps, trx, now, about))) {
    // The hour's alert tells the owner; the lead's page shows which of its e-mails waited.
    if (message.leadId !== null)
      await recordHeldMail(trx, { leadId: message.leadId, kind: message.kind, cap: "hour" }, now);
    return "capped";
  }
  return (await queueMessage(trx, message, now)) ? "queued" : "duplicate";
}
