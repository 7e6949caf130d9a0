import type { Page } from "@playwright/test";
import type { DashboardReply } from "@shared/analytics";
import type { SlotsReply } from "@shared/booking";
import { claimTime } from "./calendar";
import { expect, openForm, photograph, seriousAxeFindings, test, signInWithPassword } from "./fixtures";
import { postLead, uniqueEmail } from "./leads";
import { rawCodes } from "./raw-codes";

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";

/**
 * The owner console at a phone's and a wide screen's width, in both languages, with leads in it:
 * the inbox list, a lead's detail and the dashboard. Each view is photographed (to
 * SCREENSHOTS_DIR when set, for a person to look at) and held
 * to what a person would see go wrong: text cut or pushed out of its box, a stored code where a
 * word should be.
 */
const WIDTHS = [375, 1440] as const;
const LANGUAGES = [
  {
    language: "en",
    button: "English",
    dashboard: "Dashboard",
    inbox: "Leads",
    board: "Board",
    boardTitle: "Leads by stage",
  },
  {
    language: "pt",
    button: "Português",
    dashboard: "Painel",
    inbox: "Contatos",
    board: "Quadro",
    boardTitle: "Contatos por etapa",
  },
] as const;

/** The whole page, and a tall page also in parts of 1,200 px a person can read at full size. */
async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS_DIR) return;
  await photograph(page, name);
  const { width, height } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    height: document.documentElement.scrollHeight,
  }));
  if (height <= 2_000) return;
  for (let part = 0; part * 1_200 < height; part++) {
    const y = part * 1_200;
    await photograph(page, `${name}-part${part + 1}`, {
      clip: { x: 0, y, width, height: Math.min(1_200, height - y) },
    });
  }
}

/**
 * What a person would see cut: the page wider than the screen, an element whose content is wider
 * than its box (scrolling regions and a shortened line that carries its whole text in `title`
 * aside), an e-mail address wrapped onto a second line, a placeholder longer than its field.
 */
async function cutText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page: ${root.scrollWidth} px wide in ${root.clientWidth}`);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 60)}"`;
    for (const element of document.querySelectorAll<HTMLElement>("main *")) {
      const style = getComputedStyle(element);
      // Hidden, or there for screen readers only (`sr-only`: one pixel, clipped).
      if (style.display === "none" || element.closest("svg, .sr-only")) continue;
      if (style.overflowX === "auto" || style.overflowX === "scroll") continue;
      if (style.textOverflow === "ellipsis") {
        if (element.scrollWidth > element.clientWidth && element.title !== element.textContent)
          problems.push(`${describe(element)} shortened without its whole text in a title`);
        continue;
      }
      if (element.scrollWidth > element.clientWidth + 1)
        problems.push(`${describe(element)}: ${element.scrollWidth} px of content in ${element.clientWidth}`);
    }
    // An address alone in its element, in a list (the leads, the upcoming calls): on one line, a
    // shortened one whole in `title`. The lead's detail is where it may wrap to be read whole.
    for (const email of document.querySelectorAll<HTMLElement>("tbody *, ol *")) {
      if (email.childElementCount > 0 || !/^\S+@\S+$/.test(email.textContent ?? "")) continue;
      // Not shown (the list while a lead is open on a phone): nothing to read, nothing cut.
      if (!email.checkVisibility()) continue;
      if (
        email.getClientRects().length !== 1 ||
        email.offsetHeight > parseFloat(getComputedStyle(email).lineHeight) + 1
      )
        problems.push(`${describe(email)} wraps onto another line`);
    }
    const context = document.createElement("canvas").getContext("2d")!;
    for (const input of document.querySelectorAll<HTMLInputElement>("main input[placeholder]")) {
      const style = getComputedStyle(input);
      context.font = style.font;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (context.measureText(input.placeholder).width > room)
        problems.push(`placeholder "${input.placeholder}" longer than its ${room} px`);
    }
    return problems;
  });
}

/** The scrolling regions in the page that scroll: on a wide screen, none should need to. */
async function scrolling(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main *")]
      .filter((element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `"${(element.textContent ?? "").trim().slice(0, 40)}": ${element.scrollWidth} px in ${element.clientWidth}`,
      ),
  );
}

test.describe("the owner console at 375 and 1440 px @desktop", () => {
  test.describe.configure({ mode: "serial" });

  test("shows the inbox, a lead and the dashboard whole, in both languages", async ({
    page,
    request,
    allowConsoleError,
  }) => {
    test.slow();
    allowConsoleError(/status of 401/);
    // Leads the server saw no visit for (posted straight to the collector), with long addresses.
    const long = uniqueEmail("a-rather-long-mailbox.name");
    // From the education page's form: its choices must read in words ("6-Week Mentorship"), never "6-week".
    await postLead(request, {
      name: "Maria Endereço Comprido",
      email: long,
      language: "pt",
      discovery: { teamSize: "6-15", workshopInterest: "6-week" },
    });
    // One with a booked call: the list shows its time under the reply's.
    const token = await postLead(request, {
      name: "João Agendado",
      email: uniqueEmail("a-rather-long-booked.mailbox"),
      language: "pt",
    });
    const offer = (await (await request.get(`/booking/slots?token=${token}`)).json()) as SlotsReply;
    if (offer.state !== "open") throw new Error("expected free slots");
    const booked = await request.post("/booking", {
      data: { token, start: claimTime(offer.slots.map((slot) => slot.start)), timeZone: "America/Sao_Paulo" },
    });
    expect(booked.ok()).toBe(true);
    // And one from a visit it counted.
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
    // A source and a campaign as long as real ones run: they must wrap inside their cards.
    const form = await openForm(
      page,
      "/en/consulting?utm_source=news.ycombinator.com&utm_campaign=black_friday_founders_newsletter_2026",
      "consulting",
    );
    await form.getByLabel("Name").fill("Vera Visited");
    await form.getByLabel("Work e-mail").fill(uniqueEmail("visited"));
    await form.getByLabel("Company").fill("Counted Co");
    await form.getByLabel("Context and challenges").fill("We came from a thread on Hacker News.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-booking]")).toBeVisible();

    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
    // English at first; after that, the language the test last chose (a page link reloads the page).
    await page.addInitScript(() => localStorage.getItem("por.language") ?? localStorage.setItem("por.language", "en"));
    await signInWithPassword(page, ADMIN_PASSWORD);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const { language, button, dashboard, inbox, board, boardTitle } of LANGUAGES) {
        await page.getByRole("button", { name: button }).click();
        await page.getByRole("navigation").getByRole("link", { name: inbox }).click();
        const row = page.getByRole("row").filter({ hasText: long });
        await expect(row).toHaveCount(1);
        await shoot(page, `inbox-${language}-${width}`);
        expect(await cutText(page), `inbox, ${language}, ${width} px`).toEqual([]);
        expect(await rawCodes(page, language), `inbox, ${language}, ${width} px`).toEqual([]);
        if (width === 1440) expect(await scrolling(page), `inbox, ${language}, ${width} px`).toEqual([]);

        await row.getByRole("button").click();
        const detail = page.getByRole("region", { name: language === "en" ? "Lead details" : "Detalhes do contato" });
        await expect(detail).toBeVisible();
        await detail.scrollIntoViewIfNeeded();
        await shoot(page, `lead-${language}-${width}`);
        expect(await cutText(page), `lead, ${language}, ${width} px`).toEqual([]);
        expect(await rawCodes(page, language), `lead, ${language}, ${width} px`).toEqual([]);
        if (width === 1440) expect(await scrolling(page), `lead, ${language}, ${width} px`).toEqual([]);

        // The board (issue 51): its columns stack or sit side by side, nothing cut, nothing scrolls.
        await page.getByRole("navigation").getByRole("link", { name: board, exact: true }).click();
        await expect(page.getByRole("heading", { name: boardTitle })).toBeVisible();
        await expect(page.getByRole("article").first()).toBeVisible();
        await shoot(page, `board-${language}-${width}`);
        expect(await cutText(page), `board, ${language}, ${width} px`).toEqual([]);
        expect(await rawCodes(page, language), `board, ${language}, ${width} px`).toEqual([]);
        if (width === 1440) expect(await scrolling(page), `board, ${language}, ${width} px`).toEqual([]);

        // The figures the page shows, as it received them (other tests add leads meanwhile).
        const shown = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/admin/dashboard");
        await page.getByRole("link", { name: dashboard }).click();
        const funnel = page.getByRole("region", { name: /^(Funnel|Funil)/ }).first();
        await expect(funnel).toBeVisible();
        await shoot(page, `dashboard-${language}-${width}`);
        expect(await cutText(page), `dashboard, ${language}, ${width} px`).toEqual([]);
        expect(await rawCodes(page, language), `dashboard, ${language}, ${width} px`).toEqual([]);
        if (width === 1440) expect(await scrolling(page), `dashboard, ${language}, ${width} px`).toEqual([]);
        // The line under the funnel counts the leads it leaves out: those whose visit the server did not see.
        const figures = (await (await shown).json()) as DashboardReply;
        const unseen = figures.current.leads - figures.current.funnel.find((step) => step.step === "lead")!.count;
        expect(unseen).toBeGreaterThanOrEqual(2);
        await expect(funnel).toContainText(
          language === "en"
            ? `${unseen} leads of this period came from visits the server did not see`
            : `${unseen} contatos deste período vieram de visitas que o servidor não viu`,
        );
        // The chart's labels are readable (at least 11 px as drawn) and inside the chart, at any width.
        const labels = await page.locator("main svg[role=img] text").evaluateAll((texts) =>
          texts.map((text) => {
            const svg = (text as SVGTextElement).ownerSVGElement!;
            const frame = svg.getBoundingClientRect();
            const box = text.getBoundingClientRect();
            const scale = frame.width / svg.viewBox.baseVal.width;
            return {
              text: text.textContent,
              size: Math.round(parseFloat(getComputedStyle(text).fontSize) * scale * 10) / 10,
              inside: box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5,
            };
          }),
        );
        expect(labels.length).toBeGreaterThan(3);
        for (const label of labels) {
          expect(label.size, `"${label.text}" drawn at ${label.size} px`).toBeGreaterThanOrEqual(11);
          expect(label.inside, `"${label.text}" inside the chart`).toBe(true);
        }
        // A day reads on one line ("26 de out." broke into three on a phone).
        const day = page.locator("section[aria-labelledby=dashboard-daily] tbody th").first();
        expect(
          await day.evaluate((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          }),
        ).toBe(1);
        // The day-by-day table is as wide as the tables' grid: on a wide screen, both columns above it.
        const daily = (await page.locator("section[aria-labelledby=dashboard-daily]").boundingBox())!;
        const grid = (await funnel.locator("..").boundingBox())!;
        expect(Math.round(daily.width)).toBe(Math.round(grid.width));
        expect(await seriousAxeFindings(page, { tags: "all" }), `dashboard, ${language}, ${width} px`).toEqual([]);

        // The console's other pages, held to the same.
        for (const other of ["spam", "webhooks", "privacy", "newsletter", "team", "devices", "activity"]) {
          await page.goto(`/admin#${other}`);
          // Each console page has its title as its one h1, as the leads and the dashboard do.
          await expect(page.locator("main h1")).toHaveCount(1);
          await expect(page.locator("main h1")).toBeVisible();
          await page.waitForLoadState("networkidle");
          await shoot(page, `${other}-${language}-${width}`);
          expect(await cutText(page), `${other}, ${language}, ${width} px`).toEqual([]);
          expect(await rawCodes(page, language), `${other}, ${language}, ${width} px`).toEqual([]);
          if (width === 1440) expect(await scrolling(page), `${other}, ${language}, ${width} px`).toEqual([]);
          expect(await seriousAxeFindings(page, { tags: "all" }), `${other}, ${language}, ${width} px`).toEqual([]);
        }
      }
    }
  });
});
