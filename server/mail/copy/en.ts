import type { Translation } from "../../../shared/translation.js";

/**
 * The e-mails a visitor gets (their call, the acknowledgement), in the lead's language. Nothing
 * here takes text the visitor typed but their first name, cleaned (server/mail/header-text.ts):
 * mail to a visitor must not carry words someone else chose. `when` is a formatted date and
 * time, `zone` a named zone, `company` ours.
 */
const source = {
  /** The invitation's SUMMARY, as it shows in the visitor's calendar. */
  eventTitle: (company: string) => `30-minute call with ${company}`,
  subject: {
    booked: (when: string) => `Your call is booked: ${when}`,
    rescheduled: (when: string) => `Your call has moved: ${when}`,
    cancelled: (when: string) => `Call canceled: ${when}`,
  },
  /** The first name, when one is left once cleaned. */
  greeting: (firstName: string | undefined) => (firstName === undefined ? "Hello," : `Hello ${firstName},`),
  lead: {
    booked: "Thank you for booking a 30-minute call with us. Here is when we will talk:",
    rescheduled: "Your call has moved. Here is the new time:",
    cancelled: "Your call has been canceled, as you asked. This was the time:",
  },
  /** A call the owner cancelled from the inbox: not "as you asked". */
  cancelledByUs: "We are sorry: we have had to cancel your call. This was the time:",
  cancelledByUsFollowUp: "We will write to you by e-mail to find another time.",
  /** "In your time zone, …:" and "In our time zone, …:", before the date. */
  yourTime: (zone: string) => `In your time zone, ${zone}:`,
  ourTime: (zone: string) => `In our time zone, ${zone}:`,
  /** Above the call's link (BOOKING_LOCATION). */
  joinLink: "To join the call when it starts:",
  /** Without BOOKING_LOCATION: the owner mails the link themselves (decision 090). */
  linkToFollow: "We will send you the link to join the call by e-mail before it starts.",
  attached: "The invitation is attached: open it to add the call to your calendar.",
  rescheduleLink: "To choose another time:",
  cancelLink: "To cancel:",
  cancelledFollowUp: "We will still reply to your message by e-mail within 24 hours.",
  signature: (company: string) => `See you soon,\n${company}`,
  /** Above the privacy page's address, at the end of every e-mail to a visitor. */
  privacyFooter: "To see, download or erase what we hold about you:",
  /** BOOKING_REMINDERS: before a booked call. */
  reminder: {
    subject: (when: string) => `Reminder: your call is on ${when}`,
    lead: "A reminder of your 30-minute call with us:",
  },
  /** After a missed call, sent only when the owner asks for it (decision 092). */
  offer: {
    subject: "Another time for our call?",
    lead: (when: string) =>
      `We missed each other at our call on ${when}. If you would still like to talk, you can pick another time:`,
    /** When we had cancelled the call: the same offer, owning the cancellation. */
    cancelledLead: (when: string) =>
      `We had to cancel our call on ${when}, and we are sorry. If you would still like to talk, you can pick another time:`,
    link: "To choose a time:",
    until: (when: string) => `The link works until ${when}.`,
  },
  acknowledgement: {
    subject: "We received your message",
    body: (contactEmail: string) =>
      `Thank you for writing to us. Your message has reached us, and we will reply within 24 hours, from ${contactEmail}.`,
    /** Offered again to a visitor who left the thank-you page without picking a time. */
    book: "If you would rather talk sooner, you can still pick a time for a 30-minute call.",
  },
};

export type MailCopy = Translation<typeof source>;
export const mail: MailCopy = source;
