import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { capAlertKind, heldMailKind } from "./cap-alert.js";
import { MessageKinds, type AnyMessageKind } from "./message-kinds.js";
import { OutboxWorker, type OutboxTimings } from "./outbox-worker.js";
import type { NewOutboxMessage } from "./outbox.js";
import { MAIL_CAPS, queueToVisitor, type QueueDependencies, type VisitorQueueing } from "./queue-messages.js";
import { onlyNotifyEmail, type FindReaders } from "./owner-readers.js";
import { sendMessage } from "./send-message.js";
import { answeringPerson, namedFrom } from "./sender.js";
import { createMailTransport } from "./transport.js";

export interface MailOptions {
  /** SMTP_URL; mail is off without it (or without NOTIFY_EMAIL). */
  smtpUrl: string | undefined;
  /** NOTIFY_EMAIL: the owner's mailbox. */
  notifyEmail: string | undefined;
  /** MAIL_FROM: its address is the e-mails' From; their name is the sender's (mail/sender.ts). */
  mailFrom: string;
  /** Who answers, named in From; the first person of the trust content (app/content/people) without it. */
  sender?: string;
  /** PUBLIC_URL: where the owner's e-mails link. */
  publicUrl: string | undefined;
  /** OWNER_TIMEZONE, else BOOKING_TIMEZONE: the zone of the owner's e-mails; UTC without it. */
  ownerTimeZone?: string;
  /** VISITOR_MAIL_PER_HOUR; MAIL_CAPS.visitorsPerHour without it. */
  visitorMailPerHour?: number;
  /** Shorter waits for tests; the defaults are OUTBOX_TIMINGS. */
  outboxTimings?: Partial<OutboxTimings>;
  /** The clock messages fall due and are claimed by: the booking clock in tests. */
  now?: () => Date;
}

/**
 * The outbox, as the capabilities use it: they register their kinds at start and queue messages
 * in their own transactions (server/mail/README.md). It knows no capability.
 */
export interface Mail {
  /** False without SMTP_URL: nothing is queued, and queueing answers so. */
  readonly enabled: boolean;
  /**
   * Adds the kinds of message a capability queues (how each is composed, whether it is still due),
   * once, while the app is built. A message of a kind nobody registered is skipped when due.
   */
  register(...kinds: readonly AnyMessageKind[]): void;
  /** Who reads the owner-facing e-mails: the team capability says, once, while the app is built. */
  useReaders(find: FindReaders): void;
  /** Sends due messages now rather than at the next poll. */
  wake(): void;
  /**
   * Queues a message to a visitor (its kind starts with `visitor-`) in the caller's transaction,
   * under the caps on visitor mail ("capped": held back, the owner told). `awaited`: the visitor
   * just asked for it (queue-messages.ts). "off" when mail is off.
   */
  queueToVisitor(
    trx: Kysely<Database>,
    message: NewOutboxMessage,
    options?: { awaited?: boolean },
  ): Promise<VisitorQueueing | "off">;
}

declare module "fastify" {
  interface FastifyInstance {
    mail: Mail;
  }
}

/**
 * Mail through the outbox: capabilities queue messages in their own transactions, and a worker
 * started once the server listens sends each through its kind's composer (server/mail/send-message.ts)
 * with nodemailer over SMTP_URL.
 */
async function mail(app: FastifyInstance, options: MailOptions): Promise<void> {
  if (options.smtpUrl === undefined || options.notifyEmail === undefined) {
    app.log.warn("mail is off: SMTP_URL is not set; leads are stored without an e-mail");
    app.decorate<Mail>("mail", {
      enabled: false,
      register() {},
      useReaders() {},
      wake() {},
      queueToVisitor: async () => "off",
    });
    return;
  }

  const transport = createMailTransport(options.smtpUrl);
  const now = options.now ?? (() => new Date());
  const identity = {
    // Read once at start: a person added to the content takes a deploy, as on the pages.
    from: namedFrom(options.mailFrom, options.sender ?? answeringPerson()),
    ownerEmail: options.notifyEmail,
    publicUrl: options.publicUrl,
    ownerTimeZone: options.ownerTimeZone,
  };
  const queue: QueueDependencies = {
    log: app.log,
    caps: { ...MAIL_CAPS, visitorsPerHour: options.visitorMailPerHour ?? MAIL_CAPS.visitorsPerHour },
    now: options.now,
  };
  const kinds = new MessageKinds();
  let findReaders: FindReaders = onlyNotifyEmail;
  // The outbox's own kind: its caps' alert to the owner.
  kinds.register(capAlertKind, heldMailKind);
  const worker = new OutboxWorker({
    db: app.db,
    send: (message) => sendMessage({ db: app.db, transport, identity, now, kinds, findReaders }, message),
    log: app.log,
    timings: options.outboxTimings,
    now,
  });

  app.decorate<Mail>("mail", {
    enabled: true,
    register: (...added) => kinds.register(...added),
    useReaders: (find) => {
      findReaders = find;
    },
    wake: () => worker.wake(),
    queueToVisitor: (trx, message, options) => queueToVisitor(queue, trx, message, options),
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
