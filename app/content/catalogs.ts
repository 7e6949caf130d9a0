import type { Language } from "@shared/languages";
import { typeset } from "@shared/typeset";
import { admin as adminEn } from "./en/admin";
import { articles as articlesEn } from "./en/articles";
import { caseStudies as caseStudiesEn } from "./en/case-studies";
import { common as commonEn } from "./en/common";
import { consulting as consultingEn } from "./en/consulting";
import { education as educationEn } from "./en/education";
import { forms as formsEn } from "./en/forms";
import { home as homeEn } from "./en/home";
import { meta as metaEn } from "./en/meta";
import { newsletter as newsletterEn } from "./en/newsletter";
import { privacy as privacyEn } from "./en/privacy";
import { shell as shellEn } from "./en/shell";
import { admin as adminPt } from "./pt/admin";
import { articles as articlesPt } from "./pt/articles";
import { caseStudies as caseStudiesPt } from "./pt/case-studies";
import { common as commonPt } from "./pt/common";
import { consulting as consultingPt } from "./pt/consulting";
import { education as educationPt } from "./pt/education";
import { forms as formsPt } from "./pt/forms";
import { home as homePt } from "./pt/home";
import { meta as metaPt } from "./pt/meta";
import { newsletter as newsletterPt } from "./pt/newsletter";
import { privacy as privacyPt } from "./pt/privacy";
import { shell as shellPt } from "./pt/shell";

/**
 * Every catalog in both languages, for checks that look across all copy (tests, audits). Pages
 * import their own catalogs directly so each page ships only its own words.
 */
export const catalogs = {
  shell: { en: shellEn, pt: shellPt },
  common: { en: commonEn, pt: commonPt },
  meta: { en: metaEn, pt: metaPt },
  home: { en: homeEn, pt: homePt },
  caseStudies: { en: caseStudiesEn, pt: caseStudiesPt },
  articles: { en: articlesEn, pt: articlesPt },
  consulting: { en: consultingEn, pt: consultingPt },
  education: { en: educationEn, pt: educationPt },
  forms: { en: formsEn, pt: formsPt },
  privacy: { en: privacyEn, pt: privacyPt },
  newsletter: { en: newsletterEn, pt: newsletterPt },
  admin: { en: adminEn, pt: adminPt },
} as const;

/** Words that are the same in both languages on purpose: names, brands, numbers, tech terms. */
export const SAME_IN_BOTH = [
  /^OnRails Labs$/,
  /^Product On Rails$/,
  /^LinkedIn$/,
  /^GitHub$/,
  /^Outlook$/,
  /^E-mail$/,
  /^404$/,
  /^[\d\s%+.,hmin-]+$/,
  /^MLOps$/,
  /^Spam$/,
  /^Webhooks?$/,
  /^Tablet$/,
  /^—$/,
];

/** Every string of a catalog with its path, functions called with sample arguments. */
export function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return strings((value as (...args: unknown[]) => unknown)(2026, 4), path);
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) =>
      ["key", "icon", "href", "value"].includes(key) ? [] : strings(child, path ? `${path}.${key}` : key),
    );
  return [];
}

export type CatalogName = keyof typeof catalogs;

/**
 * One catalog in one language, for components rendered at build time: `copyFor("home", language)`.
 * Islands never call it (it reaches every catalog in both languages): each imports its own
 * catalogs, as the forms do in `app/forms/form-copy.ts`.
 */
export function copyFor<K extends CatalogName>(name: K, language: Language): (typeof catalogs)[K]["en"] {
  // The head's words (titles, descriptions) are read by search engines and link previews, not
  // wrapped on a page: they stay as written, plain hyphens included.
  if (name === "meta") return catalogs[name][language];
  const cacheKey = `${name}/${language}`;
  const cached = typesetCatalogs.get(cacheKey);
  if (cached) return cached as (typeof catalogs)[K]["en"];
  const copy = typeset(catalogs[name][language]);
  typesetCatalogs.set(cacheKey, copy);
  return copy;
}

/** Each catalog set once per build (`shared/typeset.ts`). */
const typesetCatalogs = new Map<string, unknown>();
