import { dayKey, formatDate } from "../shared/call-time";
import { forms as en } from "../app/content/en/forms";
import { forms as pt } from "../app/content/pt/forms";
import { booking as pageEn } from "../server/booking/copy/en";
import { booking as pagePt } from "../server/booking/copy/pt";
import { expect, openForm, photograph, seriousAxeFindings, test } from "./fixtures";
import { uniqueEmail } from "./leads";

// Issue 51, point 3: the visitor is offered the whole booking window, not the first forty times.
// The day picker reaches the last day of BOOKING_HORIZON_DAYS (14 on the e2e server), whose
// times come when it is chosen; without JavaScript, the days are links to their times.

const HORIZON_DAYS = 14;
/** BOOKING_TIMEZONE of the e2e server (playwright.config.ts): the no-JS page's zone. */
const OWNER_ZONE = "Europe/Lisbon";

const CASES = [
  {
    language: "en",
    copy: en,
    pages: pageEn,
    timezoneId: "America/New_York",
    locale: "en-US",
    submit: "Book Discovery Call",
  },
  {
    language: "pt",
    copy: pt,
    pages: pagePt,
    timezoneId: "America/Sao_Paulo",
    locale: "pt-BR",
    submit: "Agendar conversa",
  },
] as const;

/**
 * The window's last day in `timeZone`, read around the request: the server's clock and this
 * one may straddle a midnight, so either day is the horizon's.
 */
function lastDays(timeZone: string, before: number): string[] {
  return [before, Date.now()].map((at) => dayKey(new Date(at + HORIZON_DAYS * 24 * 3_600_000), timeZone));
}

for (const { language, copy, pages, timezoneId, locale, submit } of CASES) {
  test.describe(`the booking window in ${language}`, () => {
    test.use({ timezoneId, locale });

    test("the day picker reaches the horizon's last day and fetches its times", async ({ page }, testInfo) => {
      const form = await openForm(page, `/${language}/education#contact`, "discovery");
      await form.locator("input[name=name]").fill("Far Ahead");
      await form.locator("input[name=email]").fill(uniqueEmail(`window-${language}`));
      await form.locator("input[name=company]").fill("Patient Co");
      await form.locator("textarea[name=currentChallenges]").fill("We plan two weeks ahead.");
      const before = Date.now();
      await form.getByRole("button", { name: submit }).click();

      const step = page.locator("[data-booking]");
      const tabs = step.getByRole("tablist", { name: copy.booking.daysLabel }).getByRole("tab");
      await expect(tabs.first()).toBeVisible();
      // Every day of the window (the e2e server is open every hour), today's included when it has a time.
      expect(await tabs.count()).toBeGreaterThanOrEqual(HORIZON_DAYS);
      const lastId = await tabs.last().getAttribute("id");
      expect(lastDays(timezoneId, before).map((day) => `day-tab-${day}`)).toContain(lastId);
      const last = lastId!.replace("day-tab-", "");

      // By keyboard, as a tab list: End goes to the last day, and its times come.
      await tabs.first().focus();
      await page.keyboard.press("End");
      await expect(tabs.last()).toHaveAttribute("aria-selected", "true");
      await expect(tabs.last()).toBeFocused();
      const times = step.getByRole("tabpanel").locator("button[data-start]");
      await expect(times.first()).toBeVisible();
      const starts = await times.evaluateAll((all) => all.map((button) => (button as HTMLElement).dataset.start!));
      expect(starts.every((start) => dayKey(new Date(start), timezoneId) === last)).toBe(true);
      await expect(step.getByRole("tabpanel").getByRole("heading")).toHaveText(
        formatDate(new Date(starts[0]!), timezoneId, language),
      );
      await photograph(page, `booking-window-${language}-${testInfo.project.name}`, { fullPage: false });
      expect(await seriousAxeFindings(page, { include: "[data-booking]" })).toEqual([]);
    });

    test("without JavaScript, the days are links and the last one lists its times @once", async ({
      browser,
      page: scripted,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, timezoneId, locale });
      const page = await context.newPage();
      await page.goto(`/${language}/education`);
      const form = page.locator("form[data-form=discovery]");
      await form.locator("input[name=name]").fill("Far Ahead");
      await form.locator("input[name=email]").fill(uniqueEmail(`window-nojs-${language}`));
      await form.locator("input[name=company]").fill("Patient Co");
      await form.locator("textarea[name=currentChallenges]").fill("We plan two weeks ahead, without scripts.");
      const before = Date.now();
      await form.getByRole("button", { name: submit }).click();
      await expect(page).toHaveURL(/\/booking\?token=/);

      const main = page.getByRole("main");
      const days = main.getByRole("navigation", { name: pages.page.daysLabel }).getByRole("link");
      expect(await days.count()).toBeGreaterThanOrEqual(HORIZON_DAYS);
      // Step one: the first day is the one shown.
      await expect(days.first()).toHaveAttribute("aria-current", "page");
      const lastDay = (await days.last().getAttribute("data-day"))!;
      expect(lastDays(OWNER_ZONE, before)).toContain(lastDay);

      // Step two: the last day's own page, with its times and only its.
      await days.last().click();
      await expect(days.last()).toHaveAttribute("aria-current", "page");
      const starts = await main
        .locator("form input[name=start]")
        .evaluateAll((all) => all.map((input) => (input as HTMLInputElement).value));
      expect(starts.length).toBeGreaterThan(0);
      expect(starts.every((start) => dayKey(new Date(start), OWNER_ZONE) === lastDay)).toBe(true);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText(
        formatDate(new Date(starts[0]!), OWNER_ZONE, language),
      );
      const url = page.url();
      await context.close();
      // axe runs as a script: the same server-written page, opened where scripts run.
      await scripted.goto(url);
      expect(await seriousAxeFindings(scripted)).toEqual([]);
    });
  });
}
