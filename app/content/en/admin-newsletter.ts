import type { Language } from "@shared/languages";
import type { NewsletterList } from "@shared/newsletter";
import type { Translation } from "@shared/translation";

/** The console's newsletter page (issue 54): write a letter, see it, test it, send it. */
const source = {
  title: "Newsletter",
  intro:
    "Write a letter in Markdown for one list and one language, see it as your readers will, send yourself a test, " +
    "then send it to the confirmed subscribers. Every letter carries a one-click way to leave.",
  audiencesTitle: "Confirmed subscribers",
  audience: (count: number) => (count === 1 ? "1 subscriber" : `${count.toLocaleString("en-US")} subscribers`),
  lists: { insights: "Insights letter", "course-launch": "Course launch" } satisfies Record<NewsletterList, string>,
  languages: { en: "English", pt: "Portuguese" } satisfies Record<Language, string>,
  fields: {
    list: "List",
    language: "Language",
    subject: "Subject",
    markdown: "Letter (Markdown)",
  },
  markdownHint: "Headings with #, **bold**, [links](https://...). HTML is shown as text, not run.",
  preview: "Preview",
  previewHtml: "As HTML",
  previewText: "As text",
  save: "Save draft",
  saved: "Draft saved.",
  sendTest: "Send me a test",
  testSent: "Test queued to your address.",
  send: (count: number) =>
    count === 1 ? "Send to 1 subscriber" : `Send to ${count.toLocaleString("en-US")} subscribers`,
  confirmTitle: "Send this letter?",
  confirmBody:
    "It goes to every confirmed subscriber of this list and language, within the hourly cap. It cannot be stopped.",
  keep: "Keep editing",
  confirmSend: "Send now",
  newLetter: "Write a new letter",
  lettersTitle: "Letters",
  empty: "No letters yet.",
  loading: "Loading...",
  loadFailed: "Could not load the newsletter. Check the connection and try again.",
  retry: "Try again",
  failed: (message: string) => `That did not work: ${message}`,
  states: { draft: "Draft", sending: "Sending", sent: "Sent" },
  edit: "Edit",
  progress: (sent: number, audience: number) =>
    `${sent.toLocaleString("en-US")} of ${audience.toLocaleString("en-US")} got it`,
  left: (count: number) => (count === 1 ? "1 left since" : `${count.toLocaleString("en-US")} left since`),
  /** A lead's page: the letters its address reads (issue 54: a lead who subscribed first shows it). */
  subscriptions: {
    title: "Newsletter",
    confirmed: (list: string, since: string) => `${list}: on the list since ${since}`,
    pending: (list: string, since: string) => `${list}: asked on ${since}, never confirmed`,
    departed: (list: string, since: string) => `${list}: left on ${since}`,
    beforeWriting: "subscribed before writing",
  },
  /** The dashboard's readers (issue 54), for the range the dashboard shows. */
  readers: {
    title: "Readers",
    journey: "From visitor to reader to lead",
    visitors: "Visitors",
    newReaders: "New readers",
    leadsFromReaders: "Leads who read first",
    readersNow: (count: number) =>
      count === 1 ? "1 confirmed reader today" : `${count.toLocaleString("en-US")} confirmed readers today`,
    weeksTitle: "Readers per week",
    sourcesTitle: "Readers by page",
    columns: { week: "Week of", confirmed: "New readers", departed: "Left", page: "Page", leads: "Leads after" },
    unknownPage: "Not recorded",
    empty: "No one subscribed or left in this period.",
    note: "A reader counts when they confirm; a lead counts when a confirmed reader later writes from the same address.",
    loadFailed: "Could not load the readers.",
  },
};

export type AdminNewsletterCopy = Translation<typeof source>;
export const adminNewsletter: AdminNewsletterCopy = source;
