import { privacy as en } from "../app/content/en/privacy";
import { privacy as pt } from "../app/content/pt/privacy";
import { typesetText } from "../shared/typeset";
import { identity } from "../shared/identity";
import { PRIVACY_PATHS } from "../shared/privacy";
import { expect, loaded, photograph, seriousAxeFindings, test } from "./fixtures";

const COPY = { en, pt };

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";
  test.describe(`the privacy page ${mode} @desktop`, () => {
    test.use({ javaScriptEnabled });

    for (const language of ["en", "pt"] as const) {
      const copy = COPY[language];

      test(`in ${language}: says what a visitor can do, and holds the request form`, async ({ page }) => {
        await page.goto(`/${language}/privacy`);
        await loaded(page);
        await expect(page.getByRole("heading", { name: copy.rights.title })).toBeVisible();
        for (const kind of copy.held.kinds)
          await expect(page.locator("li strong", { hasText: typesetText(kind.title) })).toBeVisible();
        await expect(page.getByText(copy.responsible.controller)).toBeVisible();
        await expect(page.locator(`a[href="mailto:${identity.dataProtection.officerEmail}"]`).first()).toBeVisible();

        const form = page.locator("form#privacy-request");
        await expect(form).toHaveAttribute("method", "post");
        await expect(form).toHaveAttribute("action", PRIVACY_PATHS.request);
        await expect(form.locator('input[type=hidden][name="language"]')).toHaveValue(language);
        await expect(form.getByLabel(typesetText(copy.rights.email))).toHaveAttribute("name", "email");
        await expect(form.getByRole("button", { name: copy.rights.submit })).toBeVisible();
        // A plain page: nothing on it runs but the site's shell.
        expect(await page.locator("astro-island").count()).toBe(0);

        for (const width of [1440, 375]) {
          await page.setViewportSize({ width, height: 900 });
          // Axe and the width check run in the page: they need its JavaScript, the layout does not.
          if (javaScriptEnabled) {
            expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
            expect(await seriousAxeFindings(page)).toEqual([]);
          }
          const shot = `privacy-${language}-${javaScriptEnabled ? "js" : "nojs"}`;
          await photograph(page, `${shot}-${width}`);
          await photograph(
            page.locator("section", { has: page.locator("#privacy-rights") }),
            `${shot}-rights-${width}`,
          );
        }
      });
    }
  });
}
