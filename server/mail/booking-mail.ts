import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { SendMailOptions } from "nodemailer";
import { identity } from "../../shared/identity.js";
import { LANGUAGE_TAGS, type Language } from "../../shared/languages.js";
import { zoneName } from "../../shared/zone-name.js";
import { formatWhen } from "../booking/format.js";
import { replyAddress, type Lead } from "../db/leads.js";
import { VISITOR_MAIL_COPY } from "./booking-copy.js";
import { headerText, visitorMailbox } from "./notification.js";

/** What a booking message needs besides the lead, fixed when it was queued (the outbox payload). */
export interface BookingMailPayload {
  bookingId: string;
  change: "booked" | "rescheduled" | "cancelled";
  /** The invitation's SEQUENCE: 0 when booked, raised by every change. */
  sequence: number;
  start: string;
  end: string;
  visitorTimeZone: string | null;
  ownerTimeZone: string;
  /** Absolute links for the visitor; absent from a cancellation. */
  rescheduleUrl?: string;
  cancelUrl?: string;
}

export interface ReminderPayload {
  replyBy: string;
}

export interface MailIdentity {
  /** MAIL_FROM. */
  from: string;
  /** NOTIFY_EMAIL. */
  ownerEmail: string;
  publicUrl: string | undefined;
}

/** The invitation's UID: the booking's id on the site's domain, the same for every change. */
export function invitationUid(bookingId: string): string {
  return `${bookingId}@${new URL(identity.siteUrl).hostname}`;
}

/**
 * The iCalendar invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL): the company as
 * organizer, the visitor as attendee, times in UTC.
 */
export function bookingCalendar(lead: Lead, payload: BookingMailPayload, summary: string, description: string): string {
  const cancelled = payload.change === "cancelled";
  const calendar = ical({
    prodId: { company: identity.companyName, product: "booking", language: lead.language.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invitationUid(payload.bookingId),
    sequence: payload.sequence,
    start: new Date(payload.start),
    end: new Date(payload.end),
    summary,
    description,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: identity.companyName, email: identity.contactEmail },
    attendees: [
      {
        name: headerText(lead.name, 200),
        email: replyAddress(lead),
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}

function visitorZone(payload: BookingMailPayload): string {
  return payload.visitorTimeZone ?? payload.ownerTimeZone;
}

/** The visitor's invitation, rescheduling or cancellation, in the lead's language. */
export function composeVisitorBooking(lead: Lead, payload: BookingMailPayload, mail: MailIdentity): SendMailOptions {
  const language: Language = lead.language;
  const copy = VISITOR_MAIL_COPY[language];
  const start = new Date(payload.start);
  const zone = visitorZone(payload);
  const when = formatWhen(start, zone, language);
  const times = [copy.yourTime(zoneName(zone, LANGUAGE_TAGS[language], start)), `  ${when}`];
  if (zone !== payload.ownerTimeZone) {
    times.push(copy.ourTime(zoneName(payload.ownerTimeZone, LANGUAGE_TAGS[language], start)));
    times.push(`  ${formatWhen(start, payload.ownerTimeZone, language)}`);
  }
  const links =
    payload.change === "cancelled"
      ? [copy.cancelledFollowUp]
      : [
          copy.attached,
          "",
          copy.rescheduleLink,
          payload.rescheduleUrl ?? "",
          "",
          copy.cancelLink,
          payload.cancelUrl ?? "",
        ];
  const text = [copy.greeting(headerText(lead.name, 200)), "", copy.lead[payload.change], "", ...times, "", ...links];
  const description = [
    ...times,
    ...(payload.change === "cancelled"
      ? []
      : ["", copy.rescheduleLink, payload.rescheduleUrl ?? "", copy.cancelLink, payload.cancelUrl ?? ""]),
  ].join("\n");
  return {
    from: mail.from,
    to: visitorMailbox(lead),
    replyTo: identity.contactEmail,
    subject: copy.subject[payload.change](when),
    text: `${text.join("\n")}\n\n${copy.signature(identity.companyName)}\n`,
    icalEvent: {
      method: payload.change === "cancelled" ? "CANCEL" : "REQUEST",
      filename: payload.change === "cancelled" ? "cancel.ics" : "invite.ics",
      content: bookingCalendar(lead, payload, copy.eventTitle(identity.companyName), description),
    },
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

const OWNER_SUBJECT = { booked: "Call booked", rescheduled: "Call moved", cancelled: "Call cancelled" } as const;

/** The owner's copy: the same invitation (same UID), the lead's details, Reply-To the visitor. */
export function composeOwnerBooking(lead: Lead, payload: BookingMailPayload, mail: MailIdentity): SendMailOptions {
  const start = new Date(payload.start);
  const zone = visitorZone(payload);
  const lines = [
    `${OWNER_SUBJECT[payload.change]} from the website.`,
    "",
    `Your time, ${zoneName(payload.ownerTimeZone, "en", start)}:`,
    `  ${formatWhen(start, payload.ownerTimeZone, "en")}`,
    `The visitor's, ${zoneName(zone, "en", start)}:`,
    `  ${formatWhen(start, zone, "en")}`,
    `UTC: ${payload.start} to ${payload.end}`,
    "",
    `Name:     ${lead.name}`,
    `Email:    ${replyAddress(lead)}`,
    `Company:  ${lead.company}`,
    `Language: ${lead.language}`,
    "",
    "Message:",
    lead.message,
    "",
    "Reply to this e-mail to write to the visitor.",
  ];
  if (mail.publicUrl !== undefined) lines.push(`Inbox: ${mail.publicUrl}/admin`);
  const summary = `Call with ${headerText(lead.name, 100)} (${headerText(lead.company, 100)})`;
  return {
    from: mail.from,
    to: mail.ownerEmail,
    replyTo: visitorMailbox(lead),
    subject: `${OWNER_SUBJECT[payload.change]}: ${headerText(lead.company, 120)}, ${formatWhen(start, payload.ownerTimeZone, "en")}`,
    text: `${lines.join("\n")}\n`,
    icalEvent: {
      method: payload.change === "cancelled" ? "CANCEL" : "REQUEST",
      filename: payload.change === "cancelled" ? "cancel.ics" : "invite.ics",
      content: bookingCalendar(lead, payload, summary, lines.slice(2, 5).join("\n")),
    },
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** The visitor's "we reply within 24 hours", when they booked no call. */
export function composeAcknowledgement(lead: Lead, mail: MailIdentity): SendMailOptions {
  const copy = VISITOR_MAIL_COPY[lead.language];
  return {
    from: mail.from,
    to: visitorMailbox(lead),
    replyTo: identity.contactEmail,
    subject: copy.acknowledgement.subject,
    text: `${copy.greeting(headerText(lead.name, 200))}\n\n${copy.acknowledgement.body(identity.contactEmail)}\n\n${copy.signature(identity.companyName)}\n`,
    headers: { "Auto-Submitted": "auto-replied" },
  };
}

/** The owner's one reminder, before an unhandled lead turns 24 hours old. */
export function composeReminder(lead: Lead, payload: ReminderPayload, mail: MailIdentity): SendMailOptions {
  const lines = [
    `This lead is still unhandled. The site promises a reply within 24 hours: reply by ${payload.replyBy} (UTC).`,
    "",
    `Name:     ${lead.name}`,
    `Email:    ${replyAddress(lead)}`,
    `Company:  ${lead.company}`,
    `Received: ${lead.receivedAt.toISOString()}`,
    "",
    "Reply to this e-mail to write to the visitor, then mark the lead handled in the inbox.",
  ];
  if (mail.publicUrl !== undefined) lines.push(`Inbox: ${mail.publicUrl}/admin`);
  return {
    from: mail.from,
    to: mail.ownerEmail,
    replyTo: visitorMailbox(lead),
    subject: `Reply due soon: ${headerText(lead.company, 150)}`,
    text: `${lines.join("\n")}\n`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
