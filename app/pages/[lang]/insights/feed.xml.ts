import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { articles, articlesFeed } from "~/articles/collection";
import { INSIGHTS_PATH } from "~/articles/pairs";
import { copyFor } from "~/content/catalogs";
import { identity } from "@shared/identity";
import { LANGUAGE_TAGS, type Language } from "@shared/languages";
import { getStaticPaths as languagePaths } from "@shared/pages";
import { absoluteUrl } from "~/seo/meta";

export const getStaticPaths = languagePaths;

/** `/{lang}/insights/feed.xml`: the articles in one language, newest first, for feed readers. */
export const GET: APIRoute<{ language: Language }> = async ({ props }) => {
  const { language } = props;
  const copy = copyFor("articles", language);
  return rss({
    title: copy.feed.title,
    description: copy.feed.description,
    site: absoluteUrl(INSIGHTS_PATH, language),
    items: (await articles()).map((article) => {
      const { title, description, date, tags } = article.languages[language].data;
      return {
        title,
        description,
        pubDate: date,
        link: absoluteUrl(article.path, language),
        categories: tags.map((tag) => copy.tags[tag]),
      };
    }),
    // Its language and its own address (atom:link), as the case studies' feed says them.
    customData:
      `<language>${LANGUAGE_TAGS[language]}</language>` +
      `<atom:link href="${identity.siteUrl}${articlesFeed(language).href}" rel="self" type="application/rss+xml"/>`,
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
  });
};
