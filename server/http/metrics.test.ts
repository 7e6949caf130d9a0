import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/database.js";
import { claimDueMessage, markMessageFailed } from "../mail/outbox.js";
import { ADMIN_PASSWORD } from "../testing/admin.js";
import { collectorPerTest, CONSULTING, DISCOVERY } from "../testing/collector.js";
import { sample } from "../testing/prometheus.js";

const { site, harness } = collectorPerTest();

const TOKEN = "scraper-token-0123456789abcdef";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function scrape(headers = bearer(TOKEN)): Promise<string> {
  const res = await harness.app.inject({ url: "/metrics", headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain/);
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.body;
}

describe("metrics are never public on the site's port", () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ["no METRICS_TOKEN or METRICS_PORT, no credentials", {}, {}],
    ["no METRICS_TOKEN or METRICS_PORT, a token anyway", {}, bearer(TOKEN)],
    ["METRICS_PORT only", { METRICS_PORT: "0" }, bearer(TOKEN)],
    ["METRICS_TOKEN, none sent", { METRICS_TOKEN: TOKEN }, {}],
    ["METRICS_TOKEN, a wrong one", { METRICS_TOKEN: TOKEN }, bearer(`${TOKEN}x`)],
    ["METRICS_TOKEN, sent as Basic", { METRICS_TOKEN: TOKEN }, { authorization: `Basic ${TOKEN}` }],
  ])("%s: GET /metrics is a 404 without a figure", async (_, env, headers) => {
    await harness.start(site.dir, env);
    await harness.postJson(CONSULTING);
    const res = await harness.app.inject({ url: "/metrics", headers });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/leads_stored_total|http_request_duration_seconds|process_cpu/);
  });
});

describe("metrics behind METRICS_TOKEN", () => {
  it("count leads stored by form and status, and time requests by route", async () => {
    await harness.start(site.dir, { METRICS_TOKEN: TOKEN });
    for (const body of [CONSULTING, CONSULTING, DISCOVERY, { ...CONSULTING, _gotcha: "bot" }]) {
      expect((await harness.postJson(body)).statusCode).toBe(200);
    }
    const text = await scrape();
    expect(sample(text, "leads_stored_total", { form: "consulting", status: "new" })).toBe(2);
    expect(sample(text, "leads_stored_total", { form: "discovery", status: "new" })).toBe(1);
    expect(sample(text, "leads_stored_total", { form: "consulting", status: "spam" })).toBe(1);
    const route = { method: "POST", route: "/f/:formId", status_code: "200" };
    expect(sample(text, "http_request_duration_seconds_count", route)).toBe(4);
    expect(sample(text, "http_request_duration_seconds_bucket", { ...route, le: "+Inf" })).toBe(4);
    // Node's own figures come with the exposed metrics.
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
  });

  it("count the collector's refusals and the sign-in limiter's, and wrong passwords", async () => {
    await harness.start(site.dir, { METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: "2", ADMIN_PASSWORD });
    const before = await scrape();
    expect(sample(before, "limit_refusals_total", { limit: "collector" })).toBe(0);
    expect(sample(before, "admin_sign_in_failures_total")).toBe(0);
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await harness.postJson(CONSULTING)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    for (let i = 0; i < 7; i++) {
      await harness.app.inject({ method: "POST", url: "/api/admin/session", payload: { password: "wrong guess" } });
    }
    const text = await scrape();
    expect(sample(text, "limit_refusals_total", { limit: "collector" })).toBe(3);
    // Five wrong passwords, then two attempts refused before any password was checked.
    expect(sample(text, "admin_sign_in_failures_total")).toBe(5);
    expect(sample(text, "limit_refusals_total", { limit: "sign_in" })).toBe(2);
  });

  it.each(["sqlite", "postgres"] as const)(
    "report the outbox messages waiting and failed in the database (%s)",
    async (dialect) => {
      // Nothing listens on port 9 here; inject() never starts the outbox worker anyway.
      const mail = { SMTP_URL: "smtp://127.0.0.1:9", NOTIFY_EMAIL: "owner@example.com" };
      await harness.start(site.dir, { METRICS_TOKEN: TOKEN, ...mail }, dialect);
      for (let i = 0; i < 3; i++) await harness.postJson(CONSULTING);
      const db = (harness.app as unknown as { db: Kysely<Database> }).db;
      const now = new Date();
      const claimed = await claimDueMessage(db, { now, leaseUntil: now });
      await markMessageFailed(db, claimed!.id, { attempts: 1, retryAt: now, error: "connection refused" });
      const text = await scrape();
      expect(sample(text, "outbox_messages_waiting")).toBe(3);
      expect(sample(text, "outbox_messages_failed")).toBe(1);
    },
  );
});

describe("metrics on METRICS_PORT", () => {
  it("are served on their own listener and not on the site's port", async () => {
    await harness.start(site.dir, { METRICS_PORT: "0" });
    expect(harness.app.telemetry.metricsOrigin()).toBeUndefined();
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    await harness.postJson(CONSULTING);
    const origin = harness.app.telemetry.metricsOrigin();
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${origin}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(sample(text, "leads_stored_total", { form: "consulting", status: "new" })).toBe(1);
    const address = harness.app.server.address() as { port: number };
    expect(new URL(origin!).port).not.toBe(String(address.port));
    expect((await fetch(`http://127.0.0.1:${address.port}/metrics`)).status).toBe(404);
  });
});
