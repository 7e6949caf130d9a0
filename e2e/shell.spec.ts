import type { Page } from "@playwright/test";
import { expect, loaded, test } from "./fixtures";

test.describe("the navigation bar", () => {
  test("is transparent at the top, solid after 21 px of scroll, and clear again at the top", async ({ page }) => {
    await page.goto("/en/consulting");
    await loaded(page);
    const header = page.locator("header[data-solid]");
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    await expect(header).toHaveAttribute("data-solid", "false");
    await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo({ top: 21, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-solid", "true");
    await expect.poll(background).not.toBe("rgba(0, 0, 0, 0)");
    await page.evaluate(() => window.scrollTo({ top: 20, behavior: "instant" }));
    await expect(header).toHaveAttribute("data-solid", "false");
    await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
  });

  test("'Get Started' goes to the consulting contact section", async ({ page }, testInfo) => {
    // From any page but the education page, which has a form of its own (e2e/get-started.spec.ts).
    await page.goto("/pt/");
    await loaded(page);
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
    await nav.getByRole("link", { name: "Treinamento" }).click();
    await expect(page).toHaveURL("/pt/education");
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeHidden();
  });
});

test.describe("the mobile menu @mobile", () => {
  test("opens, closes on a link click, and navigates", async ({ page }) => {
    await page.goto("/en/");
    await loaded(page);
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
    await loaded(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Tab");
    await expect(page.locator("#mobile-menu a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });
});

test.describe("the language switcher", () => {
  test("names its button with the visible language code in it (WCAG 2.5.3)", async ({ page }) => {
    await page.goto("/pt/");
    const button = page.getByRole("button", { name: "Idioma: PT (Português)" });
    await expect(button).toContainText("pt");
    await expect(page.getByRole("button", { name: "Language: EN (English)" })).toHaveCount(0);
  });

  test("a choice made on one page is remembered by /", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/en/education");
    await page.getByRole("button", { name: "Language: EN (English)" }).click();
    await page.getByRole("link", { name: "Português" }).first().click();
    await expect(page).toHaveURL("/pt/education");
    await page.goto("/");
    await expect(page).toHaveURL("/pt/");
    await context.close();
  });

  test("switches the page in place, keeping query and hash and replacing history", async ({ page }) => {
    await page.goto("/en/");
    await page.goto("/en/consulting?ref=x#about");
    await loaded(page);
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
    await loaded(page);
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
  await expect(footer.getByText("AI strategy and implementation")).toBeVisible();
  await expect(footer.getByRole("link", { name: /AI strategy/ })).toHaveCount(0);
  await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("href", /linkedin\.com/);
  await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
  await expect(footer.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/en/consulting#contact");
});

test("the skip link jumps to the main content", async ({ page }) => {
  await page.goto("/en/");
  await loaded(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test.describe("in-page anchors", () => {
  test("scroll smoothly below the fixed header", async ({ page }) => {
    await page.goto("/en/");
    await loaded(page);
    await page.getByRole("link", { name: "Learn more" }).click();
    await expect(page).toHaveURL("/en/#services");
    // It settles just below the 64 px header (scroll-padding), not under it.
    const top = () => page.locator("#services").evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top).toBeLessThan(100);
    expect(await top()).toBeGreaterThanOrEqual(64);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
  });

  /**
   * Waits until a scroll is over: `read` (a position) gives the same answer twice, 200 ms apart. A
   * smooth scroll moves the page every frame while it runs, so a whole still interval means it ended.
   */
  const settled = async (read: () => Promise<number>) => {
    let previous: number | undefined;
    await expect
      .poll(
        async () => {
          const now = await read();
          const still = now === previous;
          previous = now;
          return still;
        },
        { message: "the page stops scrolling", intervals: [200] },
      )
      .toBe(true);
  };

  // A target far down the page: the smooth scroll must end below the fixed bar, not short of it.
  const landsBelowHeader = async (page: Page, selector: string) => {
    const top = () => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top).toBeLessThan(100);
    // Still there once the smooth scroll is over.
    await settled(top);
    expect(await top()).toBeGreaterThanOrEqual(64);
    expect(await top()).toBeLessThan(100);
  };

  // These stories set their own 375 px width: the mobile project runs them, the desktop one would
  // only repeat them at the same width.
  for (const motion of ["no-preference", "reduce"] as const) {
    test(`reach the contact form at the foot of a page (motion: ${motion}) @mobile`, async ({ browser }) => {
      const context = await browser.newContext({ reducedMotion: motion, viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      await page.goto("/en/consulting#contact");
      await landsBelowHeader(page, "#contact");

      await page.goto("/pt/education");
      await loaded(page);
      await page.locator('main a[href="#contact"]').first().click();
      await landsBelowHeader(page, "#contact");

      await page.goto("/en/");
      await loaded(page);
      await page.locator('main a[href="/en/consulting#contact"]').click();
      await expect(page).toHaveURL("/en/consulting#contact");
      await landsBelowHeader(page, "#contact");
      await context.close();
    });
  }

  test("reach their target without JavaScript @mobile", async ({ browser }) => {
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
  // button must bring them back to it.
  const readHalfway = async (page: Page) => {
    await page.goto("/en/education");
    await loaded(page);
    for (let step = 0; step < 12; step++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(50);
    }
    const heading = page.locator("#instructor-title");
    const top = () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await settled(top);
    return { heading, top: await top() };
  };
  const stillAt = async (heading: ReturnType<Page["locator"]>, top: number) => {
    const now = () => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top));
    const offBy = async () => Math.abs((await now()) - top);
    // Restoring may be a smooth scroll; once there, it must stay there.
    await expect.poll(offBy).toBeLessThanOrEqual(10);
    await settled(now);
    expect(await offBy()).toBeLessThanOrEqual(10);
  };

  test("bring a visitor back where they were after a reload @mobile", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const { heading, top } = await readHalfway(page);
    expect(top).toBeGreaterThan(-740);
    expect(top).toBeLessThan(740);
    await page.reload();
    await stillAt(heading, top);
    await context.close();
  });

  test("bring a visitor back where they were with the back button @mobile", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    const { heading, top } = await readHalfway(page);
    // A link to another page, then back: the browser restores the position. (A dispatched click:
    // Playwright's own would first scroll the footer link into view, moving the position.)
    await page.locator('footer a[href="/en/privacy"]').dispatchEvent("click");
    await expect(page).toHaveURL("/en/privacy");
    await page.goBack();
    await expect(page).toHaveURL("/en/education");
    await stillAt(heading, top);
    // A new document, then back: the browser restores the position.
    await page.goto("/pt/privacy");
    await page.goBack();
    await expect(page).toHaveURL("/en/education");
    await stillAt(heading, top);
    await context.close();
  });

  test("jump instantly under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/en/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
    // Clicked in the page, measured in the same task: no smooth scroll in between.
    const top = await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>('main a[href="#services"]')!.click();
      return Math.round(document.getElementById("services")!.getBoundingClientRect().top);
    });
    expect(top).toBeGreaterThanOrEqual(64);
    expect(top).toBeLessThan(100);
    await context.close();
  });
});

test.describe("without JavaScript", () => {
  test("the mobile menu opens, leads to a page, and closes with Escape @mobile", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.goto("/pt/");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await menu.getByRole("link", { name: "Treinamento" }).click();
    await expect(page).toHaveURL("/pt/education");
    await context.close();
  });

  test("the language menu opens and leads to the same page in the other language", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/consulting");
    const menu = page.locator("#language-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Language: EN (English)" }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
    await menu.getByRole("link", { name: "Português" }).click();
    await expect(page).toHaveURL("/pt/consulting");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
    await context.close();
  });
});
