import { identity } from "@shared/identity";
import type { Translation } from "@shared/translation";

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/**
 * The words around the articles (the index, a tag's page, an article's page, the feed). The
 * articles themselves are Markdown in `app/content/articles/`.
 */
const source = {
  /** The section's name: the menu item, the eyebrow, the preview's first line. */
  name: "Insights",
  index: {
    title: "What we learned taking AI to production",
    lead: "Notes for founders and engineering teams on getting AI from a demo to a product people use: what stalls it, what to build first, and how to know it works.",
  },
  tagsLabel: "Topics",
  allTags: "All topics",
  tagTitle: (tag: string) => `Topic: ${tag}`,
  tagLead: (count: number) => (count === 1 ? "One article on this topic." : `${count} articles on this topic.`),
  tags: {
    "ai-pilots": "AI pilots",
    production: "Production",
    lean: "Lean delivery",
    evaluation: "Evaluation",
  },
  published: (date: Date) => `Published ${longDate.format(date)}`,
  updated: (date: Date) => `Updated ${longDate.format(date)}`,
  minutes: (count: number) => `${count} min read`,
  read: "Read the article",
  /** The link to the same article in the other language, written in this one. */
  otherLanguage: "Read it in Portuguese",
  more: "More insights",
  cta: {
    title: "Is this where your AI project is?",
    lead: "Tell us where it stands. A 30-minute discovery call is enough to say what we would do first.",
    action: "Talk to us",
  },
  feed: {
    title: `${identity.companyName}: insights`,
    description: "What we learned taking AI from a demo to production, for founders and engineering teams.",
    link: "Follow by RSS",
  },
} as const;

export type ArticlesCopy = Translation<typeof source>;
export const articles: ArticlesCopy = source;
