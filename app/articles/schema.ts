import { z } from "astro/zod";
import { LANGUAGES } from "@shared/languages";
import { ARTICLE_TAGS } from "./tags";

/** A pair as written in front matter: the translation's file below the collection, `pt/the-slug`. */
const PAIR = /^(?:en|pt)\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * An article's front matter (`app/content/articles/{en,pt}/{slug}.md`), checked at build time.
 * Astro's collections take zod only (decision 080); `image` is the collection's own helper, which
 * hands the cover to Astro's image pipeline (sized, converted, hashed), and is a parameter so that
 * the unit tests can check the rest without a build.
 */
export function articleSchema<Image extends z.ZodType>(image: () => Image) {
  return z
    .object({
      /** The headline, as the page, the card, the feed and the preview show it. */
      title: z.string().min(10).max(110),
      /** One or two sentences for the index, search results, the feed and the preview. */
      description: z.string().min(50).max(300),
      /** The day it was first published. */
      date: z.coerce.date(),
      /** The day it last changed in substance, when it has. */
      updated: z.coerce.date().optional(),
      tags: z.array(z.enum(ARTICLE_TAGS)).min(1).max(4),
      /** The language it is written in: the one of its folder. */
      language: z.enum(LANGUAGES),
      /** Its translation, the same slug in the other language's folder: `pt/why-ai-pilots-stall`. */
      pair: z.string().regex(PAIR, "pair: the translation's file, as `pt/the-slug` or `en/the-slug`"),
      cover: z.object({ src: image(), alt: z.string().min(10) }).optional(),
    })
    .refine((data) => !data.updated || data.updated >= data.date, {
      message: "updated: an article cannot change before it was published",
      path: ["updated"],
    });
}
