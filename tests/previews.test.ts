import { existsSync, globSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { HOME_AT_ROOT_PAGE } from "../shared/pages";

/**
 * Issue 41: every page a link can point to names a preview of its own, in its own language, and the
 * build wrote it as a 1200 × 630 PNG. Read from the built site, as it is served, so a new page is
 * checked without being listed here.
 */

const CLIENT = resolve(import.meta.dirname, "../build/client");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size, from its header: the signature, then the IHDR chunk with width and height. */
function pngSize(file: Buffer): { width: number; height: number } | undefined {
  if (!file.subarray(0, 8).equals(PNG_SIGNATURE) || file.toString("latin1", 12, 16) !== "IHDR") return undefined;
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

interface Head {
  page: string;
  lang: string;
  image: string | undefined;
  alt: string | undefined;
  locale: string | undefined;
  alternateLocales: string[];
  canonical: string | undefined;
}

function readHead(page: string): Head {
  const { document } = new JSDOM(readFileSync(resolve(CLIENT, page), "utf8")).window;
  const meta = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute("content");
  return {
    page,
    lang: document.documentElement.lang,
    image: meta("og:image") ?? undefined,
    alt: meta("og:image:alt") ?? undefined,
    locale: meta("og:locale") ?? undefined,
    alternateLocales: [...document.querySelectorAll('meta[property="og:locale:alternate"]')].map(
      (element) => element.getAttribute("content") ?? "",
    ),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined,
  };
}

const LOCALES: Record<string, string> = { en: "en_US", "pt-BR": "pt_BR" };
const heads = existsSync(CLIENT)
  ? globSync("{en,pt}/**/index.html", { cwd: CLIENT })
      // The copies of the home page that answer `/` are the home page, not pages of their own.
      .filter((page) => !page.includes(`${HOME_AT_ROOT_PAGE}/`))
      .sort()
      .map(readHead)
      .filter((head) => head.canonical !== undefined)
  : [];

describe("the built pages' previews", () => {
  it("exist for the pages a search engine lists: `npm run build` comes first", () => {
    expect(existsSync(CLIENT), `No built site at ${CLIENT}. Run \`npm run build\` before this test.`).toBe(true);
    const sitemap = readFileSync(resolve(CLIENT, "sitemap.xml"), "utf8");
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed.length).toBeGreaterThanOrEqual(12);
    expect(heads.map((head) => head.canonical).sort()).toEqual(listed.sort());
  });

  it.each(heads.map((head) => [head.page, head] as const))("%s names its own 1200 × 630 PNG", (_, head) => {
    const language = head.lang === "pt-BR" ? "pt" : "en";
    expect(head.image).toMatch(new RegExp(`^https://[^/]+/og/${language}/[\\w/-]+\\.png$`));
    const file = readFileSync(resolve(CLIENT, `.${new URL(head.image!).pathname}`));
    expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
    expect(head.alt?.length).toBeGreaterThan(20);
    expect(head.locale).toBe(LOCALES[head.lang]);
    expect(head.alternateLocales).toEqual(Object.values(LOCALES).filter((locale) => locale !== head.locale));
  });

  it("differ from page to page and from language to language", () => {
    const images = heads.map((head) => head.image);
    expect(new Set(images).size).toBe(images.length);
    const bytes = images.map((image) =>
      readFileSync(resolve(CLIENT, `.${new URL(image!).pathname}`)).toString("base64"),
    );
    expect(new Set(bytes).size).toBe(bytes.length);
  });

  it("say in Portuguese what the Portuguese page says", () => {
    const alts = Object.fromEntries(heads.map((head) => [new URL(head.canonical!).pathname, head.alt]));
    expect(alts["/pt/consulting"]).toContain("Consultoria de IA enxuta para startups");
    expect(alts["/en/consulting"]).toContain("Lean AI consulting for startups");
    expect(alts["/pt/case-studies/editorial-knowledge-graph"]).toContain("Caso de sucesso");
  });
});

describe("pngSize", () => {
  it("reads a PNG's header and refuses anything else", () => {
    const header = Buffer.concat([PNG_SIGNATURE, Buffer.from([0, 0, 0, 13]), Buffer.from("IHDR"), Buffer.alloc(8)]);
    header.writeUInt32BE(1200, 16);
    header.writeUInt32BE(630, 20);
    expect(pngSize(header)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(Buffer.from("<svg/>"))).toBeUndefined();
  });
});
