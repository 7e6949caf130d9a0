import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { articleSchema } from "./articles/schema";

/**
 * The case studies: one Markdown file per case and language, `case-studies/{en,pt}/{slug}.md`,
 * their front matter checked here at build time. Astro's collections take zod only, so these are
 * the schemas outside valibot (docs/decisions/080); nothing else imports them.
 */
const caseStudies = defineCollection({
  loader: glob({ pattern: "**/*.md", base: "./app/content/case-studies" }),
  schema: z.object({
    title: z.string().min(10),
    /** The client's sector, never the client's name. */
    sector: z.string().min(2),
    /** One or two sentences for search results, the home page's card and the feed. */
    summary: z.string().min(40),
    problem: z.string().min(10),
    /** What was built. */
    built: z.string().min(10),
    /** The result, with its figure where there is one ("50%"). */
    result: z.object({ figure: z.string().optional(), text: z.string().min(5) }),
    /** The technologies, empty until the copy names them. */
    stack: z.array(z.string().min(1)),
    /** The day the case study was published. */
    date: z.coerce.date(),
  }),
});

/**
 * The articles ("Insights" / "Artigos"): one Markdown file per article and language,
 * `articles/{en,pt}/{slug}.md`, each naming its translation (decision NNN).
 */
const articles = defineCollection({
  loader: glob({ pattern: "**/*.md", base: "./app/content/articles" }),
  schema: ({ image }) => articleSchema(image),
});

export const collections = { caseStudies, articles };
