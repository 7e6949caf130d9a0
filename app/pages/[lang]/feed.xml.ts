import rss from "@astrojs/rss";
import type { APIRoute } from "astro";
import { caseStudies } from "~/case-studies/collection";
import { copyFor } from "~/content/catalogs";
import { identity } from "@shared/identity";
import { LANGUAGE_TAGS, type Language } from "@shared/languages";
import { getStaticPaths as languagePaths } from "@shared/pages";
import { absoluteUrl, feedPath } from "~/seo/meta";

export const getStaticPaths = languagePaths;

/** `/{lang}/feed.xml`: the case studies in one language, newest first, for feed readers. */
export const GET: APIRoute<{ language: Language }> = async ({ props }) => {
  const { language } = props;
  const copy = copyFor("caseStudies", language).feed;
  return rss({
    title: copy.title,
    description: copy.description,
    site: absoluteUrl("/", language),
    items: (await caseStudies()).map((study) => {
      const { title, summary, date, sector } = study.languages[language].data;
      return {
        title,
        description: summary,
        pubDate: date,
        link: absoluteUrl(study.path, language),
        categories: [sector],
      };
    }),
    // The feed names its language and its own address (atom:link), as the RSS Advisory Board's
    // best practices ask and feed validators check.
    customData:
      `<language>${LANGUAGE_TAGS[language]}</language>` +
      `<atom:link href="${identity.siteUrl}${feedPath(language)}" rel="self" type="application/rss+xml"/>`,
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
  });
};
