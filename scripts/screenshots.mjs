#!/usr/bin/env node
// Screenshots for a person to look at (issue 30): every page in both languages at 320, 375,
// 768, 1024, 1440 and 1920 px, full page, with and without JavaScript; on phones also the open
// menu and where "Get Started" lands; and the booking step (issue 19): the slots offered once
// the education form is sent, the chosen time waiting for its confirmation, the booked call, and
// the pages a visitor without JavaScript gets, the day picker, and the reschedule and cancel pages. Written to screenshots/ (git-ignored) or to
// SCREENSHOTS_DIR; SCREENSHOT_WIDTHS="375,1440" narrows the widths, SCREENSHOT_PAGES="/case-studies/x" the pages. Builds nothing: it starts the
// built site like `npm start`, with booking on (office hours in Lisbon) and a throwaway data folder.
import { chromium } from "@playwright/test";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumLaunchOptions } from "./lib/chromium.mjs";
import { startServer } from "./lib/server.mjs";

const WIDTHS = (process.env.SCREENSHOT_WIDTHS ?? "320,375,768,1024,1440,1920").split(",").map(Number);
/** Below this the site shows its phone layout (SPEC section 9: 768 px). */
const PHONE_BELOW = 768;
// The case studies as the build wrote them (one folder per case under each language).
const CASE_STUDIES = readdirSync("build/client/en/case-studies").map((slug) => `/case-studies/${slug}`);
// The articles the same way, less the topics' pages and the feed, which are not articles. An older
// build photographed for comparison (docs/screenshots) may have no insights at all.
const HAS_INSIGHTS = existsSync("build/client/en/insights");
const ARTICLES = HAS_INSIGHTS
  ? readdirSync("build/client/en/insights", { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "tags")
      .map((entry) => `/insights/${entry.name}`)
  : [];
const PAGES = process.env.SCREENSHOT_PAGES?.split(",") ?? [
  "/",
  "/consulting",
  "/education",
  "/privacy",
  ...CASE_STUDIES,
  ...(HAS_INSIGHTS ? ["/insights"] : []),
  ...ARTICLES,
  "/no-such-page",
];
const LANGUAGES = ["en", "pt"];
const outDir = process.env.SCREENSHOTS_DIR ?? "screenshots";

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
    // A room per call, as the README's example: the booked page and the manage pages show the
    // link a visitor gets, at its real length.
    BOOKING_LOCATION: "https://meet.jit.si/onrails-{room}",
    // The script fills a form faster than a person can: the time layer would judge it spam.
    SPAM_MIN_FILL_SECONDS: "0",
    // Every width and language books a call from this one address, and opens its pages: more
    // than one visitor's share.
    BOOKING_NETWORK_CALLS: "100",
    BOOKING_RATE_LIMIT: "1000",
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
        hasTouch: width < PHONE_BELOW,
      });
      const page = await context.newPage();
      const suffix = javaScriptEnabled ? "" : "-nojs";
      for (const language of LANGUAGES) {
        for (const path of PAGES) {
          await open(page, `${server.base}/${language}${path === "/" ? "/" : path}`, javaScriptEnabled);
          const name = `${language}${path === "/" ? "-home" : path.replaceAll("/", "-")}-${width}${suffix}`;
          await shoot(page, `${name}.png`, { fullPage: true });
          if (width < PHONE_BELOW) {
            await page.locator("button[popovertarget=mobile-menu]").click();
            await page.locator("#mobile-menu").waitFor();
            await shoot(page, `${name}-menu.png`);
            await page.keyboard.press("Escape");
          }
        }
        if (width < PHONE_BELOW) {
          // "Get Started" from the menu of another page: what a phone lands on.
          await open(page, `${server.base}/${language}/education`, javaScriptEnabled);
          await page.locator("button[popovertarget=mobile-menu]").click();
          await page.locator('#mobile-menu a[href$="/consulting#contact"]').click();
          await page.waitForURL(/#contact$/);
          await page.waitForTimeout(600);
          await shoot(page, `${language}-get-started-${width}${suffix}.png`);
        }
      }
      await context.close();
    }
  }
  for (const width of WIDTHS.filter((width) => width === 375 || width === 1440)) {
    for (const language of LANGUAGES) {
      await photographBooking(browser, { width, language });
    }
  }
  await browser.close();
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** Opens a page as a visitor who scrolls down would see it: its forms hydrated, back at the top. */
async function open(page, url, javaScriptEnabled) {
  await page.goto(url, { waitUntil: "networkidle" });
  if (javaScriptEnabled) {
    for (const form of await page.locator("form[data-form]").all()) {
      await form.scrollIntoViewIfNeeded();
      await page.locator("form[data-form][data-ready]").first().waitFor();
    }
    await page.evaluate(() => globalThis.scrollTo({ top: 0, behavior: "instant" }));
  }
  await page.waitForTimeout(300);
}

async function shoot(target, name, options = {}) {
  await target.screenshot({ path: `${outDir}/${name}`, ...options });
  console.log(`${outDir}/${name}`);
}

/** The booking step as a visitor meets it: sends the education form, then books the fourth slot. */
async function photographBooking(browser, { width, language }) {
  const name = (state, suffix = "") => `booking-${state}-${language}-${width}${suffix}.png`;
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
      await page.waitForTimeout(600);
      await shoot(page, name("offer"));
      await shoot(step, name("step"));
      // The day picker: the next day's tab, chosen from the keyboard, its focus ring showing.
      await step.getByRole("tab").first().focus();
      await page.keyboard.press("ArrowRight");
      await shoot(step, name("day-picker"));
      await step.locator("button[data-start]").nth(3).click();
      await page.locator("[data-confirm]").waitFor();
      await page.mouse.move(0, 0);
      await shoot(page, name("confirm"));
      await page.locator("[data-confirm] button").last().click();
      await page.locator("[data-booking=booked]").waitFor();
      await page.mouse.move(0, 0);
      await page.waitForTimeout(600);
      await shoot(page, name("booked"));
      await shoot(page.locator("#contact"), name("booked-section"));
      await photographManagePages(page, name, "");
    } else {
      await page.waitForURL(/\/booking\?/);
      await shoot(page, name("offer", "-nojs"), { fullPage: true });
      await page.locator("main form button").nth(3).click();
      await page.waitForLoadState("load");
      // Choosing a time asks once before booking it.
      await shoot(page, name("confirm", "-nojs"), { fullPage: true });
      await page.locator("main form button").first().click();
      await page.waitForLoadState("load");
      await shoot(page, name("booked", "-nojs"), { fullPage: true });
      await photographManagePages(page, name, "-nojs");
    }
    await context.close();
  }
}

/** The reschedule and cancel pages, opened from the booked call's links: the site's own pages. */
async function photographManagePages(page, name, suffix) {
  const links = {};
  for (const state of ["reschedule", "cancel"]) {
    links[state] = await page.locator(`a[href*="/booking/${state}?"]`).first().getAttribute("href");
  }
  for (const [state, href] of Object.entries(links)) {
    await page.goto(new URL(href, page.url()).href, { waitUntil: "networkidle" });
    await page.mouse.move(0, 0);
    await shoot(page, name(state, suffix), { fullPage: true });
  }
}
