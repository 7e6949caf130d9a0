import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { BookingOfferSchema, SlotsReplySchema } from "../../shared/booking.js";
import type { Tuning } from "../app.js";
import type { Env } from "../config.js";
import { canonicalMailbox } from "../../shared/mailbox.js";
import { PRIVACY_PATHS } from "../../shared/privacy.js";
import { collectorPerTest, CONSULTING, DISCOVERY } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { bookingMailEnv } from "../testing/booking.js";
import { TestSmtpServer, type ReceivedMail } from "../testing/smtp.js";

/**
 * Issue 31, point 2: mail to visitors cannot be aimed at someone's mailbox, nor carry words a
 * stranger chose. Through the real collector, the outbox and a real SMTP server.
 */
let smtp: TestSmtpServer;
beforeEach(async () => {
  smtp = new TestSmtpServer();
  await smtp.start();
});
afterEach(() => smtp.stop());
const { site, harness } = collectorPerTest();

const OWNER = "owner@example.com";
// No URL scheme: a link in the name is spam now (issue 27) and would get no mail at all to test.
const PHISHING = "ACTION REQUIRED: your account is locked, restore it at phish.example/login";
const RLO = "\u202e";

const TUNING: Tuning = {
  outbox: { pollMs: 50, retryMs: 50, maxRetryMs: 200, leaseMs: 5_000 },
  mailDelays: { acknowledgementMs: 200, reminderMs: 60 * 60 * 1000 },
};

const env = (extra: Env = {}): Env => ({ ...bookingMailEnv(smtp.url), NOTIFY_EMAIL: OWNER, ...extra });

async function start(dialect: (typeof DIALECTS)[number] = "sqlite", extra: Env = {}) {
  const app = await harness.start(site.dir, env(extra), dialect, TUNING);
  await app.listen({ port: 0, host: "127.0.0.1" });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await sleep(25);
  }
}

const toOwner = () => smtp.messages.filter((mail) => mail.to.includes(OWNER));
const toVisitors = () => smtp.messages.filter((mail) => !mail.to.includes(OWNER));
const toMailbox = (mailbox: string) =>
  smtp.messages.filter((mail) => mail.to.some((to) => canonicalMailbox(to) === mailbox));

/** Everything a mail says, decoded: headers, text, and each attachment (the invitation). */
async function decoded(mail: ReceivedMail): Promise<string> {
  const parsed = await simpleParser(mail.raw);
  const headers = [...parsed.headerLines].map((line) => line.line).join("\n");
  const parts = parsed.attachments.map((part) => part.content.toString("utf8"));
  return [headers, parsed.subject ?? "", parsed.text ?? "", ...parts].join("\n");
}

describe.each(DIALECTS)("the daily cap counts the mailbox, not the spelling (%s)", (dialect) => {
  it('gives one mailbox at most three messages through victim@, victim+1@, victim+2@, "victim"@ and Victim@', async () => {
    await start(dialect);
    const spellings = ['"victim"@example.com', "Victim@example.com", "victim+1@example.com"];
    spellings.push("victim+2@example.com", "victim@example.com");
    for (const [i, email] of spellings.entries()) {
      // The forms refuse a quoted local part outright (422, shared/lead-forms.ts); the other four
      // spellings are stored, and share one mailbox's cap.
      const res = await harness.postJson({ ...CONSULTING, email, company: `Company ${i}` });
      expect(res.statusCode).toBe(email.startsWith('"') ? 422 : 200);
    }
    await waitUntil(() => toMailbox("victim@example.com").length === 3);
    await sleep(1_000);
    expect(toMailbox("victim@example.com")).toHaveLength(3);
    // The owner still hears of every lead the collector took, and once that a visitor e-mail was held.
    expect(toOwner().filter((mail) => /^New consulting lead/.test(mail.headers.get("subject") ?? ""))).toHaveLength(4);
    await waitUntil(() =>
      toOwner().some((mail) => mail.headers.get("subject") === "An e-mail to a visitor was held back"),
    );
    expect(toOwner()).toHaveLength(5);
  }, 20_000);
});

describe("the hourly cap on visitor mail", () => {
  it("stops mail to visitors past VISITOR_MAIL_PER_HOUR and alerts the owner once", async () => {
    await start("sqlite", { VISITOR_MAIL_PER_HOUR: "2" });
    for (let i = 0; i < 6; i++) {
      const res = await harness.postJson({ ...CONSULTING, email: `visitor${i}@example.com`, company: `Company ${i}` });
      expect(res.statusCode).toBe(200);
    }
    const alerts = () =>
      toOwner().filter((mail) => /^E-mail to visitors paused/.test(mail.headers.get("subject") ?? ""));
    await waitUntil(() => toVisitors().length === 2 && alerts().length === 1 && toOwner().length === 7);
    await sleep(1_000);
    expect(toVisitors().map((mail) => mail.to)).toEqual([["visitor0@example.com"], ["visitor1@example.com"]]);
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]!.text).toContain("the site has queued 2 e-mails to visitors");
  }, 20_000);
});

// Issue 37, attack 4: 150 privacy links for strangers from 3 addresses went out in a minute.
describe.each(DIALECTS)("every e-mail to a visitor counts against the hourly cap (%s)", (dialect) => {
  it("sends no 61st visitor e-mail in an hour, privacy links included, and tells the owner once", async () => {
    await start(dialect);
    const alerts = () =>
      toOwner().filter((mail) => /^E-mail to visitors paused/.test(mail.headers.get("subject") ?? ""));
    // Ten leads, each acknowledged: ten of the hour's sixty.
    for (let i = 0; i < 10; i++) {
      const res = await harness.postJson({ ...CONSULTING, email: `lead${i}@example.com`, company: `Company ${i}` });
      expect(res.statusCode).toBe(200);
    }
    const requestLink = (i: number) =>
      harness.app.inject({
        method: "POST",
        url: PRIVACY_PATHS.request,
        remoteAddress: `203.0.113.${i % 3}`,
        headers: { accept: "application/json", "content-type": "application/json" },
        payload: JSON.stringify({ email: `stranger${i}@example.org`, language: "en" }),
      });
    const answers: number[] = [];
    for (let i = 0; i < 60; i++) answers.push((await requestLink(i)).statusCode);
    // Fifty links fill the hour; every later request is refused, in the visitor's language.
    expect(answers.slice(0, 50)).toEqual(Array(50).fill(200));
    expect(answers.slice(50)).toEqual(Array(10).fill(503));
    const refused = await requestLink(60);
    expect(refused.json()).toMatchObject({ code: "MAIL_BUSY", language: "en" });
    // A lead past the cap is stored and the owner hears of it, but the visitor gets nothing.
    expect((await harness.postJson({ ...CONSULTING, email: "late@example.com", company: "Late" })).statusCode).toBe(
      200,
    );

    // Seventy-odd messages over one SMTP connection at a time: more than the usual wait.
    await waitUntil(() => toVisitors().length === 60 && alerts().length === 1 && toOwner().length === 12, 40_000);
    await sleep(1_000);
    expect(toVisitors()).toHaveLength(60);
    expect(toMailbox("stranger50@example.org")).toEqual([]);
    expect(toMailbox("late@example.com")).toEqual([]);
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0]!.text).toContain("the site has queued 60 e-mails to visitors");
    // Sent privacy messages keep no address: their rows are emptied, counted by kind alone.
    const detached = await harness.app.db
      .selectFrom("outbox")
      .select(["payload", "mailbox"])
      .where("lead_id", "is", null)
      .execute();
    expect(detached.length).toBeGreaterThan(0);
    expect(detached.every((row) => row.payload === null && row.mailbox === null)).toBe(true);
  }, 60_000);
});

describe("mail to the visitor carries no text the visitor typed", () => {
  it("greets by the cleaned first name, sends to the bare address, leaves out the name and company", async () => {
    await start();
    // One lead waits for its acknowledgement; the other books a call and gets the invitation.
    await harness.postJson({ ...CONSULTING, name: PHISHING, company: PHISHING, email: "quiet@example.com" });
    const res = await harness.postJson({
      ...DISCOVERY,
      name: PHISHING,
      company: PHISHING,
      email: "booker@example.com",
      _language: "pt",
    });
    const { token } = v.parse(BookingOfferSchema, res.json<{ booking: unknown }>().booking);
    const slots = v.parse(
      SlotsReplySchema,
      (await harness.app.inject({ url: `/booking/slots?token=${token}` })).json(),
    );
    if (slots.state !== "open") throw new Error("expected slots");
    const booked = await harness.app.inject({
      method: "POST",
      url: "/booking",
      headers: { accept: "application/json", "content-type": "application/json" },
      payload: JSON.stringify({ token, start: slots.slots[0]!.start, timeZone: "America/Sao_Paulo" }),
    });
    expect(booked.statusCode).toBe(200);

    await waitUntil(() => toVisitors().length === 2);
    for (const mail of toVisitors()) {
      const everything = await decoded(mail);
      for (const words of ["REQUIRED", "locked", "restore", "phish"]) expect(everything).not.toContain(words);
      expect(mail.headers.get("to")).toBe(mail.to[0]);
    }
    const [ack] = toMailbox("quiet@example.com");
    expect(ack!.text.split("\n")[0]).toBe("Hello ACTION,");
    const [invitation] = toMailbox("booker@example.com");
    expect((await simpleParser(invitation!.raw)).text!.split("\n")[0]).toBe("Olá, ACTION!");
    // The owner, who must judge the lead, still sees what was typed, as text.
    await waitUntil(() => toOwner().some((mail) => mail.text.includes(`Name:              ${PHISHING}`)));
  }, 20_000);
});

describe("format characters in mail headers", () => {
  // The collector stores text without them (shared/format-characters.ts) and the transport cleans
  // every header again as it sends (server/mail/header-text.test.ts): neither reaches the owner.
  it("never reach the subject, the Reply-To name or the body of the owner's mail", async () => {
    await start();
    const res = await harness.postJson({
      ...CONSULTING,
      name: `Ada${RLO}ecalovoL\u0085`,
      company: `Acme ${RLO}gnp.exe\u2066x\u2069`,
    });
    expect(res.statusCode).toBe(200);
    await waitUntil(() => toOwner().length === 1);
    const mail = toOwner()[0]!;
    expect(mail.headers.get("subject")).toBe("New consulting lead: Acme gnp.exex");
    expect(mail.headers.get("reply-to")).toBe(`AdaecalovoL <${CONSULTING.email}>`);
    expect([...mail.headers.values()].join("\n")).not.toMatch(/[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(mail.text).toContain("Acme gnp.exex");
    expect(mail.text).not.toMatch(/[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/);
  });
});
