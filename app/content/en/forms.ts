import { identity } from "~/config/identity";
import { FORM_MESSAGES } from "../../../shared/form-catalog";
import type { Translation } from "../types";

const source = {
  requiredHint: "Fields marked * are required.",
  required: "required",
  /** Field names, labels, options and error messages: the collector's words too. */
  messages: FORM_MESSAGES.en,
  formErrors: {
    ...FORM_MESSAGES.en.formErrors,
    title: "Your message was not sent",
    FILES_TOO_BIG: "The attached files are too big.",
    FORM_NOT_FOUND: "This form is not set up correctly on our side. Please write to us by e-mail.",
    PROJECT_NOT_FOUND: "This form is not set up correctly on our side. Please write to us by e-mail.",
    TOO_MANY_FILES: "Too many files were attached.",
    UNSPECIFIED: "Something went wrong",
    UNEXPECTED_RESPONSE: "Unexpected response format",
    NETWORK: "We could not reach our server. Check your connection and try again.",
    RATE_LIMITED: "Too many messages in a short time. Please wait a minute and try again.",
    fieldsNeedAttention: "Please correct the highlighted fields.",
  },
  emailFallback: "You can also write to us at",
  retrying: "Connection problem, trying again ({attempt} of {total})…",
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
  },
  discovery: {
    legend: "Book a discovery call",
    submit: "Book Discovery Call",
    submitting: "Booking Call...",
    successTitle: "Discovery Call Booked!",
    successBody: `Thank you. We reply within 24 hours, from ${identity.contactEmail}, to find a time for the 30-minute call.`,
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
