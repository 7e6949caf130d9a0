import { getCollection, type CollectionEntry } from "astro:content";
import { copyFor } from "~/content/catalogs";
import type { FeedLink } from "~/seo/meta";
import type { Language } from "@shared/languages";
import { localizePath } from "@shared/paths";
import { typeset } from "@shared/typeset";
import { INSIGHTS_PATH, pairArticles, type ArticlePair } from "./pairs";
import { readingMinutes } from "./reading-time";
import { ARTICLE_TAGS, type ArticleTag } from "./tags";

export type ArticleEntry = CollectionEntry<"articles">;
export type Article = ArticlePair<ArticleEntry>;

/** Every article in every language, newest first; the build stops on a missing or mismatched pair. */
export async function articles(): Promise<Article[]> {
  return pairArticles(await getCollection("articles"));
}

/** What the index shows of an article, in one language. */
export interface ArticleCard {
  slug: string;
  path: string;
  title: string;
  description: string;
  date: Date;
  tags: readonly ArticleTag[];
  minutes: number;
}

/** An article's card in one language, its words set as page copy is. */
export function articleCard({ slug, path, languages }: Article, language: Language): ArticleCard {
  const { data, body } = languages[language];
  const { title, description } = typeset({ title: data.title, description: data.description });
  return {
    slug,
    path,
    title,
    description,
    date: data.date,
    tags: data.tags,
    minutes: readingMinutes(body ?? "", language),
  };
}

/** Every topic that has at least one article, in the order of `ARTICLE_TAGS`. */
export function usedTags(all: readonly Article[]): ArticleTag[] {
  const used = new Set(all.flatMap((article) => article.languages.en.data.tags));
  return ARTICLE_TAGS.filter((tag) => used.has(tag));
}

/** A language's feed of articles, as a page's head and the index name it. */
export function articlesFeed(language: Language): FeedLink {
  return { href: localizePath(`${INSIGHTS_PATH}/feed.xml`, language), title: copyFor("articles", language).feed.title };
}
