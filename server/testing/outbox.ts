import { CALL_MESSAGE_KINDS } from "../booking/message-kinds.js";
import { digestKind } from "../digest/compose.js";
import { LEAD_MESSAGE_KINDS } from "../leads/message-kinds.js";
import { taskReminderKind } from "../leads/task-reminder.js";
import { capAlertKind, heldMailKind } from "../mail/cap-alert.js";
import { MessageKinds } from "../mail/message-kinds.js";
import type { Mail } from "../mail/plugin.js";
import { MAIL_CAPS, queueToVisitor, type MailCaps, type QueueDependencies } from "../mail/queue-messages.js";
import { PRIVACY_MESSAGE_KINDS } from "../privacy/message-kinds.js";
import { WEBHOOK_MESSAGE_KINDS } from "../webhooks/message-kinds.js";

/**
 * The mail of tests that call a capability's functions without the app: on, woken for nothing,
 * queueing a visitor's message under the real caps (`server/mail/queue-messages.ts`), as `app.mail` does.
 */
export function testMail(
  now: () => Date = () => new Date(),
  caps: MailCaps = MAIL_CAPS,
  log: QueueDependencies["log"] = { warn: () => {} },
): Pick<Mail, "enabled" | "wake" | "queueToVisitor"> {
  const deps = { log, caps, now };
  return {
    enabled: true,
    wake: () => {},
    queueToVisitor: (trx, message, options) => queueToVisitor(deps, trx, message, options),
  };
}

/** Every kind the app registers, as buildApp's plugins do, for tests that send without the app. */
export function allMessageKinds(): MessageKinds {
  const kinds = new MessageKinds();
  kinds.register(
    capAlertKind,
    heldMailKind,
    ...LEAD_MESSAGE_KINDS,
    taskReminderKind,
    ...CALL_MESSAGE_KINDS,
    ...PRIVACY_MESSAGE_KINDS,
    ...WEBHOOK_MESSAGE_KINDS,
    digestKind,
  );
  return kinds;
}
