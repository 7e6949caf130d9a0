import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { SendMailOptions } from "nodemailer";
import { identity } from "../../shared/identity.js";
import { LANGUAGE_TAGS } from "../../shared/languages.js";
import { zoneName } from "../../shared/zone-name.js";
import { formatWhen } from "../../shared/call-time.js";
import { replyAddress, type Lead } from "../leads/repository.js";
import { headerText, visitorReplyTo } from "../mail/header-text.js";
import { quotedText, typedLine } from "../mail/visitor-text.js";
import { consoleUrl, type MailIdentity } from "../mail/mail-identity.js";
import { ownerCopy } from "../mail/owner-lines.js";
import type { OwnerReader } from "../mail/owner-readers.js";
import { toVisitor, VISITOR_MAIL_COPY, visitorFooter, visitorGreeting } from "../mail/visitor-mail.js";
import { withHtml } from "../mail/html/with-html.js";

/** What a message about a call needs besides the lead, fixed when it was queued (the payload). */
export interface BookingMailPayload {
  bookingId: string;
  change: "booked" | "rescheduled" | "cancelled";
  /** The invitation's SEQUENCE: 0 when booked, raised by every change. */
  sequence: number;
  start: string;
  end: string;
  visitorTimeZone: string | null;
  ownerTimeZone: string;
  /** The link to join (BOOKING_LOCATION with the call's room); null: the owner sends one. Absent in older rows. */
  location?: string | null;
  /**
   * Who cancelled a cancelled call: the visitor (their link, their erasure), the owner (the
   * inbox), or the owner's spam verdict on its lead. Absent in older rows: the visitor.
   */
  cancelledBy?: "visitor" | "owner" | "spam";
  /**
   * Why the visitor cancelled, in their words (shared/booking.ts `CancelReasonSchema`): for the
   * owner's copy only, in its body and never a header. Absent when they did not say.
   */
  cancelReason?: string;
  /** Absolute links for the visitor; absent from a cancellation. */
  rescheduleUrl?: string;
  cancelUrl?: string;
}

/** The invitation's UID: the call's id on the site's domain, the same for every change. */
function invitationUid(bookingId: string): string {
  return `${bookingId}@${new URL(identity.siteUrl).hostname}`;
}

/**
 * The iCalendar invitation (METHOD:REQUEST) or cancellation (METHOD:CANCEL): the company as
 * organizer, the visitor as attendee by address alone (the invitation goes to the visitor too,
 * and carries no name they typed), times in UTC.
 */
function bookingCalendar(lead: Lead, payload: BookingMailPayload, summary: string, description: string): string {
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
    // Calendars show LOCATION beside the time and make URL the event's link.
    ...(payload.location ? { location: payload.location, url: payload.location } : {}),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: identity.companyName, email: identity.contactEmail },
    attendees: [
      {
        email: replyAddress(lead),
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}

function invitationPart(payload: BookingMailPayload, content: string): SendMailOptions["icalEvent"] {
  const cancelled = payload.change === "cancelled";
  return { method: cancelled ? "CANCEL" : "REQUEST", filename: cancelled ? "cancel.ics" : "invite.ics", content };
}

function visitorZone(payload: Pick<BookingMailPayload, "visitorTimeZone" | "ownerTimeZone">): string {
  return payload.visitorTimeZone ?? payload.ownerTimeZone;
}

/** The call's moment in the visitor's zone (`when`), and the lines naming it there and in ours. */
export function visitorTimes(language: Lead["language"], call: Omit<BookingMailPayload, "change">) {
  const copy = VISITOR_MAIL_COPY[language];
  const start = new Date(call.start);
  const zone = visitorZone(call);
  const when = formatWhen(start, zone, language);
  const times = [copy.yourTime(zoneName(zone, LANGUAGE_TAGS[language], start)), `  ${when}`];
  if (zone !== call.ownerTimeZone) {
    times.push(copy.ourTime(zoneName(call.ownerTimeZone, LANGUAGE_TAGS[language], start)));
    times.push(`  ${formatWhen(start, call.ownerTimeZone, language)}`);
  }
  return { when, times };
}

/** Where the call happens, for the visitor: its link, or the promise of one. */
export function callPlace(language: Lead["language"], call: Pick<BookingMailPayload, "location">): string[] {
  const copy = VISITOR_MAIL_COPY[language];
  return call.location ? [copy.joinLink, call.location] : [copy.linkToFollow];
}

/** The links to move and to cancel the call, each under its line, a blank line between. */
export function manageLinks(
  language: Lead["language"],
  call: Pick<BookingMailPayload, "rescheduleUrl" | "cancelUrl">,
): string[] {
  const copy = VISITOR_MAIL_COPY[language];
  return [copy.rescheduleLink, call.rescheduleUrl ?? "", "", copy.cancelLink, call.cancelUrl ?? ""];
}

/** The visitor's invitation, rescheduling or cancellation, in the lead's language. */
export function composeVisitorBooking(lead: Lead, payload: BookingMailPayload, mail: MailIdentity): SendMailOptions {
  const { language } = lead;
  const copy = VISITOR_MAIL_COPY[language];
  const { when, times } = visitorTimes(language, payload);
  const cancelled = payload.change === "cancelled";
  const byUs = cancelled && payload.cancelledBy === "owner";
  const place = callPlace(language, payload);
  const links = cancelled
    ? [byUs ? copy.cancelledByUsFollowUp : copy.cancelledFollowUp]
    : [...place, "", copy.attached, "", ...manageLinks(language, payload)];
  const opening = byUs ? copy.cancelledByUs : copy.lead[payload.change];
  const text = [visitorGreeting(lead), "", opening, "", ...times, "", ...links];
  const description = [
    ...times,
    ...(cancelled
      ? []
      : ["", ...place, "", copy.rescheduleLink, payload.rescheduleUrl ?? "", copy.cancelLink, payload.cancelUrl ?? ""]),
  ].join("\n");
  return withHtml(
    {
      ...toVisitor(lead, mail.from),
      subject: copy.subject[payload.change](when),
      text: `${text.join("\n")}\n\n${visitorFooter(language, mail.publicUrl)}`,
      icalEvent: invitationPart(
        payload,
        bookingCalendar(lead, payload, copy.eventTitle(identity.companyName), description),
      ),
      headers: { "Auto-Submitted": "auto-generated" },
    },
    language,
  );
}

/**
 * The team's copy, as one reader reads it (their language, their zone): the same invitation (same
 * UID), the lead's details, Reply-To the visitor.
 */
export function composeOwnerBooking(
  lead: Lead,
  payload: BookingMailPayload,
  mail: MailIdentity,
  reader: OwnerReader,
): SendMailOptions {
  const owner = ownerCopy(reader);
  const { language } = reader;
  const tag = LANGUAGE_TAGS[language];
  const start = new Date(payload.start);
  const zone = visitorZone(payload);
  const ownerZone = reader.timeZone;
  const change = owner.call.change[payload.change];
  const label = (name: string) => `${name}:`.padEnd(10);
  const readerClock = `${zoneName(ownerZone, tag, start)} ${formatWhen(start, ownerZone, language)}`;
  const visitorClock = `${zoneName(zone, tag, start)} ${formatWhen(start, zone, language)}`;
  const lines = [
    owner.call.intro(change),
    ...(payload.change === "cancelled" ? [owner.call.cancelledBy[payload.cancelledBy ?? "visitor"]] : []),
    // Quoted, as the message is, and before the first blank line: the calendar's description leaves it out.
    ...(payload.change === "cancelled" && payload.cancelReason
      ? [...quotedText(owner.call.reason, payload.cancelReason)]
      : []),
    "",
    owner.call.yourTime(zoneName(ownerZone, tag, start)),
    `  ${formatWhen(start, ownerZone, language)}`,
    // The visitor's clock only where it reads otherwise than the reader's.
    ...(visitorClock === readerClock
      ? []
      : [owner.call.visitorTime(zoneName(zone, tag, start)), `  ${formatWhen(start, zone, language)}`]),
    owner.call.length(Math.round((Date.parse(payload.end) - start.getTime()) / 60_000)),
    payload.location ? owner.call.join(payload.location) : owner.call.noLocation,
    "",
    `${label(owner.field.name)}${typedLine(lead.name)}`,
    `${label(owner.field.email)}${typedLine(replyAddress(lead))}`,
    `${label(owner.field.company)}${typedLine(lead.company)}`,
    `${label(owner.field.language)}${owner.notification.languages[lead.language]}`,
    "",
    // Last, and quoted: nothing the visitor wrote can pass for a line of ours.
    ...quotedText(owner.field.message, lead.message),
    "",
  ];
  // The calendar entry carries everything above (times, link, address, message); the e-mail adds
  // how to answer and where the inbox is.
  const description = lines.slice(lines.indexOf("") + 1).join("\n");
  lines.push("", owner.call.reply);
  const page = consoleUrl(mail, lead.id);
  if (page !== undefined) lines.push(owner.lead(page));
  const summary = owner.call.summary(headerText(lead.name, 100), headerText(lead.company, 100));
  const when = formatWhen(start, ownerZone, language);
  return withHtml(
    {
      from: mail.from,
      to: reader.to,
      ...visitorReplyTo(lead),
      subject: owner.call.subject(change, headerText(lead.company, 120), when),
      text: `${lines.join("\n")}\n`,
      icalEvent: invitationPart(payload, bookingCalendar(lead, payload, summary, description)),
      headers: { "Auto-Submitted": "auto-generated" },
    },
    reader.language,
    // A cancelled call's room is named, not offered: no "Join" button to a call that will not be.
    { plain: payload.change === "cancelled" && payload.location ? [payload.location] : [] },
  );
}
