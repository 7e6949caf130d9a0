// Issue 31, "limits that hold": a body over the limit is refused while it arrives, however it is
// framed, and the collector's rate limit cannot be reset or filled by its caller.
import type { AddressInfo, Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { countLeads } from "../../leads/repository.js";
import { BODY_LIMIT } from "../../leads/plugin.js";
import { collectorPerTest, CONSULTING } from "../collector.js";
import { DIALECTS } from "../databases.js";
import { sendRaw } from "../raw-http.js";

const { site, harness } = collectorPerTest();

const MEGABYTE = 1024 * 1024;
const BOUNDARY = "----limit-test";

const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fields = Object.entries(CONSULTING)
  .map(([name, value]) => part(name, value))
  .join("");
const end = `--${BOUNDARY}--\r\n`;

/** Bodies of about 1 MB that busboy would read to their end while keeping only what fits. */
const OVERSIZED = [
  ["one field of 1 MB", part("context", "x".repeat(MEGABYTE)) + end],
  ["a 1 MB preamble before the first part", `${"p".repeat(MEGABYTE)}\r\n${fields}${end}`],
  ["a 1 MB epilogue after a complete, valid form", `${fields}${end}${"e".repeat(MEGABYTE)}`],
  ["1 MB of parts past the parts limit", fields + part("filler", "f".repeat(1000)).repeat(1100) + end],
] as const;

describe("a multipart body over the limit, sent chunked to a listening server", () => {
  let sockets: Socket[] = [];
  afterEach(() => {
    sockets = [];
  });

  it.each(OVERSIZED)("%s gets 413 before it is read whole, and nothing is stored", async (_case, body) => {
    const app = await harness.start(site.dir);
    app.server.on("connection", (socket: Socket) => sockets.push(socket));
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;

    const reply = await sendRaw(port, {
      method: "POST",
      target: "/f/contact",
      headers: [
        ["Content-Type", `multipart/form-data; boundary=${BOUNDARY}`],
        ["Accept", "application/json"],
      ],
      body,
      chunked: true,
    });

    expect(reply.status).toBe(413);
    expect(JSON.parse(reply.text)).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(reply.headers["connection"]).toBe("close");
    expect(sockets).toHaveLength(1);
    const [socket] = sockets;
    if (!socket!.destroyed) await new Promise((resolve) => socket!.once("close", resolve));
    // The server stopped reading soon after the limit: far less than the megabyte sent.
    expect(socket!.bytesRead).toBeLessThan(MEGABYTE / 2);
    expect(await countLeads(app.db)).toBe(0);
  });

  it.each([
    ["JSON", "application/json", JSON.stringify({ ...CONSULTING, context: "x".repeat(MEGABYTE) })],
    [
      "URL-encoded",
      "application/x-www-form-urlencoded",
      new URLSearchParams({ ...CONSULTING, context: "x".repeat(MEGABYTE) }).toString(),
    ],
  ])("a chunked %s body of 1 MB gets 413 before it is read whole, too", async (_case, type, body) => {
    const app = await harness.start(site.dir);
    app.server.on("connection", (socket: Socket) => sockets.push(socket));
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const reply = await sendRaw(port, {
      method: "POST",
      target: "/f/contact",
      headers: [
        ["Content-Type", type],
        ["Accept", "application/json"],
      ],
      body,
      chunked: true,
    });
    expect(reply.status).toBe(413);
    const [socket] = sockets;
    if (!socket!.destroyed) await new Promise((resolve) => socket!.once("close", resolve));
    expect(socket!.bytesRead).toBeLessThan(MEGABYTE / 2);
    expect(await countLeads(app.db)).toBe(0);
  });

  it("still takes a chunked multipart form under the limit", async () => {
    const app = await harness.start(site.dir);
    await app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const reply = await sendRaw(port, {
      method: "POST",
      target: "/f/contact",
      headers: [
        ["Content-Type", `multipart/form-data; boundary=${BOUNDARY}`],
        ["Accept", "application/json"],
      ],
      body: fields + part("_note", "n".repeat(BODY_LIMIT / 2)) + end,
      chunked: true,
    });
    expect(reply.status).toBe(200);
    expect(await countLeads(app.db)).toBe(1);
  });
});

describe.each(DIALECTS)("the collector's rate limit, counting in %s", (dialect) => {
  const LIMIT = 3;
  const post = (address: string, formId = "contact") =>
    harness.postJson(CONSULTING, { formId, headers: { "x-forwarded-for": address } });

  // Thousands of requests: seconds on a busy machine, past the default five.
  it("is not reset by 5,000 posts to made-up form ids, which it does not count", { timeout: 30_000 }, async () => {
    await harness.start(site.dir, { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: "127.0.0.1" }, dialect);
    for (let i = 0; i < LIMIT - 1; i++) expect((await post("203.0.113.5")).statusCode).toBe(200);
    for (let i = 0; i < 5_000; i++) {
      // From the same client and from thousands of others.
      const address = i % 2 === 0 ? "203.0.113.5" : `2001:db8:${(i % 65_536).toString(16)}::1`;
      expect((await post(address, `made-up-${i}`)).statusCode).toBe(404);
    }
    // The made-up ids spent none of its allowance, and did not push its counter out.
    expect((await post("203.0.113.5")).statusCode).toBe(200);
    expect((await post("203.0.113.5")).statusCode).toBe(429);
  });

  it("keys on the client's address alone: an IPv6 /64 is one client", async () => {
    await harness.start(site.dir, { RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: "127.0.0.1" }, dialect);
    for (let i = 0; i < LIMIT; i++) expect((await post(`2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    expect((await post("2001:db8:1:2:ffff::9")).statusCode).toBe(429);
    expect((await post("2001:db8:1:3::1")).statusCode).toBe(200);
  });
});
