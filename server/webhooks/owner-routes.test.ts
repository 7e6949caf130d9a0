import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";
import { collectorPerTest } from "../testing/collector.js";

const { site, harness } = collectorPerTest();

const BODY = { url: "https://93.184.215.14/hook", events: ["lead.created"] };
const ROUTES: [InjectOptions["method"], string, unknown?][] = [
  ["GET", "/api/admin/webhooks/endpoints"],
  ["POST", "/api/admin/webhooks/endpoints", BODY],
  ["PUT", "/api/admin/webhooks/endpoints/x", BODY],
  ["DELETE", "/api/admin/webhooks/endpoints/x"],
  ["POST", "/api/admin/webhooks/endpoints/x/secret"],
  ["POST", "/api/admin/webhooks/endpoints/x/test"],
  ["GET", "/api/admin/webhooks/endpoints/x/attempts"],
  ["POST", "/api/admin/webhooks/endpoints/x/deliveries/y/resend"],
  ["POST", "/api/admin/webhooks/endpoints/x/resend-failed"],
];

describe("the webhook API's guards", () => {
  it.each(ROUTES)("%s %s answers 401 without a session", async (method, url, payload) => {
    await harness.start(site.dir, { ADMIN_PASSWORD });
    const res = await harness.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: "UNAUTHENTICATED" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("refuses a cross-site write even with a session", async () => {
    await harness.start(site.dir, { ADMIN_PASSWORD, PUBLIC_URL: "https://site.example" });
    const cookie = await signIn(harness.app, { headers: { origin: "https://site.example" } });
    const res = await harness.app.inject({
      method: "POST",
      url: "/api/admin/webhooks/endpoints",
      headers: { cookie, origin: "https://evil.example" },
      payload: BODY,
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [{ url: "https://93.184.215.14/hook", events: [] }, 400],
    [{ url: "https://93.184.215.14/hook", events: ["lead.spam"] }, 400],
    [{ url: "", events: ["lead.created"] }, 400],
    [{ url: `https://93.184.215.14/${"x".repeat(2001)}`, events: ["lead.created"] }, 400],
    [{ url: "https://93.184.215.14/hook", events: ["lead.created"], description: "x".repeat(201) }, 400],
    [{ url: "https://93.184.215.14/hook", events: ["lead.created"], state: "disabled" }, 400],
  ])("refuses the body %j with %i", async (payload, status) => {
    await harness.start(site.dir, { ADMIN_PASSWORD });
    const cookie = await signIn(harness.app);
    const res = await harness.app.inject({
      method: "POST",
      url: "/api/admin/webhooks/endpoints",
      headers: { cookie },
      payload,
    });
    expect(res.statusCode, res.body).toBe(status);
  });

  it("never takes a secret from the request (Fastify drops unknown keys)", async () => {
    await harness.start(site.dir, { ADMIN_PASSWORD });
    const cookie = await signIn(harness.app);
    const res = await harness.app.inject({
      method: "POST",
      url: "/api/admin/webhooks/endpoints",
      headers: { cookie },
      payload: { ...BODY, secret: "whsec_chosen-by-the-client" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().secret).toMatch(/^whsec_/);
    expect(res.json().secret).not.toBe("whsec_chosen-by-the-client");
  });

  it("answers 404 for an unknown endpoint, and keeps WEBHOOK_URL's endpoint out of the inbox's hands", async () => {
    await harness.start(site.dir, {
      ADMIN_PASSWORD,
      WEBHOOK_URL: "https://93.184.215.14/hook",
      WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 3).toString("base64")}`,
    });
    const cookie = await signIn(harness.app);
    const call = (method: InjectOptions["method"], url: string, payload?: unknown) =>
      harness.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    expect((await call("GET", "/api/admin/webhooks/endpoints/nope/attempts")).statusCode).toBe(404);
    expect((await call("PUT", "/api/admin/webhooks/endpoints/nope", BODY)).statusCode).toBe(404);
    expect((await call("DELETE", "/api/admin/webhooks/endpoints/settings")).statusCode).toBe(404);
    expect((await call("PUT", "/api/admin/webhooks/endpoints/settings", BODY)).statusCode).toBe(400);
    expect((await call("POST", "/api/admin/webhooks/endpoints/settings/secret")).statusCode).toBe(400);
    // The list never carries a secret.
    const list = await call("GET", "/api/admin/webhooks/endpoints");
    expect(list.body).not.toContain("whsec_");
    expect(list.json().endpoints).toHaveLength(1);
  });
});
