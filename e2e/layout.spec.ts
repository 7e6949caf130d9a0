import { expect, formReady, loaded, test } from "./fixtures";
import { uniqueEmail } from "./leads";

// Issue 30: the finish that holds at every width, measured rather than eyeballed.

test.describe("on a phone @mobile", () => {
  test("'Get Started' lands on the contact form itself, clear of the top bar", async ({ page }) => {
    await page.goto("/pt/");
    await loaded(page);
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Comece agora" }).click();
    await expect(page).toHaveURL("/pt/consulting#contact");
    const form = page.locator("form[data-form=consulting]");
    // The scroll to the anchor is smooth: wait until it has settled.
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("contact")!.getBoundingClientRect().top)))
      .toBeLessThan(100);
    const { formTop, barBottom, height } = await page.evaluate(() => ({
      formTop: document.querySelector("form[data-form=consulting]")!.getBoundingClientRect().top,
      barBottom: document.querySelector("[data-site-header]")!.getBoundingClientRect().bottom,
      height: innerHeight,
    }));
    expect(formTop).toBeGreaterThan(barBottom);
    // The form, with its first field, is in the first screen, not below a screen of introduction.
    expect(formTop).toBeLessThan(height / 2);
    await expect(form.getByLabel("Nome")).toBeInViewport();
  });

  test("the success card after a submit is whole below the top bar", async ({ page }) => {
    await page.goto("/en/consulting#contact");
    await loaded(page);
    const form = page.locator("form[data-form=consulting]");
    await formReady(form);
    await form.getByLabel("Name").fill("Card Checker");
    await form.getByLabel("Work e-mail").fill(uniqueEmail("card"));
    await form.getByLabel("Company").fill("Layout Co");
    await form.getByLabel("Context and challenges").fill("Does the card show whole after the submit?");
    // Scrolled so that the long form's submit button is at the bottom of the screen, as a thumb has it.
    await form.getByRole("button", { name: "Send Message" }).scrollIntoViewIfNeeded();
    await form.getByRole("button", { name: "Send Message" }).click();
    const card = page.locator("[data-card]");
    await expect(card).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const top = document.querySelector("[data-card]")!.getBoundingClientRect().top;
          return top - document.querySelector("[data-site-header]")!.getBoundingClientRect().bottom;
        }),
      )
      .toBeGreaterThanOrEqual(0);
  });
});

test.describe("on a wide screen @desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const language of ["en", "pt"]) {
    test(`cards line up in ${language}: step texts, case results and credential texts at one height`, async ({
      page,
    }) => {
      await page.goto(`/${language}/consulting`);
      // The steps' outcomes moved to the hero (issue 53): each card's last text is its description.
      const dividers = await page
        .locator("#process li > p:last-child")
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(dividers).toHaveLength(4);
      expect(new Set(dividers).size, `dividers at ${dividers.join(", ")}`).toBe(1);

      await page.goto(`/${language}/`);
      const results = await page
        .locator("#case-studies li > p:last-child")
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(results).toHaveLength(2);
      expect(new Set(results).size, `case results at ${results.join(", ")}`).toBe(1);

      await page.goto(`/${language}/education`);
      const texts = await page
        .locator("#instructor ul > li > p")
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(texts).toHaveLength(4);
      // Two by two (issue 43): each row's texts start at one height, its cards are of one height,
      // and every title fits on one line.
      expect(texts[0], `texts at ${texts.join(", ")}`).toBe(texts[1]);
      expect(texts[2], `texts at ${texts.join(", ")}`).toBe(texts[3]);
      const cards = await page
        .locator("#instructor ul > li")
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
      expect([cards[0], cards[2]], `cards ${cards.join(", ")} px high`).toEqual([cards[1], cards[3]]);
      const titleLines = await page
        .locator("#instructor ul > li > h3")
        .evaluateAll((items) =>
          items.map((item) =>
            Math.round(item.getBoundingClientRect().height / parseFloat(getComputedStyle(item).lineHeight)),
          ),
        );
      expect(titleLines).toEqual([1, 1, 1, 1]);
    });
  }

  test("headings balance their lines", async ({ page }) => {
    await page.goto("/en/");
    const wraps = await page
      .locator("h1, h2, h3")
      .evaluateAll((headings) => [...new Set(headings.map((heading) => getComputedStyle(heading).textWrap))]);
    expect(wraps).toEqual(["balance"]);
  });
});
