import type { Page, Route } from "@playwright/test";
import { expect, formReady, loaded, openForm, test, throughBackoff } from "./fixtures";
import { uniqueEmail } from "./leads";

/**
 * Issue 27, point 6, in Chromium: a visitor with JavaScript never loses typed text to a network
 * failure, whether the form's island has hydrated or not (decision 053).
 */

const FIELDS = {
  en: {
    path: "/en/consulting",
    labels: { name: "Name", email: "Work e-mail", company: "Company", context: "Context and challenges" },
    send: "Send Message",
    noAnswer: "We could not reach our server. Check your connection and try again.",
  },
  pt: {
    path: "/pt/consulting",
    labels: { name: "Nome", email: "E-mail profissional", company: "Empresa", context: "Contexto e desafios" },
    send: "Enviar mensagem",
    noAnswer: "Não conseguimos falar com nosso servidor. Verifique sua conexão e tente de novo.",
  },
} as const;

/** The collector's form address (the forms' `action`); its challenge path is left alone. */
const COLLECTOR = "**/f/contact";

const typed = (email: string) => ({
  name: "Joana Araújo",
  email,
  company: "Pão & Código Ltda.",
  context: "Texto longo digitado com calma: previsão de churn, dados do CRM e tíquetes de suporte.",
});

async function fill(page: Page, language: keyof typeof FIELDS, values: ReturnType<typeof typed>) {
  const form = page.locator("form[data-form=consulting]");
  const { labels } = FIELDS[language];
  for (const field of ["name", "email", "company", "context"] as const)
    await form.getByLabel(labels[field]).fill(values[field]);
  return form;
}

async function expectKept(page: Page, language: keyof typeof FIELDS, values: ReturnType<typeof typed>) {
  const form = page.locator("form[data-form=consulting]");
  const { labels } = FIELDS[language];
  for (const field of ["name", "email", "company", "context"] as const)
    await expect(form.getByLabel(labels[field])).toHaveValue(values[field]);
}

test.describe("typed text survives a network failure", () => {
  test.beforeEach(({ allowConsoleError }) => {
    // The failed requests themselves, which Chromium reports on the console.
    allowConsoleError(/Failed to load resource|ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
  });

  test("a submit before the island hydrates fails on the network, and the text is back when the visitor returns", async ({
    page,
  }) => {
    // The island's code is held: the form stays the server's plain <form method="post">.
    const held: Route[] = [];
    await page.route("**/assets/consulting-form.*.js", (route) => void held.push(route));
    await page.route(COLLECTOR, (route) => route.abort("internetdisconnected"));
    await page.goto(FIELDS.en.path);
    await loaded(page);
    const values = typed(uniqueEmail("before-hydration"));
    const form = await fill(page, "en", values);
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => held.length, { message: "the island asked for its code" }).toBeGreaterThan(0);
    await expect(form).not.toHaveAttribute("data-ready");

    // The browser's own POST, which fails: its error page replaces the form.
    await form.getByRole("button", { name: FIELDS.en.send }).click();
    await expect.poll(() => page.evaluate(() => document.querySelector("form[data-form=consulting]"))).toBeNull();

    // The visitor comes back (the address bar, a link, a reload): a fresh page, no form state
    // restored by the browser, and this time the island's code arrives.
    await page.unroute("**/assets/consulting-form.*.js");
    for (const route of held) await route.continue().catch(() => undefined);
    await page.goto(FIELDS.en.path);
    await formReady(page.locator("form[data-form=consulting]"));
    await expectKept(page, "en", values);
  });

  test("a back navigation from the error page finds the text too", async ({ page }) => {
    const held: Route[] = [];
    await page.route("**/assets/consulting-form.*.js", (route) => void held.push(route));
    await page.route(COLLECTOR, (route) => route.abort("internetdisconnected"));
    await page.goto(FIELDS.pt.path);
    await loaded(page);
    const values = typed(uniqueEmail("back"));
    const form = await fill(page, "pt", values);
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await form.getByRole("button", { name: FIELDS.pt.send }).click();
    await expect.poll(() => page.evaluate(() => document.querySelector("form[data-form=consulting]"))).toBeNull();

    await page.unroute("**/assets/consulting-form.*.js");
    for (const route of held) await route.continue().catch(() => undefined);
    await page.goBack();
    await formReady(page.locator("form[data-form=consulting]"));
    await expectKept(page, "pt", values);
  });

  for (const language of ["en", "pt"] as const) {
    test(`a hydrated form keeps its fields and says what failed, in ${language}`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("por.language", value), language);
      await page.clock.install();
      const form = await openForm(page, FIELDS[language].path, "consulting");
      await page.route(COLLECTOR, (route) => route.abort("internetdisconnected"));
      const values = typed(uniqueEmail(`hydrated-${language}`));
      await fill(page, language, values);
      await form.getByRole("button", { name: FIELDS[language].send }).click();
      // The island retries a transport failure a few times before it says so.
      await expect(form.getByRole("status")).toHaveText(/\(2 (of|de) 4\)/);
      await throughBackoff(page, form.getByText(FIELDS[language].noAnswer));
      expect(page.url()).toContain(FIELDS[language].path);
      await expectKept(page, language, values);
      // And a reload finds them too (the island's own draft).
      await page.reload();
      await formReady(page.locator("form[data-form=consulting]"));
      await expectKept(page, language, values);
    });
  }
});
