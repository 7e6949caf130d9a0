import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/database.js";
import { LEAD_MESSAGE_DELAYS, queueLeadMessages, type LeadMessageDelays } from "./lead-messages.js";
import { LEAD_MESSAGE_KINDS } from "./message-kinds.js";
import { taskReminderKind } from "./task-reminder.js";
import type { Lead } from "./repository.js";

export interface LeadMessagesOptions {
  /** Booking is on (BOOKING_HOURS): a lead that books no call gets an acknowledgement. */
  acknowledgeLeads: boolean;
  /** Shorter delays for tests; the defaults are LEAD_MESSAGE_DELAYS. */
  delays?: Partial<LeadMessageDelays>;
}

/** What a lead's messages offer the rest of the app (the collector, the inbox, the spam folder). */
export interface LeadsService {
  /**
   * Queues what a stored lead gets (the owner's notification and reminder, the visitor's
   * acknowledgement) in the transaction that stored or restored it; undefined when mail is off.
   */
  readonly queueMessages: ((trx: Transaction<Database>, lead: Lead) => Promise<void>) | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    leads: LeadsService;
  }
}

/**
 * The messages a lead causes: their kinds registered with the outbox, and the one function that
 * queues them, shared by the collector, the inbox's status change and the spam folder's restore.
 */
async function leadMessages(app: FastifyInstance, options: LeadMessagesOptions): Promise<void> {
  app.mail.register(...LEAD_MESSAGE_KINDS, taskReminderKind);
  const deps = {
    mail: app.mail,
    delays: { ...LEAD_MESSAGE_DELAYS, ...options.delays },
    acknowledgeLeads: options.acknowledgeLeads,
    // Registered after this plugin (app.ts): read when a lead comes in, never at start.
    bookLink: (trx: Kysely<Database>, lead: Lead) => app.booking.bookLink(trx, lead),
  };
  app.decorate<LeadsService>("leads", {
    queueMessages: app.mail.enabled ? (trx, lead) => queueLeadMessages(deps, trx, lead) : undefined,
  });
}

export default fp(leadMessages, { name: "lead-messages", fastify: "5.x", dependencies: ["db", "mail"] });
