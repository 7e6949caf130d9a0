import type { APIRequestContext, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { join } from "node:path";
import { allFilters, expect, loaded, photograph, seriousAxeFindings, test } from "./fixtures";
import { uniqueEmail } from "./leads";
import { messagesTo, messagesToNow } from "./mailbox";

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
const OWNER = process.env.E2E_OWNER_EMAIL ?? "";

/**
 * Issue 40, as the owner on a phone and on a wide screen: filters from a menu and from a
 * dashboard link, shown and cleared; a lead opened from the owner's e-mail; "Reply" opening the
 * visitor's language with their message quoted, moving the lead to replied; and the visitor's
 * acknowledgement, once due, not sent after that reply. Through the real server and SMTP sink.
 */
const WIDTHS = [375, 1440] as const;

const database = () => new Database(join(process.env.E2E_DATA_DIR ?? "", "leads.sqlite"), { fileMustExist: true });

/** A Portuguese-speaking visitor's consulting lead, straight to the collector. */
async function portugueseLead(request: APIRequestContext, company: string): Promise<{ email: string; id: string }> {
  const email = uniqueEmail("ana.souza");
  const reply = await request.post("/f/contact", {
    headers: { Accept: "application/json" },
    data: {
      name: "Ana Souza",
      email,
      company,
      context: "Queremos entender onde a IA ajuda no suporte.\nPodemos conversar na semana que vem?",
      _language: "pt",
    },
  });
  expect(reply.ok()).toBe(true);
  const db = database();
  try {
    const { id } = db.prepare("SELECT id FROM leads WHERE email = ?").get(email) as { id: string };
    return { email, id };
  } finally {
    db.close();
  }
}

/** The acknowledgement's row, due now: as if its 15 minutes had passed. */
function acknowledgementDueNow(leadId: string): void {
  const db = database();
  try {
    const { changes } = db
      .prepare("UPDATE outbox SET next_attempt_at = ? WHERE lead_id = ? AND kind = 'visitor-acknowledgement'")
      .run(new Date(Date.now() - 1_000).toISOString(), leadId);
    expect(changes).toBe(1);
  } finally {
    db.close();
  }
}

function acknowledgement(leadId: string): { sent_at: string | null; last_error: string | null } {
  const db = database();
  try {
    return db
      .prepare("SELECT sent_at, last_error FROM outbox WHERE lead_id = ? AND kind = 'visitor-acknowledgement'")
      .get(leadId) as { sent_at: string | null; last_error: string | null };
  } finally {
    db.close();
  }
}

/** The page is no wider than the screen, and every button and link in the console is a 44 px target. */
async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`page: ${root.scrollWidth} px wide in ${root.clientWidth}`);
    for (const target of document.querySelectorAll<HTMLElement>("main button, main a, main select, main input")) {
      const box = target.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(target).visibility === "hidden") continue;
      // A checkbox's target is its label's row.
      if (target.matches("input[type=checkbox]")) continue;
      if (box.height < 44) problems.push(`"${(target.textContent ?? "").trim().slice(0, 40)}": ${box.height} px tall`);
    }
    return problems;
  });
}

test.describe("the owner's console, on a phone and a wide screen @desktop", () => {
  test.describe.configure({ mode: "serial" });

  for (const width of WIDTHS) {
    test(`filters, a lead from an e-mail, and a reply that counts, at ${width} px`, async ({
      page,
      request,
      allowConsoleError,
    }) => {
      test.slow();
      allowConsoleError(/status of 401/);
      const company = `Reply Co ${width} ${Date.now()}`;
      const lead = await portugueseLead(request, company);

      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => localStorage.setItem("por.language", "en"));
      // The owner's notification links to the lead's own page, which opens it once signed in.
      const [notification] = await messagesTo(OWNER, 1, (mail) => mail.subject === `New consulting lead: ${company}`);
      const link = /^Open this lead: (\S+)$/m.exec(notification!.text ?? "")?.[1];
      expect(link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/admin\\?lead=${lead.id}$`));
      await page.goto(link!);
      await loaded(page);
      await page.getByLabel("Password").fill(ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      const detail = page.getByRole("region", { name: "Lead details" });
      await expect(detail).toContainText(company);
      await expect(detail.getByText("Queremos entender onde a IA ajuda no suporte.")).toBeVisible();

      // A dashboard link's filter: shown, and cleared.
      await page.goto("/admin?source=linkedin");
      await expect(page.getByRole("heading", { name: "Lead inbox" })).toBeVisible();

      const active = page.getByRole("region", { name: "Filters in use" });
      await expect(active.getByRole("button", { name: "Clear Source: linkedin" })).toBeVisible();
      await expect(page.getByText("No leads match these filters.")).toBeVisible();
      await active.getByRole("button", { name: "Clear Source: linkedin" }).click();
      await expect(active).toHaveCount(0);
      expect(new URL(page.url()).search).toBe("");
      await expect(page.getByRole("button", { name: "Ana Souza" }).first()).toBeVisible();

      // A menu applies as it changes: no "Search" pressed; the address and the page both say so.
      await allFilters(page);
      await page.getByLabel("Form").selectOption("discovery");
      await expect(page).toHaveURL(/[?&]form=discovery(&|$)/);
      await expect(active.getByRole("button", { name: "Clear Form: Discovery call" })).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: company })).toHaveCount(0);
      await photograph(page, `console-filtered-${width}`);
      expect(await seriousAxeFindings(page, { tags: "all" }), `filters at ${width} px`).toEqual([]);
      await active.getByRole("button", { name: "Clear Form: Discovery call" }).click();
      await expect(page.getByLabel("Form")).toHaveValue("");
      expect(new URL(page.url()).searchParams.has("form")).toBe(false);
      await expect(page.getByRole("row").filter({ hasText: company })).toHaveCount(1);
      if (width === 375) expect(await phoneProblems(page), "the list on a phone").toEqual([]);

      // Back to the lead from its link, signed in now.
      await page.goto(link!);
      await expect(detail).toContainText(company);

      // "Reply": the visitor's language, a subject, their message quoted; the lead moves to replied.
      const reply = detail.getByRole("link", { name: "Reply by e-mail" });
      const href = (await reply.getAttribute("href"))!;
      const mailto = new URL(href);
      expect(decodeURIComponent(mailto.pathname)).toBe(lead.email);
      expect(mailto.searchParams.get("subject")).toBe("Re: sua mensagem para a OnRails Labs");
      const body = mailto.searchParams.get("body")!;
      expect(body).toMatch(/^Olá, Ana Souza!\r\n\r\nObrigado pela sua mensagem\.\r\n/);
      expect(body).toContain(
        "Ana Souza escreveu:\r\n> Queremos entender onde a IA ajuda no suporte.\r\n> Podemos conversar na semana que vem?",
      );
      // The mail client is not the test's: the click does what the page does, then goes nowhere.
      await page.evaluate(() =>
        document.addEventListener("click", (event) => {
          if ((event.target as Element).closest('a[href^="mailto:"]')) event.preventDefault();
        }),
      );
      await reply.click();
      await expect(detail.getByText("Marked as replied.")).toBeVisible();
      await expect(detail.getByRole("button", { name: "Replied" })).toHaveAttribute("aria-pressed", "true");
      const stored = await page.request.get(`/api/admin/leads/${lead.id}`);
      expect(((await stored.json()) as { stage: string }).stage).toBe("replied");
      await photograph(page, `console-replied-${width}`);
      expect(await seriousAxeFindings(page, { tags: "all" }), `a lead at ${width} px`).toEqual([]);
      if (width === 375) expect(await phoneProblems(page), "a lead on a phone").toEqual([]);

      // Back closes the lead: its address was pushed when it opened.
      await page.goBack();
      await expect(page).not.toHaveURL(/lead=/);

      // The acknowledgement falls due after the reply: the outbox takes it, and does not send it.
      acknowledgementDueNow(lead.id);
      await expect.poll(() => acknowledgement(lead.id).sent_at, { timeout: 20_000 }).not.toBeNull();
      expect(acknowledgement(lead.id).last_error).toBe("not sent: the lead was answered");
      // Nothing ever reached the visitor's mailbox: the SMTP sink holds no message to them.
      expect(await messagesToNow(lead.email)).toEqual([]);
    });
  }
});
