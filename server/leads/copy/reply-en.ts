/**
 * The owner's reply to a visitor as the console's "Reply" drafts it, in English: the subject,
 * the opening (REPLY_TEMPLATE_EN replaces it), and the line above the visitor's quoted message.
 */
import type { Translation } from "../../../shared/translation.js";

const source = {
  subject: (company: string) => `Re: your message to ${company}`,
  /** `{name}` is the visitor's name. */
  opening: "Hi {name},\n\nThank you for your message.",
  wrote: (date: string, name: string) => `On ${date}, ${name} wrote:`,
};

export type ReplyCopy = Translation<typeof source>;
export const replyCopy: ReplyCopy = source;
