import { createServer, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";
import { collectorPerTest } from "../testing/collector.js";
import { postWebhook } from "./send.js";
import { addressProblem } from "./targets.js";

const { site, harness } = collectorPerTest();

describe("safe webhook targets", () => {
  it.each([
    ["https://127.0.0.1/hook", "TARGET_LOOPBACK", "127.0.0.1 is a loopback address"],
    ["https://10.0.0.1/hook", "TARGET_PRIVATE", "10.0.0.1 is a private or reserved address"],
    ["https://169.254.169.254/latest/meta-data", "TARGET_METADATA", "169.254.169.254 is a cloud metadata service"],
    ["https://localhost:8443/hook", "TARGET_LOOPBACK", "localhost (127.0.0.1) is a loopback address"],
    ["https://[::1]/hook", "TARGET_LOOPBACK", "::1 is a loopback address"],
    ["https://[::ffff:7f00:1]/hook", "TARGET_LOOPBACK", "::ffff:7f00:1 is a loopback address"],
    // Issue 37, attack 10: three spellings of loopback that passed the check.
    ["https://[::127.0.0.1]/hook", "TARGET_LOOPBACK", "is a loopback address"],
    ["https://[::ffff:0:7f00:1]/hook", "TARGET_LOOPBACK", "is a loopback address"],
    ["https://[2002:7f00:1::]/hook", "TARGET_LOOPBACK", "is a loopback address"],
    ["https://192.168.1.20/hook", "TARGET_PRIVATE", "192.168.1.20 is a private or reserved address"],
    ["https://169.254.10.1/hook", "TARGET_LINK_LOCAL", "169.254.10.1 is a link-local address"],
    ["http://93.184.215.14/hook", "TARGET_NOT_HTTPS", "webhooks are sent over https only"],
    ["ftp://example.com/hook", "TARGET_NOT_HTTPS", "webhooks are sent over https only"],
    ["https://user:pw@93.184.215.14/hook", "TARGET_INVALID", "cannot carry a user name or password"],
    ["not a url", "TARGET_INVALID", "is not a URL"],
    ["https://no-such-host.invalid/hook", "TARGET_UNRESOLVED", "could not be resolved"],
  ])("refuses to save %s without WEBHOOK_ALLOW_PRIVATE (%s)", async (url, code, message) => {
    await harness.start(site.dir, { ADMIN_PASSWORD });
    const cookie = await signIn(harness.app);
    const res = await harness.app.inject({
      method: "POST",
      url: "/api/admin/webhooks/endpoints",
      headers: { cookie },
      payload: { url, events: ["lead.created"] },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ code, error: expect.stringContaining(message) });
    const list = await harness.app.inject({ url: "/api/admin/webhooks/endpoints", headers: { cookie } });
    expect(list.json()).toEqual({ endpoints: [] });
  });

  it("saves a public https URL, and any URL with WEBHOOK_ALLOW_PRIVATE=1", async () => {
    await harness.start(site.dir, { ADMIN_PASSWORD });
    const cookie = await signIn(harness.app);
    const save = (url: string) =>
      harness.app.inject({
        method: "POST",
        url: "/api/admin/webhooks/endpoints",
        headers: { cookie },
        payload: { url, events: ["lead.created"] },
      });
    expect((await save("https://93.184.215.14/hooks/leads")).statusCode).toBe(201);
    await harness.restart({ WEBHOOK_ALLOW_PRIVATE: "1" });
    const again = await signIn(harness.app);
    const res = await harness.app.inject({
      method: "POST",
      url: "/api/admin/webhooks/endpoints",
      headers: { cookie: again },
      payload: { url: "http://127.0.0.1:9/hook", events: ["lead.created"] },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("checks again when sending: a private target saved earlier is not contacted", async () => {
    const result = await postWebhook(
      { url: "https://localhost:1/hook", headers: {}, body: "{}" },
      { allowPrivate: false },
    );
    expect(result).toMatchObject({ status: null, reply: expect.stringContaining("loopback") });
  });

  it("refuses, at connection time, a host that resolved to a public address when checked (rebinding)", async () => {
    const connections: unknown[] = [];
    const server = createServer((socket) => {
      connections.push(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    // Public to the check, loopback to the connection: what a rebinding DNS server answers.
    let lookups = 0;
    const rebinding = async () => [{ address: lookups++ === 0 ? "93.184.215.14" : "127.0.0.1", family: 4 }];
    try {
      const result = await postWebhook(
        { url: `https://rebind.example:${port}/hook`, headers: {}, body: "{}" },
        { allowPrivate: false, resolve: rebinding },
      );
      expect(lookups).toBe(2);
      expect(result).toMatchObject({ status: null, reply: expect.stringContaining("loopback") });
      expect(connections).toHaveLength(0);
    } finally {
      server.close();
    }
  });

  it("gives up on a connection not made within the connect timeout, long before the request's", async () => {
    // Public when checked; then the lookup at connection time never answers, as a dead host's route.
    let lookups = 0;
    const stuck = () =>
      lookups++ === 0 ? Promise.resolve([{ address: "93.184.215.14", family: 4 }]) : new Promise<never>(() => {});
    const result = await postWebhook(
      { url: "https://stuck.example/hook", headers: {}, body: "{}" },
      { allowPrivate: false, resolve: stuck, timeoutMs: 10_000, connectTimeoutMs: 200 },
    );
    // The connect timer's words, not the request's ("no complete reply within 10 s"): it fired first.
    expect(result).toMatchObject({ status: null, reply: "no connection within 0 s" });
  });

  it.each([
    ["8.8.8.8", undefined],
    ["2606:4700:4700::1111", undefined],
    ["127.0.0.53", "TARGET_LOOPBACK"],
    ["0.0.0.0", "TARGET_PRIVATE"],
    ["172.16.5.4", "TARGET_PRIVATE"],
    ["100.64.0.1", "TARGET_PRIVATE"],
    ["100.100.100.200", "TARGET_METADATA"],
    ["fd00:ec2::254", "TARGET_METADATA"],
    ["fe80::1", "TARGET_LINK_LOCAL"],
    ["fc00::1", "TARGET_PRIVATE"],
    ["::", "TARGET_PRIVATE"],
    ["224.0.0.1", "TARGET_PRIVATE"],
    // IPv4 inside IPv6 (issue 37): named by the address inside; the translation ranges refused whole.
    ["::127.0.0.1", "TARGET_LOOPBACK"],
    ["::ffff:0:7f00:1", "TARGET_LOOPBACK"],
    ["2002:7f00:1::", "TARGET_LOOPBACK"],
    ["2002:a00:1::1", "TARGET_PRIVATE"],
    ["2002:a9fe:a9fe::", "TARGET_METADATA"],
    ["2002:c0a8:101::", "TARGET_PRIVATE"],
    ["2002:5db8:d70e::1", undefined],
    ["::8.8.8.8", "TARGET_PRIVATE"],
    ["::2", "TARGET_PRIVATE"],
    ["::ffff:0:808:808", "TARGET_PRIVATE"],
    ["::ffff:808:808", "TARGET_PRIVATE"],
    ["64:ff9b::7f00:1", "TARGET_LOOPBACK"],
    ["64:ff9b::a9fe:a9fe", "TARGET_METADATA"],
    ["64:ff9b::808:808", "TARGET_PRIVATE"],
    ["64:ff9b:1::1", "TARGET_PRIVATE"],
  ])("classifies %s as %s", (address, problem) => {
    expect(addressProblem(address)).toBe(problem);
  });
});
