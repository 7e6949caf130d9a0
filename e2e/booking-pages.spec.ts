import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { formatDate, formatWhen } from "../shared/call-time";
import { consulting as consultingEn } from "../app/content/en/consulting";
import { consulting as consultingPt } from "../app/content/pt/consulting";
import { forms as en } from "../app/content/en/forms";
import { forms as pt } from "../app/content/pt/forms";
import { booking as pageEn } from "../server/booking/copy/en";
import { booking as pagePt } from "../server/booking/copy/pt";
import { claimTimeForm, claimTimeInStep } from "./calendar";
import { expect, openForm, test } from "./fixtures";
import { uniqueEmail } from "./leads";

// Issue 38, item 5: the booking step a visitor would expect. A day picker over one day's times;
// words around the card that follow the booking; reschedule and cancel pages that are the site's
// own (its header, footer and language switch), with the step's day and time formats. On a phone
// and a wide screen, in both languages, with and without JavaScript.

const CASES = [
  {
    language: "en",
    other: "pt",
    forms: en,
    pages: pageEn,
    contact: consultingEn.contact,
    otherPages: pagePt,
    timezoneId: "America/New_York",
    locale: "en-US",
    submit: "Send Message",
    education: "Book Discovery Call",
  },
  {
    language: "pt",
    other: "en",
    forms: pt,
    pages: pagePt,
    contact: consultingPt.contact,
    otherPages: pageEn,
    timezoneId: "America/Sao_Paulo",
    locale: "pt-BR",
    submit: "Enviar mensagem",
    education: "Agendar conversa",
  },
] as const;

const WIDTHS = [375, 1440] as const;

/** BOOKING_TIMEZONE of the e2e server (playwright.config.ts). */
const OWNER_ZONE = "Europe/Lisbon";

type Case = (typeof CASES)[number];

/** The site's frame on a page the server wrote: its header with the language switch, its footer. */
async function expectSiteFrame(page: Page, { language }: Case) {
  await expect(page.locator("html")).toHaveAttribute("lang", language === "en" ? "en" : "pt-BR");
  await expect(page.locator("[data-site-header]")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  // The language switch in the footer (and the header's menu) leads to this same page.
  const switchTo = page.getByRole("contentinfo").locator(`a[data-switch-language]:not([aria-current])`);
  await expect(switchTo).toHaveAttribute("href", /^\/booking(\/\w+)?\?token=.*lang=(en|pt)$/);
}

async function expectNothingSerious(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The reschedule and cancel pages, opened from the booked call's links, in the site's frame. */
async function visitManagePages(page: Page, current: Case, start: string, timeZone: string, axe: boolean) {
  const { pages, otherPages, language } = current;
  const moment = formatWhen(new Date(start), timeZone, language);
  const href = async (path: string) => (await page.locator(`a[href*="${path}?"]`).first().getAttribute("href"))!;
  const reschedule = await href("/booking/reschedule");
  const cancel = await href("/booking/cancel");

  await page.goto(reschedule);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.page.rescheduleTitle);
  await expect(page.getByRole("main")).toContainText(moment);
  await expectSiteFrame(page, current);
  // axe runs in the page: with JavaScript off it cannot, and these pages are the same either way.
  if (axe) await expectNothingSerious(page);
  // A day's times under its own heading, written as the step writes its days.
  const firstDay = page.getByRole("main").getByRole("heading", { level: 2 }).first();
  const firstTime = await page.locator("main form input[name=start]").first().inputValue();
  await expect(firstDay).toHaveText(formatDate(new Date(firstTime), timeZone, language));

  // The language switch keeps the page (and the call): only the words change.
  await page.getByRole("contentinfo").locator("a[data-switch-language]:not([aria-current])").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(otherPages.page.rescheduleTitle);
  await expect(page.locator("html")).not.toHaveAttribute("lang", language === "en" ? "en" : "pt-BR");

  await page.goto(cancel);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.page.cancelTitle);
  await expect(page.getByRole("main")).toContainText(moment);
  await expectSiteFrame(page, current);
  if (axe) await expectNothingSerious(page);
}

for (const current of CASES) {
  const { language, forms, contact, timezoneId, locale, submit } = current;
  for (const width of WIDTHS) {
    test.describe(`booking in ${language} at ${width} px @desktop`, () => {
      test.use({ timezoneId, locale, viewport: { width, height: 900 }, hasTouch: width < 768 });
      // A whole visit: the form, the booking, and two more pages, each checked by axe.
      test.slow();

      test("with JavaScript: a day is picked, the call booked, the words follow, and the links open the site's pages", async ({
        page,
      }) => {
        const form = await openForm(page, `/${language}/consulting#contact`, "consulting");
        await form.locator("input[name=name]").fill("Day Picker");
        await form.locator("input[name=email]").fill(uniqueEmail(`pages-${language}-${width}`));
        await form.locator("input[name=company]").fill("Calendar Co");
        await form.locator("textarea[name=context]").fill("We would like to pick a day first.");
        const section = page.locator("#contact");
        await expect(section.getByText(contact.next[1]!)).toBeVisible();
        await form.getByRole("button", { name: submit }).click();

        const step = page.locator("[data-booking]");
        const days = step.getByRole("tablist", { name: forms.booking.daysLabel });
        await expect(days).toBeVisible();
        const tabs = days.getByRole("tab");
        const count = await tabs.count();
        await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
        // The keyboard picks the last day: focus on the selected tab, then End (arrows: unit tests).
        await tabs.first().focus();
        await page.keyboard.press("End");
        await expect(tabs.nth(count - 1)).toBeFocused();
        await expect(tabs.nth(count - 1)).toHaveAttribute("aria-selected", "true");
        const panel = step.getByRole("tabpanel");
        // A phone shows the day's times on one screen, under its heading.
        const box = await panel.boundingBox();
        expect(box!.height).toBeLessThan(900);
        const { slot, start } = await claimTimeInStep(step);
        await expect(panel.getByRole("heading")).toHaveText(formatDate(new Date(start), timezoneId, language));
        await expectNothingSerious(page);

        await slot.click();
        await step.getByRole("button", { name: forms.booking.confirm }).click();
        const booked = step.getByRole("heading", { name: forms.booking.bookedTitle.split("{")[0] });
        await expect(booked).toHaveText(
          forms.booking.bookedTitle.replace("{when}", formatWhen(new Date(start), timezoneId, language)),
        );
        // The words around the card now say what is true: the call is booked.
        await expect(section.getByText(contact.next[1]!)).toBeHidden();
        await expect(section.getByText(contact.bookedNext[0]!)).toBeVisible();
        if (width >= 1024) {
          await expect(section.getByText(contact.lead)).toBeHidden();
          await expect(section.getByText(contact.bookedLead)).toBeVisible();
        }

        await visitManagePages(page, current, start, timezoneId, true);
      });

      test("without JavaScript: a plain list of days and times books, and the links open the site's pages", async ({
        browser,
      }) => {
        const context = await browser.newContext({
          javaScriptEnabled: false,
          timezoneId,
          locale,
          viewport: { width, height: 900 },
        });
        const page = await context.newPage();
        await page.goto(`/${language}/education`);
        const form = page.locator("form[data-form=discovery]");
        await form.locator("input[name=name]").fill("Plain List");
        await form.locator("input[name=email]").fill(uniqueEmail(`pages-nojs-${language}-${width}`));
        await form.locator("input[name=company]").fill("Static Co");
        await form.locator("textarea[name=currentChallenges]").fill("No scripts here.");
        await form.getByRole("button", { name: current.education }).click();

        await expect(page).toHaveURL(/\/booking\?token=/);
        await expectSiteFrame(page, current);
        // Every day with its times, a heading each, in one plain list.
        await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
        const { form: chosen, start } = await claimTimeForm(page.getByRole("main"));
        await chosen.getByRole("button").click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(current.pages.page.confirmTitle);
        await page.getByRole("button", { name: current.pages.page.confirm, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(current.pages.page.bookedTitle);
        // Without a script the page cannot know the visitor's zone: it shows ours, and says so.
        await expect(page.getByRole("main")).toContainText(formatWhen(new Date(start), OWNER_ZONE, language));
        await expectSiteFrame(page, current);

        await visitManagePages(page, current, start, OWNER_ZONE, false);
        await context.close();
      });
    });
  }
}
