import type { Page } from "@playwright/test";
import { expect, loaded, photograph, seriousAxeFindings, test } from "./fixtures";

/**
 * Issue 54: the articles ("Insights" / "Artigos") are pages a reader finds from any page, filters by
 * topic, reads with its reading time, and opens in the other language; at a phone's width and a
 * desktop's, with JavaScript and without. Feed readers and search engines get each article too.
 */

const LANGUAGES = { en: "en", pt: "pt-BR" } as const;
type Language = keyof typeof LANGUAGES;

const ARTICLES = {
  "why-ai-pilots-stall": {
    en: "Why AI pilots stall before production",
    pt: "Por que pilotos de IA travam antes de chegar à produção",
  },
  "lean-first-version": {
    en: "What a lean first version of an AI feature looks like",
    pt: "Como é uma primeira versão enxuta de uma funcionalidade de IA",
  },
} as const;

const WORDS = {
  en: { section: "Insights", evaluation: "Evaluation", minutes: /^\d+\s+min read$/, other: "Read it in Portuguese" },
  pt: { section: "Artigos", evaluation: "Avaliação", minutes: /^\d+\s+min de leitura$/, other: "Ler em inglês" },
} as const;

const other = (language: Language): Language => (language === "en" ? "pt" : "en");

/** A heading's text as a reader reads it: the build binds words with no-break spaces. */
const headingText = (text: string) => new RegExp(`^${text.replace(/\s+/g, "\\s+")}$`);

/**
 * Axe runs as a script in the page, so a page opened without JavaScript is checked with it: its
 * markup is the same HTML, built once.
 */
async function expectNothingSerious(page: Page, javaScriptEnabled: boolean): Promise<void> {
  if (!javaScriptEnabled) return;
  expect(await seriousAxeFindings(page)).toEqual([]);
}

for (const width of [375, 1440]) {
  for (const javaScriptEnabled of [true, false]) {
    // One project runs these: each sets its own width (the brief's 375 and 1440 px).
    test.describe(`at ${width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript @desktop`, () => {
      test.use({ viewport: { width, height: 900 }, javaScriptEnabled });

      for (const language of ["en", "pt"] as const) {
        test(`a reader in ${language} finds the articles, filters a topic, reads one and opens it in the other language`, async ({
          page,
        }) => {
          test.slow();
          const words = WORDS[language];
          await page.goto(`/${language}/`);
          await loaded(page);
          await page.locator("footer").getByRole("link", { name: words.section, exact: true }).click();
          await expect(page).toHaveURL(`/${language}/insights`);
          await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGES[language]);
          const main = page.locator("main");
          for (const [slug, titles] of Object.entries(ARTICLES)) {
            await expect(main.getByRole("link", { name: headingText(titles[language]) })).toHaveAttribute(
              "href",
              `/${language}/insights/${slug}`,
            );
          }
          await expect(main.locator("[data-reading-time]")).toHaveCount(Object.keys(ARTICLES).length);
          await expectNothingSerious(page, javaScriptEnabled);
          await photograph(page, `articles-index-${language}-${width}${javaScriptEnabled ? "" : "-nojs"}`);

          // A topic is a link to its own page: the filter needs no script.
          const topics = page.getByRole("navigation", { name: language === "en" ? "Topics" : "Temas" });
          await topics.getByRole("link", { name: words.evaluation }).click();
          await expect(page).toHaveURL(`/${language}/insights/tags/evaluation`);
          await expect(
            page.getByRole("navigation", { name: language === "en" ? "Topics" : "Temas" }).getByRole("link", {
              name: words.evaluation,
            }),
          ).toHaveAttribute("aria-current", "page");
          await expect(
            main.getByRole("link", { name: headingText(ARTICLES["lean-first-version"][language]) }),
          ).toBeVisible();
          await expect(
            main.getByRole("link", { name: headingText(ARTICLES["why-ai-pilots-stall"][language]) }),
          ).toHaveCount(0);

          await main.getByRole("link", { name: headingText(ARTICLES["lean-first-version"][language]) }).click();
          await expect(page).toHaveURL(`/${language}/insights/lean-first-version`);
          await loaded(page);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            headingText(ARTICLES["lean-first-version"][language]),
          );
          await expect(page.locator("main [data-reading-time]").first()).toHaveText(words.minutes);
          // Highlighted at build time: coloured spans in the HTML, no script of its own.
          await expect(page.locator("pre.astro-code span[style*='--astro-code-token-keyword']").first()).toBeVisible();
          await expect(page.locator("astro-island")).toHaveCount(0);
          await expectNothingSerious(page, javaScriptEnabled);
          await photograph(page, `article-${language}-${width}${javaScriptEnabled ? "" : "-nojs"}`);

          // The pair: named in the head by hreflang, and linked from the article.
          const pairTag = LANGUAGES[other(language)];
          await expect(page.locator(`link[rel="alternate"][hreflang="${pairTag}"]`)).toHaveAttribute(
            "href",
            new RegExp(`/${other(language)}/insights/lean-first-version$`),
          );
          const pairLink = page.getByRole("link", { name: words.other });
          await expect(pairLink).toHaveAttribute("hreflang", pairTag);
          await pairLink.click();
          await expect(page).toHaveURL(`/${other(language)}/insights/lean-first-version`);
          await expect(page.locator("html")).toHaveAttribute("lang", pairTag);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            headingText(ARTICLES["lean-first-version"][other(language)]),
          );
        });
      }
    });
  }
}

/** The structured data of a page, parsed as a search engine's parser would take it. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return (data["@graph"] as Record<string, unknown>[] | undefined) ?? [data];
  });
}

test.describe("the articles for feed readers and search engines @desktop", () => {
  for (const language of ["en", "pt"] as const) {
    test(`the ${language} feed is XML that lists every article, and the pages name it`, async ({ page, request }) => {
      const response = await request.get(`/${language}/insights/feed.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("xml");
      const xml = await response.text();
      await page.goto(`/${language}/insights`);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        `/${language}/insights/feed.xml`,
      );
      const feed = await page.evaluate((text) => {
        const document = new DOMParser().parseFromString(text, "application/xml");
        return {
          error: document.querySelector("parsererror")?.textContent ?? null,
          language: document.querySelector("channel > language")?.textContent,
          items: [...document.querySelectorAll("item")].map((item) => ({
            title: item.querySelector("title")?.textContent,
            link: item.querySelector("link")?.textContent,
          })),
        };
      }, xml);
      expect(feed.error).toBeNull();
      expect(feed.language).toBe(LANGUAGES[language]);
      expect(feed.items).toEqual(
        Object.entries(ARTICLES).map(([slug, titles]) => ({
          title: titles[language],
          link: expect.stringMatching(new RegExp(`/${language}/insights/${slug}$`)),
        })),
      );
    });

    test(`each ${language} article is an Article with its own preview, its picture sized and lazy`, async ({
      page,
      request,
    }) => {
      for (const slug of Object.keys(ARTICLES)) {
        await page.goto(`/${language}/insights/${slug}`);
        const article = (await structuredData(page)).find((node) => node["@type"] === "Article");
        expect(article).toMatchObject({
          headline: ARTICLES[slug as keyof typeof ARTICLES][language],
          inLanguage: LANGUAGES[language],
          datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          keywords: expect.any(String),
          publisher: expect.objectContaining({ "@type": "Organization" }),
        });
        const image = await page.locator('meta[property="og:image"]').getAttribute("content");
        expect(image).toContain(`/og/${language}/insights/${slug}.png`);
        const preview = await request.get(new URL(image!).pathname);
        expect(preview.headers()["content-type"]).toBe("image/png");
      }
      await page.goto(`/${language}/insights/why-ai-pilots-stall`);
      const picture = page.locator("main article img");
      await expect(picture).toHaveAttribute("loading", "lazy");
      await expect(picture).toHaveAttribute("width", /^\d+$/);
      await expect(picture).toHaveAttribute("height", /^\d+$/);
      await expect(picture).toHaveAttribute("src", /\.webp$/);
      await expect(picture).toHaveAttribute("srcset", /640w/);
      expect((await picture.getAttribute("alt"))?.length).toBeGreaterThan(40);
    });
  }

  test("the sitemap pairs each article and the index across languages", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/insights", ...Object.keys(ARTICLES).map((slug) => `/insights/${slug}`)]) {
      for (const language of ["en", "pt"] as const) {
        const entry = xml.match(new RegExp(`<url>\\s*<loc>[^<]+/${language}${path}</loc>[\\s\\S]*?</url>`));
        expect(entry?.[0]).toMatch(new RegExp(`hreflang="pt-BR" href="[^"]+/pt${path}"`));
        expect(entry?.[0]).toMatch(new RegExp(`hreflang="en" href="[^"]+/en${path}"`));
      }
    }
    // A topic's page is a filter, not a page of its own for search engines.
    expect(xml).not.toContain("/insights/tags/");
  });

  test("an article that does not exist is the not-found screen, in the path's language", async ({
    page,
    allowConsoleError,
  }) => {
    // The document itself answers 404, which Chromium reports as a console error.
    allowConsoleError(/status of 404/);
    const response = await page.goto("/pt/insights/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Oops! Página não encontrada/);
    expect((await page.goto("/en/insights/tags/no-such-topic"))?.status()).toBe(404);
  });
});
