import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { Config } from "../config.js";
import { findActiveBookingOfLead } from "../db/bookings.js";
import type { Database } from "../db/database.js";
import { replyAddress, REPLY_WITHIN_MS, type InsertLeadOptions, type Lead } from "../db/leads.js";
import {
  countLeadMessages,
  countMessagesTo,
  queueMessage,
  queueNotification,
  skipPendingMessages,
  type OutboxEntry,
  type OutboxKind,
} from "../db/outbox.js";
import {
  composeAcknowledgement,
  composeOwnerBooking,
  composeReminder,
  composeVisitorBooking,
  type BookingMailPayload,
  type MailIdentity,
  type ReminderPayload,
} from "../mail/booking-mail.js";
import { createSender, type Sender } from "../mail/notification.js";
import { attributionOf } from "../analytics/attribution.js";
import { OutboxWorker, type OutboxTimings, type SendOutcome } from "../mail/outbox-worker.js";

export type MailOptions = Pick<Config, "smtpUrl" | "notifyEmail" | "mailFrom" | "publicUrl"> & {
  /** Shorter waits for tests; the defaults are OUTBOX_TIMINGS. */
  outboxTimings?: Partial<OutboxTimings>;
  /** Booking is on (BOOKING_HOURS): a lead that books no call gets an acknowledgement. */
  acknowledgeLeads?: boolean;
  /** Shorter delays for tests; the defaults are BOOKING_MAIL_DELAYS. */
  delays?: Partial<typeof BOOKING_MAIL_DELAYS>;
};

const HOUR = 60 * 60 * 1000;

export const BOOKING_MAIL_DELAYS = {
  /** A lead that has booked no call by then gets the acknowledgement. */
  acknowledgementMs: 15 * 60 * 1000,
  /** The owner's reminder of an unhandled lead, an hour before it turns 24 hours old. */
  reminderMs: 23 * HOUR,
};

/** At most this many messages a day to one visitor address, whatever asks for them. */
export const VISITOR_DAILY_CAP = 3;

/**
 * At most this many copies a day to the owner about one lead's call: a visitor holding a valid
 * link could otherwise move the call back and forth to flood the owner's mailbox.
 */
export const OWNER_BOOKING_DAILY_CAP = 10;

export interface Mail {
  /** False without SMTP_URL: leads are then stored without an outbox row. */
  readonly enabled: boolean;
  /**
   * For insertLead: queues the owner's notification of a lead in the lead's own transaction,
   * so that a stored lead always has one (spam gets none). Undefined when mail is off.
   */
  readonly afterInsert: InsertLeadOptions["afterInsert"];
  /** Sends due notifications now rather than at the next poll. */
  wake(): void;
  /**
   * Queues the visitor's and the owner's messages about a booked, moved or cancelled call, in
   * the transaction that changed it. Nothing when mail is off.
   */
  queueBookingChange(trx: Kysely<Database>, lead: Lead, payload: BookingMailPayload): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    mail: Mail;
  }
}

/**
 * Lead notifications through the outbox: the collector queues them with each lead, and a worker
 * started once the server listens sends them with nodemailer over SMTP_URL.
 */
async function mail(app: FastifyInstance, options: MailOptions): Promise<void> {
  if (options.smtpUrl === undefined || options.notifyEmail === undefined) {
    app.log.warn("notifications are off: SMTP_URL is not set; leads are stored without an e-mail");
    app.decorate<Mail>("mail", {
      enabled: false,
      afterInsert: undefined,
      wake() {},
      async queueBookingChange() {},
    });
    return;
  }

  const sender: Sender = createSender(options.smtpUrl, {
    to: options.notifyEmail,
    from: options.mailFrom,
    publicUrl: options.publicUrl,
  });
  const identity: MailIdentity = {
    from: options.mailFrom,
    ownerEmail: options.notifyEmail,
    publicUrl: options.publicUrl,
  };
  const delays = { ...BOOKING_MAIL_DELAYS, ...options.delays };

  /** Sends one outbox entry by its kind; says why when it is no longer to be sent. */
  const send = async (lead: Lead, entry: OutboxEntry): Promise<SendOutcome> => {
    const toVisitor = entry.kind === "visitor-booking" || entry.kind === "visitor-acknowledgement";
    // The owner may have marked the lead spam since it was queued.
    if (toVisitor && lead.status === "spam") return { skipped: "the lead is marked spam" };
    switch (entry.kind) {
      case "notification":
        await sender.send(lead, await attributionOf(app.db, lead.id));
        return undefined;
      case "visitor-booking":
        await sender.deliver(composeVisitorBooking(lead, entry.payload as BookingMailPayload, identity));
        return undefined;
      case "owner-booking":
        await sender.deliver(composeOwnerBooking(lead, entry.payload as BookingMailPayload, identity));
        return undefined;
      case "visitor-acknowledgement":
        if (await findActiveBookingOfLead(app.db, lead.id)) return { skipped: "a call was booked" };
        await sender.deliver(composeAcknowledgement(lead, identity));
        return undefined;
      case "owner-reminder":
        if (lead.status !== "new") return { skipped: `the lead is ${lead.status}` };
        await sender.deliver(composeReminder(lead, entry.payload as ReminderPayload, identity));
        return undefined;
    }
  };

  /** A message to the visitor, unless the lead is spam or the address had its share today. */
  const queueToVisitor = async (
    trx: Kysely<Database>,
    lead: Lead,
    kind: OutboxKind,
    payload: unknown,
    dueAt: Date,
  ): Promise<void> => {
    if (lead.status === "spam") return;
    const address = replyAddress(lead);
    const now = new Date();
    const recent = await countMessagesTo(trx, address, new Date(now.getTime() - 24 * HOUR));
    if (recent >= VISITOR_DAILY_CAP) {
      app.log.warn(
        { lead: lead.id, kind, cap: VISITOR_DAILY_CAP },
        "mail to the visitor not queued: the address has had its messages for the day",
      );
      return;
    }
    await queueMessage(trx, { leadId: lead.id, kind, recipient: address, payload, dueAt }, now);
  };

  const worker = new OutboxWorker({ db: app.db, send, log: app.log, timings: options.outboxTimings });

  app.decorate<Mail>("mail", {
    enabled: true,
    afterInsert: async (trx, lead) => {
      if (lead.status === "spam") return;
      await queueNotification(trx, lead.id, lead.receivedAt);
      const replyBy = new Date(lead.receivedAt.getTime() + REPLY_WITHIN_MS).toISOString();
      await queueMessage(
        trx,
        {
          leadId: lead.id,
          kind: "owner-reminder",
          recipient: null,
          payload: { replyBy } satisfies ReminderPayload,
          dueAt: new Date(lead.receivedAt.getTime() + delays.reminderMs),
        },
        lead.receivedAt,
      );
      if (options.acknowledgeLeads) {
        const dueAt = new Date(lead.receivedAt.getTime() + delays.acknowledgementMs);
        await queueToVisitor(trx, lead, "visitor-acknowledgement", null, dueAt);
      }
    },
    wake: () => worker.wake(),
    async queueBookingChange(trx, lead, payload) {
      const now = new Date();
      if (payload.change === "booked")
        await skipPendingMessages(trx, lead.id, "visitor-acknowledgement", "a call was booked");
      const ownerCopies = await countLeadMessages(trx, lead.id, "owner-booking", new Date(now.getTime() - 24 * HOUR));
      if (ownerCopies < OWNER_BOOKING_DAILY_CAP) {
        await queueMessage(trx, { leadId: lead.id, kind: "owner-booking", recipient: null, payload, dueAt: now }, now);
      } else {
        app.log.warn(
          { lead: lead.id, cap: OWNER_BOOKING_DAILY_CAP },
          "owner's copy of a call change not queued: this lead's call has changed too often today",
        );
      }
      await queueToVisitor(trx, lead, "visitor-booking", payload, now);
    },
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
  // still open while the notification in flight finishes.
  app.addHook("onClose", async () => {
    await worker.stop();
    sender.close();
  });
}

export default fp(mail, { name: "mail", fastify: "5.x", dependencies: ["db"] });
