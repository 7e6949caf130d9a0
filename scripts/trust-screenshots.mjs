#!/usr/bin/env node
// Viewport screenshots of the pages issue 53 changes, at 375 and 1440 px in both languages, as
// small PNGs for a review: `node scripts/trust-screenshots.mjs before|after`. Builds nothing: it
// starts the built site like `npm start`, with a throwaway data folder. Section anchors are shot
// too (`/#founder`), so a screenshot shows the part that changed rather than the hero.
import { chromium } from "@playwright/test";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumLaunchOptions } from "./lib/chromium.mjs";
import { startServer } from "./lib/server.mjs";

const label = process.argv[2] ?? "after";
// TRUST_OUT lets a run from another checkout (main, for the "before") write here.
const outDir = process.env.TRUST_OUT ?? "docs/screenshots/trust";
const widths = (process.env.TRUST_WIDTHS ?? "375,1440").split(",").map(Number);
const languages = (process.env.TRUST_LANGUAGES ?? "en,pt").split(",");
const SHOTS = (process.env.TRUST_SHOTS ?? "/#founder,/education#instructor").split(",");
const server = await startServer("scripts/start.mjs", {
  LOG_LEVEL: "warn",
  DATA_DIR: mkdtempSync(join(tmpdir(), "por-trust-shots-")),
});
try {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const language of languages) {
      for (const shot of SHOTS) {
        const [path, anchor] = shot.split("#");
        await page.goto(`${server.base}/${language}${path === "/" ? "/" : path}`);
        // The section's top at the top of the screen, under the fixed bar as an anchor link puts it.
        if (anchor) await page.locator(`#${anchor}`).evaluate((section) => section.scrollIntoView());
        await page.waitForTimeout(300);
        const name = `${label}-${language}-${width}-${path.replace(/\//g, "") || "home"}${anchor ? `-${anchor}` : ""}.png`;
        await page.screenshot({ path: join(outDir, name) });
        console.log(name);
      }
    }
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
