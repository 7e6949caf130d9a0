import AxeBuilder from "@axe-core/playwright";
import { catalogs, SAME_IN_BOTH, strings } from "../app/content/catalogs";
import { typesetText } from "../shared/typeset";
import { identity } from "../shared/identity";
import { NATIVE_NAMES } from "../shared/languages";
import { expect, loaded, test } from "./fixtures";

const CASE_STUDIES = ["/case-studies/editorial-knowledge-graph", "/case-studies/hr-customer-insights"] as const;
const PAGES = ["/", "/consulting", "/education", "/privacy", ...CASE_STUDIES] as const;
/** The articles' index and its articles (e2e/articles.spec.ts tells their story). */
const ARTICLE_PAGES = ["/insights", "/insights/why-ai-pilots-stall", "/insights/lean-first-version"] as const;
const href = (language: string, path: string) => (path === "/" ? `/${language}/` : `/${language}${path}`);

/** The hero's canvas: what it shows, and whether anything is drawn on it yet. */
function particleCanvas(page: import("@playwright/test").Page) {
  const canvas = page.locator("canvas[data-particles]");
  return {
    /** A checksum of the pixels: equal when the picture is. */
    picture: () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        let sum = 0;
        for (const char of element.toDataURL()) sum = (sum * 31 + char.charCodeAt(0)) | 0;
        return sum;
      }),
    // Read through a copy: a canvas handed to a worker shows its frames but gives no context.
    painted: () =>
      canvas.evaluate(async (element: HTMLCanvasElement) => {
        const image = new Image();
        image.src = element.toDataURL();
        await image.decode();
        const copy = document.createElement("canvas");
        Object.assign(copy, { width: image.width, height: image.height });
        const context = copy.getContext("2d");
        context?.drawImage(image, 0, 0);
        const pixels = context?.getImageData(0, 0, copy.width, copy.height).data ?? [];
        for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]) return true;
        return false;
      }),
  };
}

test.describe("the landing page", () => {
  test("has its hero, services, case studies and calls to action", async ({ page }) => {
    await page.goto("/en/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Ship AI/);
    await expect(page.locator("canvas[aria-hidden=true]")).toHaveCount(1);
    const services = page.locator("#services");
    await expect(services.getByRole("heading", { level: 3 })).toHaveCount(2);
    await expect(services.locator("li li")).toHaveCount(8);
    await expect(services.getByRole("link", { name: /consulting/i })).toHaveAttribute("href", "/en/consulting");
    await expect(services.getByRole("link", { name: /workshop/i })).toHaveAttribute("href", "/en/education");
    await expect(page.getByText("50%").first()).toBeVisible();
    await expect(page.getByText(/HR tech/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Get in touch" }).first()).toHaveAttribute(
      "href",
      "/en/consulting#contact",
    );
    // typesetText binds a number to its unit; "30-minute" keeps its typed hyphen (docs/decisions/142).
    for (const claim of [/90%/, /24\shours/, typesetText("30-minute")]) {
      await expect(page.getByText(claim).first()).toBeVisible();
    }
  });

  // Browsers that cannot hand a canvas to a worker draw it on the page's own thread.
  for (const where of ["a worker", "the page's thread"] as const) {
    test(`its particle network, drawn on ${where}, moves from the start`, async ({ page }) => {
      if (where === "the page's thread") {
        await page.addInitScript(() => {
          delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
        });
      }
      await page.goto("/en/");
      const { picture, painted } = particleCanvas(page);
      await expect.poll(painted).toBe(true);
      expect(page.workers().some((worker) => worker.url().includes("/particle-worker-"))).toBe(where === "a worker");
      // Nobody has moved, touched or scrolled: it moves anyway.
      const first = await picture();
      await expect.poll(picture).not.toBe(first);
    });
  }

  test("its particle network pauses while scrolled out of view", async ({ page }) => {
    await page.goto("/en/");
    const { picture, painted } = particleCanvas(page);
    await expect.poll(painted).toBe(true);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.waitForTimeout(300);
    const still = await picture();
    await page.waitForTimeout(400);
    expect(await picture()).toBe(still);
  });

  test("its particle network stays still under reduced motion, even when the visitor moves", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/en/");
    await loaded(page);
    const { picture, painted } = particleCanvas(page);
    await expect.poll(painted).toBe(true);
    const still = await picture();
    await page.mouse.move(200, 200);
    await page.mouse.move(260, 240);
    await page.waitForTimeout(400);
    expect(await picture()).toBe(still);
  });

  test("'Learn more' goes to the services", async ({ page }) => {
    await page.goto("/pt/");
    await loaded(page);
    await page.getByRole("link", { name: "Saiba mais" }).click();
    await expect(page).toHaveURL("/pt/#services");
    await expect(page.locator("#services")).toBeInViewport();
  });
});

test.describe("the consulting page", () => {
  test("has the about section, the four steps, four services, three differentiators and the form", async ({ page }) => {
    await page.goto("/en/consulting");
    await expect(page.locator("#about")).toBeAttached();
    const steps = page.locator("#process ol > li");
    await expect(steps).toHaveCount(4);
    for (const step of ["Find", "Prove", "Ship", "Own"]) await expect(steps.filter({ hasText: step })).toHaveCount(1);
    await expect(page.locator("#services h3")).toHaveCount(4);
    await expect(page.locator("#why-us h3")).toHaveText(["Lean", "Open source", "Independence"]);
    await expect(page.locator("#contact form[data-form=consulting]")).toBeVisible();
  });

  test("its hero buttons go to the contact and about sections", async ({ page }) => {
    await page.goto("/en/consulting");
    await loaded(page);
    const hero = page.locator("main section").first();
    const links = hero.getByRole("link");
    await expect(links.first()).toHaveAttribute("href", "#contact");
    await hero.getByRole("link", { name: "Learn more" }).click();
    await expect(page.locator("#about")).toBeInViewport();
  });
});

test.describe("the education page", () => {
  test("has six topics, three paths, four credentials and the discovery-call form", async ({ page }) => {
    await page.goto("/en/education");
    await expect(page.locator("#topics h3")).toHaveCount(6);
    const titles = ["4-hour workshop", "6-week mentorship", "Online course"].map(typesetText);
    await expect(page.locator("#paths h3")).toHaveText(titles);
    await expect(page.locator("#paths")).toContainText(typesetText("Two 2-hour sessions"));
    await expect(page.locator("#paths")).toContainText("2 hours a week plus async work");
    await expect(page.locator("#paths")).toContainText("Coming soon");
    await expect(page.locator("#instructor h3")).toHaveCount(4);
    await expect(page.locator("#contact form[data-form=discovery]")).toBeVisible();
  });

  test("the online course cannot be booked, says why, and its launch list can be joined", async ({ page }) => {
    for (const [language, name, join] of [
      ["en", /notify/i, "Join the launch list"],
      ["pt", /avise/i, "Entrar na lista do lançamento"],
    ] as const) {
      await page.goto(`/${language}/education`);
      const button = page.getByRole("button", { name });
      await expect(button).toBeDisabled();
      const describedBy = await button.getAttribute("aria-describedby");
      expect(describedBy).toBeTruthy();
      await expect(page.locator(`#${describedBy}`)).toBeVisible();
      const form = page.locator("form[data-newsletter=course-launch]");
      await expect(form.getByRole("button", { name: join })).toBeEnabled();
      await expect(form.getByRole("textbox")).toHaveAttribute("aria-describedby", describedBy!);
      // No booking link on the course's card: only the two bookable formats go to the contact form.
      await expect(page.locator("#paths li").nth(2).locator('a[href="#contact"]')).toHaveCount(0);
    }
  });
});

test.describe("every page", () => {
  for (const language of ["en", "pt"]) {
    for (const path of [...PAGES, "/not-a-page"]) {
      test(`${href(language, path)} has no serious accessibility violations`, async ({ page, allowConsoleError }) => {
        allowConsoleError(/status of 404/);
        await page.goto(href(language, path));
        await loaded(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Every tab carries the brand, the not-found page's too.
        await expect(page).toHaveTitle(new RegExp(identity.companyName));
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
        expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      });
    }
  }

  for (const path of PAGES) {
    test(`/pt${path === "/" ? "/" : path} carries no English copy`, async ({ page }) => {
      await page.goto(href("pt", path));
      // The browser signals the privacy notice names keep their specifications' English names.
      const text = (await page.locator("body").innerText()).replace(/Global Privacy Control|Do Not Track/g, " ");
      const english = Object.values(catalogs)
        .flatMap(({ en, pt }) => {
          const portuguese = new Set(strings(pt).map(([, value]) => value));
          return strings(en).filter(([, value]) => !portuguese.has(value));
        })
        .map(([, value]) => value)
        // Language names are shown in their own language on purpose ("English" in the switcher).
        .filter((value) => !(Object.values(NATIVE_NAMES) as string[]).includes(value))
        .filter((value) => value.length > 3 && !SAME_IN_BOTH.some((pattern) => pattern.test(value)));
      // Whole words only: "Context" must not match inside "Contexto".
      const found = (value: string) =>
        new RegExp(`(^|[^\\p{L}])${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text);
      expect(english.filter(found)).toEqual([]);
    });
  }

  // Its own 320 px page: the same in either project, so one runs it.
  test("no page scrolls sideways at 320 px @once", async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 320, height: 700 } });
    for (const language of ["en", "pt"])
      for (const path of PAGES) {
        await page.goto(href(language, path));
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          href(language, path),
        ).toBeLessThanOrEqual(320);
      }
    await page.close();
  });
});

/**
 * What the page shows at its width: headings whose last line holds one word after a line of
 * several, and hyphenated words whose second part starts a new line (decision 142).
 */
function brokenLines() {
  const lineOf = (node: Text, start: number, end: number) => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return [...range.getClientRects()].filter((rect) => rect.width > 0).at(-1)?.bottom;
  };
  const texts = (root: Node) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const found: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Text);
    return found.filter(
      (node) => node.parentElement?.checkVisibility() && !node.parentElement.closest("script, style"),
    );
  };
  const orphans = [...document.querySelectorAll("h1, h2, h3, h4")].filter((heading) => {
    const lines: number[] = [];
    for (const node of texts(heading))
      for (const word of node.data.matchAll(/\S+/g))
        lines.push(lineOf(node, word.index, word.index + word[0].length) ?? 0);
    const last = lines.at(-1);
    return lines.filter((line) => line === last).length === 1 && lines.length > 2 && lines.at(-2) === lines.at(-3);
  });
  const hyphens = texts(document.body).flatMap((node) =>
    [...node.data.matchAll(/[\p{L}\p{N}]-(?=[\p{L}\p{N}])/gu)]
      .filter(({ index }) => (lineOf(node, index + 2, index + 3) ?? 0) > (lineOf(node, index, index + 2) ?? 0) + 2)
      .map(({ index }) => node.data.slice(Math.max(0, index - 15), index + 15)),
  );
  return { orphans: orphans.map((heading) => heading.textContent), hyphens };
}

// Each width is set here, whatever the project's: one project runs them.
test.describe("the lines of every page @once", () => {
  for (const width of [320, 1440]) {
    test(`at ${width} px, no heading ends on one word alone and no line ends at a hyphen`, async ({ browser }) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const language of ["en", "pt"])
        for (const path of PAGES) {
          await page.goto(href(language, path));
          await page.evaluate(() => document.fonts.ready);
          expect(await page.evaluate(brokenLines), href(language, path)).toEqual({ orphans: [], hyphens: [] });
        }
      await page.close();
    });
  }
});

test.describe("search and sharing @once", () => {
  test("each page has its title, description, canonical, alternates and social tags", async ({ request }) => {
    for (const language of ["en", "pt"])
      for (const path of PAGES) {
        const html = await (await request.get(href(language, path))).text();
        expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
        expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
        expect(html).toContain(`<link rel="canonical" href="https://`);
        for (const tag of ["en", "pt-BR", "x-default"]) expect(html).toMatch(new RegExp(`hreflang="${tag}"`, "i"));
        // x-default is the page that chooses a language, where there is one, else the English page.
        const chooser = ["/", "/consulting", "/education"].includes(path) ? path : `/en${path}`;
        expect(html).toMatch(new RegExp(`hreflang="x-default" href="https://[^"/]+${chooser}"`, "i"));
        expect(html).toContain(`property="og:image"`);
        expect(html).toContain(`name="twitter:card"`);
        expect(html).toContain(`"@type":"Organization"`);
      }
  });

  test("the sitemap lists every page in both languages, and robots.txt points to it", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    const xml = await sitemap.text();
    expect(xml.match(/<loc>/g)).toHaveLength((PAGES.length + ARTICLE_PAGES.length) * 2);
    expect(xml).not.toContain("/admin");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });
});
