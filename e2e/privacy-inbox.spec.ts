import type { Page } from "@playwright/test";
import * as v from "valibot";
import { PRIVACY_PATHS, privacyRequestsReply } from "../shared/privacy";
import { expect, loaded, photograph, seriousAxeFindings, test } from "./fixtures";
import { uniqueEmail } from "./leads";

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

/**
 * The inbox's privacy page, signed in on the real server. The first story answers its one API call
 * with a fixture the contract checks, so the rows, their wording and the screenshots are exact
 * whatever other specs asked; the second reads a request this test made through the real route.
 */
const FIXTURE = v.parse(privacyRequestsReply, {
  requests: [
    {
      id: "r3",
      requestedAt: "2026-11-24T13:05:00.000Z",
      language: "pt",
      action: "erasure",
      status: "done",
      completedAt: "2026-11-24T13:20:00.000Z",
      erased: { leads: 2, calls: 1, messages: 5, webhookDeliveries: 3 },
    },
    {
      id: "r2",
      requestedAt: "2026-11-22T18:40:00.000Z",
      language: "en",
      action: "access",
      status: "opened",
      completedAt: null,
      erased: null,
    },
    {
      id: "r1",
      requestedAt: "2026-11-20T09:15:00.000Z",
      language: "pt",
      action: "access",
      status: "sent",
      completedAt: null,
      erased: null,
    },
  ],
});

async function signIn(page: Page, language: "en" | "pt") {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  await page.goto("/admin#privacy");
  await loaded(page);
  await page.getByLabel(language === "en" ? "Password" : "Senha").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: language === "en" ? "Sign in" : "Entrar" }).click();
}

test.describe("the inbox's privacy page @desktop", () => {
  for (const language of ["en", "pt"] as const) {
    test(`lists the visitors' requests in ${language}, and axe finds nothing serious`, async ({
      page,
      allowConsoleError,
    }) => {
      allowConsoleError(/status of 401/); // asking whether we are signed in, before we are
      await page.addInitScript((value) => localStorage.setItem("por.language", value), language);
      await page.route("**/api/admin/privacy/requests", (route) => route.fulfill({ json: FIXTURE }));
      await signIn(page, language);

      const title = language === "en" ? "Privacy requests" : "Pedidos de privacidade";
      const nav = page.getByRole("navigation", { name: language === "en" ? "Owner console" : "Área do responsável" });
      await expect(nav.getByRole("link", { name: language === "en" ? "Privacy" : "Privacidade" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expect(page.getByRole("row")).toHaveCount(4);
      await expect(page.getByRole("row").nth(1)).toContainText(
        language === "en" ? "2 leads, 1 call, 5 e-mails, 3 webhook deliveries" : "2 contatos, 1 conversa, 5 e-mails",
      );

      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: 900 });
        // The console's tabs and the table fit a phone: only the table may scroll, inside its frame.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await seriousAxeFindings(page)).toEqual([]);
        await photograph(page, `inbox-privacy-${language}-${width}`);
      }
    });
  }
});

test.describe("the inbox's privacy page, from the real server @desktop", () => {
  test("lists a request a visitor just made, as a link sent, holding no address", async ({
    page,
    request,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 401/); // asking whether we are signed in, before we are
    const email = uniqueEmail("privacy-inbox");
    const asked = await request.post(PRIVACY_PATHS.request, {
      headers: { Accept: "application/json" },
      data: { email, language: "pt" },
    });
    expect(asked.status()).toBe(200);
    await signIn(page, "en");
    await expect(page.getByRole("heading", { name: "Privacy requests" })).toBeVisible();
    const rows = page.getByRole("row").filter({ hasText: "Portuguese" }).filter({ hasText: "Link sent" });
    await expect(rows.first()).toBeVisible();
    await expect(page.locator("main")).not.toContainText(email);
  });
});
