import type { PrivacyDeps } from "../privacy/service.js";
import { MAIL_CAPS, MAIL_DELAYS, queueDetachedToVisitor } from "../mail/queue-messages.js";

/**
 * The mail of the privacy functions' tests: on, woken for nothing, queueing a visitor's message
 * under the real caps (`server/mail/queue-messages.ts`), as `app.mail` does.
 */
export function privacyMail(now: () => Date = () => new Date()): PrivacyDeps["mail"] {
  const deps = { log: { warn: () => {} }, caps: MAIL_CAPS, delays: MAIL_DELAYS, acknowledgeLeads: false, now };
  return {
    enabled: true,
    wake: () => {},
    queueToVisitor: (trx, message) => queueDetachedToVisitor(deps, trx, message),
  };
}
