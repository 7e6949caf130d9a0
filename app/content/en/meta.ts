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
  },
  consulting: {
    title: "Lean AI consulting for startups",
    description:
      "We find the AI use case worth building, prove it on your data, ship it to production with MLOps and train " +
      "your team to own it. We reply within 24 hours.",
  },
  education: {
    title: `${identity.workshopName} workshop: AI for engineering teams`,
    description:
      "A hands-on workshop that teaches engineering teams to build, evaluate and ship AI features: a 4-hour " +
      "workshop or a 6-week mentorship. Book a 30-minute discovery call.",
  },
  privacy: {
    title: "Privacy notice",
    description: `What ${identity.companyName} stores when you contact us, why, for how long, and how to have it deleted.`,
  },
  notFound: {
    title: "Oops! Page not found",
    description: "This address is not a page of the site. The home page leads to consulting, the workshop and contact.",
  },
} as const;

export type MetaCopy = Translation<typeof source>;
export const meta: MetaCopy = source;
