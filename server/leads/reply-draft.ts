import { fill } from "../../shared/fill.js";
import { identity } from "../../shared/identity.js";
import { LANGUAGE_TAGS, type Language } from "../../shared/languages.js";
import { replyCopy as en } from "./copy/reply-en.js";
import { replyCopy as pt } from "./copy/reply-pt.js";

const COPY = { en, pt };

/** The owner's own openings by language (REPLY_TEMPLATE_EN, REPLY_TEMPLATE_PT); the catalog's where unset. */
export type ReplyTemplates = Partial<Record<Language, string | undefined>>;

/**
 * The quoted message is cut here: a mailto address that long still opens in every mail client
 * tried, and the whole message is in the console and the owner's notification.
 */
export const MAX_QUOTED_LENGTH = 1500;

/**
 * The owner's reply as the console's "Reply" opens it (decision 120): in the visitor's language,
 * a subject, the opening with their name, and their message quoted below, each line "> ".
 */
export function replyDraft(
  lead: { name: string; message: string; language: Language; receivedAt: Date },
  templates: ReplyTemplates,
  timeZone: string,
): { subject: string; body: string } {
  const copy = COPY[lead.language];
  const opening = fill(templates[lead.language] ?? copy.opening, { name: lead.name }, LANGUAGE_TAGS[lead.language]);
  const date = new Intl.DateTimeFormat(LANGUAGE_TAGS[lead.language], { dateStyle: "long", timeZone }).format(
    lead.receivedAt,
  );
  const message =
    [...lead.message].length > MAX_QUOTED_LENGTH
      ? `${[...lead.message].slice(0, MAX_QUOTED_LENGTH).join("")}…`
      : lead.message;
  const quoted = message.split(/\r?\n/).map((line) => (line === "" ? ">" : `> ${line}`));
  return {
    subject: copy.subject(identity.companyName),
    body: [opening, "", "", copy.wrote(date, lead.name), ...quoted].join("\n"),
  };
}
