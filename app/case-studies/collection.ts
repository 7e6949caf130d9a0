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

/** A case's headline result: its first measured one, or what changed when nothing was measured. */
export interface HeadlineResult {
  figure?: string;
  text: string;
}

export function headlineResult(data: Pick<CaseStudyData, "results" | "outcome">): HeadlineResult {
  const [first] = data.results;
  // The schema wants a measured result or an outcome, so one of the two is there.
  return first ? { figure: first.figure, text: first.text } : { text: data.outcome ?? "" };
}

/** What a card linking to a case study shows, in one language. */
export interface CaseCard {
  slug: string;
  path: string;
  sector: string;
  title: string;
  summary: string;
  result: HeadlineResult;
  /** Whether the case has a measured result: only those go under "results our clients can measure". */
  measured: boolean;
}

/** The case studies as cards in one language, for the pages that link to them, set as page copy is. */
export async function caseCards(language: Language): Promise<CaseCard[]> {
  return (await caseStudies()).map(({ slug, path, languages }) => {
    const data = languages[language].data;
    const { sector, title, summary } = data;
    return {
      slug,
      path,
      measured: data.results.length > 0,
      ...typeset({ sector, title, summary, result: headlineResult(data) }),
    };
  });
}
