// Issue 25: every route the server exposes declares its request and its replies with the one
// schema library (valibot, turned into JSON Schema by server/http/json-schema.ts). The routes are
// read from Fastify itself, with every capability switched on, so a new route without a schema,
// or with a hand-written one, fails here.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { isFromValibot } from "./http/json-schema.js";
import { makeSite } from "./testing/site.js";

/**
 * Routes that are not contracts of ours: the site's files and Prometheus's text format send bytes,
 * and @fastify/cors answers the collector's and the booking routes' preflights (204, no body;
 * other paths get none: server/booking/plugin-abuse.test.ts).
 */
const NOT_CONTRACTS = new Set(["GET,HEAD /*", "GET /metrics", "HEAD /metrics", "OPTIONS *", "OPTIONS /f*"]);

let routes: RouteOptions[] = [];
let site: Awaited<ReturnType<typeof makeSite>>;
let dataDir: string;

beforeAll(async () => {
  site = await makeSite();
  dataDir = await mkdtemp(path.join(tmpdir(), "routes-"));
  const app = buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      CLIENT_DIR: site.dir,
      LOG_LEVEL: "silent",
      ADMIN_PASSWORD: "a-long-enough-password",
      BOOKING_HOURS: "mon-fri 09:00-17:00",
      METRICS_TOKEN: "t".repeat(32),
    }),
  );
  app.addHook("onRoute", (route) => void routes.push(route));
  await app.ready();
  await app.close();
  routes = routes.filter((route) => !NOT_CONTRACTS.has(`${String(route.method)} ${route.url}`));
});

afterAll(async () => {
  await site.remove();
  await rm(dataDir, { recursive: true, force: true });
});

describe("every route", () => {
  it("is found: the collector, booking, admin, webhooks, dashboard and health routes", () => {
    const urls = routes.map((route) => route.url);
    for (const url of ["/f/:formId", "/booking", "/api/admin/leads", "/api/admin/webhooks/endpoints", "/readyz"]) {
      expect(urls).toContain(url);
    }
  });

  it("declares its replies, and each request part it reads, with valibot", () => {
    const missing: string[] = [];
    for (const route of routes) {
      const where = `${String(route.method)} ${route.url}`;
      const schema = route.schema ?? {};
      const replies = Object.entries((schema.response ?? {}) as Record<string, unknown>);
      if (replies.length === 0) missing.push(`${where}: no reply schema`);
      for (const [status, reply] of replies) {
        if (!isFromValibot(reply)) missing.push(`${where}: reply ${status} not from valibot`);
      }
      for (const part of ["params", "querystring", "body"] as const) {
        if (schema[part] !== undefined && !isFromValibot(schema[part]))
          missing.push(`${where}: ${part} not from valibot`);
      }
      if (route.url.includes(":") && schema.params === undefined) missing.push(`${where}: no params schema`);
    }
    expect(missing).toEqual([]);
  });
});
