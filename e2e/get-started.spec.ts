import { expect, loaded, test } from "./fixtures";

/**
 * SPEC section 2: the header's "Get Started" goes to the consulting page's contact section, from
 * every page; issue 53: the form says before it is sent that a time can be picked right after.
 */
const WORDS = {
  en: { getStarted: "Get Started", menu: "Open menu", pickTime: /Right after you send this, you/ },
  pt: { getStarted: "Comece agora", menu: "Abrir menu", pickTime: /Logo depois de enviar, você/ },
} as const;

const PAGES = [
  { path: "/", form: "consulting", lands: "/consulting#contact" },
  { path: "/consulting", form: "consulting", lands: "/consulting#contact" },
  { path: "/education", form: "consulting", lands: "/consulting#contact" },
  { path: "/privacy", form: "consulting", lands: "/consulting#contact" },
] as const;

for (const [language, words] of Object.entries(WORDS)) {
  for (const { path, form, lands } of PAGES) {
    test(`"${words.getStarted}" on /${language}${path} reaches the consulting form`, async ({ page }, testInfo) => {
      await page.goto(`/${language}${path === "/" ? "/" : path}`);
      await loaded(page);
      if (testInfo.project.name === "mobile") await page.getByRole("button", { name: words.menu }).click();
      await page.getByRole("link", { name: words.getStarted }).filter({ visible: true }).click();
      await expect(page).toHaveURL(`/${language}${lands}`);
      const target = page.locator(`form[data-form=${form}]`);
      await expect(target).toBeInViewport();
      // Before anything is sent, the form says the best thing: a time can be picked right after.
      await expect(target.getByText(words.pickTime)).toBeVisible();
    });
  }
}
