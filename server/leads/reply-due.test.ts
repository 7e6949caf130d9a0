import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Tuning } from "../app.js";
import type { Env } from "../config.js";
import { moveLeads } from "./pipeline.js";
import { listAllLeads } from "./repository.js";
import { collectorPerTest, CONSULTING, DISCOVERY } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { TestSmtpServer } from "../testing/smtp.js";
import { listMessages } from "../mail/outbox.js";
import { gatherReminders } from "./reply-due.js";
import { setTestClock } from "../../shared/test-clock.js";

/**
 * Issue 40: reply-due reminders that fall due together reach the owner as one e-mail, in the
 * owner's zone, each lead with its own link; the visitor's acknowledgement is not sent once the
 * owner answered. Through the real collector, the outbox and a real SMTP server.
 */
let smtp: TestSmtpServer;
beforeEach(async () => {
  smtp = new TestSmtpServer();
  await smtp.start();
});
afterEach(() => smtp.stop());
const { site, harness } = collectorPerTest();

const OWNER = "owner@example.com";

const env = (): Env => ({
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL: OWNER,
  MAIL_FROM: "OnRails Labs <leads@example.com>",
  PUBLIC_URL: "https://leads.example.com",
  RATE_LIMIT_PER_MINUTE: "100",
  BOOKING_HOURS: "mon-sun 00:00-24:00",
  BOOKING_TIMEZONE: "Europe/Lisbon",
  OWNER_TIMEZONE: "America/Sao_Paulo",
});

/** Starts the app and listens, which starts the outbox worker, polling every 50 ms. */
async function listening(mailDelays: NonNullable<Tuning["mailDelays"]>): Promise<void> {
  const outbox = { pollMs: 50, retryMs: 50, maxRetryMs: 200, leaseMs: 5_000 };
  await harness.start(site.dir, env(), "sqlite", { outbox, mailDelays });
  await harness.app.listen({ port: 0, host: "127.0.0.1" });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(25);
  }
}

const subjects = () =>
  smtp.messages.filter((mail) => mail.to.includes(OWNER)).map((mail) => mail.headers.get("subject"));

/** Thirteen leads, each its own company and words (the same words thirteen times would be spam). */
async function thirteenLeads(): Promise<void> {
  for (let i = 1; i <= 13; i++) {
    const fields =
      i % 2 === 0
        ? {
            ...DISCOVERY,
            company: `School ${i}`,
            email: `teacher${i}@example.com`,
            currentChallenges: `Question ${i}: how do we start with assistants in class?`,
          }
        : {
            ...CONSULTING,
            company: `Company ${i}`,
            email: `buyer${i}@example.com`,
            context: `Case ${i}: where would AI pay off in our support queue?`,
          };
    const res = await harness.postJson(fields);
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe("reply-due reminders", () => {
  it("gathers 13 due leads into one e-mail in the owner's zone, each with its link", async () => {
    await listening({ acknowledgementMs: 60 * 60 * 1000, reminderMs: 3_000 });
    await thirteenLeads();
    await waitUntil(() => subjects().some((subject) => subject?.startsWith("Reply due soon")));
    // Any straggler would have been sent by now: the worker polls every 50 ms.
    await sleep(1_500);

    const reminders = smtp.messages.filter((mail) => mail.headers.get("subject")?.startsWith("Reply due soon"));
    expect(reminders.map((mail) => mail.headers.get("subject"))).toEqual(["Reply due soon: 13 leads"]);
    const text = reminders[0]!.text;
    expect(text).toMatch(/^These 13 leads are still unanswered\./);
    const leads = await listAllLeads(harness.app.db);
    for (const lead of leads) {
      expect(text).toContain(`Company:  ${lead.company}\n`);
      expect(text).toContain(`Open this lead: https://leads.example.com/admin?lead=${lead.id}\n`);
    }
    // São Paulo's time, named; no raw UTC timestamp anywhere in it.
    expect(text).toMatch(/reply by \w+day, \w+ \d+, \d{4}, at \d+:\d\d [AP]M, Brasilia Time \(UTC−3\)/);
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d/);
    // Each lead's own reminder says where it went; one gathered e-mail holds them all.
    const messages = await listMessages(harness.app.db);
    const own = messages.filter((message) => message.kind === "owner-reminder");
    expect(own).toHaveLength(13);
    expect(own.every((message) => message.lastError?.startsWith("not sent: gathered into owner-reply-due-"))).toBe(
      true,
    );
    expect(messages.filter((message) => message.kind === "owner-reply-due")).toHaveLength(1);
  }, 30_000);

  it("names the company when one lead is due, and leaves out a lead answered meanwhile", async () => {
    await listening({ acknowledgementMs: 60 * 60 * 1000, reminderMs: 2_000 });
    await harness.postJson({ ...CONSULTING, company: "Unanswered Ltd" });
    await harness.postJson({ ...DISCOVERY, company: "Answered School" });
    const answered = (await listAllLeads(harness.app.db)).find((lead) => lead.company === "Answered School")!;
    await moveLeads(harness.app.db, [answered.id], "replied");
    await waitUntil(() => subjects().some((subject) => subject?.startsWith("Reply due soon")));
    await sleep(1_000);
    expect(subjects().filter((subject) => subject?.startsWith("Reply due soon"))).toEqual([
      "Reply due soon: Unanswered Ltd",
    ]);
  }, 20_000);
});

describe.each(DIALECTS)("gathering on %s", (dialect) => {
  it("lists each lead once when two instances gather at the same moment", async () => {
    // Not listening: no worker sends anything; the two gathers stand for two instances' workers.
    await harness.start(site.dir, env(), dialect, { mailDelays: { acknowledgementMs: 1_000, reminderMs: 1_000 } });
    await thirteenLeads();
    const due = (await listMessages(harness.app.db)).filter((message) => message.kind === "owner-reminder");
    const later = new Date(Date.now() + 60_000);
    const outcomes = await Promise.all([
      gatherReminders(harness.app.db, due[0]!, later),
      gatherReminders(harness.app.db, due[7]!, later),
    ]);
    const gathered = (await listMessages(harness.app.db)).filter((message) => message.kind === "owner-reply-due");
    const listed = gathered.flatMap((message) =>
      (message.payload as { leads: { id: string }[] }).leads.map((lead) => lead.id),
    );
    expect(listed.sort()).toEqual((await listAllLeads(harness.app.db)).map((lead) => lead.id).sort());
    expect(gathered).toHaveLength(1);
    expect(outcomes.map((outcome) => outcome?.skipped).sort()).toEqual([
      "gathered into another e-mail",
      `gathered into ${gathered[0]!.id}`,
    ]);
    // A retried gather of the same reminder queues nothing new.
    await gatherReminders(harness.app.db, due[0]!, later);
    expect((await listMessages(harness.app.db)).filter((message) => message.kind === "owner-reply-due")).toHaveLength(
      1,
    );
  });
});

describe("the visitor's acknowledgement", () => {
  it("is not sent once the owner has answered the lead", async () => {
    await listening({ acknowledgementMs: 1_500, reminderMs: 60 * 60 * 1000 });
    await harness.postJson({ ...CONSULTING, email: "answered@example.com", company: "Answered Ltd" });
    await harness.postJson({ ...CONSULTING, email: "waiting@example.com", company: "Waiting Ltd" });
    const answered = (await listAllLeads(harness.app.db)).find((lead) => lead.company === "Answered Ltd")!;
    await moveLeads(harness.app.db, [answered.id], "replied");

    await waitUntil(() => smtp.messages.some((mail) => mail.to.includes("waiting@example.com")));
    await sleep(1_000);
    expect(smtp.messages.some((mail) => mail.to.includes("answered@example.com"))).toBe(false);
    const acknowledgement = (await listMessages(harness.app.db, answered.id)).find(
      (message) => message.kind === "visitor-acknowledgement",
    );
    expect(acknowledgement).toMatchObject({ lastError: "not sent: the lead was answered", sentAt: expect.any(Date) });
  }, 20_000);
});

describe("what has fallen late (issue 51)", () => {
  it("sends no acknowledgement once its 24 hours have passed, and no 'due soon' for a reply already overdue", async () => {
    // Mail was down for a day: the lead was stored, and nothing went out before the server came back.
    await harness.start(site.dir, env(), "sqlite", {
      outbox: { pollMs: 50, retryMs: 50, maxRetryMs: 200, leaseMs: 5_000 },
      mailDelays: { acknowledgementMs: 1_000, reminderMs: 2_000 },
    });
    await harness.postJson({ ...CONSULTING, email: "late@example.com", company: "Late Ltd" });
    const [lead] = await listAllLeads(harness.app.db);
    setTestClock(lead!.receivedAt.getTime() + 25 * 60 * 60 * 1000);
    await harness.app.listen({ port: 0, host: "127.0.0.1" });

    const settled = async () => {
      const messages = await listMessages(harness.app.db, lead!.id);
      const acknowledgement = messages.find((message) => message.kind === "visitor-acknowledgement");
      const replyDue = (await listMessages(harness.app.db)).find((message) => message.kind === "owner-reply-due");
      return acknowledgement?.sentAt != null && replyDue?.sentAt != null;
    };
    await waitUntil(settled);
    const all = await listMessages(harness.app.db);
    expect(all.find((message) => message.kind === "visitor-acknowledgement")).toMatchObject({
      lastError: "not sent: its promise is already late",
    });
    expect(all.find((message) => message.kind === "owner-reply-due")).toMatchObject({
      lastError: "not sent: every lead was answered or is already overdue",
    });
    expect(smtp.messages.some((mail) => mail.to.includes("late@example.com"))).toBe(false);
    expect(subjects().some((subject) => subject?.startsWith("Reply due soon"))).toBe(false);
    // The owner still heard of the lead itself.
    expect(subjects().some((subject) => subject?.startsWith("New consulting lead"))).toBe(true);
  }, 20_000);
});
