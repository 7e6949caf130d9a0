import type { SpamReason } from "@shared/spam";
import type { Translation } from "@shared/translation";

const source = {
  title: "Spam folder",
  week: (total: number) =>
    total === 1 ? "1 submission caught this week" : `${total.toLocaleString("en-US")} submissions caught this week`,
  weekNone: "Nothing caught this week.",
  search: "Find in the spam folder",
  searchPlaceholder: "Name, e-mail, company or message",
  apply: "Find",
  empty: "The spam folder is empty.",
  reasonsLabel: "Caught because",
  notSpam: "Not spam",
  restoring: "Moving...",
  restored: (name: string) => `${name} is back in the inbox; you and the visitor are notified as for any lead.`,
  failed: "That did not work. Check the connection and try again.",
  deletedAfter: "Spam is deleted after 30 days.",
  reasons: {
    honeypot: "filled the hidden field",
    "proof-of-work-invalid": "forged proof of work",
    "proof-of-work-replayed": "reused proof of work",
    "proof-of-work-expired": "expired proof of work",
    "too-fast": "sent too fast for a person",
    "link-in-name": "link in the name",
    "link-in-company": "link in the company",
    "link-density": "mostly links",
    keyword: "spam phrases",
    "owner-rule": "one of your rules",
    "blocked-address": "blocked address",
    "blocked-domain": "blocked domain",
    "disposable-email": "disposable e-mail",
    "foreign-script": "foreign script",
    "repeated-message": "same message sent again",
    "marked-by-owner": "marked by you",
  } satisfies Record<SpamReason, string>,
};

export type SpamFolderCopy = Translation<typeof source>;
export const spamFolder: SpamFolderCopy = source;
