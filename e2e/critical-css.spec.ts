import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

// Each pre-rendered page carries only the CSS rules it uses (scripts/lib/critical-css.mjs); the
// whole stylesheet follows them once the app starts, and they stay, before it (decision 012: it
// holds only if they then change nothing, which is checked here too). A rule the selection
// wrongly left out would show only without JavaScript, or in the moment before the app starts:
// an element out of place.
// So every element's box is compared, without JavaScript and with the whole stylesheet, on every
// pre-rendered page in both languages.
const PAGES = ["en", "pt"].flatMap((lang) =>
  ["", "consulting", "education", "privacy", "thanks", "404"].map((page) => `/${lang}/${page}`),
);

type Box = { path: string; x: number; y: number; width: number; height: number; color: string; background: string };

function boxes(page: Page): Promise<Box[]> {
  // The page's content and footer stay the pre-rendered HTML. The header and the forms are taken
  // over by the app, which wraps them in an element of its own with `display: contents` (no box),
  // so such elements are left out of the paths and the list.
  return page.evaluate(() => {
    const boxless = (element: Element) => getComputedStyle(element).display === "contents";
    return [...document.querySelectorAll("main *, footer *")]
      .filter((element) => !boxless(element))
      .map((element) => {
        const rect = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        let path = "";
        for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
          if (boxless(node)) continue;
          const siblings = [...(node.parentElement?.children ?? [])].filter((sibling) => !boxless(sibling));
          path = `${node.tagName.toLowerCase()}:${siblings.indexOf(node)}/${path}`;
        }
        return {
          path,
          x: Math.round(rect.x),
          y: Math.round(rect.y + window.scrollY),
          width: Math.round(rect.width),
          height: Math.round(rect.height),
          color: style.color,
          background: style.backgroundColor,
        };
      });
  });
}

for (const path of PAGES) {
  test(`${path} looks the same with its own rules alone as with the whole stylesheet`, async ({
    browser,
    page,
    allowConsoleError,
  }) => {
    if (path.endsWith("/404")) allowConsoleError(/status of 404/);
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("link[rel=stylesheet]:not([disabled])")).toHaveCount(1);
    expect(await page.locator("style").count()).toBe(1);
    const both = await boxes(page);
    await page.locator("style").evaluate((style) => style.remove());
    const whole = await boxes(page);
    expect(both, "the inlined rules change nothing once the whole stylesheet is in").toEqual(whole);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const bare = await context.newPage();
    await bare.goto(path);
    expect(await bare.locator("style").count()).toBe(1);
    const inlined = await boxes(bare);
    await context.close();

    expect(inlined.length).toBeGreaterThan(20);
    expect(inlined).toEqual(whole);
  });
}
