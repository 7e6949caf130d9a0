import type { Page } from "@playwright/test";
import { expect, loaded, openForm, test } from "./fixtures";
import { leadsByEmail, uniqueEmail } from "./leads";
import { messagesTo } from "./mailbox";

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
const OWNER = process.env.E2E_OWNER_EMAIL ?? "";

async function fillConsulting(page: Page, lead: { name: string; email: string; company: string; context: string }) {
  const form = await openForm(page, "/en/consulting", "consulting");
  await form.getByLabel("Name").fill(lead.name);
  await form.getByLabel("Work e-mail").fill(lead.email);
  await form.getByLabel("Company").fill(lead.company);
  await form.getByLabel("Context and challenges").fill(lead.context);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("heading", { name: "Message Sent!" })).toBeVisible();
}

test.describe("spam is caught with its reason and one click brings a lead back @desktop", () => {
  test.beforeEach(async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of (401|429)/);
    await page.addInitScript(() => localStorage.setItem("por.language", "en"));
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
  });

  test("a visitor's lead reaches the inbox; a bot's is caught, shown with its reason, and restored once", async ({
    page,
  }) => {
    const visitor = uniqueEmail("spam-visitor");
    await fillConsulting(page, {
      name: "Ana Founder",
      email: visitor,
      company: "Acme Robotics",
      // A message of its own: the same text as another spec's lead would be a (weak) repeat.
      context: `We want to predict churn from support tickets (${visitor}).`,
    });
    expect(leadsByEmail(visitor)).toMatchObject([{ status: "new", spam_reasons: "[]" }]);

    const bot = uniqueEmail("spam-bot");
    // The bot gets the same answer as a person: the success panel.
    await fillConsulting(page, {
      name: "Cheap SEO https://rank.example",
      email: bot,
      company: "Rank Co",
      context: "We can put your site on the first page of Google.",
    });
    const [caught] = leadsByEmail(bot);
    expect(caught).toMatchObject({ status: "spam" });
    expect(JSON.parse(caught!.spam_reasons)).toContain("link-in-name");

    await page.goto("/admin");
    await loaded(page);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("navigation", { name: "Owner console" }).getByRole("link", { name: "Spam" }).click();
    const folder = page.getByRole("region", { name: "Spam folder" });
    await expect(folder).toBeVisible();
    await expect(page.getByTestId("spam-week")).toContainText("link in the name");
    await folder.getByRole("searchbox").fill(bot);
    await folder.getByRole("button", { name: "Find", exact: true }).click();
    const entry = folder.getByRole("listitem").filter({ hasText: bot });
    await expect(entry).toContainText("Caught because: link in the name");
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await folder.screenshot({ path: test.info().outputPath(`spam-folder-en-${width}.png`) });
    }
    await page.getByRole("button", { name: "Português" }).click();
    await expect(page.getByRole("region", { name: "Pasta de spam" })).toBeVisible();
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page
        .getByRole("region", { name: "Pasta de spam" })
        .screenshot({ path: test.info().outputPath(`spam-folder-pt-${width}.png`) });
    }
    await page.getByRole("button", { name: "English" }).click();

    await folder.getByRole("listitem").filter({ hasText: bot }).getByRole("button", { name: "Not spam" }).click();
    await expect(folder.getByRole("status")).toContainText("is back in the inbox");
    expect(leadsByEmail(bot)).toMatchObject([{ status: "new" }]);
    const aboutBot = (text: string | undefined) => (text ?? "").includes(bot);
    await messagesTo(OWNER, 1, (message) => message.subject?.startsWith("New") === true && aboutBot(message.text));
    // Once: a second click (or a second instance) finds nothing left to restore.
    await page.waitForTimeout(2_000);
    const notifications = await messagesTo(
      OWNER,
      1,
      (message) => message.subject?.startsWith("New") === true && aboutBot(message.text),
    );
    expect(notifications).toHaveLength(1);
  });
});
