import { createServer, type Socket } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Tuning } from "../app.js";
import type { Env } from "../config.js";
import { ownerTime } from "./owner-lines.js";
import { countLeads, listLeads } from "../leads/repository.js";
import { countMessagesByState, listMessages } from "./outbox.js";
import { collectorPerTest, CONSULTING, DISCOVERY } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { TestSmtpServer } from "../testing/smtp.js";

let smtp: TestSmtpServer;

// Registered before collectorPerTest's hooks: after-hooks run in reverse, so each test's
// collector (and its outbox) stops before the mail server it sends to.
beforeEach(async () => {
  smtp = new TestSmtpServer();
  await smtp.start();
});
afterEach(() => smtp.stop());
const { site, harness } = collectorPerTest();

// Short waits, so that an outage and its retries fit in a test.
const TUNING: Tuning = { outbox: { pollMs: 100, retryMs: 50, maxRetryMs: 200, leaseMs: 5_000 } };

function mailEnv(): Env {
  return {
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: "owner@example.com",
    MAIL_FROM: "Product On Rails <leads@example.com>",
    PUBLIC_URL: "https://leads.example.com",
    ...(process.env.DEBUG_LOG ? { LOG_LEVEL: "debug" } : {}),
  };
}

/** Starts the app and listens, which starts the outbox worker. */
async function startListening(dialect: (typeof DIALECTS)[number]): Promise<void> {
  const app = await harness.start(site.dir, mailEnv(), dialect, TUNING);
  await app.listen({ port: 0, host: "127.0.0.1" });
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The owner's notifications of leads, oldest first. */
const notifications = async (db = harness.app.db) =>
  (await listMessages(db)).filter((message) => message.kind === "notification");
/** Messages not sent yet, as the metrics count them. */
const unsent = async () => (await countMessagesByState(harness.app.db)).waiting;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until every notification has failed at least `attempts` times. */
const failedAtLeast = (attempts: number) => async () => {
  const entries = await notifications();
  return entries.length > 0 && entries.every((entry) => entry.attempts >= attempts && entry.lastError !== null);
};

describe.each(DIALECTS)("lead notifications by e-mail on %s", (dialect) => {
  it("mails the owner each lead: Reply-To the visitor, subject with form and company, every field as text", async () => {
    await startListening(dialect);
    const res = await harness.postJson({
      ...DISCOVERY,
      name: 'João "JJ" <script>alert(1)</script>',
      company: "Ação Ltda\r\nBcc: victim@example.com",
      currentChallenges: "Linha 1\n<b>não</b> é HTML",
      _replyto: "assistente@example.com",
      _language: "pt",
    });
    expect(res.statusCode).toBe(200);

    const [mail] = await smtp.waitFor(1);
    expect(mail!.from).toBe("leads@example.com");
    expect(mail!.to).toEqual(["owner@example.com"]);
    const header = (name: string) => mail!.headers.get(name);
    // MAIL_FROM's address under the sender's name: the company's while no person is named (issue 53).
    expect(header("from")).toBe("OnRails Labs <leads@example.com>");
    expect(header("to")).toBe("owner@example.com");
    expect(header("reply-to")).toBe('João "JJ" <script>alert(1)</script> <assistente@example.com>');
    expect(mail!.raw).toMatch(/^Reply-To: =\?UTF-8\?/m);
    expect(header("subject")).toBe("New discovery call lead: Ação Ltda Bcc: victim@example.com");
    expect(header("bcc")).toBeUndefined();
    expect(mail!.to).not.toContain("victim@example.com");
    // Text beside an HTML part in the site's layout (issue 53): the text part as it always was.
    expect(header("content-type")).toMatch(/^multipart\//);
    expect(mail!.textType).toMatch(/^text\/plain; charset=utf-8/);

    const [lead] = await listLeads(harness.app.db, { limit: 1 });
    expect(String(mail!.text).split("\n")).toEqual([
      "New discovery call lead from the website.",
      "",
      "Form:              Discovery call",
      "Language:          Portuguese",
      `Received at:       ${ownerTime(lead!.receivedAt, { language: "en", timeZone: "UTC" })}`,
      'Name:              João "JJ" <script>alert(1)</script>',
      `Email:             ${DISCOVERY.email}`,
      "Reply to:          assistente@example.com",
      // A line break in a one-line value is folded at the door: never a header, never a line (issue 49).
      "Company:           Ação Ltda Bcc: victim@example.com",
      // The visitor's choices in the form's words, never their codes (issue 51).
      "Team size:         6-15 developers",
      "Workshop interest: 6-Week Mentorship",
      // Issue 26: the post came without a page view before it.
      "Source:            unknown (the server did not see the visit)",
      "",
      "Reply to this e-mail to answer the visitor.",
      `Open this lead: https://leads.example.com/admin?lead=${lead!.id}`,
      "",
      "Replied from another mail program? Mark it replied:",
      expect.stringMatching(/^https:\/\/leads\.example\.com\/replied\/[A-Za-z0-9_-]{22}$/),
      "",
      // The visitor's own lines come last and quoted, so none can pass for one of ours.
      "Message:",
      "> Linha 1",
      "> <b>não</b> é HTML",
      "",
    ]);
    await eventually(async () => (await unsent()) === 0);
    const [entry] = await notifications();
    expect(entry).toMatchObject({ leadId: lead!.id, attempts: 0, lastError: null, sentAt: expect.any(Date) });
  });

  it("replies to the visitor's e-mail when there is no _replyto, and sends nothing for spam", async () => {
    await startListening(dialect);
    await harness.postJson({ ...CONSULTING, _gotcha: "bot" });
    await harness.postJson(CONSULTING);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.headers.get("reply-to")).toBe(`${CONSULTING.name} <${CONSULTING.email}>`);
    expect(mail!.headers.get("subject")).toBe(`New consulting lead: ${CONSULTING.company}`);
    await sleep(300);
    expect(smtp.messages).toHaveLength(1);
    expect(await countLeads(harness.app.db)).toBe(2);
    expect(await notifications()).toHaveLength(1);
  });

  it("accepts leads while the SMTP server is down, then sends each pending notification exactly once", async () => {
    await startListening(dialect);
    await smtp.stop();
    for (const company of ["Alpha", "Beta", "Gamma"]) {
      const res = await harness.postJson({ ...CONSULTING, company });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, next: "/en/thanks" });
    }
    // Every one has failed at least twice: retries happen, and nothing is dropped.
    await eventually(failedAtLeast(2));
    expect(await countLeads(harness.app.db)).toBe(3);
    expect(await unsent()).toBe(3);
    expect(smtp.messages).toHaveLength(0);

    await smtp.start();
    await smtp.waitFor(3);
    await eventually(async () => (await unsent()) === 0);
    await sleep(500);
    const subjects = smtp.messages.map((mail) => mail.headers.get("subject")).sort();
    expect(subjects).toEqual(["New consulting lead: Alpha", "New consulting lead: Beta", "New consulting lead: Gamma"]);
  });

  it("resumes pending notifications after a restart", async () => {
    await startListening(dialect);
    await smtp.stop();
    await harness.postJson({ ...CONSULTING, company: "Before restart 1" });
    await harness.postJson({ ...CONSULTING, company: "Before restart 2" });
    await eventually(failedAtLeast(1));

    await harness.restart();
    await smtp.start();
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    await smtp.waitFor(2);
    await sleep(500);
    expect(smtp.messages.map((mail) => mail.headers.get("subject")).sort()).toEqual([
      "New consulting lead: Before restart 1",
      "New consulting lead: Before restart 2",
    ]);
    expect(await unsent()).toBe(0);
  });

  it("does not send before the server listens (inject-only apps, tools)", async () => {
    await harness.start(site.dir, mailEnv(), dialect, TUNING);
    await harness.postJson(CONSULTING);
    await sleep(300);
    expect(smtp.messages).toHaveLength(0);
    expect(await unsent()).toBe(1);
  });
});

describe("readiness and a stuck outbox", () => {
  it("/readyz fails while a send makes no progress for longer than a lease, and recovers after", async () => {
    // An SMTP server that accepts connections and never says a word: the send hangs.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    try {
      const tuning: Tuning = { outbox: { pollMs: 50, retryMs: 50, maxRetryMs: 100, leaseMs: 300 } };
      const app = await harness.start(
        site.dir,
        { ...mailEnv(), SMTP_URL: `smtp://127.0.0.1:${port}` },
        "sqlite",
        tuning,
      );
      await app.listen({ port: 0, host: "127.0.0.1" });
      expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
      await harness.postJson(CONSULTING);
      await eventually(async () => (await app.inject({ url: "/readyz" })).statusCode === 503, 5_000);
      const res = await app.inject({ url: "/readyz" });
      // The reason is logged, not sent (issue 31: /readyz shows no failure details).
      expect(res.json()).toEqual({ status: "error", failing: ["outbox"] });
      expect((await app.health.run()).failures).toEqual({ outbox: expect.stringMatching(/no progress for \d+ s/) });
      expect((await app.inject({ url: "/livez" })).statusCode).toBe(200);
      // The connection drops: the send fails, is scheduled for a retry, and the worker moves on.
      for (const socket of sockets) socket.destroy();
      await eventually(async () => (await app.inject({ url: "/readyz" })).statusCode === 200, 5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await harness.stop();
    }
  });
});

describe("the notification's plain text", () => {
  it("carries formulas and markup byte for byte, as text", async () => {
    await startListening("sqlite");
    const name = '=HYPERLINK("x") <b>Ninguém</b>';
    const company = "+SUM(1;2) & <i>Ação</i>";
    const context = "-2+3\n@cmd <script>alert(1)</script>\n'; DROP TABLE leads; --";
    const res = await harness.postJson({ ...CONSULTING, name, company, context });
    expect(res.statusCode).toBe(200);

    const [mail] = await smtp.waitFor(1);
    expect(mail!.textType).toMatch(/^text\/plain; charset=utf-8/);
    // In the HTML part, what the visitor typed shows as text: escaped, never markup.
    expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail!.html).toContain("&lt;b&gt;Ninguém&lt;/b&gt;");
    expect(mail!.html).not.toMatch(/<script|<b>Ningu|<i>Ação/);
    const lines = mail!.text.split("\n");
    expect(lines).toContain(`Name:              ${name}`);
    expect(lines).toContain(`Company:           ${company}`);
    expect(mail!.text).toContain(`\nMessage:\n${context.replace(/^/gm, "> ")}\n`);
    expect(mail!.headers.get("reply-to")).toBe(`${name} <${CONSULTING.email}>`);
  });
});

describe("without SMTP_URL", () => {
  it("stores leads as usual, with no outbox rows", async () => {
    const app = await harness.start(site.dir, { NOTIFY_EMAIL: "owner@example.com" });
    await app.listen({ port: 0, host: "127.0.0.1" });
    expect((await harness.postJson(CONSULTING)).statusCode).toBe(200);
    expect(await countLeads(app.db)).toBe(1);
    expect(await listMessages(app.db)).toEqual([]);
    expect(app.mail.enabled).toBe(false);
  });
});
