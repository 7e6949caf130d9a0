import type { LeadStage } from "../../shared/admin-api.js";
import type { Translation } from "../../shared/translation.js";
import { leadNames } from "../../shared/content/en/lead-names.js";
import { accountNames } from "../../shared/content/en/account-names.js";

/** The Monday e-mail's words in English, the source copy-pt.ts follows (each reader's language). */
export const DIGEST_COPY = {
  subject: (week: string) => `Your week: ${week}`,
  intro: (week: string) => `Your week, ${week}.`,
  visitsHeading: "Visits",
  visits: (visitors: number, visits: number, pageviews: number) =>
    `${visitors} ${visitors === 1 ? "visitor" : "visitors"}, ${visits} ${visits === 1 ? "visit" : "visits"}, ${pageviews} ${pageviews === 1 ? "page view" : "page views"}`,
  topSources: "Top sources:",
  source: (source: string, visits: number, leads: number) =>
    `- ${source}: ${visits} ${visits === 1 ? "visit" : "visits"}, ${leads} ${leads === 1 ? "lead" : "leads"}`,
  noVisits: "No visits counted.",
  /** Field Web Vitals (issue 52): the page furthest past Google's "good" bound, at its 75th percentile. */
  slowest: (path: string, device: "phone" | "desktop", vital: string, value: string, good: string) =>
    `Slowest page: ${path} on ${device === "phone" ? "phones" : "desktops"}, ${vital} ${value} for 1 visit in 4 or more (good: ${good} or less)`,
  vitals: { lcp: "largest paint", inp: "response to input", cls: "layout shift", ttfb: "first byte" },
  leadsHeading: (leads: number) => `Leads: ${leads}`,
  /** After a headline figure: what it was the week before. */
  change: (now: number, before: number) =>
    now === before
      ? "(as the week before)"
      : `(${now > before ? "+" : "−"}${Math.abs(now - before)} on the week before)`,
  byStage: "By stage now:",
  stages: {
    new: "new",
    replied: "replied",
    call: "call",
    proposal: "proposal",
    won: "won",
    lost: "lost",
  } satisfies Record<LeadStage, string>,
  bySource: "By source:",
  /** A source that is a channel's code ("direct"), in the console's words. */
  channels: leadNames.channels,
  sourceLeads: (source: string, leads: number) => `- ${source}: ${leads}`,
  callsHeading: "Calls",
  calls: (booked: number) => `${booked} booked (by the week's leads)`,
  /** Each of the week's calls (by their start) as the owner marked it. */
  held: (count: number) => `${count} held (calls of the week)`,
  missed: (count: number) => `${count} missed`,
  dealsHeading: "Deals",
  won: (count: number) => `${count} won`,
  lost: (count: number) => `${count} lost`,
  pipelineValue: "Open value by stage:",
  noValue: "none",
  wonValue: (value: string) => `Value won this week: ${value}`,
  overdueHeading: "Waiting for you now",
  replies: (count: number) => `${count} ${count === 1 ? "reply" : "replies"} past the 24 hours`,
  followUps: (count: number) => `${count} ${count === 1 ? "follow-up" : "follow-ups"} due`,
  stale: (count: number) => `${count} ${count === 1 ? "lead" : "leads"} a week old with nothing scheduled`,
  nothingOverdue: "Nothing overdue.",
  dashboard: "Dashboard",
  inbox: "Inbox",
  /** Each link into the inbox says which leads it opens: four "Inbox" buttons told nothing apart. */
  inboxFor: {
    source: (source: string) => `Leads from ${source}`,
    replies: "Replies due",
    followUps: "Follow-ups due",
    stale: "Leads waiting",
  },
  /**
   * How to stop it: each person on their own (the console's "My account", whose box is quoted as
   * it reads there), everyone at once with the setting.
   */
  off: `To stop this e-mail, untick "${accountNames.weeklyEmail}" under ${accountNames.title} in the console.`,
  offForEveryone: "Whoever runs the server can stop it for the whole team with WEEKLY_DIGEST=off.",
  account: accountNames.title,
};

export type DigestCopy = Translation<typeof DIGEST_COPY>;
