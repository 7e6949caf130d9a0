import { LANGUAGES, type Language } from "../../shared/languages.js";
import { PAGE_FRAME } from "../../shared/pages.js";
import { localizePath } from "../../shared/paths.js";
import { inlineScriptHashes, pagePolicy } from "./csp.js";

/**
 * The site's own frame for the pages the server renders: the build's `/{lang}/page-frame` page
 * (app/pages/[lang]/page-frame.astro), with its header, footer, language switch and stylesheet,
 * read once when the site is loaded (server/site/plugin.ts). Without a build (unit tests, a
 * collector run apart from the site) there is none, and a page is a bare document instead.
 * Held by the module, not the app: the pages are rendered by plain functions far from any request,
 * and the built site is the same for every app of a process (docs/decisions/095).
 */
let frames: Partial<Record<Language, string>> = {};
let policy: string | undefined;

/** The build's file of the frame in one language, as the site's scan names it. */
export function pageFrameFile(language: Language): string {
  return `${localizePath(PAGE_FRAME.page, language)}/index.html`;
}

/** Takes the frames of a build (both languages, or none: a frame in one language only is a broken build). */
export function usePageFrames(found: Partial<Record<Language, string>>): void {
  const complete = LANGUAGES.every((language) => found[language]?.includes(PAGE_FRAME.content));
  frames = complete ? found : {};
  const hashes = complete ? LANGUAGES.flatMap((language) => inlineScriptHashes(found[language]!)) : [];
  policy = complete ? pagePolicy([...new Set(hashes)], undefined) : undefined;
}

/** The Content-Security-Policy of a framed page: the site's pages' own, or none without a frame. */
export function framedPagePolicy(): string | undefined {
  return policy;
}

interface FramedPage {
  language: Language;
  /** Already escaped for HTML (React wrote it). */
  title: string;
  /** The page's own markup, below its title. */
  content: string;
  /** The same page in each language, for the frame's language switch; the site's home otherwise. */
  alternates: Partial<Record<Language, string>>;
}

/** The page in the site's frame, or undefined when there is no frame to put it in. */
export function framePage(page: FramedPage): string | undefined {
  const frame = frames[page.language];
  if (frame === undefined) return undefined;
  let html = frame.split(PAGE_FRAME.title).join(page.title);
  for (const language of LANGUAGES) {
    const href = page.alternates[language] ?? localizePath("/", language);
    html = html.split(`href="${localizePath(PAGE_FRAME.page, language)}"`).join(`href="${escapeAttribute(href)}"`);
  }
  // split/join, not replace: a page's content may hold `$&` and other replacement patterns.
  return html.split(PAGE_FRAME.content).join(page.content);
}

function escapeAttribute(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}
