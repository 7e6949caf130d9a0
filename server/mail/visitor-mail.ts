import type { SendMailOptions } from "nodemailer";
import { identity } from "../../shared/identity.js";
import type { Language } from "../../shared/languages.js";
import { localizePath } from "../../shared/paths.js";
import { mail as en, type MailCopy } from "./copy/en.js";
import { mail as pt } from "./copy/pt.js";
import { replyAddress, type MailVisitor } from "./visitor-address.js";
import { visitorFirstName } from "./header-text.js";
import { visitorRecipient } from "./one-address.js";

export const VISITOR_MAIL_COPY: Record<Language, MailCopy> = { en, pt };

/**
 * The envelope of every e-mail to a visitor: the bare address (a display name would be text they
 * typed), Reply-To the company's contact address, plain text.
 */
export function toVisitor(
  lead: Pick<MailVisitor, "email" | "replyTo">,
  from: string,
): Pick<SendMailOptions, "from" | "to" | "replyTo"> {
  return { from, to: visitorRecipient(replyAddress(lead)), replyTo: identity.contactEmail };
}

/** "Hello Ana," from the cleaned first name, or a greeting without one. */
export function visitorGreeting(lead: Pick<MailVisitor, "name" | "language">): string {
  return VISITOR_MAIL_COPY[lead.language].greeting(visitorFirstName(lead.name));
}

/**
 * How every e-mail to a visitor ends: the one place for what each must carry. After the
 * signature, the privacy page, where the visitor asks to see or erase what we hold (issue 29).
 * `publicUrl` is PUBLIC_URL; the company's site without it.
 */
export function visitorFooter(language: Language, publicUrl: string | undefined): string {
  const copy = VISITOR_MAIL_COPY[language];
  const privacyPage = `${publicUrl ?? identity.siteUrl}${localizePath("/privacy", language)}`;
  return `${copy.signature(identity.companyName)}\n\n${copy.privacyFooter}\n${privacyPage}\n`;
}
