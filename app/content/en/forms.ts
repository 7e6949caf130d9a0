import { identity } from "@shared/identity";
import { formMessages } from "@shared/content/en/form-messages";
import { slotPicker } from "@shared/content/en/slot-picker";
import type { Translation } from "@shared/translation";

/** The form and the booking step say the same when our server does not answer. */
const NO_ANSWER = "We could not reach our server. Check your connection and try again.";

const source = {
  requiredHint: "Fields marked * are required.",
  required: "required",
  /** Field names, labels, options and error messages: the collector's words too. */
  messages: formMessages,
  formErrors: {
    ...formMessages.formErrors,
    title: "Your message was not sent",
    FILES_TOO_BIG: "The attached files are too big.",
    FORM_NOT_FOUND: "This form is not set up correctly on our side. Please write to us by e-mail.",
    PROJECT_NOT_FOUND: "This form is not set up correctly on our side. Please write to us by e-mail.",
    TOO_MANY_FILES: "Too many files were attached.",
    UNSPECIFIED: "Something went wrong",
    UNEXPECTED_RESPONSE: "Unexpected response format",
    NETWORK: NO_ANSWER,
    RATE_LIMITED: "Too many messages in a short time. Please wait a minute and try again.",
    fieldsNeedAttention: "Please correct the highlighted fields.",
  },
  /** The label of the hidden field only bots fill in. */
  honeypot: "Leave this field empty",
  emailFallback: "You can also write to us at",
  retrying: "Connection problem, trying again ({attempt} of {total})...",
  privacy: "We use your details only to reply to you.",
  privacyLink: "Privacy notice",
  placeholders: {
    name: "Your name",
    email: "you@company.com",
    company: "Company name",
    context: "What are you building, what is in the way, and what would success look like?",
    currentChallenges: "Where does your team stand with AI today, and what would you like it to be able to do?",
  },
  consulting: {
    legend: "Tell us about your project",
    submit: "Send Message",
    submitting: "Sending...",
    successTitle: "Message Sent!",
    successBody: `Thank you. We reply within 24 hours, from ${identity.contactEmail}.`,
    /** Beside the button, before sending: the best thing first. */
    afterSend: "Right after you send this, you can pick a time for a 30-minute call.",
  },
  discovery: {
    legend: "Book a discovery call",
    submit: "Book Discovery Call",
    submitting: "Booking Call...",
    successTitle: "Discovery Call Booked!",
    // Shown when no time was picked (booking off, or none chosen): the title is SPEC's, so the body
    // says plainly that no time is set yet and what happens next.
    successBody: `No time is set yet. Within 24 hours we write to you from ${identity.contactEmail} with times for the 30-minute call.`,
    afterSend: "Right after you send this, you pick the time of your 30-minute call.",
  },
  /**
   * The booking step shown once a form is accepted and the collector offers a call (issue 19).
   * `{when}` is a call's day and time as shared/call-time.ts writes them, `{zone}` a zone as a person says it
   * ("Eastern Time (UTC−5)", from `shared/zone-name.ts`).
   */
  booking: {
    /** The title above the slots, per form: the discovery form has not booked anything yet. */
    offerTitle: {
      discovery: "Request received. What time works for you?",
      consulting: "Message Sent! Book your 30-minute call",
    },
    receivedTitle: "Thank you, your request is in",
    offerBody: {
      discovery: "Pick a time for your 30-minute discovery call. The invitation follows by e-mail.",
      consulting:
        "We reply within 24 hours. To talk sooner, choose a time for a 30-minute video call: an invitation follows by e-mail.",
    },
    loading: "Looking for open times...",
    /** The picker's region and its day tabs: the server's booking pages name them the same. */
    ...slotPicker,
    /** Step two, once a time is chosen: it is booked only when the visitor confirms. */
    confirmTitle: "Your 30-minute call",
    /** The summary before confirming: how long, where, and in which zone the times are. */
    summary: {
      label: "Before you confirm",
      length: "Length",
      lengthValue: "30 minutes",
      where: "Where",
      whereValue: "A video call; the link comes with the invitation",
      zone: "Time zone",
    },
    /** The zone picker above the times: the visitor's own is first, any other can be chosen. */
    zonePicker: "Show the times in",
    joinCall: "Join the call",
    calendar: {
      label: "Add it to your calendar",
      google: "Google Calendar",
      outlook: "Outlook",
      title: `Discovery call, ${identity.companyName}`,
      details: "Our 30-minute call. The invitation in your inbox has the links to pick another time or cancel.",
    },
    confirm: "Confirm the call",
    back: "See other times",
    booking: "Booking {when}...",
    bookedTitle: "Your call is booked: {when}",
    bookedBody:
      "An invitation is on its way to your inbox, with the times in {zone}. Open it to add the call to your calendar.",
    /** A call booked without a link: the owner sends it. */
    linkToFollow: "We will e-mail you the link to join the call before it starts.",
    reschedule: "Pick another time",
    cancel: "Cancel the call",
    taken: "Someone has just booked that time. Here are the times still open.",
    none: `There are no open times in the coming days. We reply within 24 hours, from ${identity.contactEmail}, to find one.`,
    expired: "This booking link has expired. Write to us and we will find a time together.",
    failed: "We could not book the call.",
    network: NO_ANSWER,
    unexpected: "Something went wrong on our side. Please try again in a moment.",
    retry: "Try again",
  },
  thanks: {
    metaTitle: "Thank you",
    title: "Thank you, your message is on its way",
    body: "We reply within 24 hours. If it is urgent, write to us at the address below.",
    home: "Back to the home page",
  },
} as const;

export type FormsCopy = Translation<typeof source>;

export const forms: FormsCopy = source;
