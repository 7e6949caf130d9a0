import type { Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { expect, loaded, photograph, seriousAxeFindings, test } from "./fixtures";
import { leadsByEmail, uniqueEmail } from "./leads";
import { messagesToNow } from "./mailbox";
import { OwnServer } from "./own-server";

// Issue 51, point 6 end to end: the owner gives a lead a task due a minute ahead, its reminder
// reaches them (and a teammate) in each one's language with a link to the lead, the owner marks it
// done; winning a lead asks about its open tasks. The owner's language is changed here, so the
// spec has a server of its own (+10).
const server = new OwnServer(10, {});
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
const OWNER = process.env.E2E_OWNER_EMAIL ?? "owner@onrails.test";
const TEAMMATE = "equipe@onrails.test";

const COPY = {
  en: {
    password: "Password",
    signIn: "Sign in",
    text: "What to do",
    day: "Day",
    time: "Time (optional)",
    add: "Add task",
    markDone: (text: string) => `Mark done: ${text}`,
    doneBy: "Done by",
    won: "Won",
    keep: "Keep them",
    doneAll: "Mark done",
    subject: (text: string) => `Task due: ${text} (Globex)`,
  },
  pt: {
    password: "Senha",
    signIn: "Entrar",
    text: "O que fazer",
    day: "Dia",
    time: "Hora (opcional)",
    add: "Adicionar tarefa",
    markDone: (text: string) => `Concluir: ${text}`,
    doneBy: "Concluída por",
    won: "Ganho",
    keep: "Manter",
    doneAll: "Concluir",
    subject: (text: string) => `Lembrete de tarefa: ${text} (Globex)`,
  },
} as const;
type Language = keyof typeof COPY;

/**
 * How long before its time a task is added at least: two fields and a click on a loaded machine.
 * A task's time is a whole minute, so the reminder comes this much to a minute and this much later.
 */
const DUE_MARGIN_MS = 15_000;

/** `YYYY-MM-DD` and `HH:MM` of a moment in a zone, as a date and a time input take them. */
function wallClock(at: Date, timeZone: string): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The reminders of `text` that reached `address`, waiting for its time (a minute or two ahead). */
async function reminderTo(address: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messagesToNow(address, server.mailDir)).find((message) => message.subject === subject);
        return found !== undefined;
      },
      { message: `"${subject}" to ${address}`, timeout: 180_000, intervals: [1000] },
    )
    .toBe(true);
  return found!;
}

async function signIn(page: Page, language: Language): Promise<void> {
  await page.goto("/admin");
  await loaded(page);
  await page.getByLabel(COPY[language].password).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: COPY[language].signIn }).click();
  await expect(page.locator("[data-today]")).toBeVisible();
}

// @desktop: one project runs it, each width in turn, since its server is the file's own.
test.describe("a task's reminder reaches the owner (issue 51) @desktop", () => {
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: server.baseURL });
  test.beforeAll(async () => {
    test.slow();
    await server.start();
  });
  test.afterAll(() => server.stop());

  // Each story waits once for a reminder, and checks the other language's width after it.
  for (const [language, width, other, otherWidth] of [
    ["en", 1440, "pt", 375],
    ["pt", 1440, "en", 375],
  ] as const) {
    test(`the owner in ${language} at ${width} px adds a task due in a minute, gets its reminder, marks it done; in ${other} at ${otherWidth} px wins the lead`, async ({
      page,
      allowConsoleError,
    }) => {
      // A whole story, with a reminder's minute to wait.
      test.setTimeout(300_000);
      allowConsoleError(/status of 401/);
      const words = COPY[language];
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((chosen) => localStorage.setItem("por.language", chosen), language);

      const email = uniqueEmail(`tasks-${language}`);
      const sent = await page.request.post("/f/contact", {
        headers: { Accept: "application/json" },
        data: { name: "Ana Tasks", email, company: "Globex", context: "When can we talk?", _language: language },
      });
      expect(sent.ok()).toBe(true);
      const [lead] = leadsByEmail(email, server.dataDir);

      await signIn(page, language);
      // The owner's e-mails in this story's language; a teammate, who gets the lead's alerts, in the other.
      const me = await page.request.patch("/api/admin/me", { data: { language } });
      expect(me.ok(), await me.text()).toBe(true);
      const session = await page.request.get("/api/admin/session");
      const zone = ((await session.json()) as { person: { timeZone: string } }).person.timeZone;
      const team = await page.request.get("/api/admin/team");
      const members = ((await team.json()) as { people: { email: string }[] }).people;
      if (!members.some((person) => person.email === TEAMMATE)) {
        const invited = await page.request.post("/api/admin/team", {
          data: {
            email: TEAMMATE,
            name: "Example Teammate",
            role: "consultant",
            language: "pt",
            timeZone: "America/Sao_Paulo",
          },
        });
        expect(invited.ok(), await invited.text()).toBe(true);
      }

      await page.goto(`/admin?lead=${lead!.id}`);
      const detail = page.getByRole("region", { name: language === "en" ? "Lead details" : "Detalhes do contato" });
      await expect(detail).toContainText(email);
      const text = `Send the proposal ${language}`;
      await detail.getByLabel(words.text).fill(text);
      // Due at the next whole minute at least DUE_MARGIN_MS away, in the owner's zone, taken just
      // before the two fields and the click that remain: the reminder is the story's one real wait.
      const due = new Date(Math.ceil((Date.now() + DUE_MARGIN_MS) / 60_000) * 60_000);
      const { day, time } = wallClock(due, zone);
      await detail.getByLabel(words.day, { exact: true }).fill(day);
      await detail.getByLabel(words.time).fill(time);
      await detail.getByRole("button", { name: words.add }).click();
      const myTasks = detail.getByRole("region", { name: language === "en" ? "Tasks" : "Tarefas" });
      const done = detail.getByRole("button", { name: words.markDone(text) });
      await expect(done).toBeVisible();
      // A time already gone when the task is made reminds no one: the margin must have held.
      expect(Date.now(), "the task was stored before its time").toBeLessThan(due.getTime());
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await photograph(myTasks, `tasks-${language}-${width}-added`);

      // At its time: the owner in their language, the teammate in Portuguese, each with the lead's page.
      const toOwner = await reminderTo(OWNER, words.subject(text));
      expect(toOwner.text).toContain(`${server.baseURL}/admin?lead=${lead!.id}`);
      const toTeammate = await reminderTo(TEAMMATE, COPY.pt.subject(text));
      expect(toTeammate.text).toContain("Tarefa:");
      expect(
        (await messagesToNow(OWNER, server.mailDir)).filter((m) => m.subject === words.subject(text)),
      ).toHaveLength(1);

      await done.click();
      await expect(myTasks.getByText(words.doneBy)).toBeVisible();
      await photograph(myTasks, `tasks-${language}-${width}-done`);

      // The other language at the other width: another task kept open, then the lead won, which asks.
      const otherWords = COPY[other];
      await page.setViewportSize({ width: otherWidth, height: 740 });
      await page.addInitScript((chosen) => localStorage.setItem("por.language", chosen), other);
      await page.goto(`/admin?lead=${lead!.id}`);
      const otherDetail = page.getByRole("region", { name: other === "en" ? "Lead details" : "Detalhes do contato" });
      const tasks = otherDetail.getByRole("region", { name: other === "en" ? "Tasks" : "Tarefas" });
      await expect(tasks.getByText(otherWords.doneBy)).toBeVisible();
      const tomorrow = wallClock(new Date(Date.now() + 86_400_000), zone).day;
      await otherDetail.getByLabel(otherWords.day, { exact: true }).fill(tomorrow);
      await otherDetail.getByRole("button", { name: otherWords.add }).click();
      await expect(tasks.getByRole("listitem")).toHaveCount(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousAxeFindings(page)).toEqual([]);
      await photograph(tasks, `tasks-${other}-${otherWidth}-open`);

      await otherDetail.getByRole("button", { name: otherWords.won, exact: true }).click();
      const ask = page.getByRole("dialog");
      await expect(ask).toBeVisible();
      expect(await seriousAxeFindings(page)).toEqual([]);
      await photograph(page, `tasks-${other}-${otherWidth}-ask`, { fullPage: false });
      await ask.getByRole("button", { name: otherWords.doneAll, exact: true }).click();
      await expect(otherDetail.getByRole("button", { name: otherWords.won, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(tasks.getByText(otherWords.doneBy)).toHaveCount(2);
    });
  }
});
