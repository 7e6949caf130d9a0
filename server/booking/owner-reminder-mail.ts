import type { SendMailOptions } from "nodemailer";
import { formatWhen } from "../../shared/call-time.js";
import { LANGUAGE_TAGS } from "../../shared/languages.js";
import { zoneName } from "../../shared/zone-name.js";
import { replyAddress, type Lead } from "../leads/repository.js";
import { headerText } from "../mail/header-text.js";
import type { OwnerReader } from "../mail/owner-readers.js";
import { consoleUrl, type MailIdentity } from "../mail/mail-identity.js";
import { typedLine } from "../mail/visitor-text.js";
import { booking as en } from "./copy/en.js";
import { booking as pt } from "./copy/pt.js";
import type { CallReminderPayload } from "./reminder-mail.js";
import { withHtml } from "../mail/html/with-html.js";

const COPY = { en: en.ownerReminder, pt: pt.ownerReminder };

/** The owner's reminder of a call, as queued when it fell due (server/booking/reminders.ts). */
export type OwnerReminderPayload = CallReminderPayload;

/** The owner's reminder before a call: when (in their zone), with whom, where to join, the lead. */
export function composeOwnerReminder(
  lead: Lead,
  payload: OwnerReminderPayload,
  mail: MailIdentity,
  { to, language, timeZone }: OwnerReader,
): SendMailOptions {
  const copy = COPY[language];
  const start = new Date(payload.start);
  const when = formatWhen(start, timeZone, language);
  const page = consoleUrl(mail, lead.id);
  const lines = [
    copy.intro(payload.offsetMinutes),
    "",
    copy.yourTime(zoneName(timeZone, LANGUAGE_TAGS[language], start)),
    `  ${when}`,
    "",
    copy.with,
    `  ${typedLine(lead.name)}, ${typedLine(lead.company)}`,
    `  ${typedLine(replyAddress(lead))}`,
    "",
    ...(payload.location ? [copy.join, `  ${payload.location}`] : [copy.noLocation]),
    ...(page === undefined ? [] : ["", copy.lead(page)]),
  ];
  return withHtml(
    {
      from: mail.from,
      to,
      subject: copy.subject(headerText(lead.company, 120), when),
      text: `${lines.join("\n")}\n`,
      headers: { "Auto-Submitted": "auto-generated" },
    },
    language,
  );
}
