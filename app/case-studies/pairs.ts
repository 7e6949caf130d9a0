import { LANGUAGES, type Language } from "@shared/languages";

/** Where the case studies' Markdown lives, as the build's messages name it. */
const CASE_STUDY_FOLDER = "app/content/case-studies";

/** One Markdown file of the collection, as Astro's loader hands it over (`id` is `en/slug`). */
interface CaseFile {
  id: string;
  data: { date: Date };
}

/** A case study in every language, under the one path it has in each (`/case-studies/slug`). */
export interface CasePair<File> {
  slug: string;
  path: string;
  languages: Record<Language, File>;
}

/** The page of a case study below `/{lang}`. */
function caseStudyPath(slug: string): string {
  return `/case-studies/${slug}`;
}

const fileOf = (language: string, slug: string) => `${CASE_STUDY_FOLDER}/${language}/${slug}.md`;

/**
 * The files paired by name across languages, newest first. A case that is missing in one language
 * stops the build, naming the file that has no partner and the one to write: a visitor switching
 * language must never land on a missing page, and hreflang must name both.
 */
export function pairCaseStudies<File extends CaseFile>(files: readonly File[]): CasePair<File>[] {
  const bySlug = new Map<string, Partial<Record<Language, File>>>();
  for (const file of files) {
    const [language, slug] = file.id.split("/");
    if (!slug || !LANGUAGES.some((known) => known === language)) {
      throw new Error(`${CASE_STUDY_FOLDER}/${file.id}.md: a case study lives in ${CASE_STUDY_FOLDER}/{en,pt}/.`);
    }
    bySlug.set(slug, { ...bySlug.get(slug), [language as Language]: file });
  }
  const pairs = [...bySlug].map(([slug, found]) => {
    for (const language of LANGUAGES) {
      if (found[language] !== undefined) continue;
      const present = LANGUAGES.find((other) => found[other] !== undefined)!;
      throw new Error(
        `Case study ${fileOf(present, slug)} has no translation: write ${fileOf(language, slug)} ` +
          `(every case study is published in every language, or not at all).`,
      );
    }
    return { slug, path: caseStudyPath(slug), languages: found as Record<Language, File> };
  });
  return pairs.sort(
    (a, b) => b.languages.en.data.date.getTime() - a.languages.en.data.date.getTime() || a.slug.localeCompare(b.slug),
  );
}
