import { followShortLinks } from "../testing/short-links.js";
import { MAIL_CAPS } from "../mail/queue-messages.js";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import type { Tuning } from "../app.js";
import type { Env } from "../config.js";
import { identity } from "../../shared/identity.js";
import { CALENDAR_CASES, setTestClock } from "../../shared/test-clock.js";
import { listAllLeads } from "../leads/repository.js";
import { moveLeads } from "../leads/pipeline.js";
import { listMessages } from "../mail/outbox.js";
import { collectorPerTest, CONSULTING, DISCOVERY } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { smtpPerTest } from "../testing/smtp.js";
import {
  bookAs,
  BOOKING_MAIL_TUNING,
  bookingMailEnv,
  invitation,
  offerFor,
  slotsFor,
  waitUntil,
} from "../testing/booking.js";

const currentSmtp = smtpPerTest();
const { site, harness } = collectorPerTest();

const TUNING = BOOKING_MAIL_TUNING;
const env = () => bookingMailEnv(currentSmtp().url);

async function start(dialect: (typeof DIALECTS)[number] = "sqlite", tuning: Tuning = TUNING, settings: Env = env()) {
  const app = await harness.start(site.dir, settings, dialect, tuning);
  await app.listen({ port: 0, host: "127.0.0.1" });
}

const offer = (fields: Record<string, string>) => offerFor(harness, fields);
const firstSlots = (token: string) => slotsFor(harness, token);
const book = (token: string, start: string, timeZone: string) => bookAs(harness, token, start, timeZone);

const mailTo = (address: string) =>
  currentSmtp().messages.filter((mail) => mail.to.some((to) => to.toLowerCase() === address));

describe.each(DIALECTS)("booking messages through the outbox (%s)", (dialect) => {
  it("invites the visitor in Portuguese and the owner, then cancels with the same UID", async () => {
    await start(dialect);
    const token = await offer({ ...DISCOVERY, email: "ana@example.com", _language: "pt" });
    const [slot] = await firstSlots(token);
    const call = await book(token, slot!.start, "America/Sao_Paulo");

    await waitUntil(() => mailTo("ana@example.com").length === 1 && mailTo("owner@example.com").length === 2);
    const visitor = await invitation(mailTo("ana@example.com")[0]!);
    expect(visitor.method).toBe("REQUEST");
    expect(visitor.parsed.subject).toMatch(/^Sua conversa está agendada: .*, às \d{1,2}h(\d\d)?$/);
    expect(visitor.parsed.text).toContain("Olá, Grace!");
    expect(visitor.parsed.text).toContain("Para você, no horário de Brasília (UTC−3):");
    expect(visitor.parsed.text).toMatch(/Para nós, no .* \(UTC[+−]\d\):/);
    // Short links (issue 53), each 303 to the long link it stands for.
    expect(visitor.parsed.text).not.toContain("token=");
    const links = await followShortLinks(harness.app, visitor.parsed.text!);
    expect(links).toContain(`https://onrails.example/booking/reschedule?token=`);
    const cancelUrl = /https:\/\/onrails\.example(\/booking\/cancel\?token=\S+)/.exec(links)![1]!;
    // Each opens its page, in the visitor's language, as the long link did.
    const rescheduleUrl = /https:\/\/onrails\.example(\/booking\/reschedule\?token=\S+)/.exec(links)![1]!;
    for (const url of [rescheduleUrl, cancelUrl]) {
      const page = await harness.app.inject({ url, headers: { accept: "text/html" } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('lang="pt-BR"');
    }
    const { event } = visitor;
    expect(event.uid).toMatch(/^[0-9a-f-]{36}@onrailslabs\.com$/);
    expect(event.start.toISOString()).toBe(slot!.start);
    expect(event.end?.toISOString()).toBe(slot!.end);
    expect(String(event.sequence)).toBe("0");
    expect(JSON.stringify(event.organizer).toLowerCase()).toContain('"val":"mailto:hello@onrailslabs.com"');
    expect(JSON.stringify(event.attendee).toLowerCase()).toContain('"val":"mailto:ana@example.com"');
    expect(call.timeZone).toBe("America/Sao_Paulo");

    const ownerMails = mailTo("owner@example.com");
    const ownerInvite = ownerMails.find((mail) => /^Call booked/.test(mail.headers.get("subject") ?? ""))!;
    const owner = await invitation(ownerInvite);
    expect(owner.event.uid).toBe(event.uid);
    expect(owner.method).toBe("REQUEST");
    expect(owner.parsed.replyTo?.value[0]?.address).toBe("ana@example.com");
    expect(owner.parsed.text).toContain("Company:  Compilers Inc");
    // The visitor's language in the owner's words, never its code (issue 51).
    expect(owner.parsed.text).toMatch(/^Language: +Portuguese$/m);
    expect(owner.parsed.text).toMatch(
      /^Your time, .* \(UTC[+−]\d\):\n {2}.+\nThe visitor's, Brasilia Time \(UTC−3\):\n {2}\w+day, /m,
    );

    // Cancelling frees the slot and sends METHOD:CANCEL with the same UID, a higher SEQUENCE.
    const cancelToken = new URL(cancelUrl, "http://x").searchParams.get("token")!;
    const cancelled = await harness.app.inject({
      method: "POST",
      url: "/booking/cancel",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ token: cancelToken }).toString(),
    });
    expect(cancelled.statusCode).toBe(200);
    await waitUntil(() => mailTo("ana@example.com").length === 2 && mailTo("owner@example.com").length === 3);
    const cancel = await invitation(mailTo("ana@example.com")[1]!);
    expect(cancel.method).toBe("CANCEL");
    expect(cancel.event.uid).toBe(event.uid);
    expect(String(cancel.event.sequence)).toBe("1");
    expect(cancel.parsed.subject).toMatch(/^Conversa cancelada: /);
    expect((await firstSlots(await offer(CONSULTING))).map((s) => s.start)).toContain(slot!.start);
  });
});

describe("booking messages", () => {
  it("reschedules in English with the same UID and SEQUENCE 1", async () => {
    await start();
    const token = await offer({ ...CONSULTING, email: "ben@example.com" });
    const slots = await firstSlots(token);
    const call = await book(token, slots[0]!.start, "America/New_York");
    await waitUntil(() => mailTo("ben@example.com").length === 1);
    const first = await invitation(mailTo("ben@example.com")[0]!);
    expect(first.parsed.subject).toMatch(/^Your call is booked: /);
    expect(first.parsed.text).toMatch(/In your time zone, Eastern Time \(UTC−[45]\):/);

    const rescheduleToken = new URL(call.rescheduleUrl, "http://x").searchParams.get("token")!;
    const moved = await harness.app.inject({
      method: "POST",
      url: "/booking/reschedule",
      headers: { accept: "application/json", "content-type": "application/json" },
      payload: JSON.stringify({ token: rescheduleToken, start: slots[4]!.start }),
    });
    expect(moved.statusCode).toBe(200);
    await waitUntil(() => mailTo("ben@example.com").length === 2);
    const second = await invitation(mailTo("ben@example.com")[1]!);
    expect(second.method).toBe("REQUEST");
    expect(second.event.uid).toBe(first.event.uid);
    expect(String(second.event.sequence)).toBe("1");
    expect(second.event.start.toISOString()).toBe(slots[4]!.start);
    expect(second.parsed.subject).toMatch(/^Your call has moved: /);
  });

  it("sends an invitation queued while the mail server was down once the restarted server can", async () => {
    await start();
    await currentSmtp().stop();
    const token = await offer({ ...CONSULTING, email: "later@example.com" });
    await book(token, (await firstSlots(token))[0]!.start, "Europe/Lisbon");
    await harness.restart();
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    await currentSmtp().start();
    await waitUntil(() => mailTo("later@example.com").length === 1);
    expect((await invitation(mailTo("later@example.com")[0]!)).method).toBe("REQUEST");
  });

  it("acknowledges a lead that books nothing, in its language; one that books gets the invitation only", async () => {
    await start();
    const quiet = await offer({ ...DISCOVERY, email: "quiet@example.com", _language: "pt" });
    const booker = await offer({ ...DISCOVERY, email: "booker@example.com" });
    await book(booker, (await firstSlots(booker))[0]!.start, "Europe/Lisbon");
    await waitUntil(() => mailTo("quiet@example.com").length === 1);
    const ack = await simpleParser(mailTo("quiet@example.com")[0]!.raw);
    expect(ack.subject).toBe("Recebemos sua mensagem");
    expect(ack.text).toContain("vamos responder em até 24 horas");
    // The booking link the thank-you page offered, offered again (issue 53), short, and a button in the HTML.
    const link = `/booking?token=${encodeURIComponent(quiet)}`;
    const short = /\n\nPara escolher um horário:\n(https?:\/\/\S+\/l\/[\w-]{22})\n/.exec(ack.text!)?.[1];
    expect(short).toBeDefined();
    expect(await followShortLinks(harness.app, ack.text!)).toContain(`${link}\n`);
    expect(ack.html).toContain(`${short}"`);
    expect(ack.html).toContain("Escolher um horário");
    // Past the acknowledgement's time, the visitor who booked has had the invitation alone.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mailTo("booker@example.com").map((mail) => mail.headers.get("subject"))).toEqual([
      expect.stringMatching(/^Your call is booked/),
    ]);
  }, 20_000);

  it("mails no lead caught as spam, and at most three messages a day to one address", async () => {
    await start();
    const spam = await harness.postJson({ ...DISCOVERY, email: "bot@example.com", _gotcha: "x" });
    expect(spam.json()).not.toHaveProperty("booking");
    for (let i = 0; i < 5; i++) await offer({ ...CONSULTING, email: "Target@Example.com", company: `Company ${i}` });
    await waitUntil(() => mailTo("target@example.com").length === 3);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(mailTo("target@example.com")).toHaveLength(3);
    expect(mailTo("bot@example.com")).toEqual([]);
    // Not to the visitor, and not to the owner either: no message names the spammer's address.
    expect(currentSmtp().messages.filter((mail) => mail.raw.includes("bot@example.com"))).toEqual([]);
  }, 20_000);

  it("caps the copies of one lead's call changes: ten a day to the visitor (each one asked for), ten to the owner", async () => {
    await start();
    const token = await offer({ ...CONSULTING, email: "restless@example.com" });
    const slots = await firstSlots(token);
    const call = await book(token, slots[0]!.start, "Europe/Lisbon");
    const rescheduleToken = new URL(call.rescheduleUrl, "http://x").searchParams.get("token")!;
    for (let i = 1; i <= 11; i++) {
      const moved = await harness.app.inject({
        method: "POST",
        url: "/booking/reschedule",
        headers: { accept: "application/json", "content-type": "application/json" },
        payload: JSON.stringify({ token: rescheduleToken, start: slots[(i % 2) * 4]!.start }),
      });
      expect(moved.statusCode).toBe(200);
    }
    const ownerCopies = () =>
      mailTo("owner@example.com").filter((mail) => /^Call (booked|moved)/.test(mail.headers.get("subject") ?? ""));
    await waitUntil(() => ownerCopies().length === 10 && mailTo("restless@example.com").length === 10);
    const kinds = (await listMessages(harness.app.db)).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === "owner-booking")).toHaveLength(10);
    // The invitation and its changes are what the visitor asked for (issue 51): past the three a
    // day of other mail, up to MAIL_CAPS.mailboxPerDayAwaited; the owner is told once of the rest.
    expect(kinds.filter((kind) => kind === "visitor-booking")).toHaveLength(MAIL_CAPS.mailboxPerDayAwaited);
    expect(kinds.filter((kind) => kind === "owner-held-mail")).toHaveLength(1);
  });

  it("gives the owner the call's time in OWNER_TIMEZONE, the visitor's beside it (issue 40)", async () => {
    await start("sqlite", TUNING, { ...env(), OWNER_TIMEZONE: "Asia/Tokyo" });
    const token = await offer({ ...CONSULTING, email: "kai@example.com" });
    const [slot] = await firstSlots(token);
    await book(token, slot!.start, "America/Sao_Paulo");
    await waitUntil(() =>
      mailTo("owner@example.com").some((mail) => /^Call booked/.test(mail.headers.get("subject") ?? "")),
    );
    const owner = await invitation(
      mailTo("owner@example.com").find((mail) => /^Call booked/.test(mail.headers.get("subject") ?? ""))!,
    );
    expect(owner.parsed.text).toMatch(/^Your time, Japan Time \(UTC\+9\):\n {2}\w+day, /m);
    expect(owner.parsed.text).toMatch(/^The visitor's, Brasilia Time \(UTC−3\):/m);
  });

  it("reminds the owner once of an unhandled lead before it turns 24 hours old, not of a handled one", async () => {
    // Long enough for the owner to handle the second lead first on a busy machine.
    await start("sqlite", { ...TUNING, mailDelays: { acknowledgementMs: 60 * 60 * 1000, reminderMs: 3_000 } });
    await harness.postJson({ ...CONSULTING, company: "Unanswered Ltd" });
    await harness.postJson({ ...CONSULTING, company: "Answered Ltd", email: "answered@example.com" });
    const answered = (await listAllLeads(harness.app.db)).find((lead) => lead.company === "Answered Ltd")!;
    await moveLeads(harness.app.db, [answered.id], "replied");
    await waitUntil(() =>
      currentSmtp().messages.some((mail) => /^Reply due soon/.test(mail.headers.get("subject") ?? "")),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const reminders = currentSmtp().messages.filter((mail) =>
      /^Reply due soon/.test(mail.headers.get("subject") ?? ""),
    );
    expect(reminders.map((mail) => mail.headers.get("subject"))).toEqual(["Reply due soon: Unanswered Ltd"]);
    // In the owner's zone, named, never a raw UTC timestamp (issue 40).
    expect(reminders[0]!.text).toMatch(/reply by \w+day, \w+ \d+, \d{4}, at .+ \(.*UTC/);
    expect(reminders[0]!.text).not.toMatch(/\d{4}-\d\d-\d\dT/);
    const skipped = (await listMessages(harness.app.db, answered.id)).find((entry) => entry.kind === "owner-reminder");
    expect(skipped).toMatchObject({ lastError: "not sent: the lead is handled" });
  }, 20_000);
});

describe("the links in a booking's messages", () => {
  it("point at PUBLIC_URL, or the site's own URL, never at the Host a request names", async () => {
    const { PUBLIC_URL: _unset, ...withoutPublicUrl } = env();
    await start("sqlite", TUNING, withoutPublicUrl);
    const token = await offer({ ...CONSULTING, email: "forged@example.com" });
    const [slot] = await firstSlots(token);
    const res = await harness.app.inject({
      method: "POST",
      url: "/booking",
      headers: { accept: "application/json", "content-type": "application/json", host: "evil.example" },
      payload: JSON.stringify({ token, start: slot!.start }),
    });
    expect(res.statusCode).toBe(200);

    await waitUntil(() => mailTo("forged@example.com").length === 1);
    const text = (await simpleParser(mailTo("forged@example.com")[0]!.raw)).text!;
    expect(await followShortLinks(harness.app, text)).toContain(`${identity.siteUrl}/booking/cancel?token=`);
    expect(text).not.toContain("evil.example");
  });
});

// The first free time after each instant, as a visitor in São Paulo reads it in the invitation's
// subject: a day whose name, date or year differs in São Paulo, in Lisbon (the calendar's zone)
// and in UTC is where a calendar goes wrong. Every half hour is open with an hour's notice, and the
// clock runs on from the instant while the app starts: the first time is the half hour after the
// one an hour away.
const FIRST_CALL_SEEN_FROM_SAO_PAULO: Record<(typeof CALENDAR_CASES)[number]["name"], string> = {
  "a Saturday": "sábado, 28 de novembro de 2026, às 10h30",
  "23:30 on a Sunday in São Paulo, already Monday in UTC": "segunda-feira, 30 de novembro de 2026, às 1h",
  "ten minutes before the year ends in UTC": "quinta-feira, 31 de dezembro de 2026, às 22h",
  "a leap day": "terça-feira, 29 de fevereiro de 2028, às 8h30",
  "the night Europe's clocks move forward": "sábado, 27 de março de 2027, às 23h",
};

describe("a call booked at a calendar's edges", () => {
  it.each(CALENDAR_CASES)("names the visitor's own day and time: $name", async ({ name, at }) => {
    setTestClock(at);
    await start();
    const token = await offer({ ...DISCOVERY, email: "edge@example.com", _language: "pt" });
    const [slot] = await firstSlots(token);
    await book(token, slot!.start, "America/Sao_Paulo");
    await waitUntil(() => mailTo("edge@example.com").length === 1);
    const { parsed } = await invitation(mailTo("edge@example.com")[0]!);
    expect(parsed.subject).toBe(`Sua conversa está agendada: ${FIRST_CALL_SEEN_FROM_SAO_PAULO[name]}`);
  });
});
