import type { Page } from "@playwright/test";
import { expect, loaded, test } from "./fixtures";

/** Issue 41: the case studies are pages of their own, in both languages, that links can reach. */

const CASES = {
  "editorial-knowledge-graph": { en: /knowledge graph/i, pt: /grafo de conhecimento/i },
  "hr-customer-insights": { en: /Customer insights/, pt: /Milhares de conversas com clientes/ },
} as const;
const LANGUAGES = { en: "en", pt: "pt-BR" } as const;

/** The script files the page has asked for (its HTML names none: decision 112). */
function scriptFiles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js"))
      // The field figures' script, asked for once the page is idle (issue 52), not the page's own.
      .filter((path) => !/^\/assets\/vitals\./.test(path)),
  );
}

/** The structured data of a page, parsed as a search engine's parser would take it. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return (data["@graph"] as Record<string, unknown>[] | undefined) ?? [data];
  });
}

test.describe("a visitor reading a case study", () => {
  for (const [language, tag] of Object.entries(LANGUAGES)) {
    test(`finds each one from the home page in ${language}, and reads it in that language`, async ({ page }) => {
      for (const [slug, titles] of Object.entries(CASES)) {
        await page.goto(`/${language}/`);
        await loaded(page);
        const shell = (await scriptFiles(page)).find((file) => file.includes("/shell."));
        await page
          .locator("#case-studies")
          .getByRole("link", { name: titles[language as keyof typeof titles] })
          .click();
        await expect(page).toHaveURL(`/${language}/case-studies/${slug}`);
        await expect(page.locator("html")).toHaveAttribute("lang", tag);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[language as keyof typeof titles]);
        // Rendered at build time: no island, and no script but the shell's file, which the home
        // page has already fetched (decisions 110, 112).
        await expect(page.locator("astro-island")).toHaveCount(0);
        await loaded(page);
        expect(shell).toBeDefined();
        expect(await scriptFiles(page)).toEqual([shell]);
      }
    });
  }

  test("is sent there from the consulting page too", async ({ page }) => {
    await page.goto("/pt/consulting");
    const links = page.locator("#case-studies").getByRole("link");
    await expect(links).toHaveCount(Object.keys(CASES).length);
    for (const slug of Object.keys(CASES)) {
      await expect(page.locator(`#case-studies a[href="/pt/case-studies/${slug}"]`)).toHaveCount(1);
    }
  });

  test("can switch language and land on the same case", async ({ page }) => {
    await page.goto("/en/case-studies/hr-customer-insights");
    await page.locator("footer").getByRole("link", { name: "Português" }).click();
    await expect(page).toHaveURL("/pt/case-studies/hr-customer-insights");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CASES["hr-customer-insights"].pt);
  });
});

test.describe("a case study for search engines and feed readers @once", () => {
  for (const slug of Object.keys(CASES)) {
    for (const [language, tag] of Object.entries(LANGUAGES)) {
      test(`/${language}/case-studies/${slug} is paired, described as an Article, and has its own preview`, async ({
        page,
        request,
      }) => {
        await page.goto(`/${language}/case-studies/${slug}`);
        for (const [other, otherTag] of Object.entries(LANGUAGES)) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${otherTag}"]`)).toHaveAttribute(
            "href",
            new RegExp(`/${other}/case-studies/${slug}$`),
          );
        }
        const article = (await structuredData(page)).find((node) => node["@type"] === "Article");
        expect(article).toMatchObject({
          headline: await page.getByRole("heading", { level: 1 }).textContent(),
          inLanguage: tag,
          datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          author: expect.objectContaining({ "@type": "Organization" }),
          publisher: expect.objectContaining({ name: expect.any(String) }),
        });
        const image = await page.locator('meta[property="og:image"]').getAttribute("content");
        expect(image).toContain(`/og/${language}/case-studies/${slug}.png`);
        expect((article?.["image"] as string[] | undefined)?.[0]).toBe(image);
        const preview = await request.get(new URL(image!).pathname);
        expect(preview.status()).toBe(200);
        expect(preview.headers()["content-type"]).toBe("image/png");
      });
    }
  }

  test("the sitemap lists each case in both languages with its alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    for (const slug of Object.keys(CASES)) {
      for (const language of Object.keys(LANGUAGES)) {
        const entry = xml.match(
          new RegExp(`<url>\\s*<loc>[^<]+/${language}/case-studies/${slug}</loc>[\\s\\S]*?</url>`),
        );
        expect(entry?.[0]).toMatch(new RegExp(`hreflang="pt-BR" href="[^"]+/pt/case-studies/${slug}"`));
        expect(entry?.[0]).toMatch(new RegExp(`hreflang="en" href="[^"]+/en/case-studies/${slug}"`));
      }
    }
  });

  for (const language of Object.keys(LANGUAGES)) {
    test(`every ${language} page names the ${language} feed, which lists every case`, async ({ page, request }) => {
      for (const path of ["/", "/education", "/case-studies/editorial-knowledge-graph"]) {
        await page.goto(`/${language}${path}`);
        await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
          "href",
          `/${language}/feed.xml`,
        );
      }
      const feed = await request.get(`/${language}/feed.xml`);
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toContain("xml");
      const xml = await feed.text();
      expect(xml).toContain(`<language>${LANGUAGES[language as keyof typeof LANGUAGES]}</language>`);
      for (const slug of Object.keys(CASES))
        expect(xml).toMatch(new RegExp(`<link>[^<]+/${language}/case-studies/${slug}</link>`));
    });
  }
});
