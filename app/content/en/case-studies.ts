import { identity } from "@shared/identity";
import type { Translation } from "@shared/translation";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * The words around a case study (its page, the cards linking to it, its feed). The case itself is
 * Markdown in `app/content/case-studies/`.
 */
const source = {
  eyebrow: "Case study",
  sector: "Sector",
  context: "Context",
  built: "What we built",
  results: "Results",
  outcome: "What changed",
  measured: "How we measured it",
  timeline: "Timeline",
  stack: "Stack",
  factsLabel: "The case in short",
  published: (date: Date) => `Published ${longDate.format(date)}`,
  read: "Read the case study",
  others: "More case studies",
  cta: {
    title: "A problem like this one?",
    action: "Talk to us",
  },
  /** On the consulting page, after the services: the work they led to. */
  consulting: {
    eyebrow: "Case studies",
    title: "What it looked like for our clients",
  },
  feed: {
    title: `${identity.companyName}: case studies`,
    description: "What we built for our clients, and what it changed for them.",
  },
} as const;

export type CaseStudiesCopy = Translation<typeof source>;
export const caseStudies: CaseStudiesCopy = source;
