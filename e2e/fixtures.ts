import { test as base, expect, type ConsoleMessage, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
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
 * paint; the shell's file is asked for as the page is parsed (decision 153) and may run after the
 * load event, and the menus' buttons say whether they are open once it has run.
 */
/**
 * The inbox's folded filters shown: on a phone only the words show until "More filters" is
 * pressed (issue 51); on a wide screen every filter shows and there is no such button.
 */
export async function allFilters(page: Page): Promise<void> {
  const more = page.getByRole("button", { name: /^(More filters|Mais filtros)/ });
  if ((await more.isVisible()) && (await more.getAttribute("aria-expanded")) === "false") await more.click();
}

export async function loaded(page: Page): Promise<void> {
  await page.waitForLoadState("load");
  // A test may open the page as a browser without JavaScript does: no shell will come.
  if (!(await page.evaluate(() => matchMedia("(scripting: enabled)").matches))) return;
  const menuButton = page.locator("button[popovertarget]").first();
  if ((await menuButton.count()) > 0) await expect(menuButton).toHaveAttribute("aria-expanded", /^(true|false)$/);
}

/**
 * Signs in to the console with its password, in English, and waits for the console itself: the
 * sign-in page's title ("Sign in to the lead inbox") holds the inbox's, and a heading's name
 * matches by substring, so only the console's navigation says the session cookie is set.
 */
export async function signInWithPassword(page: Page, password: string): Promise<void> {
  await page.goto("/admin");
  await loaded(page);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Owner console" })).toBeVisible();
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

/**
 * Waits until `outcome` shows, moving the page's clock past the form's next pause at each look that
 * does not find it: a form waits 1, 2 and then 4 s between its attempts (SPEC section 9's backoff,
 * app/forms/submit-lead.ts), pauses whose lengths submit-lead.test.ts holds, and a story that only
 * needs what the retries end in need not spend them. The page's clock is installed
 * (`page.clock.install()`) before the page loads; call this once the first attempt has failed, when
 * the form has said it is trying again, so no other pause before it (the proof of work's) is cut.
 */
export async function throughBackoff(page: Page, outcome: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await outcome.isVisible()) return true;
        await page.clock.fastForward(PAST_ANY_PAUSE_MS);
        return outcome.isVisible();
      },
      { message: "what the form's retries end in", intervals: [100] },
    )
    .toBe(true);
}

/** Longer than any pause of the form's three retries (1, 2, 4 s). */
const PAST_ANY_PAUSE_MS = 5_000;

/**
 * What axe finds serious or critical on the page (or in `include`'s part of it), one line per
 * finding; by default against WCAG 2.1 A and AA, the level the site promises.
 */
export async function seriousAxeFindings(
  page: Page,
  { include, tags = WCAG_21_AA }: { include?: string; tags?: readonly string[] | "all" } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (tags !== "all") builder = builder.withTags([...tags]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] as const;

/**
 * Photographs the page (or one part of it) for a person to look at, into SCREENSHOTS_DIR when it
 * is set, and otherwise not at all: no test asserts on pixels, and a full-page picture of a long
 * console page is among the slowest steps a busy two-core machine takes (issue 47).
 */
export async function photograph(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  const path = `${dir}/${name}.png`;
  if ("goto" in target) await target.screenshot({ path, fullPage: options.fullPage ?? true, clip: options.clip });
  else await target.screenshot({ path });
}
