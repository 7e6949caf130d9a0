import type { SendMailOptions } from "nodemailer";
import { attributionLine, UNKNOWN_ATTRIBUTION, type Attribution } from "../analytics/attribution.js";
import { identity } from "../../shared/identity.js";
import { formMessages as enFormWords } from "../../shared/content/en/form-messages.js";
import { formMessages as ptFormWords } from "../../shared/content/pt/form-messages.js";
import { replyAddress, type Lead } from "./repository.js";
import { headerText, visitorReplyTo } from "../mail/header-text.js";
import { quotedText, typedLine } from "../mail/visitor-text.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { inboxLines, ownerCopy, ownerTime } from "../mail/owner-lines.js";
import type { OwnerReader } from "../mail/owner-readers.js";
import { REPLIES_COPY } from "../replies/copy.js";
import { toVisitor, VISITOR_MAIL_COPY, visitorFooter, visitorGreeting } from "../mail/visitor-mail.js";
import { withHtml } from "../mail/html/with-html.js";

/** A form's choices in the words the form shows them (the site's own catalog). */
const FORM_WORDS = { en: enFormWords, pt: ptFormWords } as const;

/** Labels padded to one column, then the values. */
function fieldLines(fields: [string, string][]): string[] {
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  // A value is the visitor's or ours: either way one line, so it cannot start a line of its own.
  return fields.map(([label, value]) => `${`${label}:`.padEnd(width)}${typedLine(value)}`);
}

function ownerEnvelope(
  lead: Lead,
  mail: MailIdentity,
  reader: OwnerReader,
): Pick<SendMailOptions, "from" | "to" | "replyTo"> {
  return { from: mail.from, to: reader.to, ...visitorReplyTo(lead) };
}

/**
 * The notification of a lead, as one reader of the team reads it: every field (what the visitor typed arrives as text,
 * escaped in the HTML part, never as markup), and Reply-To set to the visitor so that answering is one click.
 */
export function composeNotification(
  lead: Lead,
  mail: MailIdentity,
  reader: OwnerReader,
  attribution: Attribution = UNKNOWN_ATTRIBUTION,
  /** The "I replied" link (server/replies/replied-link.ts); none without PUBLIC_URL. */
  repliedUrl?: string,
): SendMailOptions {
  const { field, none, notification } = ownerCopy(reader);
  const title = notification.title[lead.form];
  const fields: [string, string][] = [
    [field.form, notification.form[lead.form]],
    [field.language, notification.languages[lead.language]],
    [field.receivedAt, ownerTime(lead.receivedAt, reader)],
    [field.name, lead.name],
    [field.email, lead.email],
    ...(lead.replyTo === null ? [] : ([[field.replyTo, lead.replyTo]] as [string, string][])),
    [field.company, lead.company],
    // The visitor's choice in the words the form showed, in the reader's language, never its code.
    [field.teamSize, lead.teamSize === null ? none : FORM_WORDS[reader.language].teamSizes[lead.teamSize]],
    [
      field.workshopInterest,
      lead.workshopInterest === null ? none : FORM_WORDS[reader.language].workshopInterests[lead.workshopInterest],
    ],
    ...(lead.subject === null ? [] : ([[field.subject, lead.subject]] as [string, string][])),
    [field.source, attributionLine(attribution, notification.source)],
  ];
  const lines = [
    notification.intro(title),
    "",
    ...fieldLines(fields),
    "",
    notification.reply,
    ...inboxLines(mail, reader, lead.id),
    ...(repliedUrl === undefined ? [] : ["", REPLIES_COPY[reader.language].notificationLine, repliedUrl]),
    "",
    // Last, and quoted: nothing the visitor wrote can pass for a line of ours.
    ...quotedText(field.message, lead.message),
  ];
  return withHtml(
    {
      ...ownerEnvelope(lead, mail, reader),
      subject: notification.subject(title, headerText(lead.company, 150)),
      text: `${lines.join("\n")}\n`,
      headers: { "Auto-Submitted": "auto-generated" },
    },
    reader.language,
  );
}

/**
 * The owner's reminder of the leads still unanswered whose reply falls due soon, in one e-mail
 * however many fell due together; Reply-To the visitor when there is one lead.
 */
export function composeReplyDue(
  due: { lead: Lead; replyBy: Date }[],
  mail: MailIdentity,
  reader: OwnerReader,
): SendMailOptions {
  const { field, reminder } = ownerCopy(reader);
  const blocks = due.map(({ lead, replyBy }) => [
    ...fieldLines([
      [field.company, lead.company],
      [field.name, lead.name],
      [field.email, replyAddress(lead)],
      [field.received, ownerTime(lead.receivedAt, reader)],
    ]),
    reminder.replyBy(ownerTime(replyBy, reader)),
    ...inboxLines(mail, reader, lead.id),
    "",
  ]);
  const lines = [reminder.intro(due.length), "", ...blocks.flat(), reminder.reply];
  const only = due.length === 1 ? due[0]!.lead : undefined;
  return withHtml(
    {
      from: mail.from,
      to: reader.to,
      ...(only === undefined ? {} : visitorReplyTo(only)),
      subject: reminder.subject(due.length, headerText(due[0]?.lead.company ?? "", 150)),
      text: `${lines.join("\n")}\n`,
      headers: { "Auto-Submitted": "auto-generated" },
    },
    reader.language,
  );
}

/**
 * The visitor's "we reply within 24 hours", when they booked no call; with the booking link the
 * thank-you page offered (`bookUrl`), when there is one, so that a time can still be picked.
 */
export function composeAcknowledgement(lead: Lead, mail: MailIdentity, bookUrl?: string): SendMailOptions {
  const { acknowledgement: copy, offer } = VISITOR_MAIL_COPY[lead.language];
  const book = bookUrl === undefined ? "" : `${copy.book}\n\n${offer.link}\n${bookUrl}\n\n`;
  return withHtml(
    {
      ...toVisitor(lead, mail.from),
      subject: copy.subject,
      text: `${visitorGreeting(lead)}\n\n${copy.body(identity.contactEmail)}\n\n${book}${visitorFooter(lead.language, mail.publicUrl)}`,
      headers: { "Auto-Submitted": "auto-replied" },
    },
    lead.language,
  );
}
