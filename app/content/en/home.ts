import { identity } from "@shared/identity";
import type { Translation } from "@shared/translation";

const source = {
  hero: {
    eyebrow: "Lean AI for startups and engineering teams",
    title: "Ship AI that works in production, not just in the demo",
    tagline:
      "In our experience, 90% of AI projects never reach production. We help founders pick the problem worth " +
      "solving, prove it in weeks, and hand over a system your team owns.",
    consulting: "Explore consulting",
    education: "Explore the workshop",
    learnMore: "Learn more",
    factsLabel: "In numbers",
    facts: [
      { value: "90%", label: "of AI projects never reach production, by our estimate" },
      { value: "24 h", label: "at most before we reply" },
      { value: "30 min", label: "discovery call to size up your idea" },
    ],
    /** Every number names its source: ours, and an outside study for comparison. */
    source: {
      note: "90% is our own estimate from the projects we have seen.",
      link: "RAND's 2024 study puts failed AI projects above 80%.",
      href: "https://www.rand.org/t/RRA2680-1",
    },
  },
  services: {
    eyebrow: "What we do",
    title: "Two ways to put AI to work",
    lead: "Bring us a business problem and we build the solution with you, or bring your team and we teach them to build it.",
    cards: [
      {
        key: "consulting",
        icon: "compass",
        title: "Lean AI consulting",
        body: "For startups that need results, not a research project.",
        features: [
          "Opportunity mapping: find where AI can move your numbers",
          "Rapid prototyping and validation in weeks, not quarters",
          "Production deployment with MLOps, monitoring included",
          "Team training and a clean handover, so you own what we build",
        ],
        cta: "Explore consulting",
        href: "/consulting",
      },
      {
        key: "education",
        icon: "graduation",
        title: `${identity.workshopName} workshop`,
        body: "For engineering teams that want to build AI features with confidence.",
        features: [
          "A 4-hour workshop in two 2-hour sessions",
          "A 6-week mentorship: 2 hours a week plus async work",
          "Hands-on exercises on your own stack and product",
          "An online course for self-paced learning (coming soon)",
        ],
        cta: "Explore the workshop",
        href: "/education",
      },
    ],
  },
  cases: {
    eyebrow: "Case studies",
    /** Only above the cases with a measured result (`results` in their Markdown). */
    title: "Results our clients can measure",
    /** Beside them, the cases without one; the section is then "What we built for our clients". */
    otherTitle: "More of our work",
    unmeasuredTitle: "What we built for our clients",
  },
  /** Shown only when the owner has entered clients or testimonials (app/content/). */
  proof: {
    eyebrow: "Clients",
    title: "Who we have worked with",
    clientsLabel: "Clients who agreed to be named",
  },
  cta: {
    title: "Have an AI idea, or a project that stalled?",
    body: "Tell us where your project stands. We reply within 24 hours and start with a 30-minute discovery call.",
    action: "Get in touch",
  },
} as const;

export type HomeCopy = Translation<typeof source>;

export const home: HomeCopy = source;
