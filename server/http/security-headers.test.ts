import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { createTestDatabase, type TestDatabase } from "../testing/databases.js";
import { makeSite } from "../testing/site.js";
import { DEFAULT_POLICY, inlineScriptHashes } from "./csp.js";
import { BASELINE_HEADERS, HSTS, PERMISSIONS_POLICY } from "./security-headers.js";

let site: Awaited<ReturnType<typeof makeSite>>;
let database: TestDatabase;
let app: FastifyInstance | undefined;

beforeAll(async () => {
  site = await makeSite();
  database = await createTestDatabase("sqlite");
});
afterAll(async () => {
  await site.remove();
  await database.remove();
});
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(env: Record<string, string> = {}) {
  app = buildApp(loadConfig({ ...database.env, CLIENT_DIR: site.dir, LOG_LEVEL: "silent", ...env }));
  await app.ready();
  return app;
}

describe("security headers", () => {
  it.each([
    ["an asset", "GET", "/assets/app-abc123.js"],
    ["a missing file", "GET", "/missing.png"],
    ["the health check", "GET", "/healthz"],
    ["the collector", "POST", "/f/contact"],
    ["the admin API", "GET", "/api/admin/leads"],
  ] as const)("are on %s", async (_name, method, url) => {
    const response = await (await start()).inject({ method, url, headers: { accept: "application/json" } });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    const policy = String(response.headers["content-security-policy"]);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it("isolate and restrain everything but the public pages (decision 141): the inbox, the API, assets, the server's answers", async () => {
    const server = await start();
    const isolation = ["cross-origin-opener-policy", "cross-origin-resource-policy", "origin-agent-cluster"];
    const headersOf = async (url: string) =>
      (await server.inject({ url, headers: { accept: "application/json" } })).headers;
    for (const url of ["/en/", "/en/consulting", "/", "/en/no-such-page"]) {
      const headers = await headersOf(url);
      // Decision 144: framing is refused by the CSP, and the referrer policy is the browser's own.
      for (const name of [...isolation, "permissions-policy", "x-frame-options", "referrer-policy"])
        expect(headers[name], `${name} on ${url}`).toBeUndefined();
      expect(headers["content-security-policy"], url).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"], url).toBe("nosniff");
    }
    for (const url of ["/admin", "/api/admin/leads", "/assets/app-abc123.js", "/healthz"]) {
      const headers = await headersOf(url);
      expect(headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(headers["cross-origin-resource-policy"], url).toBe("same-site");
      expect(headers["origin-agent-cluster"], url).toBe("?1");
      expect(headers["permissions-policy"], url).toBe(PERMISSIONS_POLICY);
      expect(headers["x-frame-options"], url).toBe("DENY");
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    }
  });

  it("leave out what no browser we serve acts on (decision 140), on a page and on the inbox's API", async () => {
    const server = await start();
    for (const url of ["/en/", "/api/admin/leads"]) {
      const response = await server.inject({ url, headers: { accept: "application/json" } });
      for (const name of [
        "x-dns-prefetch-control",
        "x-download-options",
        "x-permitted-cross-domain-policies",
        "x-xss-protection",
      ]) {
        expect(response.headers[name], `${name} on ${url}`).toBeUndefined();
      }
    }
  });

  it("are on a URL that cannot be decoded, answered before any hook runs, with a code and no echo", async () => {
    const server = await start();
    const response = await server.inject({ url: "/%zz<script>" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "MALFORMED_URL" });
    expect(response.body).not.toContain("script");
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) expect(response.headers[name]).toBe(value);
  });

  it("are on a URL with a segment too long to route, with a code", async () => {
    const response = await (await start()).inject({ method: "POST", url: `/f/${"x".repeat(150)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ code: "URL_TOO_LONG" });
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) expect(response.headers[name]).toBe(value);
  });

  it("match, for such replies, what the hooks send on every other response", async () => {
    const response = await (await start()).inject({ url: "/healthz" });
    for (const [name, value] of Object.entries(BASELINE_HEADERS)) expect(response.headers[name]).toBe(value);
  });

  it("gives a page a policy with the hashes of its own inline scripts, and JSON the strict default", async () => {
    const server = await start();
    const page = await server.inject({ url: "/en/" });
    const hashes = inlineScriptHashes(page.body);
    expect(hashes).toHaveLength(1);
    const policy = String(page.headers["content-security-policy"]);
    for (const hash of hashes) expect(policy).toContain(hash);
    expect(policy).toMatch(/script-src 'self'/);
    const json = await server.inject({ url: "/healthz" });
    expect(json.headers["content-security-policy"]).toBe(DEFAULT_POLICY);
  });

  it("allows the configured form endpoint on pages", async () => {
    const page = await (await start({ FORM_ENDPOINT: "https://formspree.io" })).inject({ url: "/en/" });
    expect(page.headers["content-security-policy"]).toContain("form-action 'self' https://formspree.io");
  });

  it("adds HSTS only when a trusted proxy says the request came over HTTPS", async () => {
    const server = await start({ TRUST_PROXY: "127.0.0.1" });
    const https = await server.inject({ url: "/en/", headers: { "x-forwarded-proto": "https" } });
    expect(https.headers["strict-transport-security"]).toBe(HSTS);
    const http = await server.inject({ url: "/en/" });
    expect(http.headers["strict-transport-security"]).toBeUndefined();
  });

  it("ignores X-Forwarded-Proto from an untrusted client", async () => {
    const response = await (await start()).inject({ url: "/en/", headers: { "x-forwarded-proto": "https" } });
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });
});
