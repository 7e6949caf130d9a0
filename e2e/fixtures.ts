import { test as base, expect, type ConsoleMessage } from "@playwright/test";

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
 * Waits until React has hydrated the page and its interactive parts (header, forms) have taken
 * over their pre-rendered HTML, so clicks and keys reach their handlers.
 */
export async function hydrated(page: import("@playwright/test").Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true" && !document.querySelector("[data-awaiting-takeover]"),
  );
}
