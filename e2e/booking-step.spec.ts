import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import type { SlotsReply } from "@shared/booking";
import { formatWhen } from "../shared/call-time";
import { forms as en } from "../app/content/en/forms";
import { forms as pt } from "../app/content/pt/forms";
import { typesetText } from "../shared/typeset";
import { claimTimeInStep } from "./calendar";
import { expect, openForm, test } from "./fixtures";
import { postLead, uniqueEmail } from "./leads";

// Issue 30: a tap on one of some fifty time buttons, easy to make by accident while scrolling a
// phone, books nothing. Choosing shows the time with its date; one confirmation books it.

/** What a second visitor is offered now: a fresh lead through the collector's JSON API. */
async function freeTimes(request: APIRequestContext): Promise<string[]> {
  const token = await postLead(request, { name: "Next Visitor", email: uniqueEmail("next-step"), language: "en" });
  const reply = await request.get(`/booking/slots?token=${encodeURIComponent(token)}`);
  const slots = (await reply.json()) as SlotsReply;
  return slots.state === "open" ? slots.slots.map((slot) => slot.start) : [];
}

const CASES = [
  {
    language: "pt",
    copy: pt,
    timezoneId: "America/Sao_Paulo",
    locale: "pt-BR",
    submit: "Agendar conversa",
    zone: "horário de Brasília (UTC−3)",
  },
  {
    language: "en",
    copy: en,
    timezoneId: "America/New_York",
    locale: "en-US",
    submit: "Book Discovery Call",
    zone: /^Eastern Time \(UTC−[45]\)$/,
  },
] as const;

for (const { language, copy, timezoneId, locale, submit, zone } of CASES) {
  test.describe(`the booking step in ${language}`, () => {
    test.use({ timezoneId, locale });

    test("a time is booked in two steps: choose, then confirm; back returns to the list", async ({ page, request }) => {
      const form = await openForm(page, `/${language}/education#contact`, "discovery");
      await form.locator("input[name=name]").fill("Two Steps");
      await form.locator("input[name=email]").fill(uniqueEmail(`step-${language}`));
      await form.locator("input[name=company]").fill("Careful Co");
      await form.locator("textarea[name=currentChallenges]").fill("We would rather not book by accident.");
      await form.getByRole("button", { name: submit }).click();

      const step = page.locator("[data-booking]");
      const slots = step.locator("button[data-start]");
      const { slot, start } = await claimTimeInStep(step);
      await slot.scrollIntoViewIfNeeded();
      // The zone the times are in, shown by the picker that changes it.
      await expect(step.getByRole("combobox", { name: copy.booking.zonePicker }).locator("option:checked")).toHaveText(
        zone,
      );
      await expect(step).not.toContainText(/[A-Z][a-z]+\/[A-Z][A-Za-z_]+/);
      const name = (await slot.getAttribute("aria-label"))!;
      const time = name.slice(name.lastIndexOf(", ") + 2);

      // Step one: the time with its date, nothing booked yet.
      await slot.click();
      const confirmation = step.locator("[data-confirm]");
      // The step sets its words (docs/decisions/130): "30-minute" with a non-breaking hyphen.
      await expect(confirmation.getByRole("heading", { name: typesetText(copy.booking.confirmTitle) })).toBeFocused();
      // As the no-JavaScript page and the e-mail write it, the year included.
      const moment = formatWhen(new Date(start), timezoneId, language);
      await expect(confirmation).toContainText(moment.charAt(0).toUpperCase() + moment.slice(1), {
        ignoreCase: true,
      });
      await expect(slots).toHaveCount(0);
      expect(await freeTimes(request)).toContain(start);
      const axe = await new AxeBuilder({ page })
        .include("[data-booking]")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

      // Back: the list again, the keyboard on the time that had been chosen; still nothing booked.
      await confirmation.getByRole("button", { name: copy.booking.back }).click();
      await expect(step.locator(`button[data-start="${start}"]`)).toBeFocused();
      expect(await freeTimes(request)).toContain(start);

      // Step two books it.
      await step.locator(`button[data-start="${start}"]`).click();
      await step.getByRole("button", { name: copy.booking.confirm }).click();
      const booked = page.getByRole("heading", { name: copy.booking.bookedTitle.split("{")[0] });
      await expect(booked).toBeFocused();
      await expect(booked).toContainText(time);
      expect(await freeTimes(request)).not.toContain(start);
    });
  });
}
