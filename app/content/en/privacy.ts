import { identity } from "@shared/identity";
import type { Translation } from "@shared/translation";

const source = {
  title: "Privacy notice",
  updated: "Last updated: November 2026",
  intro:
    `${identity.companyName} collects only what it needs to answer you. This notice covers the contact forms on ` +
    "this site, under Brazil's LGPD and the EU's GDPR.",
  sections: [
    {
      key: "what",
      title: "What we store",
      paragraphs: [
        "What you type in a form: your name, e-mail, company and message (and, for a discovery call, team size and " +
          "the format you are interested in).",
        "With it: the time it arrived, the language of the page, your browser's user agent, and your IP address " +
          "truncated so that it no longer identifies you (the last part of the address is removed before storage).",
      ],
    },
    {
      key: "why",
      title: "Why",
      paragraphs: [
        "To reply to you and prepare our conversation. That is our legitimate interest in answering a request you made; " +
          "we do not sell or share your data, and we do not add you to a mailing list.",
        "The truncated address and user agent are used only to keep spam and abuse out.",
      ],
    },
    {
      key: "how-long",
      title: "For how long",
      paragraphs: [
        "We keep a message for up to 24 months after our last exchange, then delete it. Messages flagged as spam are " +
          "deleted after 30 days.",
      ],
    },
    {
      key: "rights",
      title: "Your rights and how to ask for deletion",
      paragraphs: [
        `Write to ${identity.contactEmail} from the address you used, and we will send you a copy of what we hold, ` +
          "correct it, or delete it, within 15 days.",
      ],
    },
    {
      key: "counting",
      title: "How we count visits",
      paragraphs: [
        "The server that sends you a page counts it: which page, when, in which language, the site or campaign link " +
          "that brought you (the referring site's name and any utm_ tags in the link) and whether you use a phone, a " +
          "tablet or a computer. " +
          // A build for a static host reports each page with a small script (VITE_ANALYTICS_BEACON, decision 059);
          // `?.`: the end-to-end tests read this catalog outside Vite, where import.meta.env is not set.
          (import.meta.env?.VITE_ANALYTICS_BEACON === "1"
            ? "We set no cookie and store nothing in your browser; a small script only tells our server which page " +
              "you opened, as the server would see it had it sent you the page."
            : "We set no cookie, store nothing in your browser and add no script to count you."),
        "To tell visitors apart for one day, we compute a key from your IP address and browser name with a random " +
          "value that changes every day and is deleted 30 minutes after the day ends (UTC), so that a visit under " +
          "way at midnight is not counted twice. We never store the address or the browser name with the count, " +
          "and nothing links your visits on two different days.",
        "We count to learn which pages and links bring people who write to us, and a message you send records the " +
          "visit it came from. Individual page views are deleted after 90 days; only daily totals are kept, for as " +
          "long as messages.",
      ],
    },
  ],
  contact: "Questions about this notice",
} as const;

export type PrivacyCopy = Translation<typeof source>;

export const privacy: PrivacyCopy = source;
