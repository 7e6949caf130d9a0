import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CollectorHarness, CONSULTING } from "./testing/collector.js";
import { sendRaw } from "./testing/raw-http.js";
import { makeSite } from "./testing/site.js";

let site: Awaited<ReturnType<typeof makeSite>>;
const harness = new CollectorHarness();
let port = 0;

beforeAll(async () => {
  site = await makeSite();
  const app = await harness.start(site.dir);
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await harness.stop();
  await site.remove();
});

// Node's HTTP parser answers these before Fastify sees the request, so only a real socket shows them.
describe("requests refused before routing", () => {
  const body = JSON.stringify(CONSULTING);

  it.each<[string, number, string, [string, string | null][]]>([
    ["a NUL in a header value", 400, "MALFORMED_REQUEST", [["X-Evil", "a\u0000b"]]],
    ["a header line without a colon", 400, "MALFORMED_REQUEST", [["No-Colon-Here", null]]],
    ["headers over 16 KB", 431, "HEADERS_TOO_LARGE", [["Cookie", `a=${"x".repeat(20_000)}`]]],
    ["an Expect other than 100-continue", 417, "EXPECTATION_FAILED", [["Expect", "the-unexpected"]]],
  ])("%s → %i %s, in JSON like every other error", async (_, status, code, headers) => {
    const reply = await sendRaw(port, {
      method: "POST",
      target: "/f/contact",
      headers: [["Content-Type", "application/json"], ["Accept", "application/json"], ...headers],
      body,
    });
    expect(reply.status).toBe(status);
    expect(reply.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(reply.text)).toEqual({
      error: expect.any(String),
      code,
      errors: [{ code, message: expect.any(String) }],
    });
  });

  it("keeps serving after them", async () => {
    const reply = await sendRaw(port, { method: "GET", target: "/healthz" });
    expect(reply.status).toBe(200);
  });
});
