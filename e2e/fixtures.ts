import { test as base, expect, type ConsoleMessage, type Locator, type Page } from "@playwright/test";
import type { FormKind } from "@shared/lead-forms";

/**
 * Every page a test opens fails the test on an uncaught exception or a console.error, unless the
 * test declares the message it expects with `allowConsoleError`.
 */
export const test = base.extend<{ consoleMessages: ConsoleMessage[]; allowConsoleError: (pattern: RegExp) => void }>({
  consoleMessages: async ({ page }, use) => {
    const messages: ConsoleMessage[] = [];
    page.on("console", (message) => messages.push(message));
    await use(messages);
  },
  allowConsoleError: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
      });
      await use((pattern) => allowed.push(pattern));
      expect(problems, "unexpected errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the page has loaded and its shell has run. The menus and links work from the first
 * paint; the shell's file is asked for once the page has painted (decision 112), which can be
 * after the load event, and the menus' buttons say whether they are open once it has run.
 */
export async function loaded(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  // A test may open the page as a browser without JavaScript does: no shell will come.
  if (!(await page.evaluate(() => matchMedia("(scripting: enabled)").matches))) return;
  const menuButton = page.locator("button[popovertarget]").first();
  if ((await menuButton.count()) > 0) await expect(menuButton).toHaveAttribute("aria-expanded", /^(true|false)$/);
}

/** Opens `path`, waits for its load and for its `kind` form to be ready, and returns the form. */
export async function openForm(page: Page, path: string, kind: FormKind): Promise<Locator> {
  await page.goto(path);
  await loaded(page);
  const form = page.locator(`form[data-form=${kind}]`);
  await formReady(form);
  return form;
}

/**
 * Brings a form into view, as a visitor does, and waits until its island has hydrated (`client:
 * visible`; the form then carries `data-ready`), so that a submission is handled in the page.
 */
export async function formReady(form: Locator): Promise<void> {
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-ready", "", { timeout: 15_000 });
}
