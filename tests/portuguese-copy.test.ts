import { existsSync, globSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

/**
 * Issue 30: what a Brazilian visitor reads has no time zone written as a machine writes it
 * ("America/Sao_Paulo") and no English left in. Read from the built pages, as served, and from
 * every Portuguese catalog there is (the site's, and the shared and server ones where they exist),
 * so a new page or catalog is checked without being listed here.
 */

const ROOT = resolve(import.meta.dirname, "..");
const BUILT = resolve(ROOT, "build/client/pt");

/** An IANA zone identifier: "America/Sao_Paulo", "Europe/Lisbon", "Etc/GMT+3". */
const IANA_ZONE =
  /\b(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z_+-]+/;

/**
 * English words that Portuguese never uses: function words and the interface words most likely to
 * be left untranslated. Words both languages share ("a", "do", "no", "time", "menu", "site",
 * "online") are not here.
 */
const ENGLISH = new Set(
  (
    "the and of to your you with for is are our we this that from on at by it be or not will can has have " +
    "what how when why which who more about page home book booked booking call send sending sent message " +
    "here learn started start free choose pick contact privacy language loading error please thank thanks " +
    "back next close skip found went wrong something try again submit required name company work business " +
    "request received unexpected application return go just only all any an my me us its was were been if " +
    "then than but so up out into over after before because while there their they them these those would " +
    "should could may might must each every other such own same few many most some very now new get make " +
    "see use find help need want like also well way day week weeks hour hours minute minutes read show " +
    "yes cancel reschedule confirm time zone times slots slot booked invitation open"
  )
    .split(" ")
    // Portuguese words too: "time" (team), "times", "for" (ser), "me", "use" (usar), "more" (morar).
    .filter((word) => !["time", "times", "for", "me", "use", "more"].includes(word)),
);

/**
 * Names that are written the same in every language, removed before the words are read: the
 * company, the workshop, products, and the language switcher's "English", which is that language's
 * own name.
 */
const NAMES = [
  "OnRails Labs",
  "Product On Rails",
  "LinkedIn",
  "GitHub",
  "English",
  "Oops!",
  "user agent",
  "Deep learning",
];

function englishIn(text: string): string[] {
  let rest = text;
  for (const name of NAMES) rest = rest.replaceAll(name, " ");
  // E-mail addresses and web addresses are not words of the sentence.
  rest = rest.replace(/\S+@\S+|https?:\/\/\S+|\{\w+\}/g, " ");
  const words = rest.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
  return [...new Set(words.filter((word) => ENGLISH.has(word)))];
}

/** What a visitor reads on a built page: its text, and the attributes read aloud or shown. */
function readableText(html: string): string[] {
  const { document } = new JSDOM(html).window;
  for (const element of document.querySelectorAll("script, style, template, noscript[data-ignore]")) element.remove();
  const texts = [document.title];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of document.querySelectorAll(
    "[alt], [title], [aria-label], [placeholder], [data-label-open], [data-label-close]",
  )) {
    for (const name of ["alt", "title", "aria-label", "placeholder", "data-label-open", "data-label-close"]) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  for (const meta of document.querySelectorAll(
    'meta[name="description"], meta[property^="og:"][property$="title"], meta[property="og:description"]',
  )) {
    texts.push(meta.getAttribute("content") ?? "");
  }
  return texts;
}

/** Every string a catalog module exports, functions called with sample values. */
function catalogStrings(value: unknown, path: string, seen = new Set<unknown>()): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (seen.has(value)) return [];
  if (typeof value === "function") {
    try {
      return catalogStrings((value as (...args: unknown[]) => unknown)("Ana", "Ana", 2), path, seen);
    } catch {
      return [];
    }
  }
  if (value && typeof value === "object") {
    seen.add(value);
    return Object.entries(value).flatMap(([key, child]) =>
      ["key", "icon", "href", "value"].includes(key) ? [] : catalogStrings(child, `${path}.${key}`, seen),
    );
  }
  return [];
}

// The site's and shared/'s catalog folders, and each server capability's Portuguese copy.
const CATALOG_GLOBS = ["app/content/pt/**/*.{ts,tsx}", "shared/content/pt/**/*.{ts,tsx}", "server/*/copy/**/pt.ts"];
const catalogFiles = CATALOG_GLOBS.flatMap((pattern) =>
  globSync(pattern, { cwd: ROOT }).filter((file) => !/\.test\.tsx?$/.test(file)),
).sort();

describe("the built Portuguese pages", () => {
  it("exist: `npm run build` comes first", () => {
    expect(
      existsSync(BUILT),
      `No built site at ${BUILT}. Run \`npm run build\` before this test: it reads the pages as they are served.`,
    ).toBe(true);
    expect(globSync("**/*.html", { cwd: BUILT }).length).toBeGreaterThanOrEqual(5);
  });

  const pages = existsSync(BUILT) ? globSync("**/*.html", { cwd: BUILT }).sort() : [];
  it.each(pages)("pt/%s has no IANA zone and no English word", (file) => {
    const texts = readableText(readFileSync(resolve(BUILT, file), "utf8"));
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.filter((text) => IANA_ZONE.test(text))).toEqual([]);
    expect(
      texts.map((text) => ({ text, english: englishIn(text) })).filter(({ english }) => english.length > 0),
    ).toEqual([]);
  });
});

describe("the Portuguese catalogs", () => {
  it("are found", () => {
    expect(catalogFiles).toContain("app/content/pt/home.ts");
  });

  it.each(catalogFiles)("%s has no IANA zone and no English word", async (file) => {
    const module: Record<string, unknown> = await import(pathToFileURL(resolve(ROOT, file)).href);
    const texts = Object.entries(module).flatMap(([name, value]) => catalogStrings(value, name));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter(([, text]) => IANA_ZONE.test(text))).toEqual([]);
    expect(
      texts
        .map(([path, text]) => ({ path, text, english: englishIn(text) }))
        .filter(({ english }) => english.length > 0),
    ).toEqual([]);
  });
});

describe("the checks themselves", () => {
  it("find what they look for", () => {
    expect(IANA_ZONE.test("Horário Padrão de Brasília (America/Sao_Paulo)")).toBe(true);
    expect(IANA_ZONE.test("horário de Brasília (UTC−3)")).toBe(false);
    expect(englishIn("Escolha um horário. Book your call")).toEqual(["book", "your", "call"]);
    expect(englishIn("Workshop Product On Rails para seu time, no LinkedIn")).toEqual([]);
  });
});
