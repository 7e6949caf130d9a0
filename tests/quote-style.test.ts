import { existsSync, globSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { QUOTES } from "../shared/quotes";
import type { Language } from "../shared/languages";

/**
 * Issue 53, point 8: one quote style per language. English writes straight quotes and
 * apostrophes ("a word", don't), the style most of its copy was written in; Portuguese writes
 * curly ones (“uma palavra”), as Brazilian typography does (shared/quotes.ts). Read from every
 * catalog (the site's, shared/'s and the server's, e-mails included), the Markdown a visitor
 * reads, the owner's content entries and the built pages as served, so a new one is checked
 * without being listed here. Code (an article's code blocks, inline code) is not copy.
 */

const ROOT = resolve(import.meta.dirname, "..");
const BUILT_SITE = resolve(ROOT, "build/client");

/** The marks a language does not write: the other style's quotes and apostrophes. */
const OTHER_STYLE: Record<Language, RegExp> = {
  en: /[“”‘’]/u,
  pt: /["']/u,
};

/** Each text with a mark of the other style, with where it is. */
function mixed(language: Language, texts: readonly (readonly [string, string])[]): string[] {
  return texts.filter(([, text]) => OTHER_STYLE[language].test(text)).map(([where, text]) => `${where}: ${text}`);
}

/** The language a file is written in, from its path: `…/en/…`, `en.ts`, `copy-pt.ts`, `owner-pt.ts`. */
function languageOfPath(file: string): Language | undefined {
  const match = /(?:^|[/-])(en|pt)(?:\/|\.\w+$)/.exec(file);
  if (match) return match[1] as Language;
  // The owner's e-mails and the digest are written in English, their Portuguese beside them in `-pt`.
  if (/\/(?:owner|copy)\.ts$/.test(file) && existsSync(resolve(ROOT, file.replace(/\.ts$/, "-pt.ts")))) return "en";
  return undefined;
}

/** Every string a value holds, functions called with sample values, with its path and language. */
function strings(
  value: unknown,
  path: string,
  language: Language | undefined,
  seen = new Set<unknown>(),
): [Language | undefined, string, string][] {
  if (typeof value === "string") return [[language, path, value]];
  if (seen.has(value)) return [];
  if (typeof value === "function") {
    try {
      return strings((value as (...args: unknown[]) => unknown)("Ana", "Ana", 2), path, language, seen);
    } catch {
      return [];
    }
  }
  if (value && typeof value === "object") {
    seen.add(value);
    return Object.entries(value).flatMap(([key, child]) =>
      ["key", "icon", "href", "value", "src"].includes(key)
        ? []
        : // A file holding both languages keeps each under its code.
          strings(child, `${path}.${key}`, language ?? (key === "en" || key === "pt" ? key : undefined), seen),
    );
  }
  return [];
}

const CATALOG_GLOBS = [
  "app/content/{en,pt}/**/*.{ts,tsx}",
  "shared/content/{en,pt}/**/*.{ts,tsx}",
  "server/**/copy/**/*.ts",
  "server/**/copy{,-pt}.ts",
];
const catalogFiles = CATALOG_GLOBS.flatMap((pattern) => globSync(pattern, { cwd: ROOT }))
  .filter((file) => !/\.test\.tsx?$/.test(file))
  .sort();

/** The Markdown a visitor reads, its code left out and its front matter read as values. */
const markdownFiles = globSync("app/content/**/{en,pt}/*.md", { cwd: ROOT }).sort();
function markdownProse(source: string): string {
  const [, frontMatter = "", body = source] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  // A YAML value may be wrapped in quotes of its own syntax: only what they wrap is read.
  const values = frontMatter
    .split("\n")
    .filter((line) => !/^\s*#/.test(line))
    .map((line) => line.replace(/^\s*(?:- )?(?:[\w-]+:)?\s*/, "").replace(/^(["'])(.*)\1$/, "$2"));
  const prose = body.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
  return [...values, prose].join("\n");
}

/** The owner's entries (decision 151): one JSON file each, the two languages side by side. */
const entryFiles = globSync("app/content/*/*.json", { cwd: ROOT }).sort();

/** What a visitor reads on a built page: its text and the attributes shown or read aloud. */
function pageText(html: string): string[] {
  const { document } = new JSDOM(html).window;
  for (const element of document.querySelectorAll("script, style, template, pre, code")) element.remove();
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of document.querySelectorAll("[alt], [title], [aria-label], [placeholder]")) {
    for (const name of ["alt", "title", "aria-label", "placeholder"]) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  for (const meta of document.querySelectorAll('meta[name="description"], meta[property="og:description"]')) {
    texts.push(meta.getAttribute("content") ?? "");
  }
  return texts;
}

const builtPages = (language: Language) =>
  existsSync(BUILT_SITE) ? globSync(`${language}/**/*.html`, { cwd: BUILT_SITE }).sort() : [];

describe("one quote style per language (issue 53)", () => {
  it("finds the catalogs, the Markdown and the entries", () => {
    expect(catalogFiles).toEqual(expect.arrayContaining(["app/content/en/home.ts", "server/booking/copy/pt.ts"]));
    expect(markdownFiles).toContain("app/content/articles/pt/why-ai-pilots-stall.md");
    expect(entryFiles).toContain("app/content/testimonials/example-testimonial.json");
  });

  it.each(catalogFiles)("%s", async (file) => {
    const module: Record<string, unknown> = await import(pathToFileURL(resolve(ROOT, file)).href);
    const found = Object.entries(module).flatMap(([name, value]) => strings(value, name, languageOfPath(file)));
    expect(found.length).toBeGreaterThan(0);
    for (const language of ["en", "pt"] as const) {
      const texts = found.filter(([of]) => of === language).map(([, path, text]) => [path, text] as const);
      expect(mixed(language, texts)).toEqual([]);
    }
  });

  it.each(markdownFiles)("%s", (file) => {
    const language = languageOfPath(file)!;
    expect(mixed(language, [[file, markdownProse(readFileSync(resolve(ROOT, file), "utf8"))]])).toEqual([]);
  });

  it.each(entryFiles)("%s", (file) => {
    const found = strings(JSON.parse(readFileSync(resolve(ROOT, file), "utf8")), file, undefined);
    for (const language of ["en", "pt"] as const) {
      const texts = found.filter(([of]) => of === language).map(([, path, text]) => [path, text] as const);
      expect(mixed(language, texts)).toEqual([]);
    }
  });

  describe.each(["en", "pt"] as const)("the built %s pages", (language) => {
    it("exist: `npm run build` comes first", () => {
      expect(builtPages(language).length, "Run `npm run build` before this test").toBeGreaterThanOrEqual(5);
    });
    it.each(builtPages(language))("%s", (file) => {
      const texts = pageText(readFileSync(resolve(BUILT_SITE, file), "utf8"));
      expect(texts.length).toBeGreaterThan(5);
      expect(
        mixed(
          language,
          texts.map((text) => [file, text] as const),
        ),
      ).toEqual([]);
    });
  });

  it("the marks each language writes are the ones it allows", () => {
    for (const language of ["en", "pt"] as const) {
      expect(OTHER_STYLE[language].test(QUOTES[language].open + QUOTES[language].close)).toBe(false);
    }
    expect(mixed("en", [["x", "Rule “spam” added"]])).toHaveLength(1);
    expect(mixed("pt", [["x", 'Regra "spam" adicionada']])).toHaveLength(1);
    expect(mixed("en", [["x", `Rule "spam" added, don't worry`]])).toEqual([]);
    expect(mixed("pt", [["x", "Regra “spam” adicionada"]])).toEqual([]);
  });
});
