import { expect, loaded, test } from "./fixtures";

/**
 * Issue 42, decision 112: nothing but the page itself is on the network before it paints. Its
 * HTML names no script file; an inline script asks for the shell's file once the browser reports
 * the first contentful paint. That is what the loader can promise: a later, larger paint (an
 * image, a long paragraph on a busy machine) may still come after the request.
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

interface Timing {
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  scripts: { name: string; startTime: number }[];
}

/** The page's paints and every script file it has asked for, on its own clock. */
function timing(): Promise<Timing> {
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      const largest = list.getEntries().at(-1);
      resolve({
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        largestContentfulPaint: largest?.startTime ?? NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map(({ name, startTime }) => ({ name: new URL(name).pathname, startTime })),
      });
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

for (const path of PAGES) {
  test(`${path} asks for its script file only after its first paint`, async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 404/); // the not-found page's own status
    const response = await page.goto(path);
    expect(await response?.text()).not.toMatch(/<script[^>]*\ssrc=/);
    await loaded(page);
    const { firstContentfulPaint, largestContentfulPaint, scripts } = await page.evaluate(timing);
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(largestContentfulPaint).toBeGreaterThanOrEqual(firstContentfulPaint);
    // The shell's file, or the shell's with the island runtime on a form page; islands come later.
    const shell = scripts.filter(({ name }) => /^\/assets\/shell(-with-islands)?\.[\w-]+\.js$/.test(name));
    expect(shell, JSON.stringify(scripts)).toHaveLength(1);
    for (const script of scripts) {
      expect(script.startTime, `${script.name}, largest paint at ${largestContentfulPaint}`).toBeGreaterThanOrEqual(
        firstContentfulPaint,
      );
    }
  });
}
