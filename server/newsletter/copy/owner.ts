/** The owner's words about the newsletter (English: the owner has no language setting). */
export const newsletterOwnerMail = {
  capsSubject: "Newsletter: subscriptions held back today",
  capsBody: (cap: number) =>
    `Subscriptions to the newsletter reached a cap today: more than ${cap} from one network, or too many for one mailbox. ` +
    "No confirmation e-mail went out for them. This is the only notice today; nothing needs doing unless it keeps happening.",
  testPrefix: "[Test] ",
};
