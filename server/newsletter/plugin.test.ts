import { simpleParser } from "mailparser";
import { followShortLinks } from "../testing/short-links.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { canonicalMailbox } from "../../shared/mailbox.js";
import { NEWSLETTER_PATHS } from "../../shared/newsletter.js";
import { PRIVACY_PATHS } from "../../shared/privacy.js";
import type { Tuning } from "../app.js";
import type { Env } from "../config.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { bookingMailEnv } from "../testing/booking.js";
import { TestSmtpServer } from "../testing/smtp.js";
import { newsletter as en } from "./copy/en.js";
import { newsletter as pt } from "./copy/pt.js";
import { newsletterOwnerMail } from "./copy/owner.js";

let smtp: TestSmtpServer;
beforeEach(async () => {
  smtp = new TestSmtpServer();
  await smtp.start();
});
afterEach(() => smtp.stop());
const { site, harness } = collectorPerTest();

const TUNING: Tuning = { outbox: { pollMs: 50, retryMs: 50, maxRetryMs: 200, leaseMs: 5_000 } };
const env = (extra: Env = {}): Env => ({ ...bookingMailEnv(smtp.url), VISITOR_MAIL_PER_HOUR: "1000", ...extra });

const mailTo = (address: string) =>
  smtp.messages.filter((mail) => mail.to.some((to) => canonicalMailbox(to) === canonicalMailbox(address)));

async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const HTML = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";

function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return harness.app.inject({
    method: "POST",
    url,
    headers: { accept: HTML, "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const subscribeForm = (email: string, language: "en" | "pt", list = "insights") =>
  postForm(NEWSLETTER_PATHS.subscribe, { email, list, language, source: `/${language}/` });

/**
 * The path of the first link to `path` in the newest message to `email`: the e-mail carries a
 * short link (issue 53), followed here as a browser does, to the 303's target on this origin.
 */
async function linkIn(email: string, path: string): Promise<string> {
  const text = mailTo(email).at(-1)!.text;
  for (const [short] of text.matchAll(/https:\/\/onrails\.example\/l\/[A-Za-z0-9_-]{22}/g)) {
    expect(short.length).toBeLessThanOrEqual(80);
    const answer = await harness.app.inject({ url: new URL(short).pathname });
    expect(answer.statusCode).toBe(303);
    const target = String(answer.headers.location);
    if (target.startsWith(`${path}?token=`)) return target;
  }
  throw new Error(`no ${path} link in: ${text}`);
}

async function status(email: string): Promise<string | undefined> {
  const row = await harness.app.db
    .selectFrom("newsletter_subscribers")
    .select("status")
    .where("mailbox", "=", canonicalMailbox(email))
    .executeTakeFirst();
  return row?.status;
}

describe.each(DIALECTS)("the newsletter on %s", (dialect) => {
  beforeEach(async () => {
    await harness.start(site.dir, env(), dialect, TUNING);
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
  });

  it("subscribes in one click from the e-mail: the link's page confirms nothing, its button does, and a welcome follows", async () => {
    const res = await subscribeForm("leitora@example.com", "pt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain(pt.page.sentTitle);

    await waitUntil(() => mailTo("leitora@example.com").length === 1);
    const confirmation = mailTo("leitora@example.com")[0]!;
    expect(confirmation.headers.get("subject")).toBe(pt.mail.confirmSubject);
    const link = await linkIn("leitora@example.com", NEWSLETTER_PATHS.confirm);

    // A mail scanner follows the link: a page with one button, and nothing confirmed.
    const page = await harness.app.inject({ url: link, headers: { accept: HTML } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(pt.page.confirmButton);
    expect(page.body).toContain('method="post"');
    expect(await status("leitora@example.com")).toBe("pending");

    const token = new URL(link, "https://x").searchParams.get("token")!;
    const confirmed = await postForm(NEWSLETTER_PATHS.confirm, { token }, { "x-forwarded-for": "203.0.113.9" });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(pt.page.confirmedTitle);
    expect(await status("leitora@example.com")).toBe("confirmed");

    const consents = await harness.app.db.selectFrom("newsletter_consents").selectAll().execute();
    expect(consents).toHaveLength(1);
    expect(consents[0]).toMatchObject({ language: "pt", network: "127.0.0.0" });
    expect(consents[0]!.words).toContain("OnRails Labs");
    expect(page.body).toContain(consents[0]!.words.replaceAll("\u00a0", " ").slice(0, 20));

    await waitUntil(() => mailTo("leitora@example.com").length === 2);
    const welcome = mailTo("leitora@example.com")[1]!;
    expect(welcome.headers.get("subject")).toBe(pt.mail.welcomeSubject("OnRails Labs"));
    expect(welcome.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(welcome.headers.get("list-unsubscribe")).toMatch(/^<https:\/\/onrails\.example\/newsletter\/leave\?token=/);
    // The body's leave link is short (issue 53) and leads where the header's long one does.
    expect(welcome.text).not.toContain("/newsletter/leave?token=");
    expect(`<https://onrails.example${await linkIn("leitora@example.com", NEWSLETTER_PATHS.leave)}>`).toBe(
      welcome.headers.get("list-unsubscribe"),
    );

    // A second press of the button is the same answer, and no second welcome.
    expect((await postForm(NEWSLETTER_PATHS.confirm, { token })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo("leitora@example.com")).toHaveLength(2);
  });

  it("leaves in one click (RFC 8058): the link's GET is a page with a button, the POST leaves at once", async () => {
    await subscribeForm("reader@example.com", "en");
    await waitUntil(() => mailTo("reader@example.com").length === 1);
    const token = new URL(await linkIn("reader@example.com", NEWSLETTER_PATHS.confirm), "https://x").searchParams.get(
      "token",
    )!;
    await postForm(NEWSLETTER_PATHS.confirm, { token });
    await waitUntil(() => mailTo("reader@example.com").length === 2);
    const leaveUrl = /^<https:\/\/onrails\.example(.*)>$/.exec(
      mailTo("reader@example.com")[1]!.headers.get("list-unsubscribe")!,
    )![1]!;

    const page = await harness.app.inject({ url: leaveUrl, headers: { accept: HTML } });
    expect(page.body).toContain(en.page.leaveButton);
    expect(await status("reader@example.com")).toBe("confirmed");

    // As a mailbox provider posts it: no cookie, no Accept, just the body.
    const left = await harness.app.inject({
      method: "POST",
      url: leaveUrl,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(left.statusCode).toBe(200);
    expect(await status("reader@example.com")).toBe("departed");
    // Again, or as multipart: still 200, still gone.
    const again = await harness.app.inject({
      method: "POST",
      url: leaveUrl,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);

    // The old confirmation link does not bring them back; a new subscription must be confirmed again.
    expect((await postForm(NEWSLETTER_PATHS.confirm, { token })).statusCode).toBe(404);
    await subscribeForm("reader@example.com", "en");
    await waitUntil(() => mailTo("reader@example.com").length === 3);
    expect(await status("reader@example.com")).toBe("pending");
  });

  it("holds 100 subscriptions of other people's addresses from one network, and tells the owner once", async () => {
    // Behind a proxy, so that each request is its own client and only the network cap can hold them.
    await harness.restart({ TRUST_PROXY: "127.0.0.1" });
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const answers: number[] = [];
    for (let index = 0; index < 100; index += 1) {
      const res = await postForm(
        NEWSLETTER_PATHS.subscribe,
        { email: `victim${index}@example.com`, list: "insights", language: "en" },
        // The rate limit per client is its own layer: these come from different hosts of one /24.
        { "x-forwarded-for": `198.51.100.${index + 1}` },
      );
      answers.push(res.statusCode);
    }
    // The default NEWSLETTER_NETWORK_PER_DAY: the first ten pass, the rest are refused.
    expect(answers.filter((code) => code === 200)).toHaveLength(10);
    expect(answers.filter((code) => code === 429)).toHaveLength(90);
    await waitUntil(() =>
      smtp.messages.some((mail) => mail.headers.get("subject") === newsletterOwnerMail.capsSubject),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const network = await harness.app.db.selectFrom("newsletter_requests").select("network").distinct().execute();
    expect(network).toEqual([{ network: "198.51.100.0" }]);
    const confirmations = smtp.messages.filter((mail) => mail.headers.get("subject") === en.mail.confirmSubject);
    expect(confirmations).toHaveLength(10);
    const ownerNotices = smtp.messages.filter(
      (mail) => mail.headers.get("subject") === newsletterOwnerMail.capsSubject,
    );
    expect(ownerNotices).toHaveLength(1);
  });

  it("sends one mailbox at most three confirmations a day, aliases included", async () => {
    const codes: number[] = [];
    for (const email of ["ana@gmail.com", "a.na@gmail.com", "ana+1@gmail.com", "Ana@googlemail.com"]) {
      codes.push((await subscribeForm(email, "en")).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it("answers a filled honeypot or a forged proof of work as a success, and sends nothing", async () => {
    for (const fields of [
      { _gotcha: "http://spam.example" } as Record<string, string>,
      { altcha: Buffer.from(JSON.stringify({ forged: true })).toString("base64") },
    ]) {
      const res = await postForm(NEWSLETTER_PATHS.subscribe, {
        email: "bot-target@example.com",
        list: "insights",
        language: "en",
        ...fields,
      });
      expect(res.statusCode).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo("bot-target@example.com")).toHaveLength(0);
    expect(await status("bot-target@example.com")).toBeUndefined();
  });

  it.each([
    [
      "not an address",
      { email: "x1<victim@example.com>", list: "insights", language: "pt" },
      400,
      pt.errors.INVALID_EMAIL,
    ],
    ["an unknown list", { email: "a@example.com", list: "spam", language: "en" }, 400, en.errors.INVALID_REQUEST],
  ])("refuses %s with a page in the visitor's language", async (_case, fields, code, words) => {
    const res = await postForm(NEWSLETTER_PATHS.subscribe, fields);
    expect(res.statusCode).toBe(code);
    expect(res.body).toContain(words);
  });

  it("is in the subscriber's privacy download, and goes with their erasure", async () => {
    await subscribeForm("privada@example.com", "pt");
    await waitUntil(() => mailTo("privada@example.com").length === 1);
    const token = new URL(await linkIn("privada@example.com", NEWSLETTER_PATHS.confirm), "https://x").searchParams.get(
      "token",
    )!;
    await postForm(NEWSLETTER_PATHS.confirm, { token });
    await waitUntil(() => mailTo("privada@example.com").length === 2);

    await postForm(PRIVACY_PATHS.request, { email: "privada@example.com", language: "pt" });
    await waitUntil(() => mailTo("privada@example.com").length === 3);
    const link = /https:\/\/onrails\.example(\/privacy\/data\?token=\S+)/.exec(
      await followShortLinks(harness.app, mailTo("privada@example.com")[2]!.text),
    )![1]!;
    const opened = await postForm(PRIVACY_PATHS.data, { token: new URL(link, "https://x").searchParams.get("token")! });
    const session = new URL(opened.headers.location as string, "https://x").searchParams.get("session")!;
    const page = await harness.app.inject({ url: `${PRIVACY_PATHS.data}?session=${session}` });
    expect(page.body).toContain(pt.lists.insights);
    const download = await harness.app.inject({ url: `${PRIVACY_PATHS.exportJson}?session=${session}` });
    const data = download.json<{ subscriptions: { list: string; status: string; consents: { words: string }[] }[] }>();
    expect(data.subscriptions).toMatchObject([{ list: "insights", status: "confirmed" }]);
    expect(data.subscriptions[0]!.consents[0]!.words).toContain("OnRails Labs");

    // The e-mails' short links (confirm, leave, the data page's) stand for tokens naming her.
    const links = () => harness.app.db.selectFrom("short_links").select("about").orderBy("about").execute();
    expect((await links()).map((row) => row.about?.split(":")[0])).toEqual(["privacy", "subscriber", "subscriber"]);
    expect((await postForm(PRIVACY_PATHS.erase, { session, confirm: "yes" })).statusCode).toBe(200);
    expect(await links()).toEqual([]);
    expect(await status("privada@example.com")).toBeUndefined();
    expect(await harness.app.db.selectFrom("newsletter_consents").selectAll().execute()).toEqual([]);
    expect(await harness.app.db.selectFrom("newsletter_requests").selectAll().execute()).toEqual([]);
  });

  it("tells the owner's tools of a confirmed and a departed subscriber (webhooks)", async () => {
    const at = new Date().toISOString();
    await harness.app.db
      .insertInto("webhook_endpoints")
      .values({
        id: "endpoint-1",
        url: "https://hooks.example/in",
        events: JSON.stringify(["subscriber.confirmed", "subscriber.departed"]),
        // Paused: the deliveries are queued and wait, so the test reads them as queued.
        state: "paused",
        secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
        previous_secret: null,
        previous_secret_until: null,
        disabled_reason: null,
        failing_since: null,
        set_aside_until: null,
        set_aside_since: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await subscribeForm("hooked@example.com", "en");
    await waitUntil(() => mailTo("hooked@example.com").length === 1);
    const token = new URL(await linkIn("hooked@example.com", NEWSLETTER_PATHS.confirm), "https://x").searchParams.get(
      "token",
    )!;
    await postForm(NEWSLETTER_PATHS.confirm, { token });
    await waitUntil(() => mailTo("hooked@example.com").length === 2);
    const leaveUrl = /^<https:\/\/onrails\.example(.*)>$/.exec(
      mailTo("hooked@example.com")[1]!.headers.get("list-unsubscribe")!,
    )![1]!;
    await harness.app.inject({
      method: "POST",
      url: leaveUrl,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const deliveries = await harness.app.db
      .selectFrom("webhook_deliveries")
      .select(["type", "body"])
      .orderBy("created_at")
      .execute();
    expect(deliveries.map((delivery) => delivery.type)).toEqual(["subscriber.confirmed", "subscriber.departed"]);
    expect(JSON.parse(deliveries[1]!.body)).toMatchObject({
      type: "subscriber.departed",
      data: { list: "insights", language: "en", email: "hooked@example.com", source: "/en/" },
    });
  });

  it("refuses a forged link", async () => {
    const res = await harness.app.inject({
      url: `${NEWSLETTER_PATHS.confirm}?token=abc.1.pt.forged`,
      headers: { accept: HTML },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(pt.errors.INVALID_LINK);
  });
});

describe("the letters' envelope", () => {
  it("parses as a letter a mail client can unsubscribe from", async () => {
    const { composeLetter } = await import("./mail.js");
    const mail = composeLetter(
      { subject: "Hi", markdown: "# Hello\n\n<img src=x onerror=alert(1)>", language: "en", list: "insights" },
      "reader@example.com",
      "https://onrails.example/newsletter/leave?token=t",
      { from: "a@example.com", ownerEmail: "o@example.com", publicUrl: undefined },
    );
    expect(mail.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    // The layout's one image is the mark, attached inline; the owner's markup shows as text.
    expect(String(mail.html).match(/<img [^>]*>/g)).toEqual([expect.stringContaining('src="cid:mark@onrails"')]);
    expect(String(mail.html)).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(String(mail.text)).toContain("https://onrails.example/newsletter/leave?token=t");
    expect(simpleParser).toBeTypeOf("function");
  });
});
