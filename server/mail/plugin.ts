import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { Config } from "../config.js";
import type { Database } from "../db/database.js";
import type { InsertLeadOptions, Lead } from "../leads/repository.js";
import type { BookingMailPayload } from "../booking/mail.js";
import type { CallReminderPayload } from "../booking/reminder-mail.js";
import type { CallOfferPayload } from "../booking/offer-mail.js";
import { OutboxWorker, type OutboxTimings } from "./outbox-worker.js";
import {
  MAIL_CAPS,
  MAIL_DELAYS,
  queueCallChange,
  queueDetachedToVisitor,
  queueCallReminder,
  queueCallOffer,
  queueLeadMessages,
  type MailDelays,
  type VisitorQueueing,
  type QueueDependencies,
} from "./queue-messages.js";
import { sendMessage } from "./send-message.js";
import { createMailTransport } from "./transport.js";

export type MailOptions = Pick<Config, "smtpUrl" | "notifyEmail" | "mailFrom" | "publicUrl"> & {
  /** OWNER_TIMEZONE, else BOOKING_TIMEZONE: the zone of the owner's e-mails; UTC without it. */
  ownerTimeZone?: string;
  /** VISITOR_MAIL_PER_HOUR; MAIL_CAPS.visitorsPerHour without it. */
  visitorMailPerHour?: number;
  /** Shorter waits for tests; the defaults are OUTBOX_TIMINGS. */
  outboxTimings?: Partial<OutboxTimings>;
  /** Booking is on (BOOKING_HOURS): a lead that books no call gets an acknowledgement. */
  acknowledgeLeads?: boolean;
  /** Shorter delays for tests; the defaults are MAIL_DELAYS. */
  delays?: Partial<MailDelays>;
  /** The clock messages fall due and are claimed by: the booking clock in tests. */
  now?: () => Date;
};

export interface Mail {
  /** False without SMTP_URL: leads are then stored without outbox messages. */
  readonly enabled: boolean;
  /**
   * For insertLead: queues the owner's notification of a lead in the lead's own transaction,
   * so that a stored lead always has one (spam gets none). Undefined when mail is off.
   */
  readonly afterInsert: InsertLeadOptions["afterInsert"];
  /** Sends due messages now rather than at the next poll. */
  wake(): void;
  /**
   * Queues the visitor's and the owner's messages about a booked, moved or cancelled call, in
   * the transaction that changed it. Nothing when mail is off.
   */
  queueBookingChange(
    trx: Kysely<Database>,
    lead: Lead,
    payload: BookingMailPayload,
    /** `toVisitor: false`: the owner's copy only (a call freed because its lead is spam). */
    options?: { toVisitor?: boolean },
  ): Promise<void>;
  /** Queues a call's reminder once under its id (server/booking/reminders.ts). Nothing when mail is off. */
  queueCallReminder(
    trx: Kysely<Database>,
    lead: Lead,
    reminder: { id: string; payload: CallReminderPayload },
  ): Promise<void>;
  /**
   * Queues the no-show's offer of another time once under its id (server/booking/outcomes.ts):
   * "off" when mail is off.
   */
  queueCallOffer(
    trx: Kysely<Database>,
    lead: Lead,
    offer: { id: string; payload: CallOfferPayload },
  ): Promise<VisitorQueueing | "off">;
  /**
   * Queues a message to a visitor that belongs to no lead (a privacy link, the last message after
   * an erasure), in the caller's transaction, under the hourly cap on all visitor mail; false
   * when the cap held it back (the owner is then alerted, once an hour). False when mail is off.
   */
  queueToVisitor(
    trx: Kysely<Database>,
    message: {
      kind:
        "visitor-privacy-link" | "visitor-privacy-erased" | "visitor-newsletter-confirm" | "visitor-newsletter-welcome";
      payload: unknown;
      dueAt: Date;
    },
  ): Promise<boolean>;
  /**
   * An alert to the owner about no lead (the global sign-in budget tripped). Sent at once, not
   * through the outbox: an outbox row belongs to a lead. Failures are logged. Nothing when mail is off.
   */
  alertOwner(alert: { subject: string; text: string }): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    mail: Mail;
  }
}

/**
 * Mail through the outbox: the collector and the booking routes queue messages in their own
 * transactions (server/mail/queue-messages.ts), and a worker started once the server listens
 * sends them with nodemailer over SMTP_URL (server/mail/send-message.ts).
 */
async function mail(app: FastifyInstance, options: MailOptions): Promise<void> {
  if (options.smtpUrl === undefined || options.notifyEmail === undefined) {
    app.log.warn("mail is off: SMTP_URL is not set; leads are stored without an e-mail");
    app.decorate<Mail>("mail", {
      enabled: false,
      afterInsert: undefined,
      wake() {},
      async queueBookingChange() {},
      queueToVisitor: async () => false,
      async queueCallReminder() {},
      queueCallOffer: async () => "off",
      async alertOwner() {},
    });
    return;
  }

  const transport = createMailTransport(options.smtpUrl);
  const now = options.now ?? (() => new Date());
  const identity = {
    from: options.mailFrom,
    ownerEmail: options.notifyEmail,
    publicUrl: options.publicUrl,
    ownerTimeZone: options.ownerTimeZone,
  };
  const queue: QueueDependencies = {
    log: app.log,
    caps: { ...MAIL_CAPS, visitorsPerHour: options.visitorMailPerHour ?? MAIL_CAPS.visitorsPerHour },
    delays: { ...MAIL_DELAYS, ...options.delays },
    acknowledgeLeads: options.acknowledgeLeads ?? false,
    now: options.now,
  };
  const worker = new OutboxWorker({
    db: app.db,
    send: (lead, message) => sendMessage({ db: app.db, transport, identity, now }, lead, message),
    log: app.log,
    timings: options.outboxTimings,
    now,
  });

  const alertOwner: Mail["alertOwner"] = async ({ subject, text }) => {
    try {
      await transport.deliver({
        from: options.mailFrom,
        to: options.notifyEmail,
        subject,
        text,
        headers: { "Auto-Submitted": "auto-generated" },
      });
    } catch (error) {
      app.log.error({ err: error, subject }, "could not send an alert to the owner");
    }
  };

  app.decorate<Mail>("mail", {
    enabled: true,
    afterInsert: (trx, lead) => queueLeadMessages(queue, trx, lead),
    wake: () => worker.wake(),
    alertOwner,
    queueBookingChange: (trx, lead, payload, options) => queueCallChange(queue, trx, lead, payload, options),
    queueToVisitor: (trx, message) => queueDetachedToVisitor(queue, trx, message),
    queueCallReminder: (trx, lead, reminder) => queueCallReminder(queue, trx, lead, reminder),
    queueCallOffer: (trx, lead, offer) => queueCallOffer(queue, trx, lead, offer),
  });

  app.health.addCheck("outbox", () => {
    const stalled = worker.stalledFor();
    if (stalled > 0) throw new Error(`the outbox worker has made no progress for ${Math.round(stalled / 1000)} s`);
  });

  // Not on ready: `inject()` tests and one-off tools build the app without sending anything.
  app.addHook("onListen", async () => {
    worker.start();
  });
  // Runs before the db plugin's onClose (hooks close in reverse order), so the database is
  // still open while the message in flight finishes.
  app.addHook("onClose", async () => {
    await worker.stop();
    transport.close();
  });
}

export default fp(mail, { name: "mail", fastify: "5.x", dependencies: ["db"] });
