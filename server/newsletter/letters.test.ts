import { simpleParser } from "mailparser";
import type { FastifyInstance } from "fastify";
import { expandLinks } from "../testing/short-links.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Language } from "../../shared/languages.js";
import { canonicalMailbox } from "../../shared/mailbox.js";
import type { LetterRow, LettersReply, NewsletterList, PreviewReply } from "../../shared/newsletter.js";
import type { Tuning } from "../app.js";
import type { Env } from "../config.js";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";
import { bookingMailEnv } from "../testing/booking.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { TestSmtpServer } from "../testing/smtp.js";
import { markConfirmed, upsertPending } from "./repository.js";

let smtp: TestSmtpServer;
beforeEach(async () => {
  smtp = new TestSmtpServer();
  await smtp.start();
});
afterEach(() => smtp.stop());
const { site, harness } = collectorPerTest();

const TUNING: Tuning = {
  outbox: { pollMs: 50, retryMs: 50, maxRetryMs: 200, leaseMs: 5_000 },
  newsletter: { pollMs: 100 },
};
const env = (extra: Env = {}): Env => ({ ...bookingMailEnv(smtp.url), ADMIN_PASSWORD, ...extra });

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function confirmedSubscriber(app: FastifyInstance, email: string, language: Language, list: NewsletterList) {
  const subscriber = await upsertPending(
    app.db,
    { list, email, mailbox: canonicalMailbox(email), language, source: null },
    new Date(),
  );
  await markConfirmed(app.db, subscriber.id, subscriber.generation, new Date());
  return subscriber;
}

function api(app: FastifyInstance, cookie: string, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) {
  return app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
}

const lettersTo = (address: string, subject: string) =>
  smtp.messages.filter((mail) => mail.to.includes(address) && mail.headers.get("subject") === subject);

describe.each(DIALECTS)("letters on %s", (dialect) => {
  it("the owner writes, previews, tests and sends a letter: each subscriber of its list and language gets it once", async () => {
    await harness.start(site.dir, env(), dialect, TUNING);
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const { app } = harness;
    await confirmedSubscriber(app, "ana@example.com", "en", "insights");
    await confirmedSubscriber(app, "bo@example.com", "en", "insights");
    await confirmedSubscriber(app, "caio@example.com", "pt", "insights");
    await confirmedSubscriber(app, "dee@example.com", "en", "course-launch");
    const cookie = await signIn(app);

    const input = {
      list: "insights",
      language: "en",
      subject: "Why pilots stall",
      markdown: "# Why pilots stall\n\nMost stall **before** production. <script>x</script>",
    };
    const preview = (await api(app, cookie, "POST", "/newsletter/preview", input)).json<PreviewReply>();
    expect(preview.html).toContain("<strong>before</strong>");
    expect(preview.html).toContain("&lt;script&gt;");
    // A page shows it: the mark written in, not named by a Content-ID only a mail program resolves.
    expect(preview.html).not.toContain("cid:");
    expect(preview.html).toContain('src="data:image/png;base64,');
    expect(preview.text).toContain("**before**");

    const created = await api(app, cookie, "POST", "/newsletter/letters", input);
    expect(created.statusCode).toBe(201);
    const letter = created.json<LetterRow>();
    expect(letter.progress).toEqual({ audience: 2, queued: 0, sent: 0, left: 0 });

    await api(app, cookie, "POST", `/newsletter/letters/${letter.id}/test`);
    await waitUntil(() => lettersTo("owner@example.com", "[Test] Why pilots stall").length === 1);

    const sending = await api(app, cookie, "POST", `/newsletter/letters/${letter.id}/send`);
    expect(sending.json<LetterRow>().state).toBe("sending");
    // Sending twice is refused: the letter is no draft any more.
    expect((await api(app, cookie, "POST", `/newsletter/letters/${letter.id}/send`)).statusCode).toBe(404);

    await waitUntil(async () => {
      const reply = (await api(app, cookie, "GET", "/newsletter/letters")).json<LettersReply>();
      return reply.letters[0]!.state === "sent" && reply.letters[0]!.progress.sent === 2;
    });
    expect(lettersTo("ana@example.com", "Why pilots stall")).toHaveLength(1);
    expect(lettersTo("bo@example.com", "Why pilots stall")).toHaveLength(1);
    expect(smtp.messages.filter((mail) => mail.to.includes("caio@example.com"))).toHaveLength(0);
    expect(smtp.messages.filter((mail) => mail.to.includes("dee@example.com"))).toHaveLength(0);

    const received = lettersTo("ana@example.com", "Why pilots stall")[0]!;
    const parsed = await simpleParser(received.raw);
    expect(received.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(String(parsed.html)).toContain("<h1>Why pilots stall</h1>");
    const leaveUrl = /<https:\/\/onrails\.example(\/newsletter\/leave\?token=[^>]+)>/.exec(
      received.headers.get("list-unsubscribe")!,
    )![1]!;
    // The body's leave link (text and HTML) is short (issue 53), to where the header's long one goes.
    const short = /https:\/\/onrails\.example\/l\/[A-Za-z0-9_-]{22}/.exec(String(parsed.text))![0];
    expect(String(parsed.html)).toContain(`href="${short}"`);
    expect(parsed.text).not.toContain("/newsletter/leave?token=");
    expect(await expandLinks(app.db, short)).toBe(`https://onrails.example${leaveUrl}`);

    // Ana leaves in one click; the next letter reaches Bo only, and the first shows who left.
    const left = await app.inject({
      method: "POST",
      url: leaveUrl,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(left.statusCode).toBe(200);
    const second = (
      await api(app, cookie, "POST", "/newsletter/letters", { ...input, subject: "A lean first version" })
    ).json<LetterRow>();
    await api(app, cookie, "POST", `/newsletter/letters/${second.id}/send`);
    await waitUntil(() => lettersTo("bo@example.com", "A lean first version").length === 1);
    await waitUntil(async () => {
      const reply = (await api(app, cookie, "GET", "/newsletter/letters")).json<LettersReply>();
      return reply.letters.every((each) => each.state === "sent");
    });
    expect(lettersTo("ana@example.com", "A lean first version")).toHaveLength(0);
    const reply = (await api(app, cookie, "GET", "/newsletter/letters")).json<LettersReply>();
    expect(reply.letters.find((each) => each.id === letter.id)!.progress).toMatchObject({ sent: 2, left: 1 });
    expect(reply.audiences).toContainEqual({ list: "insights", language: "en", confirmed: 1 });
  });

  it("holds to NEWSLETTER_PER_HOUR: the rest wait for the next hour", async () => {
    await harness.start(site.dir, env({ NEWSLETTER_PER_HOUR: "5" }), dialect, TUNING);
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const { app } = harness;
    for (let index = 0; index < 8; index += 1)
      await confirmedSubscriber(app, `r${index}@example.com`, "pt", "insights");
    const cookie = await signIn(app);
    const letter = (
      await api(app, cookie, "POST", "/newsletter/letters", {
        list: "insights",
        language: "pt",
        subject: "Carta",
        markdown: "Olá.",
      })
    ).json<LetterRow>();
    await api(app, cookie, "POST", `/newsletter/letters/${letter.id}/send`);
    await waitUntil(() => smtp.messages.filter((mail) => mail.headers.get("subject") === "Carta").length === 5);
    // Several of the sender's polls later, still five, and the letter is still sending.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(smtp.messages.filter((mail) => mail.headers.get("subject") === "Carta")).toHaveLength(5);
    const reply = (await api(app, cookie, "GET", "/newsletter/letters")).json<LettersReply>();
    expect(reply.letters[0]).toMatchObject({ state: "sending", progress: { audience: 8, queued: 5, sent: 5 } });
  });

  it("sends one letter from two instances and through a restart: each subscriber gets it once", async () => {
    await harness.start(site.dir, env({ NEWSLETTER_PER_HOUR: "10000" }), dialect, TUNING);
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const other = await harness.another();
    await other.listen({ port: 0, host: "127.0.0.1" });
    const count = 40;
    for (let index = 0; index < count; index += 1)
      await confirmedSubscriber(harness.app, `s${index}@example.com`, "en", "insights");
    const cookie = await signIn(harness.app);
    const letter = (
      await api(harness.app, cookie, "POST", "/newsletter/letters", {
        list: "insights",
        language: "en",
        subject: "Once each",
        markdown: "Hello.",
      })
    ).json<LetterRow>();
    await api(harness.app, cookie, "POST", `/newsletter/letters/${letter.id}/send`);
    other.newsletter.wake();
    // A restart of the first instance in the middle of the sending.
    await waitUntil(() => smtp.messages.length >= 8);
    await harness.restart();
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    await waitUntil(() => smtp.messages.filter((mail) => mail.headers.get("subject") === "Once each").length >= count);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const letters = smtp.messages.filter((mail) => mail.headers.get("subject") === "Once each");
    const recipients = letters.flatMap((mail) => mail.to);
    expect(new Set(recipients).size).toBe(count);
    expect(recipients).toHaveLength(count);
    // A story of two servers and a restart on a busy two-core machine: a budget, not a timing.
  }, 60_000);
});
