import { expect, formReady, loaded, openForm, test } from "./fixtures";
import { uniqueEmail } from "./leads";

const PAGES = [
  "/en/",
  "/pt/",
  "/en/consulting",
  "/pt/consulting",
  "/en/education",
  "/pt/education",
  "/en/privacy",
  "/pt/thanks",
  "/en/case-studies/editorial-knowledge-graph",
  "/pt/case-studies/hr-customer-insights",
  "/admin",
];

test.describe("the Content-Security-Policy", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
  });

  test("pages run under it with no violation, and it allows no inline or eval'd script", async ({
    page,
    allowConsoleError,
  }) => {
    allowConsoleError(/status of 401/); // the inbox asks whether we are signed in
    for (const path of PAGES) {
      const response = await page.goto(path);
      const policy = response?.headers()["content-security-policy"] ?? "";
      // A hash for each inline script the page has (the language choice, the particles, JSON-LD, and
      // Astro's island loader on /admin), if any.
      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*(;|$)/);
      expect(policy, path).not.toMatch(/unsafe-inline'[^;]*;?.*script-src|script-src[^;]*unsafe/);
      expect(policy, path).toContain("frame-ancestors 'none'");
      await loaded(page);
      // The forms hydrate as they come into view: their island scripts run under the policy too.
      for (const form of await page.locator("form[data-form]").all()) await formReady(form);
      // The inbox renders in the browser only: it is there once its island has run.
      if (path === "/admin") await expect(page.locator("main[data-ready] form")).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
        path,
      ).toEqual([]);
    }
  });

  test("a form sends under it with no violation", async ({ page }) => {
    const form = await openForm(page, "/en/consulting", "consulting");
    await form.getByLabel("Name").fill("Policy Paula");
    await form.getByLabel("Work e-mail").fill(uniqueEmail("csp"));
    await form.getByLabel("Company").fill("Headers Inc");
    await form.getByLabel("Context and challenges").fill("Checking the policy.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });
});
