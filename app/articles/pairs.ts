import { LANGUAGES, type Language } from "@shared/languages";

/** Where the articles' Markdown lives, as the build's messages name it. */
const ARTICLE_FOLDER = "app/content/articles";

/** One Markdown file of the collection, as Astro's loader hands it over (`id` is `en/slug`). */
interface ArticleFile {
  id: string;
  data: { date: Date; language: Language; pair: string };
}

/** An article in every language, under the one path it has in each (`/insights/slug`). */
export interface ArticlePair<File> {
  slug: string;
  path: string;
  languages: Record<Language, File>;
}

/** The articles' section below `/{lang}`: its index, and each article under it. */
export const INSIGHTS_PATH = "/insights";

/** An article's page below `/{lang}`. */
export function articlePath(slug: string): string {
  return `${INSIGHTS_PATH}/${slug}`;
}

const fileOf = (id: string) => `${ARTICLE_FOLDER}/${id}.md`;

/** Why a file cannot be published, or undefined when its place and its front matter agree. */
function misplaced(file: ArticleFile, language: string, slug: string | undefined): string | undefined {
  if (!slug || !LANGUAGES.some((known) => known === language))
    return `an article lives in ${ARTICLE_FOLDER}/{${LANGUAGES.join(",")}}/.`;
  if (file.data.language !== language)
    return `it is in the ${language} folder but says \`language: ${file.data.language}\`.`;
  const [pairLanguage, pairSlug] = file.data.pair.split("/");
  if (pairLanguage === language) return `its pair (${file.data.pair}) must be in the other language.`;
  if (pairSlug !== slug)
    return (
      `its pair is ${file.data.pair}, but a translation has the same file name, ` +
      `which is the article's path in every language (/{lang}${articlePath(slug)}): write ${pairLanguage}/${slug}.`
    );
  return undefined;
}

/**
 * The files paired across languages, newest first. Every article is published in every language
 * or not at all, and each names its translation (`pair`): a file whose folder, `language` or
 * `pair` disagree, or whose translation is missing, stops the build with a message naming the files.
 * A visitor switching language must never land on a missing page, and hreflang must name both.
 */
export function pairArticles<File extends ArticleFile>(files: readonly File[]): ArticlePair<File>[] {
  const bySlug = new Map<string, Partial<Record<Language, File>>>();
  for (const file of files) {
    const [language = "", slug] = file.id.split("/");
    const problem = misplaced(file, language, slug);
    if (problem) throw new Error(`Article ${fileOf(file.id)}: ${problem}`);
    bySlug.set(slug!, { ...bySlug.get(slug!), [language as Language]: file });
  }
  const pairs = [...bySlug].map(([slug, found]) => {
    for (const language of LANGUAGES) {
      if (found[language] !== undefined) continue;
      const present = LANGUAGES.find((other) => found[other] !== undefined)!;
      throw new Error(
        `Article ${fileOf(`${present}/${slug}`)} names ${found[present]!.data.pair} as its pair, which does not ` +
          `exist: write ${fileOf(`${language}/${slug}`)} (every article is published in every language, or not at all).`,
      );
    }
    return { slug, path: articlePath(slug), languages: found as Record<Language, File> };
  });
  return pairs.sort(
    (a, b) => b.languages.en.data.date.getTime() - a.languages.en.data.date.getTime() || a.slug.localeCompare(b.slug),
  );
}
