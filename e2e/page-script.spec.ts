import { expect, loaded, test } from "./fixtures";

/**
 * Decisions 110 and 153: a page names no script file in its HTML; its inline loader asks for one
 * file, the shell's (with the island runtime on a form page), at once. Only the home page's
 * particle worker and, once the page is idle, the field figures' file come besides it.
 */

/** A page of each kind: the home (particles), a form page, a plain page, a case study, not found. */
const PAGES = [
  "/en/",
  "/pt/consulting",
  "/en/education",
  "/en/privacy",
  "/en/case-studies/editorial-knowledge-graph",
  "/pt/no-such-page",
];

for (const path of PAGES) {
  test(`${path} asks for one script file of its own`, async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 404/); // the not-found page's own status
    const response = await page.goto(path);
    expect(await response?.text()).not.toMatch(/<script[^>]*\ssrc=/);
    await loaded(page);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map(({ name }) => new URL(name).pathname)
        .filter((name) => name.endsWith(".js")),
    );
    const shell = scripts.filter((name) => /^\/assets\/shell(-with-islands)?\.[\w-]+\.js$/.test(name));
    expect(shell, JSON.stringify(scripts)).toHaveLength(1);
  });
}
