import { ImapFlow } from "imapflow";
import { startDovecot } from "../scripts/ensure-dovecot.mjs";
import { expect, loaded, photograph, seriousAxeFindings, test } from "./fixtures";
import { leadsByEmail, uniqueEmail } from "./leads";
import { OwnServer } from "./own-server";

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
const OWNER_MAILBOX = "owner@onrails.test";

let dovecot: Awaited<ReturnType<typeof startDovecot>> | undefined;
const server = new OwnServer(6, {});

/** What the owner's mail program does when they answer a lead: a copy in their Sent folder. */
async function replyFromTheMailbox(to: string, subject: string): Promise<void> {
  const client = new ImapFlow({
    host: dovecot!.host,
    port: dovecot!.port,
    secure: false,
    auth: { user: OWNER_MAILBOX, pass: dovecot!.password },
    logger: false,
  });
  await client.connect();
  const message = [
    `From: ${OWNER_MAILBOX}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${crypto.randomUUID()}@onrails.test>`,
    "",
    "Thanks for writing: does Thursday suit you?",
    "",
  ].join("\r\n");
  await client.append("Sent", message, ["\\Seen"]);
  await client.logout();
}

const COPY = {
  en: {
    password: "Password",
    signIn: "Sign in",
    check: "Check sent mail",
    found: "Found 1 reply to a lead.",
    stage: "Replied",
    replies: "Replies from your mailbox",
  },
  pt: {
    password: "Senha",
    signIn: "Entrar",
    check: "Verificar e-mails enviados",
    found: "1 resposta a um contato encontrada.",
    stage: "Respondido",
    replies: "Respostas da sua caixa de e-mail",
  },
} as const;

// @desktop: one project runs it, each width in turn, since its server and Dovecot are the file's own.
test.describe("a reply sent from the owner's own mailbox marks the lead replied (issue 51) @desktop", () => {
  // One server for the file, reading one Dovecot: its tests run one after another in one worker.
  test.describe.configure({ mode: "serial" });
  test.use({ baseURL: server.baseURL });
  test.beforeAll(async () => {
    test.slow();
    dovecot = await startDovecot();
    const imap = `imap://${encodeURIComponent(OWNER_MAILBOX)}:${dovecot.password}@127.0.0.1:${dovecot.port}`;
    await server.start({ IMAP_URL: imap });
  });
  test.afterAll(async () => {
    await server.stop();
    await dovecot?.stop();
  });

  for (const [language, width] of [
    ["en", 1440],
    ["pt", 375],
    ["pt", 1440],
    ["en", 375],
  ] as const) {
    test(`in ${language} at ${width} px: the owner replies from their mail program, checks sent mail, and the lead says so`, async ({
      page,
      request,
      allowConsoleError,
    }) => {
      test.slow();
      allowConsoleError(/status of 401/);
      const words = COPY[language];
      await page.setViewportSize({ width, height: width < 800 ? 740 : 900 });
      await page.addInitScript((chosen) => localStorage.setItem("por.language", chosen), language);

      const email = uniqueEmail(`replies-${language}`);
      const sent = await request.post("/f/contact", {
        headers: { Accept: "application/json" },
        data: { name: "Ana Replies", email, company: "Globex", context: "When can we talk?", _language: language },
      });
      expect(sent.ok()).toBe(true);
      const [lead] = leadsByEmail(email, server.dataDir);
      expect(lead).toMatchObject({ status: "new" });
      await replyFromTheMailbox(email.toUpperCase(), "Re: When can we talk?");

      await page.goto("/admin");
      await loaded(page);
      await page.getByLabel(words.password).fill(ADMIN_PASSWORD);
      await page.getByRole("button", { name: words.signIn }).click();
      const check = page.getByRole("button", { name: words.check });
      await check.click();
      await expect(page.getByRole("status").filter({ hasText: words.found })).toBeVisible();

      await page.goto(`/admin?lead=${lead!.id}`);
      const replies = page.getByRole("heading", { name: words.replies });
      await expect(replies).toBeVisible();
      await expect(replies.locator("..")).toContainText("Re: When can we talk?");
      await expect(page.getByRole("button", { name: words.stage, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      expect(leadsByEmail(email, server.dataDir)[0]).toMatchObject({ status: "handled" });
      expect(await seriousAxeFindings(page)).toEqual([]);
      await photograph(page, `replies-${language}-${width}`);
    });
  }
});
