import { identity } from "@shared/identity";
import type { Translation } from "@shared/translation";

/** Copy shared by every page: navigation, footer, language switcher, error screens. */
const source = {
  nav: {
    label: "Main",
    home: "Home",
    consulting: "Consulting",
    education: "Education",
    insights: "Insights",
    getStarted: "Get Started",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    homeLink: `${identity.companyName}, home`,
  },
  languageSwitcher: {
    label: "Language",
    loading: "Loading languages",
    tooltip: "Change language",
    current: (code: string, name: string) => `Language: ${code} (${name})`,
  },
  footer: {
    tagline: "Lean AI consulting for startups and hands-on AI education for engineering teams.",
    navigationTitle: "Navigate",
    getInTouch: "Get in touch",
    servicesTitle: "Services",
    services: ["AI strategy and implementation", `${identity.workshopName} workshop`, "Online course (coming soon)"],
    connectTitle: "Connect",
    linkedIn: "LinkedIn",
    linkedInLabel: `${identity.companyName} on LinkedIn (opens in a new tab)`,
    email: "E-mail",
    languageTitle: "Language",
    privacy: "Privacy",
    rights: "All rights reserved.",
  },
  /** The founder, on the home page and the instructor profile (people from `app/content/people/`). */
  founder: {
    eyebrow: "Who is behind it",
    title: "You talk to the person who does the work",
    introNamed: (name: string) =>
      `${name} founded ${identity.companyName} and builds AI systems for clients. The person on your discovery ` +
      `call is the one who maps, builds and hands over the work, and who teaches the ${identity.workshopName} workshop.`,
    introFounder:
      `${identity.companyName} is run by its founder, who builds AI systems for clients and teaches the ` +
      `${identity.workshopName} workshop. The person on your discovery call is the one who does the work, from the ` +
      "first map to the handover.",
    /** Beside the heading when no person is entered yet: what working with the founder is like. */
    promisesTitle: "What working with us is like",
    promises: [
      "One person from the discovery call to the handover, not a chain of account managers",
      "A 30-minute discovery call first, with a time you pick right after the form",
      "Code, models and documentation that stay yours when we leave",
    ],
    photoAlt: (name: string) => `Portrait of ${name}`,
    profileLink: "Profile",
    profileLabel: (name: string) => `${name}'s profile (opens in a new tab)`,
    profile: "See the full profile",
  },
  notFound: {
    code: "404",
    body: "The address may be mistyped, or the page may have moved.",
    home: "Return to Home",
  },
  pageNotFound: {
    title: "Page Not Found",
    body: "The page you're looking for doesn't exist.",
    home: "Go Home",
  },
} as const;

export type CommonCopy = Translation<typeof source>;

export const common: CommonCopy = source;
