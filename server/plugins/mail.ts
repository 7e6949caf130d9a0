import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.js";
import type { InsertLeadOptions } from "../db/leads.js";
import { queueNotification } from "../db/outbox.js";
import { createSender, type Sender } from "../mail/notification.js";
import { OutboxWorker, type OutboxTimings } from "../mail/outbox-worker.js";

export type MailOptions = Pick<Config, "smtpUrl" | "notifyEmail" | "mailFrom" | "publicUrl"> & {
  /** Shorter waits for tests; the defaults are OUTBOX_TIMINGS. */
  outboxTimings?: Partial<OutboxTimings>;
};

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
    app.decorate<Mail>("mail", { enabled: false, afterInsert: undefined, wake() {} });
    return;
  }

  const sender: Sender = createSender(options.smtpUrl, {
    to: options.notifyEmail,
    from: options.mailFrom,
    publicUrl: options.publicUrl,
  });
  const worker = new OutboxWorker({
    db: app.db,
    send: (lead) => sender.send(lead),
    log: app.log,
    timings: options.outboxTimings,
  });

  app.decorate<Mail>("mail", {
    enabled: true,
    afterInsert: async (trx, lead) => {
      if (lead.status !== "spam") await queueNotification(trx, lead.id, lead.receivedAt);
    },
    wake: () => worker.wake(),
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
