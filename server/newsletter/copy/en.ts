import type { Translation } from "../../../shared/translation.js";

/**
 * The newsletter's pages and e-mails to a subscriber (issue 54). `company` is ours; nothing here
 * takes text the visitor typed.
 */
const source = {
  lists: {
    insights: "our letter on lean AI",
    "course-launch": "the online course's launch",
  },
  page: {
    sentTitle: "Check your e-mail",
    sent: "We sent a message to the address you gave. Open it and press the button on the page its link opens: until then, nothing is sent to you.",
    sentWait: "It may take a few minutes to arrive. If it does not, look in your spam folder.",
    confirmTitle: "Confirm your subscription",
    confirmButton: "Yes, subscribe me",
    confirmedTitle: "You are subscribed",
    confirmed: "Thank you. A welcome e-mail is on its way. Every e-mail we send has a link to leave in one click.",
    leaveTitle: "Leave the list",
    leaveIntro: (list: string) => `Press the button to stop receiving ${list}. It takes effect at once.`,
    leaveButton: "Unsubscribe",
    leftTitle: "You have left the list",
    left: "We will not send you this list again. If you change your mind, subscribe again and confirm from the e-mail we send.",
    backHome: "Back to the home page",
  },
  /** What the confirmation page shows, stored as the words of the consent. */
  consent: (list: string, company: string) =>
    `I want to receive ${list} from ${company} by e-mail. I can leave at any time with the link in every e-mail.`,
  errors: {
    INVALID_EMAIL: "Enter one e-mail address on its own, without a name or other signs, like name@example.com.",
    INVALID_REQUEST: "This request could not be read. Go back and try again.",
    TOO_LARGE: "This request was too large to read. Go back and try again.",
    TOO_MANY_REQUESTS:
      "Too many subscriptions for this address or from your network. Try again tomorrow, or write to us and we will help.",
    INVALID_LINK: "This link is not valid, or a newer e-mail replaced it. Copy the whole link from the latest e-mail.",
    MAIL_OFF: "We cannot send e-mail right now. Write to us and we will help.",
    MAIL_BUSY: "We have reached our hourly limit for e-mails. Try again in an hour.",
    SERVER_ERROR: "Something went wrong on our side. Try again in a few minutes.",
  },
  refusalTitle: "This did not work",
  mail: {
    confirmSubject: "Confirm your subscription",
    confirmBody: (list: string, company: string) =>
      `Someone, probably you, asked to receive ${list} from ${company} at this address. To confirm, open this link and press the button on the page:`,
    confirmIgnore: "If you did not ask, ignore this message: without your confirmation we send nothing more.",
    welcomeSubject: (company: string) => `Welcome to ${company}'s e-mails`,
    welcomeBody: {
      insights:
        "You will receive our letter on lean AI: what we learn taking AI projects to production, a few times a month at most.",
      "course-launch":
        "We will write to you once, when the online course opens, and then we stop. No other e-mails on this list.",
    },
    why: (list: string) => `You receive this because you subscribed to ${list}.`,
    leave: "Unsubscribe in one click:",
  },
};

export type NewsletterCopy = Translation<typeof source>;
export const newsletter: NewsletterCopy = source;
