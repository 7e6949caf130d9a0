// Issue 7, point 4 (trusted proxies): X-Forwarded-* headers count only when the connection comes
// from an address in TRUST_PROXY. Over real HTTP on loopback, so the socket address is real.
import { isIP, type AddressInfo } from "node:net";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { listAllLeads } from "../../leads/repository.js";
import { HSTS } from "../../http/security-headers.js";
import { ADMIN_PASSWORD } from "../admin.js";
import { collectorPerTest, CONSULTING } from "../collector.js";
import { sendRaw, type HttpReply } from "../raw-http.js";

const LIMIT = 2;

const { site, harness } = collectorPerTest();
let port = 0;

async function start(trustProxy: string | undefined, limit = LIMIT): Promise<void> {
  const app = await harness.start(site.dir, {
    ADMIN_PASSWORD,
    RATE_LIMIT_PER_MINUTE: String(limit),
    ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as AddressInfo).port;
}

const forwardedFor = (address: string | undefined): [string, string][] =>
  address === undefined ? [] : [["X-Forwarded-For", address]];

function submit(address?: string): Promise<HttpReply> {
  return sendRaw(port, {
    method: "POST",
    target: "/f/contact",
    headers: [["Content-Type", "application/json"], ["Accept", "application/json"], ...forwardedFor(address)],
    body: JSON.stringify(CONSULTING),
  });
}

function signIn(password: string, headers: [string, string][] = []): Promise<HttpReply> {
  return sendRaw(port, {
    method: "POST",
    target: "/api/admin/session",
    headers: [["Content-Type", "application/json"], ...headers],
    body: JSON.stringify({ password }),
  });
}

const storedAddresses = async () => (await listAllLeads(harness.app.db)).map((lead) => lead.clientAddress).sort();

function expectRateLimited(reply: HttpReply): void {
  expect(reply.status).toBe(429);
  expect(JSON.parse(reply.text)).toMatchObject({ code: "RATE_LIMITED" });
}

describe.each<[string, string | undefined]>([
  ["not set", undefined],
  ["another address (10.0.0.1)", "10.0.0.1"],
  ["ranges without the proxy (10.0.0.0/8, 192.168.0.0/16)", "10.0.0.0/8, 192.168.0.0/16"],
])("TRUST_PROXY %s: X-Forwarded-* headers are ignored", (_, trustProxy) => {
  beforeEach(() => start(trustProxy));

  it("keys the rate limit on the socket's address: a client cannot escape it by rotating X-Forwarded-For", async () => {
    expect((await submit("198.51.100.1")).status).toBe(200);
    expect((await submit("198.51.100.2")).status).toBe(200);
    expectRateLimited(await submit("198.51.100.3"));
    expectRateLimited(await submit("203.0.113.9, 198.51.100.4"));
    expectRateLimited(await submit());
    // Stored with the socket's address, not the header's.
    expect(await storedAddresses()).toEqual(["127.0.0.0", "127.0.0.0"]);
  });

  it("keys the sign-in limiter on the socket's address", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn("guess", forwardedFor(`198.51.100.${i}`))).status).toBe(401);
    const blocked = await signIn(ADMIN_PASSWORD, forwardedFor("203.0.113.77"));
    expect(blocked.status).toBe(429);
    expect(JSON.parse(blocked.text)).toMatchObject({ code: "RATE_LIMITED" });
  });

  it("ignores X-Forwarded-Proto: https: no Secure cookie, no HSTS", async () => {
    const reply = await signIn(ADMIN_PASSWORD, [["X-Forwarded-Proto", "https"]]);
    expect(reply.status).toBe(204);
    expect(reply.setCookie).toHaveLength(1);
    expect(reply.setCookie[0]).not.toContain("Secure");
    expect(reply.headers["strict-transport-security"]).toBeUndefined();
    const health = await sendRaw(port, {
      method: "GET",
      target: "/healthz",
      headers: [["X-Forwarded-Proto", "https"]],
    });
    expect(health.headers["strict-transport-security"]).toBeUndefined();
  });

  it("ignores X-Forwarded-Host in the cross-site check", async () => {
    const cookie = (await signIn(ADMIN_PASSWORD)).setCookie[0]!.split(";")[0]!;
    const reply = await sendRaw(port, {
      method: "PATCH",
      target: "/api/admin/leads/no-such-lead",
      headers: [
        ["Content-Type", "application/json"],
        ["Cookie", cookie],
        ["Origin", "https://inbox.example"],
        ["X-Forwarded-Host", "inbox.example"],
      ],
      body: JSON.stringify({ status: "handled" }),
    });
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.text)).toMatchObject({ code: "CROSS_SITE" });
  });
});

describe.each<[string, string]>([
  ["127.0.0.1", "127.0.0.1"],
  ["a range with the proxy in it (10.0.0.1, 127.0.0.0/8)", "10.0.0.1, 127.0.0.0/8"],
  ["loopback", "loopback"],
])("TRUST_PROXY %s: the proxy's X-Forwarded-* headers are believed", (_, trustProxy) => {
  beforeEach(() => start(trustProxy));

  it("gives each forwarded client its own rate-limit budget and stores its address", async () => {
    expect((await submit("198.51.100.1")).status).toBe(200);
    expect((await submit("198.51.100.1")).status).toBe(200);
    expectRateLimited(await submit("198.51.100.1"));
    expect((await submit("203.0.113.9")).status).toBe(200);
    // Without the header, the proxy itself is the client.
    expect((await submit()).status).toBe(200);
    expect(await storedAddresses()).toEqual(["127.0.0.0", "198.51.100.0", "198.51.100.0", "203.0.113.0"]);
  });

  it("believes only the address the proxy appended, not those a client wrote in front of it", async () => {
    expect((await submit("198.51.100.1")).status).toBe(200);
    expect((await submit("198.51.100.1")).status).toBe(200);
    expectRateLimited(await submit("203.0.113.50, 198.51.100.1"));
    expect((await submit("198.51.100.1, 203.0.113.50")).status).toBe(200);
    expect(await storedAddresses()).toEqual(["198.51.100.0", "198.51.100.0", "203.0.113.0"]);
  });

  it("keys the sign-in limiter on the forwarded address", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn("guess", forwardedFor("198.51.100.9"))).status).toBe(401);
    expect((await signIn(ADMIN_PASSWORD, forwardedFor("198.51.100.9"))).status).toBe(429);
    expect((await signIn(ADMIN_PASSWORD, forwardedFor("203.0.113.77"))).status).toBe(204);
  });

  it("makes the cookie Secure and sends HSTS for X-Forwarded-Proto: https, and only then", async () => {
    const https = await signIn(ADMIN_PASSWORD, [["X-Forwarded-Proto", "https"]]);
    expect(https.status).toBe(204);
    expect(https.setCookie[0]).toMatch(/; Secure(?:;|$)/);
    expect(https.headers["strict-transport-security"]).toBe(HSTS);

    const http = await signIn(ADMIN_PASSWORD, [["X-Forwarded-Proto", "http"]]);
    expect(http.setCookie[0]).not.toContain("Secure");
    expect(http.headers["strict-transport-security"]).toBeUndefined();
    const plain = await signIn(ADMIN_PASSWORD);
    expect(plain.setCookie[0]).not.toContain("Secure");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });

  it("takes the host from X-Forwarded-Host in the cross-site check", async () => {
    const cookie = (await signIn(ADMIN_PASSWORD)).setCookie[0]!.split(";")[0]!;
    const patch = (origin: string) =>
      sendRaw(port, {
        method: "PATCH",
        target: "/api/admin/leads/no-such-lead",
        headers: [
          ["Content-Type", "application/json"],
          ["Cookie", cookie],
          ["Origin", origin],
          ["X-Forwarded-Host", "inbox.example"],
        ],
        body: JSON.stringify({ status: "handled" }),
      });
    // Past the cross-site check: there is simply no such lead.
    expect((await patch("https://inbox.example")).status).toBe(404);
    expect((await patch("https://evil.example")).status).toBe(403);
  });
});

describe("TRUST_PROXY 127.0.0.1: whatever the forwarded headers say", () => {
  beforeEach(() => start("127.0.0.1", 100_000));

  const ODD_ADDRESSES = [
    "unknown",
    "",
    " , ,",
    "fe80::1%eth0",
    "[2001:db8::1]:443",
    "203.0.113.7:8080",
    "::ffff:198.51.100.9",
    "2001:db8:abcd:12::1",
    "999.999.999.999",
    "'; DROP TABLE leads; --",
    "<script>alert(1)</script>",
    "203.0.113.7, ".repeat(600),
  ];

  it("answers a lead 200 and stores a truncated address or none, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(...ODD_ADDRESSES),
          fc.ipV4(),
          fc.ipV6(),
          fc.string({ unit: "binary-ascii", maxLength: 60 }),
        ),
        fc.constantFrom("https", "http", "HTTPS", "https, http", "http, https", "ftp", "javascript", ""),
        async (forwarded, proto) => {
          // Header values carry no control characters; what else a client may write, it writes.
          const address = forwarded.replace(/[^\x20-\x7e]/g, "_");
          const reply = await sendRaw(port, {
            method: "POST",
            target: "/f/contact",
            headers: [
              ["Content-Type", "application/json"],
              ["Accept", "application/json"],
              ["X-Forwarded-For", address],
              ["X-Forwarded-Proto", proto],
            ],
            body: JSON.stringify(CONSULTING),
          });
          expect(reply.status, `${address} ${reply.text}`).toBe(200);
          // The last entry counts: an https hop added by the proxy, whatever came before.
          const https = proto.split(",").at(-1)!.trim() === "https";
          expect(reply.headers["strict-transport-security"], proto).toBe(https ? HSTS : undefined);
        },
      ),
      { numRuns: 150, endOnFailure: true },
    );
    for (const lead of await listAllLeads(harness.app.db)) {
      const stored = lead.clientAddress;
      if (stored !== null) expect(isIP(stored), stored).not.toBe(0);
      if (stored !== null && isIP(stored) === 4) expect(stored).toMatch(/\.0$/);
    }
  }, 60_000);
});
