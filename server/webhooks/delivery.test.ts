import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { BookedReplySchema, BookingOfferSchema, SlotsReplySchema } from "../../shared/booking.js";
import { attemptsReply, secretReply, webhookEvent, type EndpointBody } from "../../shared/webhooks.js";
import type { Env } from "../config.js";
import { listMessages } from "../mail/outbox.js";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";
import { collectorPerTest, CONSULTING, DISCOVERY } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { Receiver, verified } from "../testing/webhook-receiver.js";

const { site, harness } = collectorPerTest();

const ENV: Env = {
  ADMIN_PASSWORD,
  WEBHOOK_ALLOW_PRIVATE: "1",
  BOOKING_HOURS: "mon-sun 00:00-24:00",
  BOOKING_TIMEZONE: "Europe/Lisbon",
  BOOKING_NOTICE_HOURS: "1",
  BOOKING_BUFFER_MINUTES: "0",
};
/** The specification's schedule, shortened; its shape (jitter, Retry-After, exhaustion) unchanged. */
const TUNING = { webhooks: { pollMs: 20, schedule: [40, 40, 40] } };

let receiver: Receiver;
let url: string;
let cookie: string;

beforeEach(async () => {
  receiver = new Receiver();
  url = await receiver.start();
});
afterEach(() => receiver.stop());

async function start(dialect: "sqlite" | "postgres" = "sqlite", env: Env = {}) {
  await harness.start(site.dir, { ...ENV, ...env }, dialect, TUNING);
  // Listening starts the worker.
  await harness.app.listen({ port: 0, host: "127.0.0.1" });
  cookie = await signIn(harness.app);
}

const admin = (method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH", path: string, payload?: unknown) =>
  harness.app.inject({ method, url: `/api/admin${path}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function addEndpoint(body: Partial<EndpointBody> = {}) {
  const res = await admin("POST", "/webhooks/endpoints", {
    url,
    events: ["lead.created", "lead.restored", "call.booked", "call.rescheduled", "call.cancelled"],
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return v.parse(secretReply, res.json());
}

async function attempts(endpointId: string) {
  const res = await admin("GET", `/webhooks/endpoints/${endpointId}/attempts`);
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(attemptsReply, res.json()).attempts;
}

describe.each(DIALECTS)("webhooks to a real receiver on %s", (dialect) => {
  it("sends a lead's lead.created with its fields, then a call's booked, moved and cancelled, in order", async () => {
    await start(dialect);
    const { secret } = await addEndpoint();

    const res = await harness.postJson(DISCOVERY);
    expect(res.statusCode).toBe(200);
    const [first] = await receiver.waitFor(1);
    const created = v.parse(webhookEvent, verified(first!, secret));
    expect(created).toMatchObject({
      type: "lead.created",
      data: {
        name: DISCOVERY.name,
        email: DISCOVERY.email,
        company: DISCOVERY.company,
        teamSize: "6-15",
        form: "discovery",
      },
    });
    expect(first!.headers["webhook-id"]).toMatch(/^msg_/);

    const { token } = v.parse(BookingOfferSchema, res.json().booking);
    const slots = v.parse(
      SlotsReplySchema,
      (await harness.app.inject({ url: `/booking/slots?token=${token}` })).json(),
    );
    if (slots.state !== "open") throw new Error("expected open slots");
    const json = { accept: "application/json", "content-type": "application/json" };
    const booked = await harness.app.inject({
      method: "POST",
      url: "/booking",
      headers: json,
      payload: { token, start: slots.slots[1]!.start },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const call = v.parse(BookedReplySchema, booked.json()).booking;
    const tokenIn = (link: string) => new URL(link, "http://x").searchParams.get("token")!;
    const moved = await harness.app.inject({
      method: "POST",
      url: "/booking/reschedule",
      headers: json,
      payload: { token: tokenIn(call.rescheduleUrl), start: slots.slots[3]!.start },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await harness.app.inject({
      method: "POST",
      url: "/booking/cancel",
      headers: json,
      payload: { token: tokenIn(call.cancelUrl) },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const all = await receiver.waitFor(4);
    const events = all.map((request) => v.parse(webhookEvent, verified(request, secret)));
    expect(events.map((event) => event.type)).toEqual([
      "lead.created",
      "call.booked",
      "call.rescheduled",
      "call.cancelled",
    ]);
    expect(events[1]!.data).toMatchObject({ start: slots.slots[1]!.start, lead: { email: DISCOVERY.email } });
    expect(events[2]!.data).toMatchObject({ start: slots.slots[3]!.start });
    // Four events, four ids, and no fifth request later (a delivery claimed twice would be one).
    expect(new Set(all.map((request) => request.headers["webhook-id"])).size).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 10 * TUNING.webhooks.pollMs));
    expect(receiver.received).toHaveLength(4);
  });

  it("retries after a 500 with the same webhook-id, and logs both attempts", async () => {
    await start(dialect);
    const { endpoint, secret } = await addEndpoint();
    receiver.answers.push({ status: 500, body: "receiver down" });

    await harness.postJson(CONSULTING);
    const [first, second] = await receiver.waitFor(2);
    expect(second!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);
    expect(verified(second!, secret).type).toBe("lead.created");

    await vi.waitFor(async () => expect((await attempts(endpoint.id)).length).toBe(2));
    expect(receiver.received).toHaveLength(2);
    const log = await attempts(endpoint.id);
    expect(log.map((entry) => [entry.attempt, entry.status])).toEqual([
      [2, 204],
      [1, 500],
    ]);
    expect(log[1]).toMatchObject({ reply: "receiver down", type: "lead.created", deliveryState: "delivered" });
  });

  it("signs with both secrets for a day after a rotation, each verifying with its own", async () => {
    await start(dialect);
    const { endpoint, secret: old } = await addEndpoint();
    const rotated = await admin("POST", `/webhooks/endpoints/${endpoint.id}/secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret: fresh, endpoint: after } = v.parse(secretReply, rotated.json());
    expect(fresh).not.toBe(old);
    expect(Date.parse(after.previousSecretUntil!) - Date.now()).toBeGreaterThan(23.9 * 60 * 60_000);

    await harness.postJson(CONSULTING);
    const [request] = await receiver.waitFor(1);
    expect(String(request!.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verified(request!, old).type).toBe("lead.created");
    expect(verified(request!, fresh).type).toBe("lead.created");
  });
});

describe.each(DIALECTS)("webhook delivery rules on %s", (dialect) => {
  it("sends nothing for spam, and lead.restored when the owner moves it out of spam", async () => {
    await start(dialect);
    const { secret } = await addEndpoint();
    await harness.postJson({ ...CONSULTING, _gotcha: "bot" });
    const spam = await admin("GET", "/leads?status=spam");
    const [lead] = spam.json<{ leads: { id: string }[] }>().leads;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(0);

    expect((await admin("PATCH", `/leads/${lead!.id}`, { status: "new" })).statusCode).toBe(200);
    const [request] = await receiver.waitFor(1);
    expect(verified(request!, secret)).toMatchObject({ type: "lead.restored", data: { id: lead!.id } });
    // Handled and new again: no second event.
    await admin("PATCH", `/leads/${lead!.id}`, { status: "handled" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(1);
  });

  it("honours Retry-After on 429, and gives up once the schedule is spent", async () => {
    await start(dialect);
    const { endpoint } = await addEndpoint();
    receiver.answers.push(
      { status: 429, headers: { "retry-after": "1" } },
      { status: 500 },
      { status: 500 },
      {
        status: 500,
      },
    );
    await harness.postJson(CONSULTING);
    const [first, second] = await receiver.waitFor(2);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
    await receiver.waitFor(4);
    await vi.waitFor(async () => expect((await attempts(endpoint.id))[0]?.deliveryState).toBe("failed"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(4);

    // "Send again" for every failed one: the same id, a fresh schedule.
    const resent = await admin("POST", `/webhooks/endpoints/${endpoint.id}/resend-failed`);
    expect(resent.json()).toEqual({ resent: 1 });
    const all = await receiver.waitFor(5);
    expect(all[4]!.headers["webhook-id"]).toBe(all[0]!.headers["webhook-id"]);
  });

  it("disables the endpoint on 410 Gone and sends nothing more to it", async () => {
    await start(dialect);
    const { endpoint } = await addEndpoint();
    receiver.answers.push({ status: 410 });
    await harness.postJson(CONSULTING);
    await receiver.waitFor(1);
    await vi.waitFor(async () => {
      const list = (await admin("GET", "/webhooks/endpoints")).json<{
        endpoints: { state: string; disabledReason: string }[];
      }>();
      expect(list.endpoints[0]).toMatchObject({ state: "disabled", disabledReason: "gone" });
    });
    await harness.postJson(DISCOVERY);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received).toHaveLength(1);
    // Saving it again turns it back on.
    const saved = await admin("PUT", `/webhooks/endpoints/${endpoint.id}`, { url, events: ["lead.created"] });
    expect(saved.json()).toMatchObject({ state: "active", disabledReason: null });
  });

  it("follows no redirect and gives up on a reply that does not come in time", async () => {
    await harness.start(site.dir, ENV, dialect, { webhooks: { pollMs: 20, schedule: [40], timeoutMs: 300 } });
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    cookie = await signIn(harness.app);
    const { endpoint } = await addEndpoint();
    receiver.answers.push({ status: 302, headers: { location: `${url}/elsewhere` } }, "hang");
    await harness.postJson(CONSULTING);
    await vi.waitFor(async () => expect((await attempts(endpoint.id)).length).toBe(2), { timeout: 5000 });
    const [timedOut, redirected] = await attempts(endpoint.id);
    expect(redirected).toMatchObject({ status: 302 });
    expect(timedOut).toMatchObject({ status: null, reply: expect.stringContaining("no complete reply") });
    expect(receiver.received.map((request) => request.headers.host)).toHaveLength(2);
    expect(receiver.received.every((request) => request.body.includes("lead.created"))).toBe(true);
  });

  it("sends a test event on request, and deletes a lead's log with the lead", async () => {
    await start(dialect);
    const { endpoint, secret } = await addEndpoint();
    const test = await admin("POST", `/webhooks/endpoints/${endpoint.id}/test`);
    expect(test.statusCode).toBe(202);
    const [request] = await receiver.waitFor(1);
    expect(verified(request!, secret)).toMatchObject({ type: "webhook.test", data: { endpointId: endpoint.id } });

    await harness.postJson(CONSULTING);
    await receiver.waitFor(2);
    await vi.waitFor(async () => expect(await attempts(endpoint.id)).toHaveLength(2));
    const [lead] = (await admin("GET", "/leads")).json<{ leads: { id: string }[] }>().leads;
    expect((await admin("DELETE", `/leads/${lead!.id}`)).statusCode).toBe(204);
    expect((await attempts(endpoint.id)).map((entry) => entry.type)).toEqual(["webhook.test"]);
  });

  it("disables an endpoint failing for 5 days and queues the owner's e-mail in the outbox", async () => {
    await start(dialect, { SMTP_URL: "smtp://127.0.0.1:9", NOTIFY_EMAIL: "owner@example.com" });
    const { endpoint } = await addEndpoint({ description: "CRM" });
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 60 * 60_000).toISOString();
    await harness.app.db
      .updateTable("webhook_endpoints")
      .set({ failing_since: sixDaysAgo })
      .where("id", "=", endpoint.id)
      .execute();
    receiver.answers.push({ status: 500 });
    await harness.postJson(CONSULTING);
    await receiver.waitFor(1);
    await vi.waitFor(async () => {
      const messages = await listMessages(harness.app.db);
      expect(messages.find((message) => message.kind === "owner-webhook-disabled")?.payload).toEqual({
        url,
        description: "CRM",
        failingSince: sixDaysAgo,
      });
    });
    const list = (await admin("GET", "/webhooks/endpoints")).json<{ endpoints: unknown[] }>();
    expect(list.endpoints[0]).toMatchObject({ state: "disabled", disabledReason: "failing" });
    // The pending retry waits for the owner: nothing more is sent to a disabled endpoint.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received).toHaveLength(1);
  });

  // Issue 37, attack 9: beside an endpoint that never answered, a healthy one got its events
  // after 0.6, 15.3, 30.3 and 45.2 s.
  // "Beside" is an order, not a stopwatch: every event reaches the healthy endpoint while the dead
  // one's first request still hangs, so none waited behind it, however slow the machine.
  it("delivers to a healthy endpoint each event while one that never answers is still hanging", async () => {
    const dead = new Receiver();
    const deadUrl = await dead.start();
    dead.answers.push(...Array<"hang">(20).fill("hang"));
    try {
      await start(dialect);
      // The dead one first: its deliveries are due first, every time.
      await addEndpoint({ url: deadUrl, description: "dead" });
      const { secret } = await addEndpoint({ description: "healthy" });
      for (let i = 1; i <= 4; i++) {
        expect((await harness.postJson({ ...CONSULTING, company: `Company ${i}` })).statusCode).toBe(200);
        const request = (await receiver.waitFor(i, 10_000))[i - 1]!;
        expect(verified(request, secret)).toMatchObject({ type: "lead.created", data: { company: `Company ${i}` } });
      }
      // The dead endpoint was tried all the while, one request at a time, and its first is still open.
      const firstHang = (await dead.waitFor(1))[0]!;
      for (const request of receiver.received) expect(request.at).toBeLessThan(firstHang.closedAt ?? Infinity);
    } finally {
      // Its hanging requests end now, not at their 15-second timeout.
      await dead.stop();
    }
  }, 30_000);

  it("delivers every event to WEBHOOK_URL with WEBHOOK_SECRET", async () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    await start(dialect, { WEBHOOK_URL: url, WEBHOOK_SECRET: secret });
    const list = (await admin("GET", "/webhooks/endpoints")).json<{ endpoints: unknown[] }>();
    expect(list.endpoints).toEqual([expect.objectContaining({ url, fromSettings: true, state: "active" })]);
    await harness.postJson(CONSULTING);
    const [request] = await receiver.waitFor(1);
    expect(verified(request!, secret).type).toBe("lead.created");
  });
});
