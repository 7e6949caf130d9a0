import type { Translation } from "../../../shared/translation.js";

/**
 * The visitor's own data (issue 29): the pages of the request, the link, the data and the
 * erasure, and the e-mails that go with them. `company` is ours; nothing here takes text the
 * visitor typed.
 */
const source = {
  page: {
    requestTitle: "Check your e-mail",
    requestSent:
      "We sent a message to the address you gave, with a link to see what we hold for it. The link works once, within 24 hours.",
    requestWait: "It may take a few minutes to arrive. If it does not, look in your spam folder.",
    openTitle: "See your data",
    openIntro:
      "This link opens what we hold for your e-mail address. It works once, and the page it opens stays open for 30 minutes.",
    openButton: "Show my data",
    dataTitle: "Your data",
    dataIntro: "This is everything we hold for your e-mail address, in an easy-to-read form. Times are in UTC.",
    nothingHeld:
      "We hold nothing for this e-mail address: no message, no call, no e-mail sent. There is nothing to download or erase.",
    sessionNote: "This page works for 30 minutes. After that, ask for a new link on the privacy page.",
    leadsHeading: (count: number) => `Messages you sent us (${count})`,
    callsHeading: (count: number) => `Calls (${count})`,
    messagesHeading: (count: number) => `E-mails about your messages (${count})`,
    webhooksHeading: (count: number) => `Copies sent to our own tools (${count})`,
    notesHeading: (count: number) => `Notes our team wrote about your messages (${count})`,
    notesNote: "What we wrote down while following up on your messages, as we wrote it.",
    tasksHeading: (count: number) => `Reminders our team set about your messages (${count})`,
    tasksNote: "What we planned to do next about your messages, and when.",
    webhooksNote: "Each message and call was also sent to the tools we use to follow up (webhooks), as recorded here.",
    field: {
      receivedAt: "Received",
      form: "Form",
      status: "Status",
      name: "Name",
      email: "E-mail",
      replyTo: "Reply to",
      company: "Company",
      message: "Message",
      teamSize: "Team size",
      workshopInterest: "Format",
      subject: "Subject",
      clientAddress: "Network (shortened)",
      userAgent: "Browser",
      spamReasons: "Spam reasons",
      source: "Came from",
      start: "Starts",
      end: "Ends",
      timeZone: "Your time zone",
      outcome: "How it went",
      cancelReason: "Your reason for canceling",
      bookedAt: "Booked on",
      createdAt: "Created",
      updatedAt: "Last edited",
      note: "Note",
      task: "Reminder",
      dueOn: "For",
      doneAt: "Done",
      followUp: "Follow up",
      kind: "Kind",
      to: "To",
      sentAt: "Sent",
      type: "Event",
      state: "State",
    },
    toYou: "you",
    toUs: "our team",
    notSent: "not yet",
    none: "none",
    downloadsHeading: "Download",
    downloadsNote:
      "The files hold every value exactly as we store it: times in ISO 8601 (UTC), and codes where this page shows words.",
    downloadJson: "Download as JSON",
    downloadCsv: "Download as CSV",
    eraseHeading: "Erase everything",
    eraseIntro:
      "Erasing deletes everything above, for good. Any upcoming call is canceled first, and you get an e-mail saying so. We keep only a record that this request was carried out, without your address.",
    eraseConfirm: "I understand that this cannot be undone.",
    eraseButton: "Erase my data",
    doneTitle: "Your data is erased",
    doneBody: (leads: number, calls: number) =>
      `We erased ${leads === 1 ? "1 message" : `${leads} messages`} you sent us and ${calls === 1 ? "1 call" : `${calls} calls`}, with every e-mail and record about them. A last e-mail confirms it.`,
    doneNothing: "There was nothing to erase.",
    subscriptionsHeading: (count: number) => `Newsletter subscriptions (${count})`,
    subscriptionStatuses: { pending: "Waiting for your confirmation", confirmed: "Subscribed", departed: "Left" },
    subscriptionField: {
      list: "List",
      confirmedAt: "Confirmed",
      departedAt: "Left",
      consent: "What you agreed to",
    },
    backToPrivacy: "Back to the privacy page",
    askAgain: "Ask for a new link",
  },
  errors: {
    INVALID_EMAIL: "Enter one e-mail address on its own, without a name or other signs, like name@example.com.",
    INVALID_REQUEST: "This request could not be read. Go back to the privacy page and try again.",
    TOO_LARGE: "This request was too large to read. Go back to the privacy page and try again.",
    TOO_MANY_REQUESTS:
      "Too many requests for this address or from your network. Wait a day, or write to us, and we will help.",
    INVALID_LINK: "This link is not valid. Copy the whole link from the e-mail, or ask for a new one.",
    EXPIRED_LINK: "This link has expired: links work for 24 hours. Ask for a new one.",
    USED_LINK: "This link has already been used: each link works once. Ask for a new one.",
    EXPIRED_SESSION: "This page has expired: it works for 30 minutes. Ask for a new link.",
    NOT_CONFIRMED: "Tick the box to confirm, then press the button again.",
    MAIL_OFF: "We cannot send e-mail right now. Write to us and we will help.",
    MAIL_BUSY:
      "We have reached our hourly limit for e-mails, so we cannot send your link right now. Try again in an hour, or write to us and we will help.",
    SERVER_ERROR: "Something went wrong on our side. Try again in a few minutes.",
  },
  refusalTitle: "This did not work",
  mail: {
    linkSubject: "Your link to see your data",
    linkBody: (company: string) =>
      `Someone, probably you, asked to see what ${company} holds for this e-mail address. This link shows it. It works once, within 24 hours:`,
    linkIgnore: "If you did not ask, ignore this message: nothing is shown without the link.",
    erasedSubject: "Your data is erased",
    erasedBody: (company: string) =>
      `As you asked, ${company} has erased everything it held for this e-mail address: your messages, calls and the e-mails about them. This is the last message we send you, and we keep no copy of your address.`,
  },
};

export type PrivacyCopy = Translation<typeof source>;
export const privacy: PrivacyCopy = source;
