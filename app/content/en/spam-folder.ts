import type { SpamReason, SpamRuleKind, SpamRuleProblem } from "@shared/spam";
import type { Translation } from "@shared/translation";

const source = {
  title: "Spam folder",
  week: (total: number) =>
    total === 1 ? "1 submission caught this week" : `${total.toLocaleString("en-US")} submissions caught this week`,
  pageTitle: "Spam and your rules",
  weekNone: "Nothing caught this week.",
  search: "Find in the spam folder",
  /** Under the label, not a placeholder: on a phone a placeholder this long was cut off. */
  searchHint: "Looks in names, e-mails, companies and messages.",
  apply: "Find",
  empty: "The spam folder is empty.",
  reasonsLabel: "Caught because",
  notSpam: "Not spam",
  restoring: "Moving...",
  restored: (name: string) =>
    `${name} is back in the inbox. What it missed while in spam (your notification, the visitor's confirmation) is sent now, once.`,
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
  rules: {
    title: "Your rules",
    intro:
      "A submission that matches one of these goes straight to the spam folder. A new rule applies to what arrives next, never to leads already in the inbox.",
    add: "Add a rule",
    kind: "Kind of rule",
    adding: "Adding...",
    kinds: {
      keyword: "Word or phrase",
      pattern: "Pattern",
      domain: "Blocked domain",
      address: "Blocked address",
    } satisfies Record<SpamRuleKind, string>,
    values: {
      keyword: "Word or phrase",
      pattern: "Pattern (regular expression)",
      domain: "E-mail domain",
      address: "E-mail address",
    } satisfies Record<SpamRuleKind, string>,
    hints: {
      keyword: "Found anywhere in the name, company or message, ignoring case and accents. Example: guest post",
      pattern:
        "A JavaScript regular expression, ignoring case, without lookarounds or backreferences. Example: \\b(casino|bet)\\d+",
      domain: "Everything sent from this domain and its subdomains. Example: spam-agency.example",
      address: "Everything sent from this one address. Example: offers@vendor.example",
    } satisfies Record<SpamRuleKind, string>,
    problems: {
      empty: "Type the value of the rule.",
      "too-long": "Keep the rule to 200 characters or fewer.",
      pattern: "This is not a valid regular expression. Check the brackets and backslashes.",
      "pattern-unsupported":
        "Lookarounds such as (?=...) or (?<!...) and backreferences such as \\1 are not supported: they can make one message take minutes to check.",
      "pattern-too-big":
        "This pattern is too large to check quickly. Use shorter repeat counts, such as {1,20} instead of {500}.",
      domain: "Type a domain such as spam-agency.example, without a name before the @.",
      address: "Type a whole e-mail address, such as offers@vendor.example.",
      duplicate: "You already have this rule.",
      failed: "The rule was not saved. Check the connection and try again.",
    } satisfies Record<SpamRuleProblem | "failed", string>,
    none: "None yet.",
    count: (count: number) => (count === 1 ? "1 rule" : `${count} rules`),
    delete: (value: string) => `Delete the rule "${value}"`,
    added: (value: string) => `Rule "${value}" added.`,
    deleted: (value: string) => `Rule "${value}" deleted.`,
    undo: "Undo",
    restored: (value: string) => `Rule "${value}" is back.`,
    deleteFailed: "The rule was not deleted. Check the connection and try again.",
    loadFailed: "Could not load your rules. Check the connection and try again.",
    retry: "Try again",
  },
};

export type SpamFolderCopy = Translation<typeof source>;
export const spamFolder: SpamFolderCopy = source;
