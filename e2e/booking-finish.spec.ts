import { forms as en } from "../app/content/en/forms";
import { forms as pt } from "../app/content/pt/forms";
import { formatTime } from "../shared/call-time";
import { typesetText } from "../shared/typeset";
import { claimTimeInStep } from "./calendar";
import { expect, openForm, test } from "./fixtures";
import { uniqueEmail } from "./leads";

// Issue 53: a booking that feels finished. A summary before confirming, the zone the visitor
// chooses, "Join the call" with Google and Outlook links once booked, and on the cancel page
// "Choose another time" as the primary action.

const CASES = [
  { language: "en", copy: en, submit: "Book Discovery Call", another: "Choose another time", tokyo: /Japan|UTC\+9/ },
  { language: "pt", copy: pt, submit: "Agendar conversa", another: "Escolher outro horário", tokyo: /Japão|UTC\+9/ },
] as const;

for (const { language, copy, submit, another, tokyo } of CASES) {
  test.describe(`the finished booking in ${language}`, () => {
    test.use({ timezoneId: "America/Sao_Paulo" });

    test("summary, zone change and calendar links; the cancel page leads with another time", async ({ page }) => {
      test.slow();
      const form = await openForm(page, `/${language}/education#contact`, "discovery");
      await form.locator("input[name=name]").fill("Finished Booking");
      await form.locator("input[name=email]").fill(uniqueEmail(`finish-${language}`));
      await form.locator("input[name=company]").fill("Calendar Co");
      await form.locator("textarea[name=currentChallenges]").fill("We want the call in our own zone.");
      await form.getByRole("button", { name: submit }).click();

      const step = page.locator("[data-booking]");
      // The visitor shows the times in another zone; the slots follow it.
      await step.getByRole("combobox", { name: copy.booking.zonePicker }).selectOption("Asia/Tokyo");
      const { slot, start } = await claimTimeInStep(step);
      await expect(slot).toHaveText(formatTime(new Date(start), "Asia/Tokyo", language));
      await slot.click();

      // The summary before confirming: how long, where, and the zone.
      const summary = step.locator("[data-summary]");
      await expect(summary).toContainText(typesetText(copy.booking.summary.lengthValue));
      await expect(summary).toContainText(copy.booking.summary.whereValue);
      await expect(summary).toContainText(tokyo);
      await step.getByRole("button", { name: copy.booking.confirm }).click();

      // Booked: calendar links beside the invitation's .ics, both to the call's own time.
      const google = step.getByRole("link", { name: copy.booking.calendar.google });
      await expect(google).toHaveAttribute(
        "href",
        /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
      );
      await expect(step.getByRole("link", { name: copy.booking.calendar.outlook })).toHaveAttribute(
        "href",
        /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/,
      );

      // The cancel page: keeping the call at another time is the primary action.
      await step.getByRole("link", { name: copy.booking.cancel }).click();
      const primary = page.locator("main .actions > a").first();
      await expect(primary).toHaveText(another);
      await expect(primary).toHaveAttribute("data-primary", "true");
      await expect(page.locator("main form.cancel button[type=submit]")).toHaveClass(/border-line/);
    });
  });
}
