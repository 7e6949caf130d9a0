#!/usr/bin/env node
// Full-page screenshots of every page in both languages at phone and desktop widths, with and
// without JavaScript, written to screenshots/ (git-ignored), for a person to look at. Builds and
// starts the site like `npm start`.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { chromiumLaunchOptions } from "./lib/chromium.mjs";
import { startServer } from "./lib/server.mjs";

const WIDTHS = [375, 1440];
const PAGES = ["/", "/consulting", "/education", "/privacy", "/no-such-page"];
const LANGUAGES = ["en", "pt"];
const outDir = "screenshots";

const server = await startServer("scripts/start.mjs", { LOG_LEVEL: "warn" }, ["ignore", "inherit", "inherit"]);
try {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const javaScriptEnabled of [true, false]) {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        reducedMotion: "reduce",
        javaScriptEnabled,
      });
      const page = await context.newPage();
      for (const language of LANGUAGES) {
        for (const path of PAGES) {
          const url = `${server.base}/${language}${path === "/" ? "/" : path}`;
          await page.goto(url, { waitUntil: "networkidle" });
          // The forms hydrate as they come into view, as for a visitor who scrolls down.
          if (javaScriptEnabled) {
            for (const form of await page.locator("form[data-form]").all()) {
              await form.scrollIntoViewIfNeeded();
              await page.locator("form[data-form][data-ready]").first().waitFor();
            }
            await page.evaluate(() => globalThis.scrollTo({ top: 0, behavior: "instant" }));
          }
          await page.waitForTimeout(300);
          const suffix = javaScriptEnabled ? "" : "-nojs";
          const name = `${language}${path === "/" ? "-home" : path.replaceAll("/", "-")}-${width}${suffix}.png`;
          await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
          console.log(`${outDir}/${name}`);
        }
      }
      await context.close();
    }
  }
  await browser.close();
} finally {
  await server.stop();
}
