import type { SendDependencies } from "../mail/send-message.js";
import type { SendOutcome } from "../mail/outbox-worker.js";
import {
  composeConfirmation,
  composeOwnerCaps,
  composeWelcome,
  sendLetter,
  type CapsPayload,
  type ConfirmPayload,
  type LetterPayload,
  type WelcomePayload,
} from "./mail.js";

/**
 * The newsletter's outbox kinds, each with the one function that sends it: what a registry of
 * kinds (issue 48) takes from this folder. Every one is detached (no lead): the payload carries
 * what it needs, and is emptied once sent.
 */
export const NEWSLETTER_KINDS = {
  /** The link that confirms a subscription; counts against the hourly cap on visitor mail. */
  "visitor-newsletter-confirm": async ({ transport, identity }, payload) => {
    await transport.deliver(composeConfirmation(payload as ConfirmPayload, identity));
  },
  /** The welcome after a confirmation, in the subscriber's language. */
  "visitor-newsletter-welcome": async ({ transport, identity }, payload) => {
    await transport.deliver(composeWelcome(payload as WelcomePayload, identity));
  },
  /** One letter to one subscriber, under NEWSLETTER_PER_HOUR rather than the visitor cap. */
  "newsletter-letter": (deps, payload) => sendLetter(deps, payload as LetterPayload),
  /** The owner's one notice a day that subscriptions hit a cap. */
  "owner-newsletter-caps": async ({ transport, identity }, payload) => {
    await transport.deliver(composeOwnerCaps(payload as CapsPayload, identity));
  },
} satisfies Record<string, (deps: SendDependencies, payload: unknown) => Promise<SendOutcome>>;

export type NewsletterKind = keyof typeof NEWSLETTER_KINDS;

export function isNewsletterKind(kind: string): kind is NewsletterKind {
  return Object.hasOwn(NEWSLETTER_KINDS, kind);
}
