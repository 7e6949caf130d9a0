import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import {
  BookedReplySchema,
  BookingErrorReplySchema,
  BookingOfferSchema,
  SlotsReplySchema,
  type Slot,
} from "../../shared/booking.js";
import type { Env } from "../config.js";
import { dayKey, formatTime } from "../../shared/call-time.js";
import { setTestClock } from "../../shared/test-clock.js";
import { listActiveBookings } from "./repository.js";
import { collectorPerTest, CONSULTING, DISCOVERY } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";

const { site, harness } = collectorPerTest();

/** Every half hour of every day is open, from now on: the tests need no particular clock. */
const BOOKING_ENV: Env = {
  BOOKING_HOURS: "mon-sun 00:00-24:00",
  BOOKING_TIMEZONE: "Europe/Lisbon",
  BOOKING_NOTICE_HOURS: "1",
  BOOKING_BUFFER_MINUTES: "0",
};

async function offerFor(fields: Record<string, string> = { ...DISCOVERY }): Promise<string> {
  const res = await harness.postJson(fields);
  expect(res.statusCode).toBe(200);
  const body = res.json<{ booking?: unknown; next: string }>();
  const { token } = v.parse(BookingOfferSchema, body.booking);
  // The site's forms read the token from `next`, the one field @formspree/core keeps.
  expect(body.next).toBe(`/booking?token=${encodeURIComponent(token)}`);
  return token;
}

async function slotsFor(token: string): Promise<Slot[]> {
  const res = await harness.app.inject({ url: `/booking/slots?token=${encodeURIComponent(token)}` });
  expect(res.statusCode).toBe(200);
  const reply = v.parse(SlotsReplySchema, res.json());
  if (reply.state !== "open") throw new Error("expected open slots");
  return reply.slots;
}

function bookJson(token: string, start: string, timeZone?: string) {
  return harness.app.inject({
    method: "POST",
    url: "/booking",
    headers: { accept: "application/json", "content-type": "application/json" },
    payload: JSON.stringify({ token, start, ...(timeZone && { timeZone }) }),
  });
}

function postForm(url: string, fields: Record<string, string>) {
  return harness.app.inject({
    method: "POST",
    url,
    headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe("booking off (no BOOKING_HOURS)", () => {
  it("leaves the collector's replies as they were and serves no booking routes", async () => {
    await harness.start(site.dir);
    const res = await harness.postJson(DISCOVERY);
    expect(res.json()).toEqual({ ok: true, next: expect.any(String) });
    const form = await harness.postForm({ ...CONSULTING, _next: "/en/thanks" });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe("/en/thanks");
    const slots = await harness.app.inject({ url: "/booking/slots?token=x" });
    expect(slots.statusCode).toBe(404);
    expect(slots.headers["content-type"]).not.toMatch(/json/);
  });
});

describe("booking with JavaScript (the island's JSON contract)", () => {
  it("offers a token, lists slots, books one, then shows the booked call", async () => {
    await harness.start(site.dir, BOOKING_ENV);
    const token = await offerFor();
    const slots = await slotsFor(token);
    expect(slots.length).toBe(40);
    expect(Date.parse(slots[0]!.start)).toBeGreaterThanOrEqual(Date.now() + 60 * 60_000 - 1000);

    const res = await bookJson(token, slots[2]!.start, "America/Sao_Paulo");
    expect(res.statusCode).toBe(200);
    const booked = v.parse(BookedReplySchema, res.json());
    expect(booked.booking).toMatchObject({ start: slots[2]!.start, end: slots[2]!.end, timeZone: "America/Sao_Paulo" });
    expect(booked.booking.rescheduleUrl).toMatch(/^\/booking\/reschedule\?token=/);
    expect(booked.booking.cancelUrl).toMatch(/^\/booking\/cancel\?token=/);

    const again = v.parse(
      SlotsReplySchema,
      (await harness.app.inject({ url: `/booking/slots?token=${token}` })).json(),
    );
    expect(again).toMatchObject({
      state: "booked",
      ownerTimeZone: "Europe/Lisbon",
      booking: { start: slots[2]!.start },
    });

    // One call per lead.
    const second = await bookJson(token, slots[5]!.start);
    expect(second.statusCode).toBe(409);
    expect(v.parse(BookingErrorReplySchema, second.json())).toMatchObject({
      code: "ALREADY_BOOKED",
      booking: { start: slots[2]!.start },
    });

    // The slot is gone for the next visitor, who is told so in Portuguese and offered others.
    const other = await offerFor({ ...CONSULTING, _language: "pt" });
    expect((await slotsFor(other)).map((slot) => slot.start)).not.toContain(slots[2]!.start);
    const taken = await bookJson(other, slots[2]!.start);
    expect(taken.statusCode).toBe(409);
    const reply = v.parse(BookingErrorReplySchema, taken.json());
    expect(reply.code).toBe("SLOT_TAKEN");
    expect(reply.error).toBe("Alguém acabou de reservar esse horário. Escolha outro.");
    expect(reply.slots!.map((slot) => slot.start)).not.toContain(slots[2]!.start);
    expect(reply.slots!.length).toBeGreaterThan(0);
  });

  it("offers every day up to the horizon, and a day's times when it is chosen", async () => {
    setTestClock("2026-11-25T13:00:00Z");
    await harness.start(site.dir, BOOKING_ENV);
    const token = await offerFor();
    const slotsOf = async (query: string) =>
      v.parse(SlotsReplySchema, (await harness.app.inject({ url: `/booking/slots?token=${token}${query}` })).json());
    const first = await slotsOf("&tz=America/Sao_Paulo");
    if (first.state !== "open") throw new Error("expected free times");
    // Wednesday 10:00 in São Paulo, fourteen days ahead: that day and the fourteen after it.
    const days = first.days.map((start) => dayKey(new Date(start), "America/Sao_Paulo"));
    expect(days).toHaveLength(15);
    expect(days[0]).toBe("2026-11-25");
    expect(days.at(-1)).toBe("2026-12-09");
    // The last day's times, until the horizon's hour (10:00 there, 13:00 UTC) and not after.
    const last = await slotsOf("&tz=America/Sao_Paulo&day=2026-12-09");
    if (last.state !== "open") throw new Error("expected free times");
    expect(last.slots[0]!.start).toBe("2026-12-09T03:00:00.000Z");
    expect(last.slots.at(-1)!.start).toBe("2026-12-09T13:00:00.000Z");
    expect(new Set(last.slots.map((slot) => dayKey(new Date(slot.start), "America/Sao_Paulo")))).toEqual(
      new Set(["2026-12-09"]),
    );
    // A day that is not one refuses the request, in the contract's words.
    const bad = await harness.app.inject({ url: `/booking/slots?token=${token}&day=9/12/2026` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "INVALID_REQUEST" });
  });

  it("refuses made-up times, foreign tokens and bad bodies with the code and the visitor's language", async () => {
    await harness.start(site.dir, BOOKING_ENV);
    const token = await offerFor({ ...DISCOVERY, _language: "pt" });
    const [slot] = await slotsFor(token);
    const offGrid = new Date(Date.parse(slot!.start) + 10 * 60_000).toISOString();
    const res = await bookJson(token, offGrid);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "SLOT_TAKEN" });

    const forged = `${token.split(".")[0]}.AAAA`;
    const invalid = await bookJson(forged, slot!.start);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: "INVALID_TOKEN", error: expect.stringContaining("não é válido") });

    // Named twice, the query's token is an array to Fastify: the route's schema refuses it, not a 500.
    const twice = await harness.app.inject({ url: `/booking/slots?token=${token}&token=${token}` });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: "INVALID_REQUEST" });

    const bad = await bookJson(token, "tomorrow at nine");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "INVALID_REQUEST" });
  });

  it("says a token has expired (410) once its two weeks are over", async () => {
    const later = { booking: { now: () => new Date(Date.now() + 15 * 24 * 60 * 60_000) } };
    await harness.start(site.dir, BOOKING_ENV, "sqlite", later);
    const token = await offerFor();
    const res = await harness.app.inject({ url: `/booking/slots?token=${token}` });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: "EXPIRED_TOKEN" });
  });

  it("answers the site's other origins (SITE_ORIGINS) with CORS, and no one else", async () => {
    await harness.start(site.dir, { ...BOOKING_ENV, SITE_ORIGINS: "https://site.example" });
    const token = await offerFor();
    const from = (origin: string) => harness.app.inject({ url: `/booking/slots?token=${token}`, headers: { origin } });
    expect((await from("https://site.example")).headers["access-control-allow-origin"]).toBe("https://site.example");
    expect((await from("https://evil.example")).headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("makes no offer to a lead caught by the honeypot", async () => {
    await harness.start(site.dir, BOOKING_ENV);
    const res = await harness.postJson({ ...DISCOVERY, _gotcha: "bot" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty("booking");
  });
});

describe("booking without JavaScript (server-rendered pages)", () => {
  it("sends the form to the slot page, books from a plain form, and moves and cancels the call by its links", async () => {
    await harness.start(site.dir, BOOKING_ENV);
    const sent = await harness.postForm({ ...DISCOVERY, _language: "pt" });
    expect(sent.statusCode).toBe(303);
    const pagePath = sent.headers.location as string;
    expect(pagePath).toMatch(/^\/booking\?token=/);

    const page = await harness.app.inject({ url: `${pagePath}&tz=America/Sao_Paulo` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    const html = page.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain("Agora escolha o horário da sua conversa de 30\u00a0minutos");
    expect(html).toContain("Horários mostrados em: horário de Brasília (UTC−3).");
    // Each time opens the confirming step (a GET: nothing is booked by choosing).
    const forms = [...html.matchAll(/<form action="\/booking" method="get">([\s\S]*?)<\/form>/g)];
    // The first day's times only; the other days are links to theirs.
    expect(forms.length).toBeGreaterThan(0);
    const first = forms[0]![1]!;
    const start = /name="start" value="([^"]+)"/.exec(first)![1]!;
    // The button's accessible name is its date and time as shown, in the visitor's zone.
    const label = /aria-label="([^"]+)"/.exec(first)![1]!;
    const shown = formatTime(new Date(start), "America/Sao_Paulo", "pt");
    expect(shown).toMatch(/^\d{1,2}h(\d\d)?$/);
    expect(label).toMatch(new RegExp(`, às ${shown}$`));
    const token = new URL(pagePath, "http://x").searchParams.get("token")!;
    // Every day up to the horizon is a link to its times: the last one lists that day's.
    const dayLinks = [
      ...html.matchAll(/<a class="[^"]*" href="([^"]+)"(?: aria-current="page")? data-day="([^"]+)">/g),
    ];
    expect(dayLinks.length).toBe(15);
    const [lastHref, lastDay] = [dayLinks.at(-1)![1]!.replaceAll("&amp;", "&"), dayLinks.at(-1)![2]!];
    expect(lastDay).toBe(dayKey(new Date(Date.now() + 14 * 24 * 3_600_000), "America/Sao_Paulo"));
    const lastPage = (await harness.app.inject({ url: lastHref })).body;
    expect(lastPage).toContain(`aria-current="page" data-day="${lastDay}"`);
    const lastTimes = [...lastPage.matchAll(/name="start" value="([^"]+)"/g)].map((match) => match[1]!);
    expect(lastTimes.length).toBeGreaterThan(0);
    expect(lastTimes.every((time) => dayKey(new Date(time), "America/Sao_Paulo") === lastDay)).toBe(true);

    // The step asks once, with the date and time in words, before anything is booked.
    const query = new URLSearchParams({ token, tz: "America/Sao_Paulo", start });
    const confirm = await harness.app.inject({ url: `/booking?${query}` });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain("Confirme sua conversa");
    expect(confirm.body).toContain(label.replace(/, às .*$/, ""));
    expect(confirm.body).toMatch(/<form action="\/booking" method="post">[\s\S]*?Confirmar<\/button>/);
    expect(await listActiveBookings(harness.app.db, new Date())).toEqual([]);

    const booked = await postForm("/booking", { token, start, tz: "America/Sao_Paulo" });
    expect(booked.statusCode).toBe(303);
    const confirmation = await harness.app.inject({ url: booked.headers.location as string });
    expect(confirmation.body).toContain("Sua conversa está agendada");
    expect(confirmation.body).toContain(label);
    const reschedulePath = /href="(\/booking\/reschedule\?token=[^"]+)"/.exec(confirmation.body)![1]!;
    const cancelPath = /href="(\/booking\/cancel\?token=[^"]+)"/.exec(confirmation.body)![1]!;

    // Reschedule: the page lists other times, never the call's own; posting one moves the call.
    const reschedule = await harness.app.inject({ url: reschedulePath.replaceAll("&#38;", "&") });
    expect(reschedule.body).toContain("Remarcar a conversa");
    expect(reschedule.body).not.toContain(`value="${start}"`);
    const rescheduleToken = new URL(reschedulePath, "http://x").searchParams.get("token")!;
    const newStart = [...reschedule.body.matchAll(/name="start" value="([^"]+)"/g)][3]![1]!;
    const moved = await postForm("/booking/reschedule", {
      token: rescheduleToken,
      start: newStart,
      tz: "America/Sao_Paulo",
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain("Sua conversa foi remarcada");
    expect((await listActiveBookings(harness.app.db, new Date())).map((call) => call.start.toISOString())).toEqual([
      newStart,
    ]);

    // Cancel: the link's page asks first (a GET changes nothing), the button cancels.
    const cancelToken = new URL(cancelPath, "http://x").searchParams.get("token")!;
    const ask = await harness.app.inject({ url: cancelPath });
    expect(ask.body).toContain("Cancelar a conversa?");
    expect(await listActiveBookings(harness.app.db, new Date())).toHaveLength(1);
    const cancelled = await postForm("/booking/cancel", { token: cancelToken });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toContain("Sua conversa foi cancelada");
    expect(await listActiveBookings(harness.app.db, new Date())).toEqual([]);
    // The freed slot can be booked again.
    const other = await offerFor();
    expect((await slotsFor(other)).map((slot) => slot.start)).toContain(newStart);

    // A cancel token cannot book, and a book token cannot cancel.
    expect((await postForm("/booking", { token: cancelToken, start: newStart })).statusCode).toBe(400);
    const wrong = await postForm("/booking/cancel", { token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain("Este link de agendamento não é válido");
  });

  it("names the owner's zone when the visitor's is unknown, and re-offers slots on a conflict", async () => {
    await harness.start(site.dir, BOOKING_ENV);
    const token = await offerFor();
    const page = await harness.app.inject({ url: `/booking?token=${token}` });
    expect(page.body).toMatch(/Times are shown in .*\(UTC[+−]\d\)\. That is our time zone/);
    const [slot] = await slotsFor(token);
    expect((await bookJson(await offerFor(CONSULTING), slot!.start)).statusCode).toBe(200);
    const conflict = await postForm("/booking", { token, start: slot!.start });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.body).toContain('role="alert"');
    expect(conflict.body).toContain("Someone has just taken that time");
    expect(conflict.body).not.toContain(`value="${slot!.start}"`);
    expect(conflict.body).toMatch(/<form action="\/booking" method="get">/);
  });
});

describe("booking with the owner's calendar feed", () => {
  it("leaves out the feed's busy times", async () => {
    // A meeting two hours from now, an hour long, on the half hour.
    const start = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 1_800_000) * 1_800_000);
    const stamp = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, "")
        .replace(/\.\d{3}/, "");
    const calendar = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//test//EN",
      "BEGIN:VEVENT",
      "UID:meeting@test",
      `DTSTAMP:${stamp(new Date())}`,
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(new Date(start.getTime() + 3_600_000))}`,
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    const feed = createServer((_request, response) => response.end(calendar));
    await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/calendar.ics`;
      await harness.start(site.dir, { ...BOOKING_ENV, BOOKING_CALENDAR_URL: url });
      const starts = (await slotsFor(await offerFor())).map((slot) => slot.start);
      const half = (n: number) => new Date(start.getTime() + n * 1_800_000).toISOString();
      expect(starts).toContain(half(-1));
      expect(starts).not.toContain(half(0));
      expect(starts).not.toContain(half(1));
      expect(starts).toContain(half(2));
    } finally {
      await new Promise<void>((resolve) => feed.close(() => resolve()));
    }
  });
});

describe.each(DIALECTS)("two visitors never hold the same slot (%s)", (dialect) => {
  it("books one slot from many concurrent requests: exactly one wins, the others are offered the next slots", async () => {
    await harness.start(site.dir, { ...BOOKING_ENV, RATE_LIMIT_PER_MINUTE: "100" }, dialect);
    const tokens: string[] = [];
    for (let i = 0; i < 16; i++) tokens.push(await offerFor({ ...DISCOVERY, email: `visitor${i}@example.com` }));
    const [slot] = await slotsFor(tokens[0]!);
    const replies = await Promise.all(tokens.map((token) => bookJson(token, slot!.start)));
    const codes = replies.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, ...Array<number>(15).fill(409)]);
    for (const res of replies.filter((reply) => reply.statusCode === 409)) {
      const reply = v.parse(BookingErrorReplySchema, res.json());
      expect(reply.code).toBe("SLOT_TAKEN");
      expect(reply.slots!.length).toBeGreaterThan(0);
      expect(reply.slots!.map((s) => s.start)).not.toContain(slot!.start);
    }
    expect((await listActiveBookings(harness.app.db, new Date())).map((call) => call.start.toISOString())).toEqual([
      slot!.start,
    ]);
  });

  it("lets one lead hold one call, however many it asks for at once", async () => {
    await harness.start(site.dir, BOOKING_ENV, dialect);
    const token = await offerFor();
    const slots = (await slotsFor(token)).slice(0, 8);
    const replies = await Promise.all(slots.map((slot) => bookJson(token, slot.start)));
    expect(replies.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((res) => res.statusCode === 409).map((res) => res.json().code)).toEqual(
      Array(7).fill("ALREADY_BOOKED"),
    );
    expect(await listActiveBookings(harness.app.db, new Date())).toHaveLength(1);
  });
});
