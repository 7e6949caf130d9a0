import { followShortLinks } from "../testing/short-links.js";
import { readFile } from "node:fs/promises";
import path from "node:path";
import ical, { type VEvent } from "node-ical";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { BookedReplySchema, BookingOfferSchema, SlotsReplySchema } from "../../shared/booking.js";
import { canonicalMailbox } from "../../shared/mailbox.js";
import { PRIVACY_PATHS } from "../../shared/privacy.js";
import type { Tuning } from "../app.js";
import type { Env } from "../config.js";
import { SQLITE_FILE } from "../db/database.js";
import { listAllLeads } from "../leads/repository.js";
import { collectorPerTest, DISCOVERY } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { bookingMailEnv } from "../testing/booking.js";
import { TestSmtpServer, type ReceivedMail } from "../testing/smtp.js";

let smtp: TestSmtpServer;
beforeEach(async () => {
  smtp = new TestSmtpServer();
  await smtp.start();
});
afterEach(() => smtp.stop());
const { site, harness } = collectorPerTest();

const TUNING: Tuning = { outbox: { pollMs: 50, retryMs: 50, maxRetryMs: 200, leaseMs: 5_000 } };

const env = (): Env => bookingMailEnv(smtp.url);

/** Messages to the mailbox of `address` (aliases included: an erasure's last message goes to the newest lead's). */
const mailTo = (address: string) =>
  smtp.messages.filter((mail) => mail.to.some((to) => canonicalMailbox(to) === canonicalMailbox(address)));

async function waitUntil(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const FORM_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "content-type": "application/x-www-form-urlencoded",
};

function post(url: string, fields: Record<string, string>) {
  return harness.app.inject({
    method: "POST",
    url,
    headers: FORM_HEADERS,
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A lead with a booked call, for `email`; the call's invitation UID. */
async function leadWithCall(email: string, language: "en" | "pt"): Promise<string> {
  const res = await harness.postJson({ ...DISCOVERY, email, _language: language });
  const token = v.parse(BookingOfferSchema, res.json<{ booking: unknown }>().booking).token;
  const slots = v.parse(SlotsReplySchema, (await harness.app.inject({ url: `/booking/slots?token=${token}` })).json());
  if (slots.state !== "open") throw new Error("expected slots");
  const booked = await harness.app.inject({
    method: "POST",
    url: "/booking",
    headers: { accept: "application/json", "content-type": "application/json" },
    payload: JSON.stringify({ token, start: slots.slots[0]!.start, timeZone: "America/Sao_Paulo" }),
  });
  v.parse(BookedReplySchema, booked.json());
  await waitUntil(() => mailTo(email).length === 1);
  return (await calendarEvent(mailTo(email)[0]!)).uid;
}

async function calendarEvent(mail: ReceivedMail): Promise<VEvent & { method: string }> {
  const parsed = await simpleParser(mail.raw);
  const part = parsed.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"))!;
  const text = part.content.toString("utf8");
  const event = Object.values(await ical.async.parseICS(text)).find((item): item is VEvent => item?.type === "VEVENT")!;
  return Object.assign(event, { method: /^METHOD:(\w+)/m.exec(text)![1]! });
}

/** The link in a privacy message, followed from its short form (issue 53), as a path on this server. */
async function linkIn(mail: ReceivedMail): Promise<string> {
  const text = await followShortLinks(harness.app, mail.text);
  return /https:\/\/onrails\.example(\/privacy\/data\?token=\S+)/.exec(text)![1]!;
}

/** The message that carries a data-page link, in either language. */
const isLinkMail = (mail: ReceivedMail) =>
  ["Your link to see your data", "Seu link para ver seus dados"].includes(mail.headers.get("subject") ?? "");

describe.each(DIALECTS)("the visitor's own data (%s)", (dialect) => {
  async function start() {
    await harness.start(site.dir, env(), dialect, TUNING);
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
  }

  it("answers a known and an unknown address with the same bytes, and mails both", async () => {
    await start();
    await harness.postJson({ ...DISCOVERY, email: "known@example.com" });
    const answers = [];
    for (const email of ["known@example.com", "nobody@example.com"]) {
      answers.push(await post(PRIVACY_PATHS.request, { email, language: "pt" }));
    }
    const [known, unknown] = answers;
    expect(known!.statusCode).toBe(200);
    expect(unknown!.statusCode).toBe(known!.statusCode);
    expect(unknown!.body).toBe(known!.body);
    // The client's own count goes down by one a request, whatever the address.
    const headers = (res: typeof known) => ({ ...res!.headers, date: undefined, "x-ratelimit-remaining": undefined });
    expect(headers(unknown)).toEqual(headers(known));
    expect(known!.body).toContain("Confira seu e-mail");

    const json = await Promise.all(
      ["known@example.com", "nobody@example.com"].map((email) =>
        harness.app.inject({
          method: "POST",
          url: PRIVACY_PATHS.request,
          headers: { accept: "application/json", "content-type": "application/json" },
          payload: JSON.stringify({ email, language: "en" }),
        }),
      ),
    );
    expect(json[0]!.body).toBe('{"state":"sent"}');
    expect(json[1]!.body).toBe(json[0]!.body);

    // Two links each (the Portuguese page's request and the English JSON one), whatever else the
    // known address got.
    const links = (address: string) =>
      mailTo(address).filter((mail) =>
        ["Seu link para ver seus dados", "Your link to see your data"].includes(String(mail.headers.get("subject"))),
      );
    await waitUntil(() => links("known@example.com").length >= 2 && links("nobody@example.com").length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([links("known@example.com").length, links("nobody@example.com").length]).toEqual([2, 2]);
    expect(mailTo("nobody@example.com")).toHaveLength(2);
    // The page behind an unknown address's link says nothing is held.
    const link = await linkIn(mailTo("nobody@example.com")[0]!);
    const opened = await post(PRIVACY_PATHS.data, { token: new URL(link, "http://x").searchParams.get("token")! });
    expect(opened.statusCode).toBe(303);
    const page = await harness.app.inject({ url: opened.headers.location as string });
    expect(page.body).toContain("Não guardamos nada para este e-mail");
    // Sent messages that held an address hold none now: emptied, kept only for the hourly count.
    const holding = async () =>
      (
        await harness.app.db
          .selectFrom("outbox")
          .select("id")
          .where("lead_id", "is", null)
          .where((eb) => eb.or([eb("payload", "is not", null), eb("mailbox", "is not", null)]))
          .execute()
      ).length;
    for (let i = 0; i < 200 && (await holding()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await holding()).toBe(0);
  });

  it("opens, exports and erases a visitor's data; the call is cancelled with its UID; nothing of another visitor goes", async () => {
    await start();
    const uid = await leadWithCall("ana@example.com", "pt");
    await leadWithCall("bia@example.com", "pt");
    await harness.postJson({ ...DISCOVERY, email: "Ana@Example.com", _language: "en" });

    expect((await post(PRIVACY_PATHS.request, { email: "ana@example.com", language: "pt" })).statusCode).toBe(200);
    await waitUntil(() => mailTo("ana@example.com").some(isLinkMail));
    const mail = mailTo("ana@example.com").find(isLinkMail)!;
    expect(mail.headers.get("subject")).toBe("Seu link para ver seus dados");
    const link = await linkIn(mail);

    // A GET (a mail scanner) shows the button and spends nothing.
    for (let i = 0; i < 2; i++) {
      const page = await harness.app.inject({ url: link });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("Mostrar meus dados");
    }
    const token = new URL(link, "http://x").searchParams.get("token")!;
    const opened = await post(PRIVACY_PATHS.data, { token });
    expect(opened.statusCode).toBe(303);
    const dataUrl = opened.headers.location as string;
    const data = await harness.app.inject({ url: dataUrl });
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain("Mensagens que você nos enviou (2)");
    expect(data.body).toContain("Conversas (1)");
    expect(data.body).not.toContain("bia@example.com");

    // Used: the second post and the link itself are refused.
    const again = await post(PRIVACY_PATHS.data, { token });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain("Este link já foi usado");
    expect((await harness.app.inject({ url: link })).statusCode).toBe(410);

    const session = new URL(dataUrl, "http://x").searchParams.get("session")!;
    const json = await harness.app.inject({
      url: `${PRIVACY_PATHS.exportJson}?session=${encodeURIComponent(session)}`,
    });
    expect(json.headers["content-disposition"]).toContain("attachment");
    const exported = json.json<{ leads: { email: string }[]; calls: { status: string }[] }>();
    // Kept as the one address it is, its domain in lower case (decision 145).
    expect(exported.leads.map((lead) => lead.email).sort()).toEqual(["Ana@example.com", "ana@example.com"]);
    expect(exported.calls).toHaveLength(1);
    const csv = await harness.app.inject({ url: `${PRIVACY_PATHS.exportCsv}?session=${encodeURIComponent(session)}` });
    expect(csv.body).toContain('"lead"');
    expect(csv.body).toContain('"call"');

    // What the erasure will count: every message of Ana's leads held now (the CANCELs it is about
    // to queue are detached and sent, not counted).
    const anaIds = (await listAllLeads(harness.app.db))
      .filter((lead) => lead.email !== "bia@example.com")
      .map((lead) => lead.id);
    const heldMessages = (
      await harness.app.db.selectFrom("outbox").select("id").where("lead_id", "in", anaIds).execute()
    ).length;
    expect(heldMessages).toBeGreaterThan(0);

    // Not confirmed: refused, the data stays.
    expect((await post(PRIVACY_PATHS.erase, { session })).statusCode).toBe(400);
    const erased = await post(PRIVACY_PATHS.erase, { session, confirm: "yes" });
    expect(erased.statusCode).toBe(200);
    expect(erased.body).toContain("Seus dados foram apagados");

    await waitUntil(
      () =>
        mailTo("ana@example.com").some((each) => each.headers.get("subject") === "Seus dados foram apagados") &&
        mailTo("owner@example.com").some((each) => each.headers.get("subject") === "A visitor erased their data"),
    );
    const cancel = mailTo("ana@example.com").find((each) => each.text.includes("foi cancelada"))!;
    const event = await calendarEvent(cancel);
    expect(event.method).toBe("CANCEL");
    expect(event.uid).toBe(uid);

    const left = (await listAllLeads(harness.app.db)).map((lead) => lead.email);
    expect(left).toEqual(["bia@example.com"]);
    const db = harness.app.db;
    const bia = (await listAllLeads(db))[0]!;
    expect(await db.selectFrom("bookings").select("lead_id").execute()).toEqual([{ lead_id: bia.id }]);
    // Detached messages (the CANCEL, the last messages) are emptied once sent.
    const notBias = async () =>
      (await db.selectFrom("outbox").select(["lead_id", "kind", "payload"]).execute()).filter(
        (row) => row.lead_id !== bia.id && row.payload !== null,
      );
    for (let i = 0; i < 200 && (await notBias()).length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await notBias()).toEqual([]);
    const requests = await db.selectFrom("privacy_requests").selectAll().execute();
    expect(JSON.stringify(requests)).not.toMatch(/ana/i);
    expect(requests[0]).toMatchObject({ action: "erasure", language: "pt" });
    expect(JSON.parse(requests[0]!.erased!)).toEqual({
      leads: 2,
      calls: 1,
      messages: heldMessages,
      webhookDeliveries: 0,
    });
    // The session ended with the erasure.
    expect((await harness.app.inject({ url: dataUrl })).statusCode).toBe(410);
  }, 30_000);

  // Issue 37, attack 6: a link asked for frank+other@ opened, and could erase, frank@'s lead.
  it("opens only the leads stored under the very address the link was sent to", async () => {
    await start();
    expect((await harness.postJson({ ...DISCOVERY, email: "frank@corp.example" })).statusCode).toBe(200);
    expect((await post(PRIVACY_PATHS.request, { email: "frank+other@corp.example", language: "en" })).statusCode).toBe(
      200,
    );
    await waitUntil(() => smtp.messages.some((mail) => mail.to.includes("frank+other@corp.example")));
    const sent = smtp.messages.find((mail) => mail.to.includes("frank+other@corp.example"))!;
    const token = new URL(await linkIn(sent), "http://x").searchParams.get("token")!;
    const opened = await post(PRIVACY_PATHS.data, { token });
    const session = new URL(opened.headers.location as string, "http://x").searchParams.get("session")!;
    const json = await harness.app.inject({
      url: `${PRIVACY_PATHS.exportJson}?session=${encodeURIComponent(session)}`,
    });
    expect(json.json()).toMatchObject({ leads: [], calls: [] });
    expect(json.body).not.toContain("frank@corp.example");
    const erased = await harness.app.inject({
      method: "POST",
      url: PRIVACY_PATHS.erase,
      headers: { accept: "application/json", "content-type": "application/json" },
      payload: JSON.stringify({ session, confirm: "yes" }),
    });
    expect(erased.json()).toMatchObject({ erased: { leads: 0, calls: 0 } });
    expect((await listAllLeads(harness.app.db)).map((lead) => lead.email)).toEqual(["frank@corp.example"]);
    // The links a day still count the mailbox: frank@ and two aliases had three, a fourth is refused.
    const more = [];
    for (const email of ["frank@corp.example", "Frank+x@corp.example", "frank+y@corp.example"])
      more.push((await post(PRIVACY_PATHS.request, { email, language: "en" })).statusCode);
    expect(more).toEqual([200, 200, 429]);
  });

  it("limits links per mailbox (aliases count as one) and refuses a made-up address, in the visitor's language", async () => {
    await start();
    const codes = [];
    for (const email of ["eve@example.com", "Eve+1@example.com", "EVE@example.com", "eve+2@example.com"]) {
      codes.push((await post(PRIVACY_PATHS.request, { email, language: "en" })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    const bad = [
      { email: "not-an-address", language: "pt" },
      { email: '"eve"@example.com', language: "pt" },
      { email: "eve@[10.0.0.1]", language: "pt" },
    ];
    for (const fields of bad) {
      const res = await post(PRIVACY_PATHS.request, fields);
      expect(res.statusCode, fields.email).toBe(400);
      expect(res.body).toContain("Informe só um e-mail válido");
    }
    const wrongLanguage = await post(PRIVACY_PATHS.request, { email: "eve@example.com", language: "fr" });
    expect(wrongLanguage.statusCode).toBe(400);
  });

  // Issue 49, finding 1: the mail library read these as a display name, a comment, a list and a
  // group, so each counted apart and the mailbox got seven messages against a cap of three.
  it("lets eight spellings of one mailbox reach it three times at most, never with a typed name", async () => {
    await start();
    const spellings = [
      "victim@gmail.com",
      "victim@gmail.com",
      "victim@gmail.com",
      "victim@gmail.com",
      "x1<victim@gmail.com>",
      "x2(c)victim@gmail.com",
      "r3,victim@gmail.com",
      "g4:victim@gmail.com",
      "Security\u2800alert:\u2800pay\u2800at\u2800evil.example<victim@gmail.com>",
    ];
    const answers = [];
    for (const email of spellings) answers.push(await post(PRIVACY_PATHS.request, { email, language: "en" }));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 429, 400, 400, 400, 400, 400]);
    expect(answers[4]!.body).toContain("Enter one e-mail address on its own");
    await waitUntil(() => smtp.messages.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(3);
    for (const mail of smtp.messages) {
      expect(mail.to).toEqual(["victim@gmail.com"]);
      const parsed = await simpleParser(mail.raw);
      const to = parsed.to === undefined ? [] : [parsed.to].flat().flatMap((list) => list.value);
      expect(to).toEqual([{ address: "victim@gmail.com", name: "" }]);
    }
  });

  it("limits one client to 60 privacy requests an hour, whatever the addresses, and says so in its language", async () => {
    await start();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      statuses.push((await post(PRIVACY_PATHS.data, { token: `pt.not-a-request-${i}.x` })).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([404]));
    const refused = await post(PRIVACY_PATHS.request, { email: "stranger@example.com", language: "pt" });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain("Muitos pedidos para este endereço ou da sua rede");
    expect(await harness.app.db.selectFrom("privacy_requests").select("id").execute()).toEqual([]);
    // Another client is not held back.
    const other = await harness.app.inject({
      method: "POST",
      url: PRIVACY_PATHS.request,
      remoteAddress: "198.51.100.7",
      headers: FORM_HEADERS,
      payload: new URLSearchParams({ email: "stranger@example.com", language: "pt" }).toString(),
    });
    expect(other.statusCode).toBe(200);
  });
});

// Issue 37, attack 5: after an erasure, grep found the address 6 times in leads.sqlite and 38 in its WAL.
describe("an erasure on SQLite leaves nothing readable in the files", () => {
  it("overwrites the erased leads in leads.sqlite and its WAL", async () => {
    await harness.start(site.dir, env(), "sqlite", TUNING);
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const erased = ["frank.erased@corp.example", "Frank Quokkason", "Zebracorn Logistics", "Quetzal roadmap"];
    const kept = ["bia@example.com", "Bia Souza", "Tamarind Labs", "Capybara roadmap"];
    const lead = ([email, name, company, challenge]: string[]) =>
      harness.postJson({ ...DISCOVERY, email, name, company, currentChallenges: `Our ${challenge} for AI` });
    for (const each of [erased, kept, erased]) expect((await lead(each)).statusCode).toBe(200);

    expect((await post(PRIVACY_PATHS.request, { email: erased[0]!, language: "en" })).statusCode).toBe(200);
    await waitUntil(() => mailTo(erased[0]!).some(isLinkMail));
    const token = new URL(await linkIn(mailTo(erased[0]!).at(-1)!), "http://x").searchParams.get("token")!;
    const opened = await post(PRIVACY_PATHS.data, { token });
    const session = new URL(opened.headers.location as string, "http://x").searchParams.get("session")!;
    expect((await post(PRIVACY_PATHS.erase, { session, confirm: "yes" })).statusCode).toBe(200);
    // The last message to the visitor held the address until it was sent.
    await waitUntil(() => mailTo(erased[0]!).some((mail) => mail.headers.get("subject") === "Your data is erased"));
    const holding = async () =>
      (await harness.app.db.selectFrom("outbox").select("id").where("payload", "like", "%frank%").execute()).length;
    for (let i = 0; i < 200 && (await holding()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 25));

    const dir = harness.databaseEnv.DATA_DIR!;
    const files = await Promise.all(
      ["", "-wal"].map(async (suffix) =>
        (await readFile(path.join(dir, SQLITE_FILE + suffix)).catch(() => Buffer.alloc(0)))
          .toString("latin1")
          .toLowerCase(),
      ),
    );
    for (const text of erased)
      expect(
        files.map((bytes) => bytes.split(text.toLowerCase()).length - 1),
        text,
      ).toEqual([0, 0]);
    // The other visitor's lead is still there, readable by the database as before.
    expect((await listAllLeads(harness.app.db)).map((each) => each.email)).toEqual([kept[0]]);
  }, 30_000);
});
