import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

test.describe("the navigation bar", () => {
  test("turns solid after 20 px of scroll and clear again at the top", async ({ page }) => {
    await page.goto("/en/consulting");
    await hydrated(page);
    const header = page.locator("body > header, header[data-solid]").first();
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-solid", "true");
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  test("'Get Started' goes to the consulting contact section", async ({ page }, testInfo) => {
    await page.goto("/pt/education");
    await hydrated(page);
    if (testInfo.project.name === "mobile") await page.getByRole("button", { name: "Abrir menu" }).click();
    await page.getByRole("link", { name: "Comece agora" }).click();
    await expect(page).toHaveURL("/pt/consulting#contact");
    await expect(page.locator("#contact")).toBeInViewport();
  });
});

// The links sit behind the menu button on phones.
test.describe("the desktop navigation @desktop", () => {
  test("links every page in the current language and marks the current one", async ({ page }) => {
    await page.goto("/pt/");
    const nav = page.getByRole("navigation", { name: "Principal" }).first();
    await expect(nav.getByRole("link", { name: "Início" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Consultoria" }).click();
    await expect(page).toHaveURL("/pt/consulting");
    await nav.getByRole("link", { name: "Educação" }).click();
    await expect(page).toHaveURL("/pt/education");
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeHidden();
  });
});

test.describe("the mobile menu @mobile", () => {
  test("opens, closes on a link click, and navigates", async ({ page }) => {
    await page.goto("/en/");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: "Education" }).click();
    await expect(page).toHaveURL("/en/education");
    await expect(menu).toBeHidden();
  });

  test("closes on Escape and gives focus back to its button", async ({ page }) => {
    await page.goto("/en/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Tab");
    await expect(page.locator("#mobile-menu a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test.describe("the language switcher", () => {
  test("is disabled with a placeholder until the page is interactive", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/");
    await expect(page.getByRole("button", { name: "Loading languages" })).toBeDisabled();
    await context.close();
  });

  test("holds its placeholder still for a second, then pulses", async ({ browser }) => {
    // Nothing on a pre-rendered page may move before the wait is noticeable: an animation makes
    // the browser draw a frame per refresh while the app starts (docs/decisions/016).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const animations = () =>
      page.evaluate(() =>
        document.getAnimations().map((animation) => {
          const timing = animation.effect?.getComputedTiming();
          return { delay: timing?.delay ?? 0, active: timing?.progress != null };
        }),
      );
    for (const path of ["/en/", "/pt/consulting"]) {
      await page.goto(path);
      const running = await animations();
      expect(running.length).toBeGreaterThan(0);
      for (const animation of running) expect(animation.delay).toBeGreaterThanOrEqual(1000);
    }
    await expect.poll(animations, { timeout: 5000 }).toEqual([{ delay: 1000, active: true }]);
    await context.close();
  });

  test("switches the page in place, keeping query and hash and replacing history", async ({ page }) => {
    await page.goto("/en/");
    await page.goto("/en/consulting?ref=x#about");
    await hydrated(page);
    await page.getByRole("button", { name: "Language: EN (English)" }).click();
    await page.getByRole("link", { name: "Português" }).first().click();
    await expect(page).toHaveURL("/pt/consulting?ref=x#about");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    expect(await page.evaluate(() => localStorage.getItem("por.language"))).toBe("pt");
    await page.goBack();
    await expect(page).toHaveURL("/en/");
  });

  test("works from the keyboard alone", async ({ page }) => {
    await page.goto("/pt/education");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Idioma: PT (Português)" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "English" }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/en/education");
  });

  test("in the footer names each language in itself", async ({ page }) => {
    await page.goto("/pt/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en/");
    await expect(footer.getByRole("link", { name: "Português" })).toHaveAttribute("aria-current", "true");
  });
});

test("the footer carries the services as text, the network link and this year's copyright", async ({ page }) => {
  await page.goto("/en/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("AI strategy & implementation")).toBeVisible();
  await expect(footer.getByRole("link", { name: /AI strategy/ })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("href", /linkedin\.com/);
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await expect(footer.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/en/consulting#contact");
});

test("the skip link jumps to the main content", async ({ page }) => {
  await page.goto("/en/");
  await hydrated(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test.describe("in-page anchors", () => {
  test("scroll smoothly below the fixed header", async ({ page }) => {
    await page.goto("/en/");
    await hydrated(page);
    await page.getByRole("link", { name: "Learn more" }).click();
    await expect(page).toHaveURL("/en/#services");
    // It settles just below the 64 px header (scroll-padding), not under it.
    const top = () => page.locator("#services").evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top).toBeLessThan(100);
    expect(await top()).toBeGreaterThanOrEqual(64);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  });

  // Below the first screen, bands are laid out only on approach until the first paint
  // (app.css, render-on-approach): a smooth scroll aimed while their heights were guesses would
  // stop short of a target far down the page, or past it.
  const landsBelowHeader = async (page: Page, selector: string) => {
    const top = () => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top, { timeout: 10_000 }).toBeLessThan(100);
    // Still there once the smooth scroll is over.
    await page.waitForTimeout(1_000);
    expect(await top()).toBeGreaterThanOrEqual(64);
    expect(await top()).toBeLessThan(100);
  };

  for (const motion of ["no-preference", "reduce"] as const) {
    test(`reach the contact form at the foot of a page (motion: ${motion})`, async ({ browser }) => {
      const context = await browser.newContext({ reducedMotion: motion, viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      await page.goto("/en/consulting#contact");
      await landsBelowHeader(page, "#contact");

      await page.goto("/pt/education");
      await hydrated(page);
      await page.locator('main a[href="#contact"]').first().click();
      await landsBelowHeader(page, "#contact");

      await page.goto("/en/");
      await hydrated(page);
      await page.locator('main a[href="/en/consulting#contact"]').click();
      await expect(page).toHaveURL("/en/consulting#contact");
      await landsBelowHeader(page, "#contact");
      await context.close();
    });
  }

  test("reach their target when clicked before the app has started", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    // No paint timing and no animation frames: the boot script waits for its 3 s fallback.
    await context.addInitScript(() => {
      Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { value: [] });
      window.requestAnimationFrame = () => 0;
    });
    const page = await context.newPage();
    await page.goto("/en/education");
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-render-all"))).toBe(false);
    await page.locator('main a[href="#contact"]').first().click();
    await landsBelowHeader(page, "#contact");
    await context.close();
  });

  test("reach their target without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/en/consulting#contact");
    await landsBelowHeader(page, "#contact");
    await page.goto("/en/education");
    await page.locator('main a[href="#contact"]').first().click();
    await landsBelowHeader(page, "#contact");
    await context.close();
  });

  // A visitor's way down the page, to a heading far below the first screen. A reload or the back
  // button must bring them back to it, not to where it would be with the bands' guessed heights
  // (app.css, render-on-approach): React Router's scroll restoration runs before the bands are
  // laid out one by one.
  const readHalfway = async (page: Page) => {
    await page.goto("/en/education");
    await hydrated(page);
    for (let step = 0; step < 12; step++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(50);
    }
    await page.waitForTimeout(500);
    const heading = page.locator("#instructor-title");
    return { heading, top: await heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)) };
  };
  const stillAt = async (page: Page, heading: ReturnType<Page["locator"]>, top: number) => {
    const now = () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const offBy = async () => Math.abs((await now()) - top);
    // Restoring may be a smooth scroll; once there, it must stay there.
    await expect.poll(offBy, { timeout: 10_000 }).toBeLessThanOrEqual(10);
    await page.waitForTimeout(1_000);
    expect(await offBy()).toBeLessThanOrEqual(10);
  };

  test("bring a visitor back where they were after a reload", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const { heading, top } = await readHalfway(page);
    expect(top).toBeGreaterThan(-740);
    expect(top).toBeLessThan(740);
    await page.reload();
    await stillAt(page, heading, top);
    await context.close();
  });

  test("bring a visitor back where they were with the back button", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const { heading, top } = await readHalfway(page);
    // Rendered by the app, then back: React Router restores the position it kept. (A dispatched
    // click: Playwright's own would first scroll the footer link into view, moving the position.)
    await page.locator('footer a[href="/en/privacy"]').dispatchEvent("click");
    await expect(page).toHaveURL("/en/privacy");
    await page.goBack();
    await expect(page).toHaveURL("/en/education");
    await stillAt(page, heading, top);
    // A new document, then back: the browser restores the position.
    await page.goto("/pt/privacy");
    await page.goBack();
    await expect(page).toHaveURL("/en/education");
    await stillAt(page, heading, top);
    await context.close();
  });

  test("jump instantly under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/en/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    await context.close();
  });
});
