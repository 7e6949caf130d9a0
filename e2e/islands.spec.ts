import { expect, hydrated, test } from "./fixtures";
import { leadsByEmail, uniqueEmail } from "./leads";

// Pages keep their pre-rendered HTML instead of hydrating it; the header and the forms take it
// over after load (docs/decisions/008-static-parts.md). These check what a visitor would notice.

test("text typed before the form takes over is kept, and the message is sent", async ({ page }) => {
  const email = uniqueEmail("takeover");
  // Holds the form's code back, so the first keys land in the pre-rendered form.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/consulting-form-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/en/consulting#contact");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const form = page.locator("form[data-form=consulting]");
  await expect(page.locator("[data-slot=consulting-form][data-awaiting-takeover]")).toHaveCount(1);

  await form.getByLabel("Name").click();
  await page.keyboard.type("Ana ");
  release();
  await expect(page.locator("[data-awaiting-takeover]")).toHaveCount(0);
  // The caret stayed in the field: typing goes on where it was.
  await page.keyboard.type("Founder");
  await expect(form.getByLabel("Name")).toHaveValue("Ana Founder");
  await expect(form.getByLabel("Name")).toBeFocused();

  await form.getByLabel("Work e-mail").fill(email);
  await form.getByLabel("Company").fill("Acme Robotics");
  await form.getByLabel("Context and challenges").fill("Typed before and after the takeover.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
  expect(leadsByEmail(email)).toMatchObject([{ name: "Ana Founder", company: "Acme Robotics" }]);
});

test("links in pre-rendered content navigate inside the app, and the new page renders in full", async ({ page }) => {
  await page.goto("/en/");
  await hydrated(page);
  // A full page load would reset this.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.locator("#services").getByRole("link", { name: "Explore consulting" }).click();
  await expect(page).toHaveURL(/\/en\/consulting$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("footer")).toContainText(/©/);
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  // The form on the new page works at once: it was rendered, not pre-rendered.
  await expect(page.locator("[data-awaiting-takeover]")).toHaveCount(0);
  await expect(page.locator("form[data-form]")).toBeVisible();
});

test("an unknown path is answered 404 with the pre-rendered not-found page of its language", async ({
  page,
  allowConsoleError,
}) => {
  // The document itself answers 404, which Chromium reports as a console error.
  allowConsoleError(/status of 404/);
  const response = await page.goto("/pt/nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Página não encontrada");
  await hydrated(page);
  await expect(page).toHaveURL(/\/pt\/nao-existe$/);
  await page.getByRole("link", { name: "Voltar ao Início" }).click();
  await expect(page).toHaveURL(/\/pt\/$/);
});
