import type { Translation } from "@shared/translation";

/** The subscribe form's words (issue 54): on the home page, each article, and the online course's card. */
const source = {
  insights: {
    title: "Get our letter on lean AI",
    body: "What we learn taking AI to production, a few times a month at most. Confirm from our e-mail; leave in one click.",
    submit: "Subscribe",
  },
  courseLaunch: {
    submit: "Join the launch list",
  },
  email: "Your e-mail",
  honeypot: "Leave this field empty",
};

export type NewsletterFormCopy = Translation<typeof source>;
export const newsletter: NewsletterFormCopy = source;
