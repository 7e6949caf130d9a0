import { expect, loaded, test } from "./fixtures";

test.describe("a visitor arriving at the root @once", () => {
  test("with an English browser lands on /en/, and / is not left in history", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/en/privacy");
    const entries = await page.evaluate(() => history.length);
    await page.goto("/");
    await expect(page).toHaveURL("/en/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Replaced, not pushed: one entry more than before, and Back skips `/`.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);
    await page.goBack();
    await expect(page).toHaveURL("/en/privacy");
    await context.close();
  });

  test("with a Portuguese browser lands on /pt/", async ({ browser }) => {
    const context = await browser.newContext({ locale: "pt-BR" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL("/pt/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await context.close();
  });

  test("with a saved preference gets it, whatever the browser says", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    await context.addInitScript(() => localStorage.setItem("por.language", "pt"));
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL("/pt/");
    await context.close();
  });

  test("with a French browser and nothing saved falls back to English", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL("/en/");
    await context.close();
  });

  test("gets the page in its first answer: one document asked for, not a page that asks for another", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "pt-BR" });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.goto("/?utm_source=newsletter#contact");
    await expect(page).toHaveURL("/pt/?utm_source=newsletter#contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(documents).toEqual(["/"]);
    await context.close();
  });

  test("with a saved choice unlike the browser's, never shows the browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    await context.addInitScript(() => localStorage.setItem("por.language", "pt"));
    const page = await context.newPage();
    // Every English home page the browser lays out, as it lays it out.
    const shown: string[] = [];
    await page.exposeFunction("shown", (path: string) => shown.push(path));
    await context.addInitScript(() => {
      const report = (window as unknown as { shown: (path: string) => void }).shown;
      requestAnimationFrame(() => {
        if (document.documentElement.lang === "en" && !document.documentElement.hidden) report(location.pathname);
      });
    });
    await page.goto("/");
    await expect(page).toHaveURL("/pt/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    expect(shown).toEqual([]);
    await context.close();
  });

  test("without JavaScript, in Portuguese, is sent to /pt/", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "pt-BR" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL("/pt/");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await context.close();
  });

  test("without JavaScript is sent to /en/", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL("/en/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });
});

test.describe("paths without a language @once", () => {
  for (const page of ["consulting", "education"]) {
    test(`/${page} gains the current language, replacing the history entry`, async ({ browser }) => {
      const context = await browser.newContext({ locale: "pt-BR" });
      const tab = await context.newPage();
      await tab.goto("/pt/privacy");
      await tab.goto(`/${page}?ref=mail#contact`);
      await expect(tab).toHaveURL(`/pt/${page}?ref=mail#contact`);
      await tab.goBack();
      await expect(tab).toHaveURL("/pt/privacy");
      await context.close();
    });
  }
});

test.describe("unsupported languages @once", () => {
  for (const [from, to] of [
    ["/fr/consulting", "/en/consulting"],
    ["/es/", "/en/"],
    ["/pt-PT/education#contact", "/en/education#contact"],
  ]) {
    test(`${from} becomes ${to}`, async ({ page, consoleMessages }) => {
      await page.goto(from!);
      await expect(page).toHaveURL(to!);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(consoleMessages.some((m) => m.type() === "warning" && /Unsupported language/.test(m.text()))).toBe(true);
    });
  }
});

test.describe("unknown paths @once", () => {
  // The document itself answers 404, which Chromium reports as a console error.
  test.beforeEach(({ allowConsoleError }) => allowConsoleError(/status of 404/));

  test("show the not-found screen in English, log the path, and lead home", async ({ page, consoleMessages }) => {
    await page.goto("/en/no-such-page");
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    // The heading is in the pre-rendered page; the path is logged once the app has started.
    await expect.poll(() => consoleMessages.some((m) => m.text().includes("/en/no-such-page"))).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/en/");
  });

  test("show it in Portuguese under /pt", async ({ page }) => {
    await page.goto("/pt/nada/aqui");
    await expect(page.getByRole("heading", { name: "Oops! Página não encontrada" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await page.getByRole("link", { name: "Voltar ao Início" }).click();
    await expect(page).toHaveURL("/pt/");
  });

  test("answer with HTTP 404", async ({ request }) => {
    expect((await request.get("/en/no-such-page")).status()).toBe(404);
    expect((await request.get("/assets/missing.js")).status()).toBe(404);
  });

  test("a dead link to a file shows the Page Not Found screen in the visitor's language", async ({
    page,
    consoleMessages,
  }) => {
    const response = await page.goto("/pt/folheto-2025.pdf");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Página não encontrada" })).toBeVisible();
    await expect(page.getByText("A página que você procura não existe.")).toBeVisible();
    await expect.poll(() => consoleMessages.some((m) => m.text().includes("/pt/folheto-2025.pdf"))).toBe(true);
    await page.getByRole("link", { name: "Ir para o início" }).click();
    await expect(page).toHaveURL("/pt/");
    await page.goto("/en/brochure.pdf");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/en/");
  });

  test("a path with no language gains the current one first", async ({ browser }) => {
    const context = await browser.newContext({ locale: "pt-BR" });
    const page = await context.newPage();
    await page.goto("/whatever");
    await expect(page).toHaveURL("/pt/whatever");
    await expect(page.getByRole("heading", { name: "Oops! Página não encontrada" })).toBeVisible();
    await context.close();
  });
});

test("each page is pre-rendered with its text and language @once", async ({ request }) => {
  for (const [path, lang] of [
    ["/en/", "en"],
    ["/pt/", "pt-BR"],
    ["/en/consulting", "en"],
    ["/pt/education", "pt-BR"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(`<html lang="${lang}"`);
    expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
  }
});

test("loads without errors @once", async ({ page }) => {
  await page.goto("/en/");
  await loaded(page);
});
