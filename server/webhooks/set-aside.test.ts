import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { attemptsReply, endpointJson, endpointsReply, secretReply, type EndpointBody } from "../../shared/webhooks.js";
import type { Tuning } from "../app.js";
import type { Env } from "../config.js";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";
import { BOOKING_MAIL_TUNING, bookingMailEnv } from "../testing/booking.js";
import { collectorPerTest, CONSULTING } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { smtpPerTest } from "../testing/smtp.js";
import { Receiver, receiverPerTest, verified } from "../testing/webhook-receiver.js";
import { pauseAfter, SET_ASIDE_RULE, type SetAsideRule } from "./set-aside.js";

const { site, harness } = collectorPerTest();
const smtp = smtpPerTest();

/**
 * A request not answered within 600 ms has failed (long enough for a loaded machine's healthy
 * receiver); retries 40 ms apart, never spent here.
 */
const tuning = (setAside: SetAsideRule): Tuning => ({
  outbox: BOOKING_MAIL_TUNING.outbox,
  webhooks: { pollMs: 20, timeoutMs: 600, schedule: Array<number>(30).fill(40), setAside },
});

const hook = receiverPerTest();
let cookie: string;

async function start(dialect: (typeof DIALECTS)[number], rule: SetAsideRule) {
  const env: Env = { ...bookingMailEnv(smtp().url), ADMIN_PASSWORD, WEBHOOK_ALLOW_PRIVATE: "1" };
  await harness.start(site.dir, env, dialect, tuning(rule));
  await harness.app.listen({ port: 0, host: "127.0.0.1" });
  cookie = await signIn(harness.app);
}

const admin = (method: "GET" | "POST", path: string, payload?: unknown) =>
  harness.app.inject({ method, url: `/api/admin${path}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function addEndpoint(body: Partial<EndpointBody>) {
  const res = await admin("POST", "/webhooks/endpoints", { url: hook.url, events: ["lead.created"], ...body });
  expect(res.statusCode, res.body).toBe(201);
  return v.parse(secretReply, res.json());
}

async function endpoint(id: string) {
  const res = await admin("GET", "/webhooks/endpoints");
  expect(res.statusCode, res.body).toBe(200);
  return v.parse(endpointsReply, res.json()).endpoints.find((one) => one.id === id)!;
}

async function attemptCount(id: string) {
  return v.parse(attemptsReply, (await admin("GET", `/webhooks/endpoints/${id}/attempts`)).json()).attempts.length;
}

/** Set aside now, not merely once: its next try is still to come. */
const setAsideNow = async (id: string) => {
  const until = (await endpoint(id)).setAside?.until;
  return until !== undefined && Date.parse(until) > Date.now();
};

const setAsideMail = () =>
  smtp().messages.filter((mail) => mail.headers.get("subject")?.startsWith("Webhook endpoint set aside:"));

/** An address where nothing listens: every connection is refused. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/hook`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const companies = (secret: string, from = 0) =>
  hook.receiver.received.slice(from).map((request) => (verified(request, secret).data as { company: string }).company);

it("pauses an hour, then twice as long each time, up to a day", () => {
  const hours = [0, 1, 2, 3, 4, 5, 6, 40].map((setAsides) => pauseAfter(setAsides) / (60 * 60_000));
  expect(hours).toEqual([1, 2, 4, 8, 16, 24, 24, 24]);
  expect(SET_ASIDE_RULE.after).toBe(5);
});

describe.each(DIALECTS)("an endpoint that gives no reply, on %s", (dialect) => {
  // Issue 37, item 9: an endpoint that keeps timing out is set aside, with the owner told.
  // "Beside them" is an order, not a stopwatch: a healthy endpoint's event arrives while a hanging
  // endpoint's request for the same event is still open, so it did not wait behind it, however
  // slow the machine.
  it("is set aside after 3 requests in a row, a hanging listener and a closed port alike; the healthy one beside them does not wait behind them; the owner gets one e-mail each", async () => {
    const hanging = new Receiver();
    const hangingUrl = await hanging.start();
    hanging.answers.push(...Array<"hang">(50).fill("hang"));
    try {
      await start(dialect, { after: 3, pauseMs: 6_000, maxPauseMs: 24_000 });
      const silent = (await addEndpoint({ url: hangingUrl, description: "never answers" })).endpoint;
      const closed = (await addEndpoint({ url: await closedPort(), description: "nothing listens" })).endpoint;
      const { secret } = await addEndpoint({ description: "healthy" });

      const healthyGets = async (i: number) => {
        const sent = Date.now();
        expect((await harness.postJson({ ...CONSULTING, company: `Company ${i}` })).statusCode).toBe(200);
        const request = await vi.waitFor(
          () => {
            const found = hook.receiver.received.find((one) => one.at >= sent && one.body.includes(`"Company ${i}"`));
            expect(found, `event ${i}`).toBeDefined();
            return found!;
          },
          { timeout: 10_000, interval: 20 },
        );
        expect(verified(request, secret)).toMatchObject({ data: { company: `Company ${i}` } });
        return request;
      };

      const one = await healthyGets(1);
      const hungOne = await vi.waitFor(() => {
        const found = hanging.received.find((request) => request.body.includes(`"Company 1"`));
        expect(found).toBeDefined();
        return found!;
      });
      expect(one.at).toBeLessThan(hungOne.closedAt ?? Infinity);
      await vi.waitFor(async () => expect(await setAsideNow(silent.id)).toBe(true), { timeout: 5_000 });
      await vi.waitFor(async () => expect(await setAsideNow(closed.id)).toBe(true), { timeout: 5_000 });
      const first = { silent: (await endpoint(silent.id)).setAside!, closed: (await endpoint(closed.id)).setAside! };
      expect(hanging.received).toHaveLength(3);
      expect(await attemptCount(closed.id)).toBe(3);

      // Set aside: nothing goes to either, whatever is queued; the healthy one gets each event.
      for (let i = 2; i <= 4; i++) await healthyGets(i);
      expect(Date.now()).toBeLessThan(Date.parse(first.silent.until));
      expect(hanging.received).toHaveLength(3);
      expect(await attemptCount(closed.id)).toBe(3);

      const mail = await vi.waitFor(
        () => {
          expect(setAsideMail()).toHaveLength(2);
          return setAsideMail();
        },
        { timeout: 5_000 },
      );
      expect(mail.map((one) => one.to)).toEqual([["owner@example.com"], ["owner@example.com"]]);
      const text = mail.find((one) => one.text.includes(hangingUrl))!.text;
      expect(text).toContain("The last 3 requests to this endpoint got no reply");
      // In the owner's zone, named: never a raw UTC timestamp.
      expect(text).toMatch(/^Next try: \w+day, \w+ \d+, 2026, at \d+:\d\d [AP]M, .*UTC.*$/m);
      expect(text).not.toContain(first.silent.until);

      // The pause over, one more request without a reply sets each aside again, twice as long,
      // with no second e-mail; the healthy one stays on time.
      await vi.waitFor(() => expect(hanging.received).toHaveLength(4), { timeout: 15_000 });
      await vi.waitFor(async () => expect(await setAsideNow(silent.id)).toBe(true), { timeout: 5_000 });
      await vi.waitFor(async () => expect(await setAsideNow(closed.id)).toBe(true), { timeout: 5_000 });
      const again = (await endpoint(silent.id)).setAside!;
      expect(again.since).toBe(first.silent.since);
      expect(Date.parse(again.until) - Date.parse(first.silent.until)).toBeGreaterThan(9_000);
      expect((await endpoint(closed.id)).setAside!.since).toBe(first.closed.since);
      await healthyGets(5);
      await sleep(500);
      expect(setAsideMail()).toHaveLength(2);
      expect(hanging.received).toHaveLength(4);
    } finally {
      // Its hanging requests end now, not at their timeout.
      await hanging.stop();
    }
  }, 60_000);

  it("keeps its events, across a restart and beside a second instance, and sends them in order on Try now", async () => {
    hook.receiver.answers.push("hang", "hang", "hang");
    await start(dialect, { after: 3, pauseMs: 60 * 60_000, maxPauseMs: 24 * 60 * 60_000 });
    const { endpoint: added, secret } = await addEndpoint({});
    await harness.postJson({ ...CONSULTING, company: "Company 1" });
    await vi.waitFor(async () => expect(await setAsideNow(added.id)).toBe(true), { timeout: 5_000 });
    for (let i = 2; i <= 4; i++) await harness.postJson({ ...CONSULTING, company: `Company ${i}` });
    const { until } = (await endpoint(added.id)).setAside!;

    // A restart, and a second instance on the same database: still set aside, and neither sends.
    await harness.restart();
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const other = await harness.another();
    await other.listen({ port: 0, host: "127.0.0.1" });
    cookie = await signIn(harness.app);
    expect((await endpoint(added.id)).setAside?.until).toBe(until);
    await sleep(500);
    expect(hook.receiver.received).toHaveLength(3);
    await other.close();

    const tried = await admin("POST", `/webhooks/endpoints/${added.id}/try-now`);
    expect(tried.statusCode, tried.body).toBe(200);
    expect(Date.parse(v.parse(endpointJson, tried.json()).setAside!.until)).toBeLessThanOrEqual(Date.now());
    await hook.receiver.waitFor(7, 5_000);
    expect(companies(secret, 3)).toEqual(["Company 1", "Company 2", "Company 3", "Company 4"]);
    // The one that timed out went again under its own id; each of the others once.
    const ids = hook.receiver.received.map((request) => request.headers["webhook-id"]);
    expect(new Set(ids.slice(3)).size).toBe(4);
    expect(ids[3]).toBe(ids[0]);
    await vi.waitFor(async () => expect((await endpoint(added.id)).setAside).toBeNull());
    await sleep(300);
    expect(hook.receiver.received).toHaveLength(7);
  }, 30_000);

  it("sends its waiting events in order once the pause is over, and a success clears the count", async () => {
    hook.receiver.answers.push("hang", "hang", "hang");
    await start(dialect, { after: 3, pauseMs: 1_500, maxPauseMs: 6_000 });
    const { endpoint: added, secret } = await addEndpoint({});
    await harness.postJson({ ...CONSULTING, company: "Company 1" });
    await vi.waitFor(async () => expect(await setAsideNow(added.id)).toBe(true), { timeout: 5_000 });
    const { until } = (await endpoint(added.id)).setAside!;
    for (let i = 2; i <= 3; i++) await harness.postJson({ ...CONSULTING, company: `Company ${i}` });

    await hook.receiver.waitFor(6, 5_000);
    expect(hook.receiver.received[3]!.at).toBeGreaterThanOrEqual(Date.parse(until));
    expect(companies(secret, 3)).toEqual(["Company 1", "Company 2", "Company 3"]);
    await vi.waitFor(async () => expect((await endpoint(added.id)).setAside).toBeNull());

    // Counted from zero again: two requests without a reply do not set it aside.
    hook.receiver.answers.push("hang", "hang");
    await harness.postJson({ ...CONSULTING, company: "Company 4" });
    await hook.receiver.waitFor(9, 5_000);
    expect(companies(secret, 8)).toEqual(["Company 4"]);
    expect((await endpoint(added.id)).setAside).toBeNull();
  }, 30_000);
});
