import { getCollection, type CollectionEntry } from "astro:content";
import type { Language } from "@shared/languages";
import { typeset } from "@shared/typeset";
import { pairCaseStudies, type CasePair } from "./pairs";

export type CaseStudyEntry = CollectionEntry<"caseStudies">;
type CaseStudyData = CaseStudyEntry["data"];
export type CaseStudy = CasePair<CaseStudyEntry>;

/** Every case study in every language, newest first; the build stops on a missing translation. */
export async function caseStudies(): Promise<CaseStudy[]> {
  return pairCaseStudies(await getCollection("caseStudies"));
}

/** What a card linking to a case study shows, in one language. */
export interface CaseCard {
  slug: string;
  path: string;
  sector: string;
  title: string;
  summary: string;
  result: CaseStudyData["result"];
}

/** The case studies as cards in one language, for the pages that link to them, set as page copy is. */
export async function caseCards(language: Language): Promise<CaseCard[]> {
  return (await caseStudies()).map(({ slug, path, languages }) => {
    const { sector, title, summary, result } = languages[language].data;
    return { slug, path, ...typeset({ sector, title, summary, result }) };
  });
}
