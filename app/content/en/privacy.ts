import { identity } from "@shared/identity";
import type { Translation } from "@shared/translation";

const { controller } = identity.dataProtection;

const source = {
  title: "Privacy notice",
  updated: "Last updated: November 2026",
  intro:
    `${identity.companyName} collects only what it needs to answer you. This notice covers the contact forms on ` +
    "this site, the calls booked through them and the e-mails we send you, under Brazil's LGPD and the EU's GDPR.",
  responsible: {
    title: "Who is responsible for your data",
    controller: `The controller of your data is ${controller}.`,
    /** The person in charge of data protection; without a name, the role speaks. */
    officer: (name: string) =>
      name
        ? `Our data protection officer (the LGPD's encarregado, your contact under the GDPR) is ${name}.`
        : "Our data protection officer is the LGPD's encarregado and your contact under the GDPR.",
    write: "Write to them at",
  },
  held: {
    title: "What we store",
    intro: "Everything we store about a visitor falls into one of these groups:",
    kinds: [
      {
        key: "leads",
        title: "Your messages",
        text:
          "What you type in a form: your name, e-mail, company and message (and, for a discovery call, team size " +
          "and the format you are interested in). With it: the time it arrived, the language of the page, the page " +
          "or campaign link that brought you, your browser's user agent, and your IP address truncated so that it " +
          "no longer identifies you (the last part of the address is removed before storage).",
      },
      {
        key: "calls",
        title: "Calls you book",
        text: "The time of the call, your time zone, whether it was moved or canceled, and afterwards whether it took place.",
      },
      {
        key: "messages",
        title: "E-mails about your message",
        text:
          "The e-mails we send you (the confirmation that your message arrived, your call's invitation and any change to it) and " +
          "the notice our team gets, each with the address it went to.",
      },
      {
        key: "webhooks",
        title: "Copies sent to our own tools",
        text:
          "When a message arrives or a call is booked, a copy goes to the tools we use to follow up (such as our " +
          "customer list). We keep a log of each of those deliveries, with the copy it carried, for 30 days. When you erase " +
          "your data, those tools are told to erase their copy too.",
      },
      {
        key: "newsletter",
        title: "Newsletter subscriptions",
        text:
          "If you subscribe to our letter or to the online course's launch notice: your e-mail address, the list, your " +
          "language, the page you subscribed from, and the record of your confirmation (when, the words you agreed to, " +
          "and your network with its last part removed). You can leave in one click from any e-mail. Your subscriptions " +
          "are in your data download and are erased with the rest of your data.",
      },
      {
        key: "counts",
        title: "Anonymous visit counts",
        text: "Which pages are visited and where visitors come from, with nothing that identifies you: see below.",
      },
    ],
  },
  sections: [
    {
      key: "why",
      title: "Why",
      paragraphs: [
        "To reply to you, prepare for our call and hold its time for you. That is our legitimate interest " +
          "in answering a request you made; we do not sell or share your data, and we do not add you to a mailing " +
          "list.",
        "The truncated address and user agent are used only to keep spam and abuse out.",
      ],
    },
    {
      key: "how-long",
      title: "For how long",
      paragraphs: [
        "We keep a message for up to 24 months after our last exchange, then delete it, with its calls and e-mails. " +
          "Messages flagged as spam are deleted after 30 days. The log of copies sent to our tools is deleted after " +
          "30 days.",
      ],
    },
    {
      key: "counting",
      title: "How we count visits",
      paragraphs: [
        "Our server counts each page it sends you: which page, when, in which language, the site or campaign link " +
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
        // Field Web Vitals (issue 52).
        "To learn how fast our pages are for the people who read them, each page measures four figures your browser " +
          "already knows: how long its largest text or image took to appear, how quickly it answered a click or a key, " +
          "how much its layout moved and how long our server took to answer, with the width of your window. When you " +
          "leave the page, a small script sends them to our server once, with no cookie and no identifier; they are kept " +
          "with that page's count and deleted with it. Nothing is measured or sent when your browser asks sites not to " +
          "track you (Global Privacy Control or Do Not Track).",
        "We count to learn which pages and links bring people who write to us, and a message you send records the " +
          "visit it came from. Individual page views are deleted after 90 days; only daily totals are kept, for as " +
          "long as messages.",
      ],
    },
  ],
  rights: {
    title: "Your rights: see, download or erase your data",
    law:
      "You may see everything we hold about you, take a copy of it and have it erased (LGPD Art. 18; GDPR Arts. " +
      "15, 17 and 20), and we answer such a request within 15 days.",
    how:
      "You don't have to wait: enter the e-mail address you used, and we immediately send it a link, valid for " +
      "24 hours, to a page with everything we hold for that address. You can read it there, download it as JSON " +
      "or CSV, or erase it. Erasing also cancels any upcoming call. This form never reveals whether you have " +
      "written to us: the answer is the same either way.",
    email: "Your e-mail address",
    submit: "Send me the link",
    byMail: "To correct your data, object to its use or ask anything else about it, write to",
    /** Where no server of ours answers the form (the forms post to Formspree): ask by e-mail. */
    noForm:
      "To see, correct, download or erase your data, write from the address you used to the person in charge of " +
      "data protection, at",
    complaint:
      "You may also file a complaint with Brazil's data protection authority (ANPD) or with the data protection " +
      "authority of the country where you live.",
  },
  contact: "Questions about this notice",
} as const;

export type PrivacyCopy = Translation<typeof source>;

export const privacy: PrivacyCopy = source;
