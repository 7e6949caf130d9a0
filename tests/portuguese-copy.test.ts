import { existsSync, globSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { formatDate, formatWhen } from "../shared/call-time";
import { caseStudies } from "../app/content/pt/case-studies";
import { hyphenatedWords, WHOLE_CLASS } from "../shared/typeset";

/**
 * Issue 30: what a Brazilian visitor reads has no time zone written as a machine writes it
 * ("America/Sao_Paulo") and no English left in. Read from the built pages, as served, and from
 * every Portuguese catalog there is (the site's, and the shared and server ones where they exist),
 * so a new page or catalog is checked without being listed here.
 *
 * Issue 43 added the shape of the words (app/content/glossary.md): the reader is "você", never
 * "vocês"; the first of a month is "1º"; a time in a sentence is "às 9h"; the English pages spell
 * as Americans do; nothing is hyphenated automatically; a number keeps its unit on its line.
 */

const ROOT = resolve(import.meta.dirname, "..");
const BUILT = resolve(ROOT, "build/client/pt");
const BUILT_SITE = resolve(ROOT, "build/client");

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
 * company, the workshop, products, standards, and the language switcher's "English", which is
 * that language's own name.
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
  // The browser signals the privacy notice names, as their specifications spell them.
  "Global Privacy Control",
  "Do Not Track",
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
  // An article's code block is code, the same in every language (its comments are translated).
  for (const element of document.querySelectorAll("script, style, template, noscript[data-ignore], pre")) {
    element.remove();
  }
  // A word or a heading's last two kept on one line (decision 142) are read with the words around them.
  for (const whole of document.querySelectorAll(`.${WHOLE_CLASS}`)) whole.replaceWith(whole.textContent ?? "");
  document.body.normalize();
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

// Issue 43 ------------------------------------------------------------------------------------

/** The owner's console has its own pass (issues 39 and 40): these checks read what visitors read. */
const isVisitorCatalog = (file: string) => !/admin|spam-folder|owner/.test(file);

/** "vocês" speaking to the reader: the site says "você" to one person (quoting a visitor is not copy). */
const PLURAL_YOU = /(?<!\p{L})vocês(?!\p{L})/iu;

const MONTHS = "janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro";
/** "1 de dezembro": Brazilians write the first of a month "1º de dezembro". */
const FIRST_AS_CARDINAL = new RegExp(`(?<![\\d\\p{L}º])1 de (?:${MONTHS})`, "iu");

/** A time as a timetable writes it, in a sentence: "às 09:00" where Brazilians write "às 9h". */
const CLOCK_IN_A_SENTENCE = /\bàs \d{1,2}:\d\d/u;

/**
 * British spellings that a native US editor would change: -isation, -ise/-ised on the verbs that
 * take -ize in the US, -our words, and a few more. "advised", "promise" and "hour" are American.
 */
const BRITISH = new RegExp(
  [
    String.raw`\w+isations?`,
    String.raw`(?:organ|priorit|real|recogn|optim|minim|maxim|custom|standard|util|summar|author|special|categor|emphas|apolog|critic|normal|synchron|memor|stabil|initial|modern|personal|digit|character|capital|visual|final|general|local|central)is(?:e|es|ed|ing)`,
    String.raw`(?:colour|behaviour|favour|honour|labour|neighbour|flavour|humour|endeavour|harbour|rumour|odour|savour|vigour|rigour|armour)\w*`,
    "centres?|licence|catalogue|programmes?|whilst|analys(?:e|ed|es|ing)|cheques?",
  ]
    .map((alternative) => `\\b(?:${alternative})\\b`)
    .join("|"),
  "gi",
);
const britishIn = (text: string) => [...text.matchAll(BRITISH)].map(([word]) => word);

/** A number and its unit parted by an ordinary space, which may end a line between them. */
const NUMBER_PARTED_FROM_UNIT =
  /\d[\d.,]*%? (?:h|min|hours?|horas?|minutes?|minutos?|weeks?|semanas?|days?|dias?|months?|meses)(?![\p{L}\p{N}])/u;

/** The text a visitor reads on a built page, outside forms (labels stay as typed) and addresses. */
function setText(html: string): string[] {
  const { document } = new JSDOM(html).window;
  for (const element of document.querySelectorAll("script, style, template, form, a[href^='mailto:']")) {
    element.remove();
  }
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  return texts;
}

const builtPages = (language: string) =>
  existsSync(BUILT_SITE)
    ? globSync(`${language}/**/*.html`, { cwd: BUILT_SITE })
        // The admin is the owner's; the page frame holds the server's marks, not copy (decision 095).
        .filter((file) => !file.includes("/admin") && !file.includes("/page-frame"))
        .sort()
    : [];

const moduleTexts = async (file: string) => {
  const module: Record<string, unknown> = await import(pathToFileURL(resolve(ROOT, file)).href);
  return Object.entries(module).flatMap(([name, value]) => catalogStrings(value, name));
};

/** Every catalog of a language: the visitor's and the owner's. */
const catalogs = (language: "en" | "pt") =>
  [
    `app/content/${language}/**/*.{ts,tsx}`,
    `shared/content/${language}/**/*.{ts,tsx}`,
    `server/*/copy/**/${language}.ts`,
  ]
    .flatMap((pattern) => globSync(pattern, { cwd: ROOT }))
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .sort();

const visitorCatalogs = (language: "en" | "pt") => catalogs(language).filter(isVisitorCatalog);

/** The Markdown a visitor reads: the case studies and the articles. */
const caseStudyFiles = (language: "en" | "pt") =>
  globSync(`app/content/{case-studies,articles}/${language}/*.md`, { cwd: ROOT }).sort();

describe("the words' shape (issue 43)", () => {
  it.each(visitorCatalogs("pt"))(
    "%s speaks to one reader, as você, and writes the first of a month 1º",
    async (file) => {
      const texts = await moduleTexts(file);
      expect(texts.filter(([, text]) => PLURAL_YOU.test(text))).toEqual([]);
      expect(texts.filter(([, text]) => FIRST_AS_CARDINAL.test(text))).toEqual([]);
      expect(texts.filter(([, text]) => CLOCK_IN_A_SENTENCE.test(text))).toEqual([]);
    },
  );

  it.each(caseStudyFiles("pt"))("%s speaks as você", (file) => {
    expect(readFileSync(resolve(ROOT, file), "utf8")).not.toMatch(PLURAL_YOU);
  });

  // The owner's console too: the site declares en_US to the owner as much as to a visitor.
  it.each([...catalogs("en"), ...caseStudyFiles("en")])("%s spells as Americans do", async (file) => {
    const texts: [string, string][] = file.endsWith(".md")
      ? [[file, readFileSync(resolve(ROOT, file), "utf8")]]
      : await moduleTexts(file);
    expect(texts.flatMap(([path, text]) => britishIn(text).map((word) => `${path}: ${word}`))).toEqual([]);
  });

  it("writes a call's day and time as Brazilians do, in a sentence", () => {
    const first = new Date("2026-12-01T12:00:00Z");
    expect(formatDate(first, "America/Sao_Paulo", "pt")).toBe("terça-feira, 1º de dezembro");
    expect(formatWhen(first, "America/Sao_Paulo", "pt")).toBe("terça-feira, 1º de dezembro de 2026, às 9h");
    expect(formatWhen(new Date("2026-12-11T12:30:00Z"), "America/Sao_Paulo", "pt")).toBe(
      "sexta-feira, 11 de dezembro de 2026, às 9h30",
    );
    expect(caseStudies.published(first)).toBe("Publicado em 1º de dezembro de 2026");
  });

  it("hyphenates no word automatically, anywhere in the site's styles", () => {
    const sources = globSync("app/**/*.{css,tsx,astro}", { cwd: ROOT }).filter((file) => !/\.test\./.test(file));
    const hyphenating = sources.filter((file) =>
      /hyphens-auto|hyphens:\s*auto/.test(readFileSync(resolve(ROOT, file), "utf8")),
    );
    expect(hyphenating).toEqual([]);
    const built = existsSync(BUILT_SITE) ? globSync("**/*.{css,html}", { cwd: BUILT_SITE }) : [];
    expect(built.filter((file) => /hyphens:\s*auto/.test(readFileSync(resolve(BUILT_SITE, file), "utf8")))).toEqual([]);
  });

  describe.each(["en", "pt"])("the built %s pages", (language) => {
    it.each(builtPages(language))("%s: no number parted from its unit", (file) => {
      const html = readFileSync(resolve(BUILT_SITE, file), "utf8");
      const texts = setText(html);
      expect(texts.filter((text) => NUMBER_PARTED_FROM_UNIT.test(text))).toEqual([]);
      if (language === "pt") {
        expect(texts.filter((text) => PLURAL_YOU.test(text) || FIRST_AS_CARDINAL.test(text))).toEqual([]);
      } else {
        expect(texts.flatMap((text) => britishIn(text))).toEqual([]);
      }
      // Headings are balanced: the page's stylesheet sets every heading level so.
      expect(html).toMatch(/h1,\s*h2,\s*h3,\s*h4\s*\{[^}]*text-wrap:\s*balance/);
    });

    // Decision 142: the build keeps each hyphenated word whole and binds a heading's last two words.
    it.each(builtPages(language))("%s: no line may end at a hyphen, no heading on one word", (file) => {
      const { document } = new JSDOM(readFileSync(resolve(BUILT_SITE, file), "utf8")).window;
      // The islands set their own words (app/components/ui/words.tsx); the unit tests hold those.
      for (const element of document.querySelectorAll("script, style, template, astro-island, svg")) element.remove();
      const breakable: string[] = [];
      const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const words = hyphenatedWords(node.textContent ?? "").filter((_, index) => index % 2 === 1);
        const whole = node.parentElement?.classList.contains(WHOLE_CLASS) && words.length === 1;
        if (words.length > 0 && !whole) breakable.push(...words);
      }
      expect(breakable).toEqual([]);
      // A heading of three words or more ends with its last two in one element that does not wrap.
      const loose = [...document.querySelectorAll("h1, h2, h3, h4")].filter((heading) => {
        const last = [...heading.querySelectorAll("*")].at(-1);
        const lastTwo = last?.classList.contains(WHOLE_CLASS) && /\S\s+\S+\s*$/.test(heading.textContent!);
        return heading.textContent!.trim().split(/\s+/).length >= 3 && !(lastTwo && /\S\s\S/.test(last!.textContent!));
      });
      expect(loose.map((heading) => heading.textContent)).toEqual([]);
    });
  });
});
