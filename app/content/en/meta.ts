import { identity } from "@shared/identity";
import type { Translation } from "@shared/translation";

/**
 * Each page's title and description, for search results and link previews. Apart from the page
 * copy: the browser needs them for every page it shows, the rest only on a page it renders.
 */
const source = {
  home: {
    title: `${identity.companyName} · Lean AI consulting and AI education for engineering teams`,
    description:
      "We help startups ship AI that earns its keep, from a 30-minute discovery call to production, and train " +
      `engineering teams to build with AI in the ${identity.workshopName} workshop.`,
    preview: {
      title: "Lean AI consulting and AI education",
      line: "For startups and engineering teams, from a 30-minute discovery call to production",
    },
  },
  consulting: {
    title: "Lean AI consulting for startups",
    description:
      "We find the AI use case worth building, prove it on your data, ship it to production with MLOps and train " +
      "your team to own it. We reply within 24 hours.",
    preview: {
      title: "Lean AI consulting for startups",
      line: "Find, prove, ship, own: four steps to AI in production that your team runs",
    },
  },
  education: {
    title: `${identity.workshopName} workshop: AI for engineering teams`,
    description:
      "A hands-on workshop that teaches engineering teams to build, evaluate and ship AI features: a 4-hour " +
      "workshop or a 6-week mentorship. Book a 30-minute discovery call.",
    preview: {
      title: `The ${identity.workshopName} workshop`,
      line: "AI for engineering teams: a 4-hour workshop or a 6-week mentorship",
    },
  },
  privacy: {
    title: "Privacy notice",
    description: `What ${identity.companyName} stores when you contact us, why, for how long, and how to have it deleted.`,
    preview: {
      title: "Privacy notice",
      line: "What we store when you contact us, why, and how to have it deleted",
    },
  },
  insights: {
    title: "Insights: taking AI from a demo to production",
    description:
      "Articles for founders and engineering teams on why AI pilots stall, what a lean first version looks like, " +
      "and how to know an AI feature works.",
    preview: {
      title: "Insights",
      line: "Taking AI from a demo to production, for founders and engineering teams",
    },
  },
  notFound: {
    title: "Oops! Page not found",
    description: "This address is not a page of the site. The home page leads to consulting, the workshop and contact.",
  },
} as const;

export type MetaCopy = Translation<typeof source>;
export const meta: MetaCopy = source;
