import type { Translation } from "../../../shared/translation.js";

/**
 * The e-mails the owner gets. English only: the owner has no language setting (one is a setting
 * and a `pt` catalog of this shape away). The visitor's words appear here as they typed them, in
 * the body; in headers only through server/mail/header-text.ts.
 */
const source = {
  /** Labels of the lead's fields, and of the form it came from. */
  field: {
    form: "Form",
    language: "Language",
    receivedAt: "Received at",
    received: "Received",
    name: "Name",
    email: "Email",
    replyTo: "Reply to",
    company: "Company",
    teamSize: "Team size",
    workshopInterest: "Workshop interest",
    subject: "Subject",
    source: "Source",
    message: "Message",
  },
  none: "—",
  inbox: (url: string) => `Inbox: ${url}`,
  notification: {
    title: { consulting: "New consulting lead", discovery: "New discovery call" },
    form: { consulting: "Consulting", discovery: "Discovery call (education)" },
    intro: (title: string) => `${title} from the website.`,
    subject: (title: string, company: string) => `${title}: ${company}`,
    reply: "Reply to this e-mail to answer the visitor.",
  },
  call: {
    change: { booked: "Call booked", rescheduled: "Call moved", cancelled: "Call cancelled" },
    intro: (change: string) => `${change} from the website.`,
    cancelledBy: { visitor: "The visitor cancelled it.", owner: "You cancelled it from the inbox." },
    yourTime: (zone: string) => `Your time, ${zone}:`,
    visitorTime: (zone: string) => `The visitor's, ${zone}:`,
    utc: (start: string, end: string) => `UTC: ${start} to ${end}`,
    join: (url: string) => `Join: ${url}`,
    /** A call booked without BOOKING_LOCATION: the visitor was told the link comes by e-mail. */
    noLocation: "Join: no BOOKING_LOCATION is set; the visitor was told you will e-mail them a link before the call.",
    reply: "Reply to this e-mail to write to the visitor.",
    /** The invitation's SUMMARY in the owner's calendar. */
    summary: (name: string, company: string) => `Call with ${name} (${company})`,
    subject: (change: string, company: string, when: string) => `${change}: ${company}, ${when}`,
  },
  reminder: {
    intro: (replyBy: string) =>
      `This lead is still unhandled. The site promises a reply within 24 hours: reply by ${replyBy} (UTC).`,
    reply: "Reply to this e-mail to write to the visitor, then mark the lead handled in the inbox.",
    subject: (company: string) => `Reply due soon: ${company}`,
  },
  visitorMailCap: {
    subject: "E-mail to visitors paused: the hourly cap was reached",
    body: (cap: number, since: string) =>
      `Since ${since} (UTC) the site has queued ${cap} e-mails to visitors, the hourly cap ` +
      "(VISITOR_MAIL_PER_HOUR). Until the last hour's count falls below it, no further acknowledgement, " +
      "invitation or privacy link goes to a visitor (a visitor asking for their data is told to try again " +
      "later); leads are still stored and you are still notified of each.\n\n" +
      "So many in an hour may be someone using the forms to send our mail to other people's addresses: " +
      "look at the latest leads in the inbox. This alert is sent at most once an hour.",
  },
};

export type OwnerMailCopy = Translation<typeof source>;
export const ownerMail: OwnerMailCopy = source;
