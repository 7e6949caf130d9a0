import * as v from "valibot";
import { LANGUAGES } from "../../shared/languages.js";
import { NEWSLETTER_LISTS } from "../../shared/newsletter.js";
import { messageKind } from "../mail/message-kinds.js";
import { composeConfirmation, composeLetterMessage, composeOwnerCaps, composeWelcome } from "./mail.js";
import { markDelivered } from "./repository.js";

export const CONFIRM_KIND = "visitor-newsletter-confirm";
export const WELCOME_KIND = "visitor-newsletter-welcome";
export const LETTER_KIND = "newsletter-letter";
export const CAPS_KIND = "owner-newsletter-caps";

const Language = v.picklist(LANGUAGES);
const List = v.picklist(NEWSLETTER_LISTS);

/**
 * The newsletter's messages (docs/decisions/148). Every one is detached (no lead): its payload
 * carries what it needs, and is emptied once sent.
 */
export const NEWSLETTER_MESSAGE_KINDS = [
  /** The link that confirms a subscription; counts against the hourly cap on visitor mail. */
  messageKind({
    kind: CONFIRM_KIND,
    payload: v.object({ to: v.string(), language: Language, list: List, link: v.string() }),
    compose: async (payload, { identity }) => composeConfirmation(payload, identity),
  }),
  /** The welcome after a confirmation, in the subscriber's language. */
  messageKind({
    kind: WELCOME_KIND,
    payload: v.object({
      to: v.string(),
      language: Language,
      list: List,
      leaveLink: v.string(),
      bodyLeaveLink: v.optional(v.string()),
    }),
    compose: async (payload, { identity }) => composeWelcome(payload, identity),
  }),
  /** One letter to one subscriber (or the owner's test), under NEWSLETTER_PER_HOUR rather than the visitor cap. */
  messageKind({
    kind: LETTER_KIND,
    payload: v.object({
      letterId: v.string(),
      subscriberId: v.nullable(v.string()),
      test: v.optional(v.boolean()),
    }),
    compose: (payload, { db, identity }) => composeLetterMessage(db, identity, payload),
    // The letter's own "got it" count, once the SMTP server took it.
    sent: async (payload, { db, now }) => {
      if (payload.subscriberId !== null && payload.test !== true)
        await markDelivered(db, payload.letterId, payload.subscriberId, now);
    },
  }),
  /** Every owner's one notice a day that subscriptions hit a cap, in their language. */
  messageKind({
    kind: CAPS_KIND,
    payload: v.object({ cap: v.number() }),
    compose: async (payload, { identity, readers }) =>
      (await readers("owners")).map((reader) => composeOwnerCaps(payload, identity, reader)),
  }),
];
