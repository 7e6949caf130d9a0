import { followShortLinks } from "../testing/short-links.js";
import { simpleParser } from "mailparser";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { callsReply, callTimesReply, todayReply } from "../../shared/admin-api.js";
import { secretReply, webhookEvent } from "../../shared/webhooks.js";
import type { Tuning } from "../app.js";
import type { Env } from "../config.js";
import { listMessages } from "../mail/outbox.js";
import { ADMIN_PASSWORD, parseCsv, signIn } from "../testing/admin.js";
import { collectorPerTest, CONSULTING, DISCOVERY } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { smtpPerTest } from "../testing/smtp.js";
import { Receiver, verified } from "../testing/webhook-receiver.js";
import {
  bookAs,
  BOOKING_MAIL_TUNING,
  bookingMailEnv,
  linkToken,
  offerFor,
  slotsFor,
  waitUntil,
} from "../testing/booking.js";

const currentSmtp = smtpPerTest();
const { site, harness } = collectorPerTest();

const MINUTE = 60_000;
/** The calls' clock, running: the tests move it past a call's end. */
let shiftMs = 0;
const clock = () => new Date(Date.now() + shiftMs);
const setClock = (at: number) => (shiftMs = at - Date.now());
const TUNING: Tuning = {
  ...BOOKING_MAIL_TUNING,
  booking: { now: clock },
  webhooks: { pollMs: 20, schedule: [40, 40, 40] },
};

let receiver: Receiver;
let hookUrl: string;
let cookie: string;
beforeEach(async () => {
  receiver = new Receiver();
  hookUrl = await receiver.start();
});
afterEach(() => receiver.stop());

async function start(dialect: (typeof DIALECTS)[number], env: Env = {}) {
  shiftMs = 0;
  const settings = { ...bookingMailEnv(currentSmtp().url), ADMIN_PASSWORD, WEBHOOK_ALLOW_PRIVATE: "1", ...env };
  await harness.start(site.dir, settings, dialect, TUNING);
  await harness.app.listen({ port: 0, host: "127.0.0.1" });
  cookie = await signIn(harness.app);
}

const admin = (method: "GET" | "POST", path: string, payload?: unknown) =>
  harness.app.inject({ method, url: `/api/admin${path}`, headers: { cookie }, ...(payload ? { payload } : {}) });
const outcome = (id: string, value: "held" | "no_show" | null) =>
  admin("POST", `/calls/${id}/outcome`, { outcome: value });
const offer = (id: string) => admin("POST", `/calls/${id}/offer`);
const calls = async () => v.parse(callsReply, (await admin("GET", "/calls")).json());

const mailTo = (address: string) => currentSmtp().messages.filter((mail) => mail.to.includes(address));

/** A lead that books a call: the call's id, and its slot. */
async function bookedCall(fields: Record<string, string>, index = 2) {
  const token = await offerFor(harness, fields);
  const slot = (await slotsFor(harness, token))[index]!;
  await bookAs(harness, token, slot.start, "America/Sao_Paulo");
  const call = (await calls()).calls.find((listed) => listed.start === slot.start)!;
  return { id: call.id, slot };
}

describe.each(DIALECTS)("a call's outcome (%s)", (dialect) => {
  it("is refused before the end, recorded, undone, exported, and sent as call.held and call.no_show", async () => {
    await start(dialect);
    const created = await admin("POST", "/webhooks/endpoints", { url: hookUrl, events: ["call.held", "call.no_show"] });
    expect(created.statusCode, created.body).toBe(201);
    const { secret } = v.parse(secretReply, created.json());
    const { id, slot } = await bookedCall({ ...CONSULTING, email: "held@example.com" });

    const early = await outcome(id, "held");
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "CALL_NOT_OVER" });

    setClock(Date.parse(slot.end) + MINUTE);
    expect((await outcome(id, "held")).statusCode).toBe(204);
    let listed = await calls();
    expect(listed.calls).toEqual([]);
    expect(listed.past).toEqual([expect.objectContaining({ id, outcome: "held", offerSent: false })]);
    const lead = (await admin("GET", "/leads")).json<{ leads: { booking: unknown }[] }>().leads[0]!;
    expect(lead.booking).toMatchObject({ start: slot.start, outcome: "held" });

    // Undone, then marked the other way: each mark sends its event, the undo none.
    expect((await outcome(id, null)).statusCode).toBe(204);
    expect((await calls()).past[0]).toMatchObject({ outcome: null });
    expect((await outcome(id, "no_show")).statusCode).toBe(204);
    // Marked the same again: nothing new is sent.
    expect((await outcome(id, "no_show")).statusCode).toBe(204);
    const events = (await receiver.waitFor(2)).map((request) => v.parse(webhookEvent, verified(request, secret)));
    expect(events.map((event) => event.type)).toEqual(["call.held", "call.no_show"]);
    expect(events[0]!.data).toMatchObject({ id, start: slot.start, lead: { email: "held@example.com" } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(2);

    const csv = parseCsv((await admin("GET", "/leads/export?format=csv")).body.slice(1));
    const row = Object.fromEntries(csv[0]!.map((column, index) => [column, csv[1]![index]]));
    expect(row).toMatchObject({ callStart: slot.start, callOutcome: "no_show" });
    expect(row.callOutcomeAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const json = (await admin("GET", "/leads/export?format=json")).json<Record<string, unknown>[]>();
    expect(json[0]).toMatchObject({ callStart: slot.start, callEnd: slot.end, callOutcome: "no_show" });
    listed = await calls();
    expect(listed.past[0]).toMatchObject({ outcome: "no_show" });
  });

  it("is refused on a cancelled call; a cancellation is worded by who cancelled, in the visitor's language", async () => {
    await start(dialect);
    const { id, slot } = await bookedCall({ ...DISCOVERY, email: "ana@example.com", _language: "pt" });
    const cancelled = await admin("POST", "/calls/cancel", { ids: [id] });
    expect(cancelled.json()).toEqual({ cancelled: [id] });
    await waitUntil(() => mailTo("ana@example.com").length === 2);
    const [, cancel] = await Promise.all(mailTo("ana@example.com").map((mail) => simpleParser(mail.raw)));
    expect(cancel!.subject).toMatch(/^Conversa cancelada: /);
    expect(cancel!.text).toContain("Sentimos muito: precisamos cancelar sua conversa. O horário era:");
    expect(cancel!.text).toContain("Vamos escrever para você por e-mail para combinar outro horário.");
    expect(cancel!.text).not.toContain("como você pediu");
    await waitUntil(() =>
      mailTo("owner@example.com").some((mail) => /^Call canceled/.test(mail.headers.get("subject") ?? "")),
    );
    const ownerCopy = mailTo("owner@example.com").find((mail) =>
      /^Call canceled/.test(mail.headers.get("subject") ?? ""),
    )!;
    expect((await simpleParser(ownerCopy.raw)).text).toContain("You canceled it from the inbox.");

    // The visitor who cancels from their own link is told it was as they asked.
    const token = await offerFor(harness, { ...CONSULTING, email: "own@example.com" });
    const booked = await bookAs(harness, token, (await slotsFor(harness, token))[5]!.start, "Europe/Lisbon");
    const own = await harness.app.inject({
      method: "POST",
      url: "/booking/cancel",
      headers: { accept: "application/json", "content-type": "application/json" },
      payload: JSON.stringify({ token: linkToken(booked.cancelUrl) }),
    });
    expect(own.statusCode, own.body).toBe(200);
    await waitUntil(() => mailTo("own@example.com").length === 2);
    const visitorCancel = await simpleParser(mailTo("own@example.com")[1]!.raw);
    expect(visitorCancel.text).toContain("Your call has been canceled, as you asked. This was the time:");
    expect(visitorCancel.text).toContain("We will still reply to your message by e-mail within 24 hours.");
    const ownerCopies = async () =>
      Promise.all(
        mailTo("owner@example.com")
          .filter((mail) => /^Call canceled/.test(mail.headers.get("subject") ?? ""))
          .map(async (mail) => (await simpleParser(mail.raw)).text ?? ""),
      );
    await waitUntil(async () => (await ownerCopies()).length === 2);
    expect((await ownerCopies()).filter((text) => text.includes("The visitor canceled it."))).toHaveLength(1);

    setClock(Date.parse(slot.end) + MINUTE);
    const refused = await outcome(id, "no_show");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "CALL_CANCELLED" });
    // Listed with the past calls as cancelled, so that their leads can be offered another time.
    const past = (await calls()).past;
    expect(past.map((call) => call.cancelled)).toEqual([true, true]);
    expect(past.map((call) => call.id)).toContain(id);
  });
});

describe.each(DIALECTS)("the no-show's offer of another time (%s)", (dialect) => {
  it("goes once, when asked, in Portuguese with a fresh link that books again", async () => {
    await start(dialect);
    const { id, slot } = await bookedCall({ ...DISCOVERY, email: "bia@example.com", _language: "pt" });
    await waitUntil(() => mailTo("bia@example.com").length === 1);

    setClock(Date.parse(slot.end) + MINUTE);
    const notYet = await offer(id);
    expect(notYet.json()).toMatchObject({ code: "CALL_NOT_NO_SHOW" });
    expect((await outcome(id, "no_show")).statusCode).toBe(204);
    // Nothing goes by itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailTo("bia@example.com")).toHaveLength(1);

    const [first, second] = await Promise.all([offer(id), offer(id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([204, 409]);
    expect((await offer(id)).json()).toMatchObject({ code: "OFFER_SENT" });
    await waitUntil(() => mailTo("bia@example.com").length === 2);
    const parsed = await simpleParser(mailTo("bia@example.com")[1]!.raw);
    expect(parsed.subject).toBe("Vamos marcar outro horário?");
    // A call on a weekday: the suite's clock starts on a Wednesday (shared/test-clock.ts).
    expect(parsed.text).toMatch(
      /Não conseguimos nos falar na conversa de \w+-feira, \d+º? de \w+ de \d{4}, às \d{1,2}h(\d\d)?\./,
    );
    expect(parsed.text).toMatch(/O link funciona até /);
    const link = /https:\/\/onrails\.example(\/booking\?token=\S+)/.exec(
      await followShortLinks(harness.app, parsed.text!),
    )![1]!;
    expect((await calls()).past[0]).toMatchObject({ offerSent: true });
    const rows = (await listMessages(harness.app.db)).filter((row) => row.kind === "visitor-call-offer");
    expect(rows.map((row) => row.id)).toEqual([`call-offer-${id}`]);

    // The link books a new call; the old no-show can then no longer be undone.
    const token = new URL(link, "http://x").searchParams.get("token")!;
    const again = (await slotsFor(harness, token))[3]!;
    await bookAs(harness, token, again.start, "America/Sao_Paulo");
    expect((await outcome(id, null)).json()).toMatchObject({ code: "CALL_REBOOKED" });
  });

  it("goes past the mailbox's three a day: the owner asked for it (issue 51)", async () => {
    await start(dialect);
    const token = await offerFor(harness, { ...CONSULTING, email: "capped@example.com" });
    const slots = await slotsFor(harness, token);
    const booked = await bookAs(harness, token, slots[2]!.start, "Europe/Lisbon");
    // Moved twice: the invitation and two updates are the mailbox's three messages of the day.
    for (const index of [4, 6]) {
      const moved = await harness.app.inject({
        method: "POST",
        url: "/booking/reschedule",
        headers: { accept: "application/json", "content-type": "application/json" },
        payload: JSON.stringify({ token: linkToken(booked.rescheduleUrl), start: slots[index]!.start }),
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await waitUntil(() => mailTo("capped@example.com").length === 3);
    const id = (await calls()).calls[0]!.id;
    setClock(Date.parse(slots[6]!.end) + MINUTE);
    expect((await outcome(id, "no_show")).statusCode).toBe(204);
    expect((await offer(id)).statusCode).toBe(204);
    expect((await calls()).past[0]).toMatchObject({ id, offerSent: true });
    await waitUntil(() => mailTo("capped@example.com").length === 4);
  });
});

/** What a "book" link answers now: the slots' JSON, the page, and a booking's POST. */
async function linkAnswers(token: string, start: string) {
  const slots = await harness.app.inject({ url: `/booking/slots?token=${encodeURIComponent(token)}` });
  const page = await harness.app.inject({ url: `/booking?token=${encodeURIComponent(token)}` });
  const post = await harness.app.inject({
    method: "POST",
    url: "/booking",
    headers: { accept: "application/json", "content-type": "application/json" },
    payload: JSON.stringify({ token, start, timeZone: "America/Sao_Paulo" }),
  });
  return { slots, page, post };
}

/** The no-show's offer, sent, and the token of its link. */
async function offerToken(id: string, address: string, count: number): Promise<string> {
  expect((await offer(id)).statusCode).toBe(204);
  await waitUntil(() => mailTo(address).length === count);
  const text = (await simpleParser(mailTo(address)[count - 1]!.raw)).text!;
  return linkToken(
    /https:\/\/onrails\.example(\/booking\?token=\S+)/.exec(await followShortLinks(harness.app, text))![1]!,
  );
}

/** A lead that books a call with its form's link: the link's token, the call's id, and the slots. */
async function bookedWithLink(fields: Record<string, string>) {
  const token = await offerFor(harness, fields);
  const slots = await slotsFor(harness, token);
  await bookAs(harness, token, slots[2]!.start, "America/Sao_Paulo");
  const call = (await calls()).calls.find((listed) => listed.start === slots[2]!.start)!;
  return { token, id: call.id, slot: slots[2]!, later: slots[12]! };
}

// Issue 49, finding 3: findActiveBookingOfLead counted only calls without an outcome, so a
// lead's original link booked again once its call was marked, an offer's link booked for 14
// days, and a lost lead booked its way back to "call".
describe.each(DIALECTS)("a link books what it says (%s)", (dialect) => {
  it.each(["held", "no_show"] as const)(
    "the form's link books nothing once its call is marked %s, and says so in the visitor's language",
    async (mark) => {
      await start(dialect);
      const { token, id, slot, later } = await bookedWithLink({
        ...DISCOVERY,
        email: "ana@example.com",
        _language: "pt",
      });
      setClock(Date.parse(slot.end) + MINUTE);
      expect((await outcome(id, mark)).statusCode).toBe(204);
      const { slots, page, post } = await linkAnswers(token, later.start);
      expect([slots.statusCode, page.statusCode, post.statusCode]).toEqual([410, 410, 410]);
      expect(slots.json()).toMatchObject({ code: "LINK_USED" });
      expect(post.json()).toMatchObject({ code: "LINK_USED" });
      expect(page.body).toContain("Este link já foi usado para agendar uma conversa");
      expect(page.body).toContain("escreva para");
      expect((await calls()).calls).toHaveLength(0);
    },
  );

  it("the owner's offer books one call, once; then neither it nor the form's link books again", async () => {
    await start(dialect);
    const address = "bea@example.com";
    const { token, id, slot, later } = await bookedWithLink({ ...CONSULTING, email: address });
    await waitUntil(() => mailTo(address).length === 1);
    setClock(Date.parse(slot.end) + MINUTE);
    expect((await outcome(id, "no_show")).statusCode).toBe(204);
    // Before the offer, the form's link is spent: only the owner's offer books again.
    expect((await linkAnswers(token, later.start)).post.json()).toMatchObject({ code: "LINK_USED" });

    const offered = await offerToken(id, address, 2);
    await bookAs(harness, offered, later.start, "America/Sao_Paulo");
    const again = (await calls()).calls.find((call) => call.start === later.start)!;
    // While that call stands, the offer's link shows it, as any link of the lead does.
    const shown = await harness.app.inject({ url: `/booking/slots?token=${encodeURIComponent(offered)}` });
    expect(shown.json()).toMatchObject({ state: "booked" });

    setClock(Date.parse(later.end) + MINUTE);
    expect((await outcome(again.id, "held")).statusCode).toBe(204);
    const afterHeld = await slotsFor(harness, await offerFor(harness, { ...CONSULTING, email: "x@example.com" }));
    for (const link of [offered, token]) {
      const { slots, page, post } = await linkAnswers(link, afterHeld[3]!.start);
      expect([slots.statusCode, page.statusCode, post.statusCode]).toEqual([410, 410, 410]);
      expect(post.json()).toMatchObject({ code: "LINK_USED" });
      expect(page.body).toContain("This link has already booked its call");
    }
    expect((await calls()).calls).toHaveLength(0);
  });

  it("a call the owner cancels puts its lead on Today, and the owner's offer of new times books one call", async () => {
    await start(dialect);
    const address = "eva@example.com";
    const { id, later } = await bookedWithLink({ ...DISCOVERY, email: address, _language: "pt" });
    await waitUntil(() => mailTo(address).length === 1);
    expect((await admin("POST", "/calls/cancel", { ids: [id] })).json()).toEqual({ cancelled: [id] });
    await waitUntil(() => mailTo(address).length === 2);
    // The visitor was told we would write: the lead is due today, so it is on the owner's day.
    const day = v.parse(todayReply, (await admin("GET", "/today")).json());
    expect(day.followUps.map((lead) => lead.email)).toEqual([address]);
    expect(day.followUps[0]!.followUpOn).toBe(day.day);

    expect((await calls()).past).toEqual([expect.objectContaining({ id, cancelled: true, offerSent: false })]);
    const offered = await offerToken(id, address, 3);
    expect((await calls()).past).toEqual([expect.objectContaining({ id, cancelled: true, offerSent: true })]);
    const text = (await simpleParser(mailTo(address)[2]!.raw)).text!;
    expect(text).toContain("Precisamos cancelar a nossa conversa de");
    expect(text).not.toContain("Não conseguimos nos falar");
    // Once per call, as after a no-show.
    expect((await offer(id)).json()).toMatchObject({ code: "OFFER_SENT" });
    await bookAs(harness, offered, later.start, "America/Sao_Paulo");
    expect((await calls()).calls.map((call) => call.start)).toEqual([later.start]);
    // Booked again: the cancelled call leaves the list, nothing more to offer.
    expect((await calls()).past).toEqual([]);
    // Once that call is held, the offer's link has booked what it was for.
    const again = (await calls()).calls[0]!;
    setClock(Date.parse(later.end) + MINUTE);
    expect((await outcome(again.id, "held")).statusCode).toBe(204);
    const open = await slotsFor(harness, await offerFor(harness, { ...CONSULTING, email: "z@example.com" }));
    expect((await linkAnswers(offered, open[4]!.start)).post.json()).toMatchObject({ code: "LINK_USED" });
  });

  it("a lost lead books nothing with the form's link, and books again through the owner's offer", async () => {
    await start(dialect);
    const lost = await offerFor(harness, { ...CONSULTING, email: "lia@example.com", _language: "pt" });
    const leadId = (await harness.app.db.selectFrom("leads").select("id").executeTakeFirstOrThrow()).id;
    expect((await admin("POST", "/leads/stage", { ids: [leadId], stage: "lost", reason: "budget" })).statusCode).toBe(
      200,
    );
    const open = await slotsFor(harness, await offerFor(harness, { ...CONSULTING, email: "y@example.com" }));
    const { slots, page, post } = await linkAnswers(lost, open[2]!.start);
    expect([slots.statusCode, page.statusCode, post.statusCode]).toEqual([410, 410, 410]);
    expect(post.json()).toMatchObject({ code: "LEAD_CLOSED" });
    expect(page.body).toContain("Este link de agendamento não está mais valendo");

    // A lead with a missed call, then marked lost: the owner's offer still books, once.
    const address = "rui@example.com";
    const { id, slot, later } = await bookedWithLink({ ...CONSULTING, email: address });
    await waitUntil(() => mailTo(address).length === 1);
    setClock(Date.parse(slot.end) + MINUTE);
    expect((await outcome(id, "no_show")).statusCode).toBe(204);
    const rui = (
      await harness.app.db.selectFrom("bookings").select("lead_id").where("id", "=", id).executeTakeFirstOrThrow()
    ).lead_id;
    expect((await admin("POST", "/leads/stage", { ids: [rui], stage: "lost" })).statusCode).toBe(200);
    const offered = await offerToken(id, address, 2);
    await bookAs(harness, offered, later.start, "America/Sao_Paulo");
    const stage = await harness.app.db
      .selectFrom("leads")
      .select("stage")
      .where("id", "=", rui)
      .executeTakeFirstOrThrow();
    expect(stage.stage).toBe("call");
  });
});

describe.each(DIALECTS)("the owner moves a call (%s)", (dialect) => {
  it("to a free time of the call's, with the slot checks; the visitor gets the change", async () => {
    await start(dialect);
    const address = "gil@example.com";
    const { id, slot } = await bookedCall({ ...CONSULTING, email: address, _language: "pt" });
    await waitUntil(() => mailTo(address).length === 1);
    const other = await bookedCall({ ...CONSULTING, email: "hal@example.com" }, 4);
    const times = v.parse(callTimesReply, (await admin("GET", `/calls/${id}/times`)).json()).times;
    // Never its own time, nor another call's; the rest of the window is offered.
    expect(times).not.toContain(slot.start);
    expect(times).not.toContain(other.slot.start);
    expect(times.length).toBeGreaterThan(100);

    const move = (start: string) => admin("POST", `/calls/${id}/move`, { start });
    expect((await move(other.slot.start)).json()).toMatchObject({ code: "SLOT_TAKEN" });
    expect((await move(slot.start)).json()).toMatchObject({ code: "SLOT_TAKEN" });
    expect((await move(new Date(Date.parse(times[3]!) + 10 * MINUTE).toISOString())).statusCode).toBe(409);
    expect((await admin("POST", `/calls/${id}/move`, { start: "tomorrow" })).statusCode).toBe(400);
    expect((await admin("POST", "/calls/no-such-call/move", { start: times[3]! })).statusCode).toBe(404);

    const last = times.at(-1)!;
    expect((await move(last)).statusCode).toBe(204);
    expect((await calls()).calls.find((call) => call.id === id)).toMatchObject({ start: last });
    await waitUntil(() => mailTo(address).length === 2);
    const change = await simpleParser(mailTo(address)[1]!.raw);
    expect(change.subject).toMatch(/^Sua conversa foi remarcada: /);

    // Once it has begun, it stays where it is.
    setClock(Date.parse(last) + MINUTE);
    expect((await move(times[5]!)).json()).toMatchObject({ code: "CALL_STARTED" });
  });
});

describe("the outcome and offer routes, tried as an abuser would", () => {
  it("answer an unknown or malformed call, a bad outcome and a foreign site without changing anything", async () => {
    await start("sqlite");
    const { id, slot } = await bookedCall({ ...CONSULTING, email: "probe@example.com" });
    setClock(Date.parse(slot.end) + MINUTE);
    expect((await outcome("no-such-call", "held")).json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await offer("no-such-call")).json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await outcome("x".repeat(65), "held")).statusCode).toBe(404);
    expect((await admin("POST", `/calls/${id}/outcome`, { outcome: "maybe" })).statusCode).toBe(400);
    const foreign = await harness.app.inject({
      method: "POST",
      url: `/api/admin/calls/${id}/outcome`,
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      payload: { outcome: "held" },
    });
    expect(foreign.json()).toMatchObject({ code: "CROSS_SITE" });
    const unsigned = await harness.app.inject({
      method: "POST",
      url: `/api/admin/calls/${id}/offer`,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await calls()).past[0]).toMatchObject({ id, outcome: null, offerSent: false });
  });
});
