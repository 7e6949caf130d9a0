import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, loaded, test } from "./fixtures";

// Issue 30: on a phone the open menu reads as one layer. No text of the page shows through it or
// beside it: the menu band sits under the solid top bar, and a backdrop covers the rest of the
// viewport; Escape and a tap outside close it, from the first paint and without JavaScript.

const PAGES = [
  "/",
  "/consulting",
  "/education",
  "/privacy",
  "/case-studies/editorial-knowledge-graph",
  "/thanks",
  "/no-such-page",
];

/** What covers the viewport while the menu is open, measured in the page. */
function layers(page: Page) {
  return page.evaluate(() => {
    const alpha = (color: string) => {
      const match = /rgba?\(([^)]+)\)/.exec(color);
      if (!match) return 0;
      const parts = match[1]!.split(/[\s,/]+/).filter(Boolean);
      return parts.length === 4 ? Number(parts[3]) : 1;
    };
    const px = (value: string) => (value === "auto" ? Number.NaN : Number.parseFloat(value));
    const header = document.querySelector<HTMLElement>("[data-site-header]")!;
    const menu = document.getElementById("mobile-menu")!;
    const backdrop = getComputedStyle(menu, "::backdrop");
    const bar = header.getBoundingClientRect();
    const band = menu.getBoundingClientRect();
    // Every piece of the page's own text still inside the viewport.
    const texts: { text: string; top: number; bottom: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || header.contains(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0 || rect.bottom <= 0 || rect.top >= innerHeight) continue;
        texts.push({ text: node.textContent.trim().slice(0, 40), top: rect.top, bottom: rect.bottom });
      }
    }
    return {
      viewport: { width: innerWidth, height: innerHeight },
      bar: { top: bar.top, bottom: bar.bottom, alpha: alpha(getComputedStyle(header).backgroundColor) },
      band: { top: band.top, left: band.left, right: band.right, alpha: alpha(getComputedStyle(menu).backgroundColor) },
      backdrop: {
        position: backdrop.position,
        top: px(backdrop.top),
        left: px(backdrop.left),
        right: px(backdrop.right),
        bottom: px(backdrop.bottom),
        alpha: alpha(backdrop.backgroundColor),
        filter: backdrop.backdropFilter,
      },
      pageScrolls: getComputedStyle(document.documentElement).overflowY !== "hidden",
      texts,
    };
  });
}

async function expectOneLayer(page: Page) {
  // The bar's colour eases in.
  await expect.poll(async () => (await layers(page)).bar.alpha).toBe(1);
  const seen = await layers(page);
  // The bar is solid while the menu is open; the band starts where the bar ends, edge to edge.
  expect(seen.bar.top).toBe(0);
  expect(seen.bar.alpha).toBe(1);
  expect(seen.band.alpha).toBe(1);
  expect(Math.abs(seen.band.top - seen.bar.bottom)).toBeLessThanOrEqual(1);
  expect(seen.band.left).toBe(0);
  expect(seen.band.right).toBe(seen.viewport.width);
  // The backdrop covers everything below the bar, and hides what it covers.
  expect(seen.backdrop.position).toBe("fixed");
  expect(Math.abs(seen.backdrop.top - seen.bar.bottom)).toBeLessThanOrEqual(1);
  expect([seen.backdrop.left, seen.backdrop.right, seen.backdrop.bottom]).toEqual([0, 0, 0]);
  expect(seen.backdrop.alpha).toBeGreaterThanOrEqual(0.9);
  expect(seen.backdrop.filter).toMatch(/blur/);
  expect(seen.pageScrolls).toBe(false);
  // So every line of the page in view is under the solid bar or under the backdrop.
  expect(seen.texts.length, "the page has text in view to hide").toBeGreaterThan(0);
  const shows = seen.texts.filter(
    (text) =>
      !(text.bottom <= seen.bar.bottom || text.top >= seen.backdrop.top || seen.backdrop.top <= seen.bar.bottom),
  );
  expect(shows).toEqual([]);
}

test.describe("the open mobile menu @mobile", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  for (const language of ["en", "pt"] as const) {
    for (const path of PAGES) {
      test(`covers the page on ${language}${path}, and Escape and a tap outside close it`, async ({
        page,
        allowConsoleError,
      }) => {
        // The not-found page answers 404, which the browser reports.
        allowConsoleError(/status of 404/);
        await page.goto(`/${language}${path === "/" ? "/" : path}`);
        await loaded(page);
        const url = page.url();
        const button = page.locator("button[popovertarget=mobile-menu]");
        const menu = page.locator("#mobile-menu");

        await button.click();
        await expect(menu).toBeVisible();
        await expectOneLayer(page);
        if (path === "/") {
          // Open, the menu is part of the page a screen reader meets: nothing serious there either.
          const results = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
            .analyze();
          const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
          expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        }
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();

        // Scrolled down, where the page's text runs right under the bar.
        await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
        await button.click();
        await expect(menu).toBeVisible();
        await expectOneLayer(page);
        // A tap on the backdrop, over what would otherwise be the page: it closes the menu and
        // reaches nothing behind it.
        const viewport = page.viewportSize()!;
        await page.touchscreen.tap(viewport.width / 2, viewport.height - 24);
        await expect(menu).toBeHidden();
        expect(page.url()).toBe(url);
      });
    }
  }
});

test.describe("the open mobile menu without JavaScript @mobile", () => {
  test("is the same one layer, and a tap outside closes it", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto("/pt/consulting");
    await page.locator("button[popovertarget=mobile-menu]").click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expectOneLayer(page);
    await page.touchscreen.tap(187, 700);
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await context.close();
  });
});
