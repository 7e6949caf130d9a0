#!/usr/bin/env node
// Full-page screenshots of every page in both languages at phone and desktop widths, with and
// without JavaScript, and of the booking step (issue 19: the slots offered once the education
// form is sent, then the booked call, and the page a visitor without JavaScript gets), written to
// screenshots/ (git-ignored), for a person to look at. Builds and starts the site like
// `npm start`, with booking on (office hours in Lisbon) and a throwaway data folder.
import { chromium } from "@playwright/test";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumLaunchOptions } from "./lib/chromium.mjs";
import { startServer } from "./lib/server.mjs";

const WIDTHS = [375, 1440];
const PAGES = ["/", "/consulting", "/education", "/privacy", "/no-such-page"];
const LANGUAGES = ["en", "pt"];
const outDir = "screenshots";

// Where a visitor in each language is: the step names their zone and shows its times.
const VISITOR_ZONES = { en: "America/New_York", pt: "America/Sao_Paulo" };

const dataDir = mkdtempSync(join(tmpdir(), "por-screenshots-"));
const server = await startServer(
  "scripts/start.mjs",
  {
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    BOOKING_HOURS: "mon-fri 09:00-12:00,14:00-18:00",
    BOOKING_TIMEZONE: "Europe/Lisbon",
  },
  ["ignore", "inherit", "inherit"],
);
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
  for (const width of WIDTHS) {
    for (const language of LANGUAGES) {
      await photographBooking(browser, { width, language });
    }
  }
  await browser.close();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The booking step as a visitor meets it: sends the education form, then books the fourth slot. */
async function photographBooking(browser, { width, language }) {
  const name = (state, suffix = "") => `${outDir}/booking-${state}-${language}-${width}${suffix}.png`;
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: "reduce",
      javaScriptEnabled,
      timezoneId: VISITOR_ZONES[language],
    });
    const page = await context.newPage();
    await page.goto(`${server.base}/${language}/education#contact`, { waitUntil: "networkidle" });
    const form = page.locator("form[data-form=discovery]");
    await form.scrollIntoViewIfNeeded();
    if (javaScriptEnabled) await page.locator("form[data-form][data-ready]").waitFor();
    await form.locator("input[name=name]").fill(language === "pt" ? "Bia Reserva" : "Ada Booker");
    await form.locator("input[name=email]").fill(`screenshot-${language}-${width}-${Date.now()}@example.com`);
    await form.locator("input[name=company]").fill("Globex");
    await form.locator("textarea[name=currentChallenges]").fill("Our RAG answers are unreliable.");
    await form.locator("button[type=submit]").click();
    if (javaScriptEnabled) {
      const step = page.locator("[data-booking=open]");
      await step.locator("button[data-start]").first().waitFor();
      // Away from the slots: a pointer left over them would show a hover.
      await page.mouse.move(0, 0);
      await page.screenshot({ path: name("offer"), fullPage: false });
      await step.screenshot({ path: name("step") });
      await step.locator("button[data-start]").nth(3).click();
      await page.locator("[data-booking=booked]").waitFor();
      await page.mouse.move(0, 0);
      await page.screenshot({ path: name("booked"), fullPage: false });
      console.log(`${name("offer")}, ${name("step")}, ${name("booked")}`);
    } else {
      await page.waitForURL(/\/booking\?/);
      await page.screenshot({ path: name("offer", "-nojs"), fullPage: true });
      await page.locator("main form button").nth(3).click();
      await page.waitForLoadState("load");
      // Choosing a time asks once before booking it.
      await page.screenshot({ path: name("confirm", "-nojs"), fullPage: true });
      await page.locator("main form button").first().click();
      await page.waitForLoadState("load");
      await page.screenshot({ path: name("booked", "-nojs"), fullPage: true });
      console.log(`${name("offer", "-nojs")}, ${name("confirm", "-nojs")}, ${name("booked", "-nojs")}`);
    }
    await context.close();
  }
}
