import type { AddressInfo } from "node:net";
import Fastify, { type RouteOptions } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as v from "valibot";
import { BookingOfferSchema, SlotsReplySchema } from "../../shared/booking.js";
import { bookingRoutes } from "./routes.js";
import type { BookingDeps } from "./service.js";
import type { Env } from "../config.js";
import { listActiveBookings } from "./repository.js";
import { listMessages } from "../mail/outbox.js";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";
import { collectorPerTest, DISCOVERY } from "../testing/collector.js";
import { TestSmtpServer } from "../testing/smtp.js";

const { site, harness } = collectorPerTest();

/** Two hours a day for a week: a calendar a script could drain in seconds. */
const BOOKING_ENV: Env = {
  BOOKING_HOURS: "mon-sun 09:00-11:00",
  BOOKING_TIMEZONE: "UTC",
  BOOKING_NOTICE_HOURS: "0",
  BOOKING_HORIZON_DAYS: "7",
  BOOKING_BUFFER_MINUTES: "0",
};

/** A client as the server sees it behind a proxy it trusts (TRUST_PROXY), from `address`. */
function client(origin: string, address: string) {
  const headers = { "x-forwarded-for": address, accept: "application/json", "content-type": "application/json" };
  return {
    async lead(email: string): Promise<string> {
      const res = await fetch(`${origin}/f/contact`, {
        method: "POST",
        headers,
        body: JSON.stringify({ ...DISCOVERY, email }),
      });
      expect(res.status).toBe(200);
      return v.parse(BookingOfferSchema, ((await res.json()) as { booking: unknown }).booking).token;
    },
    async slots(token: string) {
      const res = await fetch(`${origin}/booking/slots?token=${encodeURIComponent(token)}`, { headers });
      expect(res.status).toBe(200);
      const reply = v.parse(SlotsReplySchema, await res.json());
      return reply.state === "open" ? reply.slots : [];
    },
    async book(token: string, start: string) {
      const res = await fetch(`${origin}/booking`, { method: "POST", headers, body: JSON.stringify({ token, start }) });
      return { status: res.status, code: ((await res.json()) as { code?: string }).code };
    },
  };
}

describe("booking that a script cannot drain", () => {
  // Thousands of requests: seconds on a busy machine, past the default five.
  it(
    "leaves free slots for a real visitor after a scripted flood of leads from many addresses",
    { timeout: 30_000 },
    async () => {
      await harness.start(site.dir, { ...BOOKING_ENV, TRUST_PROXY: "127.0.0.1", BOOKING_NETWORK_CALLS: "2" });
      await harness.app.listen({ port: 0, host: "127.0.0.1" });
      const origin = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
      const total = (await client(origin, "192.0.2.1").slots(await client(origin, "192.0.2.1").lead("probe@x.test")))
        .length;
      expect(total).toBeGreaterThanOrEqual(14);

      // Six networks, six addresses each, a lead and a booking from every one, all at once.
      const outcomes = await Promise.all(
        Array.from({ length: 36 }, async (_, index) => {
          const network = Math.floor(index / 6);
          const bot = client(origin, `10.${network}.0.${(index % 6) + 1}`);
          const token = await bot.lead(`bot${index}@flood.test`);
          const [first] = await bot.slots(token);
          return first ? bot.book(token, first.start) : { status: 0, code: "NONE_LEFT" };
        }),
      );
      const booked = outcomes.filter((outcome) => outcome.status === 200).length;
      expect(booked).toBeLessThanOrEqual(6 * 2);
      expect(outcomes.filter((outcome) => outcome.code === "TOO_MANY_CALLS").length).toBeGreaterThan(0);

      const visitor = client(origin, "203.0.113.50");
      const token = await visitor.lead("real.person@example.com");
      const left = await visitor.slots(token);
      expect(left.length).toBeGreaterThan(0);
      expect(await visitor.book(token, left[0]!.start)).toEqual({ status: 200, code: undefined });
    },
  );

  it("refuses too many requests from one address with 429 RATE_LIMITED, in JSON and as a page", async () => {
    await harness.start(site.dir, { ...BOOKING_ENV, BOOKING_RATE_LIMIT: "3" });
    const offer = await harness.postJson({ ...DISCOVERY, _language: "pt" });
    const { token } = v.parse(BookingOfferSchema, offer.json<{ booking: unknown }>().booking);
    const slots = () => harness.app.inject({ url: `/booking/slots?token=${encodeURIComponent(token)}` });
    for (let i = 0; i < 3; i++) expect((await slots()).statusCode).toBe(200);
    const refused = await slots();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED", error: expect.stringContaining("Espere um minuto") });
    const page = await harness.app.inject({ url: `/booking?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(429);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain('role="alert"');
  });

  it("answers preflights on its own paths only", async () => {
    await harness.start(site.dir, { ...BOOKING_ENV, SITE_ORIGINS: "https://site.example" });
    const preflight = (url: string) =>
      harness.app.inject({
        method: "OPTIONS",
        url,
        headers: { origin: "https://site.example", "access-control-request-method": "POST" },
      });
    const booking = await preflight("/booking");
    expect(booking.statusCode).toBe(204);
    expect(booking.headers["access-control-allow-origin"]).toBe("https://site.example");
    for (const path of ["/en/", "/api/admin/leads", "/anything", "/booking/elsewhere"]) {
      const other = await preflight(path);
      expect(other.statusCode, path).not.toBe(204);
      expect(other.headers["access-control-allow-origin"], path).toBeUndefined();
    }
  });
});

describe("the owner and spam in the inbox", () => {
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = new TestSmtpServer();
    await smtp.start();
  });
  afterEach(() => smtp.stop());

  async function bookedLead(email: string, index: number) {
    const res = await harness.postJson({ ...DISCOVERY, email }, { headers: { "x-forwarded-for": `10.9.${index}.1` } });
    const { token } = v.parse(BookingOfferSchema, res.json<{ booking: unknown }>().booking);
    const slots = await harness.app.inject({ url: `/booking/slots?token=${encodeURIComponent(token)}` });
    const reply = v.parse(SlotsReplySchema, slots.json());
    if (reply.state !== "open") throw new Error("expected slots");
    const start = reply.slots[index]!.start;
    const booked = await harness.app.inject({
      method: "POST",
      url: "/booking",
      headers: { accept: "application/json" },
      payload: { token, start },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const [call] = (await listActiveBookings(harness.app.db, new Date())).filter(
      (active) => active.start.toISOString() === start,
    );
    return call!;
  }

  it("frees a call when its lead is marked spam, telling the owner's calendar and not the address", async () => {
    await harness.start(site.dir, {
      ...BOOKING_ENV,
      ADMIN_PASSWORD,
      TRUST_PROXY: "127.0.0.1",
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: "owner@example.com",
    });
    const call = await bookedLead("victim@example.com", 0);
    const cookie = await signIn(harness.app);
    const res = await harness.app.inject({
      method: "PATCH",
      url: `/api/admin/leads/${call.leadId}`,
      headers: { cookie },
      payload: { status: "spam" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await listActiveBookings(harness.app.db, new Date())).toEqual([]);
    const cancels = (await listMessages(harness.app.db, call.leadId)).filter(
      (message) => (message.payload as { change?: string } | null)?.change === "cancelled",
    );
    expect(cancels.map((message) => message.kind)).toEqual(["owner-booking"]);
  });

  it("lets the owner cancel calls, one or many, and tells each visitor", async () => {
    await harness.start(site.dir, {
      ...BOOKING_ENV,
      ADMIN_PASSWORD,
      TRUST_PROXY: "127.0.0.1",
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: "owner@example.com",
    });
    const calls = [await bookedLead("one@example.com", 0), await bookedLead("two@example.com", 1)];
    await bookedLead("three@example.com", 2);
    const cookie = await signIn(harness.app);
    const cancel = (ids: unknown) =>
      harness.app.inject({ method: "POST", url: "/api/admin/calls/cancel", headers: { cookie }, payload: { ids } });
    const res = await cancel([...calls.map((call) => call.id), "no-such-call"]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cancelled: calls.map((call) => call.id) });
    expect(await listActiveBookings(harness.app.db, new Date())).toHaveLength(1);
    for (const call of calls) {
      const kinds = (await listMessages(harness.app.db, call.leadId))
        .filter((message) => (message.payload as { change?: string } | null)?.change === "cancelled")
        .map((message) => message.kind)
        .sort();
      expect(kinds).toEqual(["owner-booking", "visitor-booking"]);
    }
    // (Fastify's Ajv coerces a lone string, a number or null into a list of one string: ids like others.)
    for (const bad of [[], Array(101).fill("id"), [{}], "x".repeat(65)]) {
      expect((await cancel(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const signedOut = await harness.app.inject({
      method: "POST",
      url: "/api/admin/calls/cancel",
      payload: { ids: [] },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it("still cancels the calls booked while booking was on, once it is off, and tells both calendars", async () => {
    const env = { ...BOOKING_ENV, TRUST_PROXY: "127.0.0.1", SMTP_URL: smtp.url, NOTIFY_EMAIL: "owner@example.com" };
    await harness.start(site.dir, env);
    const call = await bookedLead("kept@example.com", 0);
    await harness.restart({ BOOKING_HOURS: undefined });
    expect(harness.app.booking.enabled).toBe(false);
    // What a visitor's erasure and the owner's cancel button call.
    expect(await harness.app.booking.cancelCalls([call.id])).toEqual([call.id]);
    expect(await listActiveBookings(harness.app.db, new Date())).toEqual([]);
    const kinds = (await listMessages(harness.app.db, call.leadId))
      .filter((message) => (message.payload as { change?: string } | null)?.change === "cancelled")
      .map((message) => message.kind)
      .sort();
    expect(kinds).toEqual(["owner-booking", "visitor-booking"]);
  });
});

describe("the booking routes", () => {
  it("each declare their request and reply with a schema", async () => {
    const app = Fastify();
    const routes: RouteOptions[] = [];
    // Fastify adds a HEAD beside every GET, with the GET's options.
    app.addHook("onRoute", (route) => void (route.method !== "HEAD" && routes.push(route)));
    await bookingRoutes(app, { rules: { timeZone: "UTC" } } as BookingDeps);
    expect(routes.length).toBe(7);
    for (const route of routes) {
      const name = `${String(route.method)} ${route.url}`;
      expect(route.schema?.response, name).toBeDefined();
      expect(route.method === "GET" ? route.schema?.querystring : route.schema?.body, name).toBeDefined();
    }
    await app.close();
  });
});
