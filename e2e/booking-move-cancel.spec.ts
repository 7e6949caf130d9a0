import type { Locator, Page } from "@playwright/test";
import { BOOKING_COPY } from "../server/booking/copy";
import { slotPicker as enPicker } from "../shared/content/en/slot-picker";
import { slotPicker as ptPicker } from "../shared/content/pt/slot-picker";
import { slotPickerClasses } from "../shared/ui/slot-picker";
import { claimTime, claimTimeForm } from "./calendar";
import { expect, photograph, seriousAxeFindings, test } from "./fixtures";
import { postLead, uniqueEmail } from "./leads";
import { messagesTo } from "./mailbox";

// Issue 53, points 5 and 8: the reschedule page offers days and times in the form's own picker
// (a row of day tabs that scrolls rather than wraps, then that day's times), with and without
// JavaScript; the cancel page leads with another time, and its optional reason reaches the owner.

const CASES = [
  { language: "en", picker: enPicker },
  { language: "pt", picker: ptPicker },
] as const;

const OWNER = process.env.E2E_OWNER_EMAIL ?? "";

/** A lead with a call booked through the JSON contract, as the form's step books it: its links. */
async function bookedCall(page: Page, language: "en" | "pt") {
  const token = await postLead(page.request, {
    name: "Moving Person",
    email: uniqueEmail(`move-${language}`),
    language,
  });
  const offer = (await (await page.request.get(`/booking/slots?token=${token}`)).json()) as {
    slots: { start: string }[];
  };
  const start = claimTime(offer.slots.map((slot) => slot.start));
  const booked = await page.request.post("/booking", {
    headers: { accept: "application/json" },
    data: { token, start, timeZone: "America/Sao_Paulo" },
  });
  expect(booked.ok()).toBe(true);
  return ((await booked.json()) as { booking: { rescheduleUrl: string; cancelUrl: string } }).booking;
}

/** The picker as the form draws it: day tabs on one row that does not wrap, the shown day current. */
async function expectThePicker(main: Locator, picker: (typeof CASES)[number]["picker"]) {
  const region = main.getByRole("region", { name: picker.slotsLabel });
  const days = region.getByRole("navigation", { name: picker.daysLabel }).getByRole("link");
  await expect(days.first()).toHaveClass(slotPickerClasses.day);
  await expect(days.first()).toHaveAttribute("aria-current", "page");
  const row = region.locator("nav ul");
  await expect(row).toHaveCSS("flex-wrap", "nowrap");
  // Every tab on the one row: the same top, wide screen or narrow.
  const tops = await days.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await expect(region.locator("form button[type=submit]").first()).toHaveClass(slotPickerClasses.time);
  // Nothing leaves the page sideways: only the row itself scrolls.
  expect(await main.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

for (const { language, picker } of CASES) {
  const t = BOOKING_COPY[language].page;

  test.describe(`moving and cancelling a call in ${language}`, () => {
    test.use({ timezoneId: "America/Sao_Paulo" });

    test("moves with the form's picker without JavaScript and with it; cancels with a reason the owner reads @once", async ({
      browser,
      page,
    }) => {
      test.slow();
      const call = await bookedCall(page, language);

      // Without JavaScript, on a phone: the picker, a day chosen by its link, a time, confirmed.
      const bare = await browser.newContext({
        javaScriptEnabled: false,
        timezoneId: "America/Sao_Paulo",
        viewport: { width: 375, height: 800 },
      });
      const phone = await bare.newPage();
      await phone.goto(call.rescheduleUrl);
      const main = phone.getByRole("main");
      await expect(phone.getByRole("heading", { level: 1 })).toHaveText(t.rescheduleTitle);
      await expectThePicker(main, picker);
      await photograph(phone, `move-${language}-375-nojs`);
      const { form } = await claimTimeForm(main);
      await form.getByRole("button").click();
      await expect(phone.getByRole("heading", { level: 1 })).toHaveText(t.rescheduleConfirmTitle);
      await phone.getByRole("button", { name: t.confirm }).click();
      await expect(phone.getByRole("heading", { level: 1 })).toHaveText(t.rescheduledTitle);
      await bare.close();

      // With JavaScript, on a wide screen: the same page and picker, and it moves again.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(call.rescheduleUrl);
      await expectThePicker(page.getByRole("main"), picker);
      await photograph(page, `move-${language}-1440`);
      expect(await seriousAxeFindings(page)).toEqual([]);
      const again = await claimTimeForm(page.getByRole("main"));
      await again.form.getByRole("button").click();
      await page.getByRole("button", { name: t.confirm }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.rescheduledTitle);

      // The cancel page: another time leads; cancelling follows, with an optional reason.
      await page.goto(call.cancelUrl);
      const primary = page.locator("main [data-primary]");
      await expect(primary).toHaveText(t.reschedule);
      await expect(primary).toHaveAttribute("href", /\/booking\/reschedule\?/);
      const reason = page.getByRole("textbox", { name: t.reasonLabel });
      await expect(reason).toHaveAttribute("maxlength", "500");
      expect(await seriousAxeFindings(page)).toEqual([]);
      await photograph(page, `cancel-${language}-1440`);
      await page.setViewportSize({ width: 375, height: 800 });
      await photograph(page, `cancel-${language}-375`);
      const words = `Something came up <b>${language}</b> ${Date.now()}`;
      await reason.fill(`${words}\n\nSorry!`);
      await page.getByRole("button", { name: t.cancelConfirm }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.cancelledTitle);

      // The owner's "call canceled" e-mail carries the reason, quoted, as text.
      const [mail] = await messagesTo(OWNER, 1, (message) => message.text?.includes(words) ?? false);
      expect(mail!.subject).toMatch(/^Call canceled: /);
      expect(mail!.subject).not.toContain(words);
      expect(mail!.text).toContain(`Their reason:\n> ${words}\n>\n> Sorry!\n`);
    });
  });
}
