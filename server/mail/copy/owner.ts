import type { Translation } from "../../../shared/translation.js";
import { leadNames } from "../../../shared/content/en/lead-names.js";

/**
 * The e-mails the owner and the team get, in English, the source owner-pt.ts follows (each
 * reader's language: server/mail/owner-readers.ts). The visitor's words appear here as they typed them, in
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
  /** A lead's own page in the console. */
  lead: (url: string) => `Open this lead: ${url}`,
  /** A time as the owner reads it: in their zone, named. */
  at: (when: string, zone: string) => `${when}, ${zone}`,
  notification: {
    // Each form as the console names it (shared/content/en/lead-names.ts): one name wherever the owner reads it.
    title: { consulting: "New consulting lead", discovery: "New discovery call lead" },
    form: leadNames.forms,
    languages: { en: "English", pt: "Portuguese" },
    /** Where the lead came from, in one line: "newsletter / E-mail, campaign launch, landed on /en/". */
    source: {
      channels: leadNames.channels,
      unknown: "unknown (the server did not see the visit)",
      campaign: (name: string) => `campaign ${name}`,
      from: (host: string) => `from ${host}`,
      landedOn: (path: string) => `landed on ${path}`,
    },
    intro: (title: string) => `${title} from the website.`,
    subject: (title: string, company: string) => `${title}: ${company}`,
    reply: "Reply to this e-mail to answer the visitor.",
  },
  call: {
    change: { booked: "Call booked", rescheduled: "Call moved", cancelled: "Call canceled" },
    intro: (change: string) => `${change} from the website.`,
    cancelledBy: {
      visitor: "The visitor canceled it.",
      owner: "You canceled it from the inbox.",
      spam: "You marked its lead as spam, which freed the time; the visitor was not told.",
    },
    /** Above the visitor's reason for cancelling, quoted line by line as they wrote it. */
    reason: "Their reason",
    yourTime: (zone: string) => `Your time, ${zone}:`,
    visitorTime: (zone: string) => `The visitor's, ${zone}:`,
    length: (minutes: number) => `Length: ${minutes} minutes`,
    join: (url: string) => `Join: ${url}`,
    /** A call booked without BOOKING_LOCATION: the visitor was told the link comes by e-mail. */
    noLocation: "Join: no BOOKING_LOCATION is set; the visitor was told you will e-mail them a link before the call.",
    reply: "Reply to this e-mail to write to the visitor.",
    /** The invitation's SUMMARY in the owner's calendar. */
    summary: (name: string, company: string) => `Call with ${name} (${company})`,
    subject: (change: string, company: string, when: string) => `${change}: ${company}, ${when}`,
  },
  reminder: {
    intro: (count: number) =>
      count === 1
        ? "This lead is still unanswered. The site promises a reply within 24 hours:"
        : `These ${count} leads are still unanswered. The site promises a reply within 24 hours:`,
    replyBy: (when: string) => `reply by ${when}`,
    reply:
      "Reply from the lead's page in the console: its Reply button opens your mail with the message quoted and marks the lead replied.",
    /** One lead names its company; several, how many. */
    subject: (count: number, company: string) => `Reply due soon: ${count === 1 ? company : `${count} leads`}`,
  },
  heldMail: {
    subject: "An e-mail to a visitor was held back",
    body: (awaited: boolean) =>
      "E-mail from the site to the visitors of the leads below was not sent: their address had already had " +
      "its share of e-mail from the site in the last 24 hours. " +
      (awaited
        ? "One was about a call, which the visitor is waiting to hear about: write to them yourself. "
        : "If they are waiting for it, write to them yourself. ") +
      "Several leads from one address in a day can also be someone sending our mail to a stranger. " +
      "You are told once a day; each lead's page in the console lists its e-mails held back.",
    lead: (company: string, name: string, count: number, since: string) =>
      `- ${company} (${name}): ${count === 1 ? "1 e-mail" : `${count} e-mails`} held back since ${since}`,
    more: (count: number) => `And ${count === 1 ? "1 more lead" : `${count} more leads`}: see the console.`,
  },
  /** The global sign-in budget tripped (server/owner/sign-in-budget.ts). */
  signInBudget: {
    subject: "Console: many failed sign-ins, sign-in slowed down",
    body: (failures: number, until: string) =>
      `More than ${failures} sign-ins to the console have failed in the last 15 minutes, from all addresses together.\n\n` +
      `Until ${until} the server lets one sign-in attempt through every two seconds; the others are asked to wait. ` +
      "You can still sign in: if you are told to wait, try again a moment later.\n\n" +
      "If this was not you, someone is guessing a password or a recovery code. Passkeys cannot be guessed: " +
      "once the team's first owner has one, ADMIN_PASSWORD opens nothing.",
  },
  visitorMailCap: {
    subject: "E-mail to visitors paused: the hourly cap was reached",
    body: (cap: number, since: string) =>
      `Since ${since}, the site has queued ${cap} e-mails to visitors, the hourly cap ` +
      "(VISITOR_MAIL_PER_HOUR). Until the last hour's count falls below it, no further acknowledgement, " +
      "invitation or privacy link goes to a visitor (a visitor asking for their data is told to try again " +
      "later); leads are still stored and you are still notified of each.\n\n" +
      "So many in an hour may be someone using the forms to send our mail to other people's addresses: " +
      "look at the latest leads in the inbox. This alert is sent at most once an hour.",
  },
};

export type OwnerMailCopy = Translation<typeof source>;
export const ownerMail: OwnerMailCopy = source;
