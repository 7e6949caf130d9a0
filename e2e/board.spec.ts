import type { Page } from "@playwright/test";
import type { BoardReply } from "@shared/board";
import { formatDealValue } from "@shared/deal-value";
import { expect, loaded, photograph, seriousAxeFindings, test } from "./fixtures";
import { postLead, uniqueEmail } from "./leads";
import { OwnServer } from "./own-server";

// Issue 51, point 5: the board moves a lead by keyboard, in both languages at 375 and 1440 px.
// Its own server, so that the columns hold this story's leads only (a shared server's "new"
// column is longer than a column shows) and the sums it checks are its own; the cases run one
// after another on it, each at its width.

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
// Booking on, as on the shared server: the lead is sent the way the site's form sends it.
const server = new OwnServer(9, { BOOKING_HOURS: "mon-sun 00:00-24:00", BOOKING_TIMEZONE: "Europe/Lisbon" });

/** What the story reads and presses, in each language (app/content/{en,pt}/admin*.ts). */
const WORDS = {
  en: {
    tag: "en",
    password: "Password",
    signIn: "Sign in",
    board: "Board",
    title: "Leads by stage",
    replied: "Replied",
    moveTo: (name: string) => `Move ${name} to`,
    moved: (name: string) => `${name} moved to Replied.`,
    value: "Deal value",
    amount: "Amount",
    typed: "1,234.50",
    worth: "Pipeline value now",
  },
  pt: {
    tag: "pt-BR",
    password: "Senha",
    signIn: "Entrar",
    board: "Quadro",
    title: "Contatos por etapa",
    replied: "Respondido",
    moveTo: (name: string) => `Mover ${name} para`,
    moved: (name: string) => `${name} foi para Respondido.`,
    value: "Valor do negócio",
    amount: "Valor",
    typed: "1.234,50",
    worth: "Valor por etapa agora",
  },
} as const;

async function repliedSum(page: Page): Promise<number> {
  const board = (await (await page.request.get("/api/admin/leads/board")).json()) as BoardReply;
  const column = board.columns.find((each) => each.stage === "replied");
  return column?.sums.find((sum) => sum.currency === "BRL")?.amount ?? 0;
}

test.describe("the board moves a lead by keyboard (issue 51) @desktop", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: server.baseURL });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await server.start();
  });
  test.afterAll(() => server.stop());

  for (const width of [375, 1440] as const) {
    for (const language of ["en", "pt"] as const) {
      test(`the owner moves a lead one stage and sets its value by keyboard, in ${language} at ${width} px`, async ({
        page,
        allowConsoleError,
      }) => {
        test.slow();
        allowConsoleError(/status of 401/);
        const words = WORDS[language];
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((saved) => localStorage.setItem("por.language", saved), language);
        const name = `Example Board ${language} ${width}`;
        await postLead(page.request, { name, email: uniqueEmail("board"), language });

        await page.goto("/admin#board");
        await loaded(page);
        await page.getByLabel(words.password).fill(ADMIN_PASSWORD);
        await page.getByLabel(words.password).press("Enter");
        await expect(page.getByRole("heading", { name: words.title })).toBeVisible();
        await expect(page.getByRole("link", { name: words.board, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );

        // Keyboard only: from the card's link, Tab to its "move to" select (the next stage is
        // chosen already; the arrows go down a stage and back), Tab to Move, Enter.
        const card = page.getByRole("link", { name, exact: true });
        await card.focus();
        await page.keyboard.press("Tab");
        const select = page.getByLabel(words.moveTo(name));
        await expect(select).toBeFocused();
        await expect(select).toHaveValue("replied");
        await page.keyboard.press("ArrowDown");
        await expect(select).toHaveValue("call");
        await page.keyboard.press("ArrowUp");
        await expect(select).toHaveValue("replied");
        await page.keyboard.press("Tab");
        await page.keyboard.press("Enter");
        await expect(page.getByRole("status")).toHaveText(words.moved(name));
        // Focus followed the card to its new column.
        const replied = page.getByRole("region", { name: words.replied, exact: true });
        await expect(replied.getByRole("link", { name, exact: true })).toBeFocused();

        // Its value, by keyboard too: the card's "Deal value" opens with Enter; the amount is
        // typed as the owner writes numbers in their language.
        const before = await repliedSum(page);
        await page.keyboard.press("Tab");
        await page.keyboard.press("Tab");
        await page.keyboard.press("Tab");
        const article = page.getByRole("article", { name, exact: true });
        await expect(article.locator("summary", { hasText: words.value })).toBeFocused();
        await page.keyboard.press("Enter");
        await page.keyboard.press("Tab");
        await expect(article.getByLabel(words.amount, { exact: true })).toBeFocused();
        await page.keyboard.type(words.typed);
        await page.keyboard.press("Enter");
        const expected = formatDealValue({ amount: before + 123_450, currency: "BRL" }, words.tag);
        await expect(page.getByTestId("board-sum-replied")).toHaveText(expected);
        await expect(
          article.getByText(formatDealValue({ amount: 123_450, currency: "BRL" }, words.tag)).first(),
        ).toBeVisible();

        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        expect(await seriousAxeFindings(page)).toEqual([]);
        await photograph(page, `board-${language}-${width}`);

        // The dashboard says the same value for the stage.
        await page.goto("/admin#dashboard");
        const worth = page.getByRole("region", { name: words.worth });
        await expect(worth.getByRole("row", { name: new RegExp(`^${words.replied}`) })).toContainText(expected);
        expect(await seriousAxeFindings(page, { include: "section[aria-labelledby=pipeline-worth]" })).toEqual([]);
        await photograph(worth, `board-worth-${language}-${width}`);
      });
    }
  }
});
