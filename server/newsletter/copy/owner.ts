import type { Translation } from "../../../shared/translation.js";

/** The owner's words about the newsletter, in English, the source owner-pt.ts follows. */
const source = {
  capsSubject: "Newsletter: subscriptions held back today",
  capsBody: (cap: number) =>
    `Subscriptions to the newsletter reached a cap today: more than ${cap} from one network, or too many for one mailbox. ` +
    "No confirmation e-mail went out for them. This is the only notice today; nothing needs doing unless it keeps happening.",
  testPrefix: "[Test] ",
};

export type NewsletterOwnerMailCopy = Translation<typeof source>;
export const newsletterOwnerMail: NewsletterOwnerMailCopy = source;
