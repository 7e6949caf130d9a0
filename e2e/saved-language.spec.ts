import { expect, test } from "./fixtures";

/**
 * SPEC section 4, "a saved preference wins over the browser language", on a loaded machine
 * (issue 52): the page's own inline script remembers the path's language as the page is parsed,
 * so a visitor who moves on before the shell's file has come (here it never comes) is still
 * remembered.
 */
test.describe("the language in the path is remembered from the first paint", () => {
  for (const language of ["pt", "en"] as const) {
    const browserLocale = language === "pt" ? "en-US" : "pt-BR";
    test(`/${language}/ in a ${browserLocale} browser, then /, lands on /${language}/`, async ({ browser }) => {
      const context = await browser.newContext({ locale: browserLocale });
      // The shell's file never arrives: only the page's inline script can remember the language.
      await context.route(/\/assets\/shell[\w.-]*\.js$/, (route) => route.abort());
      const page = await context.newPage();
      await page.goto(`/${language}/`, { waitUntil: "domcontentloaded" });
      await page.goto("/");
      await expect(page).toHaveURL(`/${language}/`);
      await expect(page.locator("html")).toHaveAttribute("lang", language === "pt" ? "pt-BR" : "en");
      await context.close();
    });
  }
});
