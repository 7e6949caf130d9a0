import type { SendMailOptions } from "nodemailer";
import type { Lead } from "../leads/repository.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { toVisitor, VISITOR_MAIL_COPY, visitorFooter, visitorGreeting } from "../mail/visitor-mail.js";
import { callPlace, manageLinks, visitorTimes, type BookingMailPayload } from "./mail.js";
import { withHtml } from "../mail/html/with-html.js";

/** A reminder of a call, as queued when it fell due (server/booking/reminders.ts). */
export interface CallReminderPayload extends Omit<BookingMailPayload, "change"> {
  /** The reminder's moment: the call's start less the offset. */
  dueAt: string;
  /** BOOKING_REMINDERS' offset it was queued for, in minutes. */
  offsetMinutes: number;
}

/**
 * The visitor's reminder, in the lead's language and zone: the time, where to join, and the links
 * to move or cancel. No invitation: the calendar has the call already.
 */
export function composeCallReminder(lead: Lead, payload: CallReminderPayload, mail: MailIdentity): SendMailOptions {
  const { language } = lead;
  const copy = VISITOR_MAIL_COPY[language];
  const { when, times } = visitorTimes(language, payload);
  const text = [
    visitorGreeting(lead),
    "",
    copy.reminder.lead,
    "",
    ...times,
    "",
    ...callPlace(language, payload),
    "",
    ...manageLinks(language, payload),
  ];
  return withHtml(
    {
      ...toVisitor(lead, mail.from),
      subject: copy.reminder.subject(when),
      text: `${text.join("\n")}\n\n${visitorFooter(language, mail.publicUrl)}`,
      headers: { "Auto-Submitted": "auto-generated" },
    },
    language,
  );
}
