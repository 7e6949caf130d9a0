import type { Language } from "../../shared/languages.js";

/** A visitor as their e-mails need them: whoever keeps them (a lead) has at least this. */
export interface MailVisitor {
  name: string;
  email: string;
  /** `_replyto`, when it was an address: where a reply goes instead of `email`. */
  replyTo: string | null;
  language: Language;
}

/** Where a reply to the visitor goes: their `_replyto` when they gave one, else their e-mail. */
export function replyAddress(visitor: Pick<MailVisitor, "email" | "replyTo">): string {
  return visitor.replyTo ?? visitor.email;
}
