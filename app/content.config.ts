import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { z } from "astro/zod";
import { articleSchema } from "./articles/schema";

/**
 * The content the owner fills in once: case studies and articles (Markdown), and people, clients,
 * testimonials, credentials and offers (one JSON file per entry, both languages in it). Each is
 * checked here at build time. Astro's collections take zod only, so these are the schemas
 * outside valibot (docs/decisions/080); nothing else imports them. An entry marked `example` ships
 * with the repository to show the shape: the pages leave it out (unless the build is run with
 * CONTENT_EXAMPLES=show) and `npm run launch-check` lists it as still to fill.
 */

/** Words in both languages: a Portuguese page never shows English. */
const words = (min = 1) => z.object({ en: z.string().trim().min(min), pt: z.string().trim().min(min) });
const example = z.boolean().default(false);
const httpsUrl = z.string().regex(/^https:\/\/[^\s/]+/, "an https:// address");

/** A result a client can check: the figure, what it counts, and how it was measured. */
const measuredResult = z.object({
  figure: z.string().min(1),
  text: z.string().min(5),
  measured: z.string().min(10),
});

const caseStudies = defineCollection({
  loader: glob({ pattern: "**/*.md", base: "./app/content/case-studies" }),
  schema: ({ image }) =>
    z
      .object({
        example,
        title: z.string().min(10),
        /** The client's sector; its name only in `client`, with its permission. */
        sector: z.string().min(2),
        client: z.string().min(2).optional(),
        /** One or two sentences for search results, the cards and the feed; the page itself opens on `context`. */
        summary: z.string().min(40),
        /** Where the client stood: the problem, said once on the page. */
        context: z.string().min(10),
        /** What was built. */
        built: z.string().min(10),
        /** A picture or diagram of what was built, beside the Markdown file (Astro's image pipeline). */
        image: z.object({ src: image(), alt: z.string().min(10) }).optional(),
        /** The technologies. */
        stack: z.array(z.string().min(1)),
        /** The project's phases in order, each with how long it took. */
        timeline: z.array(z.object({ phase: z.string().min(2), duration: z.string().min(2) })).default([]),
        /**
         * Measured results. Only a case with one is listed under "results our clients can measure";
         * a case without one says what changed in `outcome`, and the schema wants one or the other.
         */
        results: z.array(measuredResult).default([]),
        outcome: z.string().min(5).optional(),
        /** The client's words, with the person's consent. */
        quote: z.object({ text: z.string().min(10), person: z.string().min(2), role: z.string().min(2) }).optional(),
        /** The day the case study was published. */
        date: z.coerce.date(),
      })
      .refine((data) => data.results.length > 0 || data.outcome !== undefined, {
        message: "a case study needs a measured result (`results`) or, without one, an `outcome`",
        path: ["results"],
      }),
});

const people = defineCollection({
  loader: glob({ pattern: "*.json", base: "./app/content/people" }),
  schema: ({ image }) =>
    z.object({
      example,
      name: z.string().trim().min(2),
      role: words(2),
      /** One or two sentences in the third person. */
      bio: words(20),
      /** A photo beside the JSON file, through Astro's image pipeline. */
      photo: image().optional(),
      /** The person's public profile (LinkedIn, a personal site). */
      profileUrl: httpsUrl.optional(),
      /** The order on the page, smallest first; the first person is the one who answers. */
      order: z.number().int().default(0),
    }),
});

const clients = defineCollection({
  loader: glob({ pattern: "*.json", base: "./app/content/clients" }),
  schema: ({ image }) =>
    z.object({
      example,
      name: z.string().trim().min(2),
      logo: image().optional(),
      url: httpsUrl.optional(),
      /** The client agreed to be named on the site: an entry without it fails the build. */
      permission: z.literal(true),
      order: z.number().int().default(0),
    }),
});

const testimonials = defineCollection({
  loader: glob({ pattern: "*.json", base: "./app/content/testimonials" }),
  schema: z.object({
    example,
    quote: words(20),
    person: z.string().trim().min(2),
    role: words(2),
    company: z.string().trim().min(2),
    /** The person agreed to be quoted by name. */
    permission: z.literal(true),
    order: z.number().int().default(0),
  }),
});

/**
 * The articles ("Insights" / "Artigos"): one Markdown file per article and language,
 * `articles/{en,pt}/{slug}.md`, each naming its translation (decision 149).
 */
const articles = defineCollection({
  loader: glob({ pattern: "**/*.md", base: "./app/content/articles" }),
  schema: ({ image }) => articleSchema(image),
});

const credentials = defineCollection({
  loader: glob({ pattern: "*.json", base: "./app/content/credentials" }),
  schema: z.object({
    example,
    icon: z.enum(["rocket", "users", "code", "mic"]),
    title: words(3),
    description: words(10),
    /** The number behind it ("12 teams", "since 2015"), with what it counts; empty until given. */
    figure: words(1).optional(),
    order: z.number().int().default(0),
  }),
});

const offers = defineCollection({
  loader: glob({ pattern: "*.json", base: "./app/content/offers" }),
  schema: z.object({
    /** Which of the education page's formats this is. */
    format: z.enum(["workshop", "mentorship"]),
    /** The price per team, whole units; `from` when it starts there. Empty until the owner sets it. */
    price: z
      .object({ amount: z.number().int().positive(), currency: z.enum(["BRL", "USD", "EUR"]), from: z.boolean() })
      .optional(),
    /** How many people take part. */
    groupSize: z.object({ max: z.number().int().positive() }).optional(),
    delivery: z.enum(["remote", "on-site", "remote-or-on-site"]),
  }),
});

export const collections = { caseStudies, articles, people, clients, testimonials, credentials, offers };
