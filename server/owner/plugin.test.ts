import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newSessionKey, SESSION_KEY_SECRET, SessionSigner } from "./session.js";
import { sharedSecret } from "../secrets/repository.js";
import { GLOBAL_SIGN_IN_LIMIT, SLOWED_INTERVAL_MS } from "./sign-in-budget.js";
import { buildApp } from "../app.js";
import { loadConfig, type Env } from "../config.js";
import { listMessages } from "../mail/outbox.js";
import { CALL_COLUMNS, CSV_HEADER, EXPORT_COLUMNS, VALUE_COLUMNS } from "../leads/export.js";
import { ADMIN_PASSWORD, ADMIN_ROUTES, parseCsv, signIn } from "../testing/admin.js";
import { CollectorHarness, collectorPerTest, CONSULTING, DISCOVERY } from "../testing/collector.js";
import { DIALECTS, type TestDatabase } from "../testing/databases.js";
import { TestSmtpServer } from "../testing/smtp.js";
import { signInAs } from "../testing/team.js";
import { addPasskey } from "../team/passkeys.js";

const { site, harness } = collectorPerTest();

type Dialect = TestDatabase["dialect"];
const start = (env: Env = {}, dialect: Dialect = "sqlite") =>
  harness.start(site.dir, { ADMIN_PASSWORD, ...env }, dialect);

function call(
  method: InjectOptions["method"],
  url: string,
  {
    cookie,
    payload,
    headers = {},
    on = harness,
  }: { cookie?: string; payload?: unknown; headers?: InjectOptions["headers"]; on?: CollectorHarness } = {},
) {
  return on.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
  });
}

function expectError(res: LightMyRequestResponse, status: number, code: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.json()).toEqual({ error: expect.any(String), code });
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.headers["x-robots-tag"]).toBe("noindex");
}

describe("admin API: contracts", () => {
  /**
   * Actions named by their path alone (rotate a secret, send a test, try now, send again, not spam, offer
   * a no-show another time, read the Sent folder now, erase a lead's address, mark a task done): no body.
   */
  const ACTIONS_WITHOUT_BODY =
    /\/(?:endpoints\/:id\/(?:secret|test|try-now|resend-failed|deliveries\/:deliveryId\/resend)|leads\/:id\/(?:not-spam|erase|tasks\/:taskId\/done)|calls\/:id\/offer|newsletter\/letters\/:id\/(?:test|send)|replies\/sync|team\/:id\/invitation|passkeys\/(?:sign-in\/)?options)$/;

  it("declares a schema for every route: its params, query and body where it takes them, and its replies", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "admin-routes-"));
    const app = buildApp(loadConfig({ ADMIN_PASSWORD, DATA_DIR: dataDir, CLIENT_DIR: site.dir, LOG_LEVEL: "silent" }));
    const routes: RouteOptions[] = [];
    app.addHook("onRoute", (route) => {
      if (route.url.startsWith("/api/admin")) routes.push(route);
    });
    try {
      await app.ready();
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      const where = `${String(route.method)} ${route.url}`;
      expect(route.schema?.response, where).toBeDefined();
      if (route.url.includes(":")) expect(route.schema?.params, where).toBeDefined();
      const takesBody = (route.method === "POST" || route.method === "PATCH") && !ACTIONS_WITHOUT_BODY.test(route.url);
      if (takesBody) expect(route.schema?.body, where).toBeDefined();
      if (route.url.endsWith("/leads") || route.url.endsWith("/export")) {
        expect(route.schema?.querystring, where).toBeDefined();
      }
    }
  });
});

describe("admin API without a usable ADMIN_PASSWORD", () => {
  it.each([
    ["unset", {}],
    ["too short", { ADMIN_PASSWORD: "short-pass1" }],
  ])("when %s, every route answers 404 ADMIN_DISABLED, sign-in included", async (_, env) => {
    await harness.start(site.dir, env);
    for (const [method, url, payload] of [
      ...ADMIN_ROUTES,
      ["POST", "/api/admin/session", { password: ADMIN_PASSWORD }],
    ] as const) {
      expectError(await call(method, url, { payload }), 404, "ADMIN_DISABLED");
    }
    expect((await call("GET", "/admin")).statusCode).toBe(200);
  });
});

describe("admin API without a session", () => {
  // Refusals change nothing: one app answers them all.
  const anonymous = new CollectorHarness();
  beforeAll(async () => {
    await anonymous.start(site.dir, { ADMIN_PASSWORD });
  });
  afterAll(() => anonymous.stop());

  it.each(ADMIN_ROUTES)("%s %s → 401 UNAUTHENTICATED", async (method, url, payload) => {
    expectError(await call(method, url, { payload, on: anonymous }), 401, "UNAUTHENTICATED");
  });

  it("does not read the body of a request without a session", async () => {
    const res = await call("PATCH", "/api/admin/leads/x", {
      payload: "{not json",
      headers: { "content-type": "application/json" },
      on: anonymous,
    });
    expectError(res, 401, "UNAUTHENTICATED");
  });

  it("refuses a forged cookie, a tampered signature and an unknown session", async () => {
    await start();
    const cookie = await signIn(harness.app);
    const value = cookie.slice("por_admin=".length);
    const [token = "", signature = ""] = value.split(".");
    const key = await sharedSecret(harness.app.db, SESSION_KEY_SECRET, newSessionKey);
    const other = SessionSigner.fromSecret(key).issue().cookieValue;
    const forged = SessionSigner.fromSecret(newSessionKey()).issue().cookieValue;
    for (const bad of [
      `por_admin=${forged}`,
      `por_admin=${token}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      `por_admin=${other}`,
      "por_admin=",
      `por_admin=${token}`,
      `other=${value}`,
    ]) {
      expectError(await call("GET", "/api/admin/leads", { cookie: bad }), 401, "UNAUTHENTICATED");
    }
    expect((await call("GET", "/api/admin/leads", { cookie })).statusCode).toBe(200);
  });
});

describe.each(DIALECTS)("admin sign-in and sessions on %s", (dialect) => {
  it("signs in with the password: a 204 and an HttpOnly, SameSite=Strict cookie for 8 hours", async () => {
    await start({}, dialect);
    const before = Date.now();
    const res = await call("POST", "/api/admin/session", { payload: { password: ADMIN_PASSWORD } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["set-cookie"]).toMatch(
      /^por_admin=[\w-]{43}\.[\w-]{43}; Max-Age=28800; Path=\/; HttpOnly; SameSite=Strict$/,
    );

    const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
    const session = await call("GET", "/api/admin/session", { cookie });
    expect(session.statusCode).toBe(200);
    const { authenticated, expiresAt } = session.json();
    expect(authenticated).toBe(true);
    expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(8 * 3600_000);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(8 * 3600_000);
  });

  it("says the password signs in until an owner has a passkey, and then refuses it PASSWORD_RETIRED", async () => {
    await start({}, dialect);
    const methods = await call("GET", "/api/admin/sign-in/methods");
    expect(methods.statusCode).toBe(200);
    expect(methods.json()).toEqual({ password: true });

    const { person } = await signInAs(harness.app, "owner", { email: "ana@example.com" });
    await addPasskey(harness.app.db, {
      id: "credential-1",
      personId: person.id,
      publicKey: new Uint8Array([1, 2, 3]),
      counter: 0,
      transports: ["internal"],
      deviceName: "Laptop",
    });
    expect((await call("GET", "/api/admin/sign-in/methods")).json()).toEqual({ password: false });
    expectError(
      await call("POST", "/api/admin/session", { payload: { password: ADMIN_PASSWORD } }),
      401,
      "PASSWORD_RETIRED",
    );
  });

  it("refuses a wrong password with 401 INVALID_PASSWORD and no cookie", async () => {
    await start({}, dialect);
    const res = await call("POST", "/api/admin/session", { payload: { password: `${ADMIN_PASSWORD} ` } });
    expectError(res, 401, "INVALID_PASSWORD");
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it.each<[string, number, string, InjectOptions["payload"], Record<string, string>?]>([
    ["no password", 400, "BAD_REQUEST", {}],
    ["an empty password", 400, "BAD_REQUEST", { password: "" }],
    ["a password that is an object", 400, "BAD_REQUEST", { password: { $ne: null } }],
    ["broken JSON", 400, "BAD_REQUEST", '{"password":', { "content-type": "application/json" }],
    [
      "a form body",
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      "password=x",
      { "content-type": "application/x-www-form-urlencoded" },
    ],
    ["a huge body", 413, "PAYLOAD_TOO_LARGE", { password: "x".repeat(20_000) }],
  ])("answers a sign-in with %s: %i %s", async (_, status, code, payload, headers = {}) => {
    await start({}, dialect);
    expectError(await call("POST", "/api/admin/session", { payload, headers }), status, code);
  });

  it("rate-limits sign-in: 5 failures per address in 15 minutes, then 429 even for the right password", async () => {
    await start({ TRUST_PROXY: "127.0.0.1" }, dialect);
    const from = (address: string) => ({ "x-forwarded-for": address });
    for (let i = 0; i < 5; i++) {
      const res = await call("POST", "/api/admin/session", {
        payload: { password: "guess" },
        headers: from("203.0.113.9"),
      });
      expectError(res, 401, "INVALID_PASSWORD");
    }
    const blocked = await call("POST", "/api/admin/session", {
      payload: { password: ADMIN_PASSWORD },
      headers: from("203.0.113.9"),
    });
    expectError(blocked, 429, "RATE_LIMITED");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(890);
    expect(Number(blocked.headers["retry-after"])).toBeLessThanOrEqual(900);
    expect(blocked.headers["set-cookie"]).toBeUndefined();
    // Another address is not affected.
    await signIn(harness.app, { headers: from("198.51.100.4") });
  });

  it("counts IPv6 sign-in failures per /48: another /64 of the same site is the same bucket", async () => {
    await start({ TRUST_PROXY: "127.0.0.1" }, dialect);
    const from = (address: string) => ({ "x-forwarded-for": address });
    for (let i = 0; i < 5; i++) {
      const res = await call("POST", "/api/admin/session", {
        payload: { password: "guess" },
        headers: from(`2001:db8:7:${i.toString(16)}00::1`),
      });
      expectError(res, 401, "INVALID_PASSWORD");
    }
    const blocked = await call("POST", "/api/admin/session", {
      payload: { password: ADMIN_PASSWORD },
      headers: from("2001:db8:7:ffff:1:2:3:4"),
    });
    expectError(blocked, 429, "RATE_LIMITED");
    // The next /48 is another bucket.
    await signIn(harness.app, { headers: from("2001:db8:8::1") });
  });

  it("trips the global failed sign-in budget: every address slowed to one attempt at a time, the owner e-mailed once", async () => {
    const smtp = new TestSmtpServer();
    await smtp.start();
    try {
      await start({ TRUST_PROXY: "127.0.0.1", SMTP_URL: smtp.url, NOTIFY_EMAIL: "owner@example.com" }, dialect);
      // The alert goes through the outbox, whose worker starts when the server listens.
      await harness.app.listen({ port: 0, host: "127.0.0.1" });
      const attempt = (address: string, password = "guess") =>
        call("POST", "/api/admin/session", { payload: { password }, headers: { "x-forwarded-for": address } });
      // Each address stays under its own limit (one failure each).
      for (let i = 0; i < GLOBAL_SIGN_IN_LIMIT.max; i++) {
        expectError(await attempt(`198.51.100.${i}`), 401, "INVALID_PASSWORD");
      }
      expect(smtp.messages).toHaveLength(0);
      // Over the budget: the first attempt goes through, the next ones wait, whatever the address.
      expectError(await attempt("203.0.113.1"), 401, "INVALID_PASSWORD");
      const slowed = await attempt("203.0.113.2");
      expectError(slowed, 429, "SIGN_IN_SLOWED");
      expect(Number(slowed.headers["retry-after"])).toBe(SLOWED_INTERVAL_MS / 1000);
      expectError(await attempt("203.0.113.3", ADMIN_PASSWORD), 429, "SIGN_IN_SLOWED");

      const [alert] = await smtp.waitFor(1);
      expect(alert!.to).toEqual(["owner@example.com"]);
      expect(alert!.headers.get("subject")).toBe("Console: many failed sign-ins, sign-in slowed down");
      expect(alert!.text).toContain(`More than ${GLOBAL_SIGN_IN_LIMIT.max} sign-ins`);

      // The owner still gets in once the interval has passed; refused attempts did not count
      // against their own address.
      await new Promise((resolve) => setTimeout(resolve, SLOWED_INTERVAL_MS + 50));
      await signIn(harness.app, { headers: { "x-forwarded-for": "203.0.113.3" } });
      await new Promise((resolve) => setTimeout(resolve, SLOWED_INTERVAL_MS + 50));
      expectError(await attempt("203.0.113.4"), 401, "INVALID_PASSWORD");
      // One e-mail for the whole window, however many attempts follow.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.messages).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  }, 20_000);

  it("does not count successful sign-ins against the limit", async () => {
    await start({}, dialect);
    for (let i = 0; i < 7; i++) await signIn(harness.app);
  });

  it("signs out: 204, the cookie cleared, and the old cookie refused from then on", async () => {
    await start({}, dialect);
    const cookie = await signIn(harness.app);
    const other = await signIn(harness.app);
    const res = await call("DELETE", "/api/admin/session", { cookie });
    expect(res.statusCode).toBe(204);
    expect(res.headers["set-cookie"]).toBe("por_admin=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict");
    expectError(await call("GET", "/api/admin/session", { cookie }), 401, "UNAUTHENTICATED");
    expectError(await call("DELETE", "/api/admin/session", { cookie }), 401, "UNAUTHENTICATED");
    // Signing out one browser leaves the others signed in.
    expect((await call("GET", "/api/admin/session", { cookie: other })).statusCode).toBe(200);
  });

  it("refuses an expired session", async () => {
    await start({}, dialect);
    const cookie = await signIn(harness.app);
    await harness.app.db
      .updateTable("admin_sessions")
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    expectError(await call("GET", "/api/admin/leads", { cookie }), 401, "UNAUTHENTICATED");
  });

  it("keeps sessions across a restart and a password change: the cookie key is the server's, not the password", async () => {
    await start({}, dialect);
    const cookie = await signIn(harness.app);
    await harness.restart();
    expect((await call("GET", "/api/admin/session", { cookie })).statusCode).toBe(200);
    await harness.restart({ ADMIN_PASSWORD: "a brand new password" });
    expect((await call("GET", "/api/admin/session", { cookie })).statusCode).toBe(200);
    await signIn(harness.app, { password: "a brand new password" });
  });

  it("lasts ADMIN_SESSION_HOURS", async () => {
    await start({ ADMIN_SESSION_HOURS: "0.5" }, dialect);
    const res = await call("POST", "/api/admin/session", { payload: { password: ADMIN_PASSWORD } });
    expect(res.headers["set-cookie"]).toMatch(/; Max-Age=1800;/);
  });
});

describe("admin cookies: Secure and __Host- behind HTTPS", () => {
  // Over https the cookie is __Host-por_admin, which a browser accepts only Secure, Path=/, no Domain.
  const secure = (res: LightMyRequestResponse) => {
    const header = String(res.headers["set-cookie"]);
    const prefixed = header.startsWith("__Host-por_admin=");
    expect(header.includes("; Secure")).toBe(prefixed);
    if (prefixed) expect(header).toContain("; Path=/;");
    expect(header).not.toMatch(/domain=/i);
    return prefixed;
  };
  const signInWith = (headers: Record<string, string> = {}) =>
    call("POST", "/api/admin/session", { payload: { password: ADMIN_PASSWORD }, headers });

  it.each<[string, Env, Record<string, string>, boolean]>([
    ["plain HTTP", {}, {}, false],
    ["PUBLIC_URL is https", { PUBLIC_URL: "https://example.com" }, {}, true],
    ["PUBLIC_URL is http", { PUBLIC_URL: "http://localhost:3000" }, {}, false],
    ["a trusted proxy says https", { TRUST_PROXY: "127.0.0.1" }, { "x-forwarded-proto": "https" }, true],
    ["an untrusted client says https", {}, { "x-forwarded-proto": "https" }, false],
  ])("%s → Secure: %s", async (_, env, headers, expected) => {
    await start(env);
    const res = await signInWith(headers);
    expect(res.statusCode).toBe(204);
    expect(secure(res)).toBe(expected);
    const cookie = String(res.headers["set-cookie"]).split(";")[0]!;
    const out = await call("DELETE", "/api/admin/session", { cookie, headers });
    expect(out.statusCode).toBe(204);
    expect(secure(out)).toBe(expected);
  });

  it("reads over https only the prefixed cookie, which no plain-http page or subdomain can plant", async () => {
    await start({ PUBLIC_URL: "https://example.com" });
    const cookie = await signIn(harness.app);
    expect(cookie).toMatch(/^__Host-por_admin=/);
    expect((await call("GET", "/api/admin/session", { cookie })).statusCode).toBe(200);
    const unprefixed = cookie.replace(/^__Host-/, "");
    expectError(await call("GET", "/api/admin/session", { cookie: unprefixed }), 401, "UNAUTHENTICATED");
  });
});

describe("admin API: cross-site requests", () => {
  let cookie: string;
  beforeEach(async () => {
    await start({ PUBLIC_URL: "https://leads.example.com" });
    await harness.postJson(CONSULTING);
    cookie = await signIn(harness.app);
  });

  const leadId = async () => (await call("GET", "/api/admin/leads", { cookie })).json().leads[0].id as string;

  const foreign: [string, Record<string, string>][] = [
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site" }],
    ["Sec-Fetch-Site: none", { "sec-fetch-site": "none" }],
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin: null", { origin: "null" }],
    ["our host on another port", { origin: "http://localhost:8080" }],
    [
      "a same-origin Origin with Sec-Fetch-Site: cross-site",
      { origin: "http://localhost", "sec-fetch-site": "cross-site" },
    ],
  ];

  it.each(foreign)("refuses a state change with %s: 403 CROSS_SITE, nothing changed", async (_, headers) => {
    const id = await leadId();
    const writes: [InjectOptions["method"], string, unknown?][] = [
      ["PATCH", `/api/admin/leads/${id}`, { status: "spam" }],
      ["DELETE", `/api/admin/leads/${id}`],
      ["DELETE", "/api/admin/session"],
      ["POST", "/api/admin/session", { password: ADMIN_PASSWORD }],
    ];
    for (const [method, url, payload] of writes) {
      expectError(await call(method, url, { cookie, payload, headers }), 403, "CROSS_SITE");
    }
    const lead = await call("GET", `/api/admin/leads/${id}`, { cookie });
    expect(lead.json().status).toBe("new");
  });

  it.each<[string, Record<string, string>]>([
    ["Sec-Fetch-Site: same-origin", { "sec-fetch-site": "same-origin" }],
    ["an Origin naming this host (default port)", { origin: "http://localhost" }],
    ["an Origin naming this host and port", { origin: "http://site.test:3000", host: "site.test:3000" }],
    [
      "PUBLIC_URL as Origin, behind a proxy that rewrites Host",
      { origin: "https://leads.example.com", host: "10.0.0.5:3000" },
    ],
    ["neither header (curl, scripts)", {}],
  ])("accepts a state change with %s", async (_, headers) => {
    const id = await leadId();
    const res = await call("PATCH", `/api/admin/leads/${id}`, { cookie, payload: { status: "handled" }, headers });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("lets cross-site reads through to the session check (they carry no SameSite=Strict cookie anyway)", async () => {
    const res = await call("GET", "/api/admin/leads", { cookie, headers: { "sec-fetch-site": "cross-site" } });
    expect(res.statusCode).toBe(200);
  });
});

/**
 * An app whose inbox holds five leads, one of them spam, each a few milliseconds after the last; resolves
 * to a signed-in cookie. Mail is on (to a port nothing listens on) so that leads get outbox rows;
 * inject() never starts the worker, so they stay pending.
 */
async function startInbox(on: CollectorHarness, dialect: Dialect): Promise<string> {
  await on.start(
    site.dir,
    { ADMIN_PASSWORD, SMTP_URL: "smtp://127.0.0.1:9", NOTIFY_EMAIL: "owner@example.com" },
    dialect,
  );
  const leads = [
    { ...CONSULTING, name: "Ada Lovelace" },
    { ...DISCOVERY, name: "João Ninguém", email: "joao@example.com", company: "Ação Ltda", _language: "pt" },
    { ...CONSULTING, name: '=HYPERLINK("x")', email: "formula@example.com", context: 'Line 1\nLine 2, "quoted"' },
    { ...CONSULTING, name: "Bot", email: "bot@example.com", _gotcha: "filled" },
    { ...DISCOVERY, name: "Grace Hopper" },
  ];
  for (const lead of leads) {
    expect((await on.postJson(lead)).statusCode).toBe(200);
    // Distinct arrival times, so that "newest first" is one order.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return signIn(on.app);
}

const names = (res: LightMyRequestResponse) => res.json().leads.map((lead: { name: string }) => lead.name);

// Reading changes nothing: these share one app and its five leads per dialect, where building an
// app and posting its leads for each would take most of the file's time.
describe.each(DIALECTS)("admin inbox API, reading, on %s", (dialect) => {
  const reader = new CollectorHarness();
  let cookie: string;
  const get = (url: string) => reader.app.inject({ method: "GET", url, headers: { cookie } });

  beforeAll(async () => {
    cookie = await startInbox(reader, dialect);
  });
  afterAll(() => reader.stop());

  it("lists leads newest first, spam left out, each lead with exactly the documented fields", async () => {
    const res = await get("/api/admin/leads");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    const body = res.json();
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 25 });
    expect(names(res)).toEqual(["Grace Hopper", '=HYPERLINK("x")', "João Ninguém", "Ada Lovelace"]);
    expect(body.leads[2]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      form: "discovery",
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      language: "pt",
      name: "João Ninguém",
      email: "joao@example.com",
      company: "Ação Ltda",
      message: DISCOVERY.currentChallenges,
      teamSize: "6-15",
      workshopInterest: "6-week",
      subject: null,
      replyTo: null,
      status: "new",
      clientAddress: "127.0.0.0",
      userAgent: "lightMyRequest",
      value: null,
      replyBy: new Date(Date.parse(body.leads[2].receivedAt) + 24 * 60 * 60 * 1000).toISOString(),
      handled: false,
      overdue: false,
      booking: null,
      // Issue 50: whose lead it is; nobody's yet.
      assignedTo: null,
      // Issue 26: where it came from; these leads were posted without a page view before them.
      attribution: null,
      spamReasons: [],
      // Issue 39: its stage, and nothing scheduled yet.
      stage: "new",
      lostReason: null,
      followUpOn: null,
      followUpDue: false,
      stale: false,
    });
  });

  it.each<[string, string[], number?]>([
    ["?status=spam", ["Bot"]],
    ["?status=new", ["Grace Hopper", '=HYPERLINK("x")', "João Ninguém", "Ada Lovelace"]],
    ["?status=handled", []],
    ["?form=discovery", ["Grace Hopper", "João Ninguém"]],
    ["?form=consulting&status=spam", ["Bot"]],
    ["?q=joao", ["João Ninguém"]],
    ["?q=JOÃO%20acao", ["João Ninguém"]],
    ["?q=hyperlink", ['=HYPERLINK("x")']],
    ["?q=grace%40example.com", ["Grace Hopper"]],
    ["?q=bot", []],
    ["?q=bot&status=spam", ["Bot"]],
    ["?form=&status=&q=", ["Grace Hopper", '=HYPERLINK("x")', "João Ninguém", "Ada Lovelace"]],
    ["?pageSize=2", ["Grace Hopper", '=HYPERLINK("x")'], 4],
    ["?pageSize=2&page=2", ["João Ninguém", "Ada Lovelace"], 4],
    ["?pageSize=2&page=3", [], 4],
    ["?pageSize=100&unknown=ignored", ["Grace Hopper", '=HYPERLINK("x")', "João Ninguém", "Ada Lovelace"]],
  ])("GET /api/admin/leads%s", async (query, expected, total = expected.length) => {
    const res = await get(`/api/admin/leads${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res)).toEqual(expected);
    expect(res.json().total).toBe(total);
  });

  it.each([
    "?pageSize=0",
    "?pageSize=101",
    "?pageSize=ten",
    "?page=0",
    "?page=-1",
    "?page=1.5",
    "?status=archived",
    "?status=new&status=spam",
    "?form=newsletter",
    `?q=${"x".repeat(201)}`,
    // PostgreSQL refuses U+0000 in text, and SQLite's full-text syntax ends a string at it.
    "?q=a%00b",
  ])("GET /api/admin/leads%s → 400 BAD_QUERY", async (query) => {
    expectError(await get(`/api/admin/leads${query}`), 400, "BAD_QUERY");
  });

  it.each(["?format=xml", "?status=all", "?form=x", "?q=%00"])(
    "refuses an export with %s: 400 BAD_QUERY",
    async (query) => {
      expectError(await get(`/api/admin/leads/export${query}`), 400, "BAD_QUERY");
    },
  );
});

describe.each(DIALECTS)("admin inbox API on %s", (dialect) => {
  let cookie: string;
  const get = (url: string) => call("GET", url, { cookie });

  beforeEach(async () => {
    cookie = await startInbox(harness, dialect);
  });

  it("shows one lead, and 404 NOT_FOUND for an unknown id", async () => {
    const [first] = (await get("/api/admin/leads")).json().leads;
    const res = await get(`/api/admin/leads/${first.id}`);
    expect(res.statusCode).toBe(200);
    // Where the lead came from (issue 26): null, the server never saw its visit.
    // One lead also carries its history of stages and the owner's notes (issue 39): none yet; and
    // (issue 40) the other messages of its address and the reply "Reply" drafts.
    expect(res.json()).toEqual({
      ...first,
      // The one lead says which currency its value is set in (the site's, until one is set).
      dealCurrency: "BRL",
      heldMail: [],
      history: [],
      notes: [],
      replies: [],
      others: expect.any(Array),
      reply: { subject: expect.stringMatching(/^Re: /), body: expect.any(String) },
    });
    expect(first.attribution).toBeNull();
    expectError(await get("/api/admin/leads/00000000-0000-4000-8000-000000000000"), 404, "NOT_FOUND");
    expectError(await get(`/api/admin/leads/${"x".repeat(65)}`), 404, "NOT_FOUND");
  });

  it("answers an id with a NUL character 404 NOT_FOUND, whatever the method", async () => {
    const url = "/api/admin/leads/a%00b";
    expectError(await get(url), 404, "NOT_FOUND");
    expectError(await call("PATCH", url, { cookie, payload: { status: "handled" } }), 404, "NOT_FOUND");
    expectError(await call("DELETE", url, { cookie }), 404, "NOT_FOUND");
  });

  it("marks handled (the stage replied) and back, spam and back (the stage kept underneath)", async () => {
    const [first] = (await get("/api/admin/leads")).json().leads;
    const patch = (status: string) => call("PATCH", `/api/admin/leads/${first.id}`, { cookie, payload: { status } });
    // Marked spam by the owner, the lead names them as its reason, and keeps it once back, as a
    // caught lead keeps its own (issue 27: every verdict with its reason).
    const marked = [...first.spamReasons, "marked-by-owner"];
    for (const [status, spamReasons] of [
      ["handled", first.spamReasons],
      ["new", first.spamReasons],
      ["spam", marked],
      ["new", marked],
    ] as const) {
      const res = await patch(status);
      expect(res.statusCode).toBe(200);
      const stage = status === "handled" ? "replied" : "new";
      expect(res.json()).toEqual({ ...first, status, handled: status === "handled", stage, spamReasons });
    }
    expect((await patch("spam")).statusCode).toBe(200);
    expect(names(await get("/api/admin/leads"))).not.toContain(first.name);
    expect(names(await get("/api/admin/leads?status=spam"))).toContain(first.name);
  });

  it.each<[string, unknown, number, string]>([
    ["an unknown status", { status: "archived" }, 400, "BAD_REQUEST"],
    ["no status", {}, 400, "BAD_REQUEST"],
    ["a status array", { status: ["new", "spam"] }, 400, "BAD_REQUEST"],
    ["a JSON array", [], 400, "BAD_REQUEST"],
  ])("refuses a PATCH with %s", async (_, payload, status, code) => {
    const [first] = (await get("/api/admin/leads")).json().leads;
    expectError(
      await call("PATCH", `/api/admin/leads/${first.id}`, { cookie, payload: payload as object }),
      status,
      code,
    );
    expect((await get(`/api/admin/leads/${first.id}`)).json().status).toBe("new");
  });

  it("404s a PATCH of an unknown lead", async () => {
    const res = await call("PATCH", "/api/admin/leads/nope", { cookie, payload: { status: "handled" } });
    expectError(res, 404, "NOT_FOUND");
  });

  it("deletes a lead for good, with its pending notification", async () => {
    const notifications = async (leadId: string) =>
      (await listMessages(harness.app.db, leadId)).filter((message) => message.kind === "notification");
    const [first, second] = (await get("/api/admin/leads")).json().leads;
    expect(await notifications(first.id)).toHaveLength(1);
    const res = await call("DELETE", `/api/admin/leads/${first.id}`, { cookie });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expectError(await get(`/api/admin/leads/${first.id}`), 404, "NOT_FOUND");
    expect(await notifications(first.id)).toEqual([]);
    expect(await notifications(second.id)).toHaveLength(1);
    expect((await get("/api/admin/leads")).json().total).toBe(3);
    expectError(await call("DELETE", `/api/admin/leads/${first.id}`, { cookie }), 404, "NOT_FOUND");
  });

  it("exports the current filter as CSV that parses back: formulas neutralised, accents intact", async () => {
    const res = await get("/api/admin/leads/export?format=csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="leads-${today}.csv"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.startsWith("\uFEFF")).toBe(true);

    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual([...CSV_HEADER]);
    const byName = (name: string) => rows.find((row) => row[header!.indexOf("name")] === name);
    expect(rows).toHaveLength(4);
    expect(byName("João Ninguém")?.[header!.indexOf("company")]).toBe("Ação Ltda");
    const formula = byName(`'=HYPERLINK("x")`);
    expect(formula?.[header!.indexOf("message")]).toBe('Line 1\nLine 2, "quoted"');
    expect(byName("Bot")).toBeUndefined();

    const spam = parseCsv((await get("/api/admin/leads/export?status=spam&format=csv")).body.slice(1));
    expect(spam.slice(1).map((row) => row[header!.indexOf("name")])).toEqual(["Bot"]);
    const search = parseCsv((await get("/api/admin/leads/export?q=joao")).body.slice(1));
    expect(search.slice(1).map((row) => row[header!.indexOf("name")])).toEqual(["João Ninguém"]);
  });

  it("exports for a spreadsheet in the console's language: names, ';' in Portuguese, the guards kept", async () => {
    const res = await get("/api/admin/leads/export?format=csv&language=pt");
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1), ";");
    expect(header).toContain("Etapa");
    expect(header!.find((column) => column.startsWith("Recebido em ("))).toBeDefined();
    expect(rows).toHaveLength(4);
    const byName = (name: string) => rows.find((row) => row[header!.indexOf("Nome")] === name);
    expect(byName("João Ninguém")?.[header!.indexOf("Etapa")]).toBe("Novo");
    expect(byName("João Ninguém")?.[header!.indexOf("Formulário")]).toMatch(/^(Consultoria|Conversa inicial)$/);
    expect(byName(`'=HYPERLINK("x")`)).toBeDefined();
    expectError(await get("/api/admin/leads/export?format=csv&language=de"), 400, "BAD_QUERY");
  });

  it("exports JSON with the values as they were sent", async () => {
    const res = await get("/api/admin/leads/export?format=json&form=consulting");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.json"$/);
    const leads = res.json();
    expect(leads.map((lead: { name: string }) => lead.name)).toEqual(['=HYPERLINK("x")', "Ada Lovelace"]);
    expect(Object.keys(leads[0])).toEqual([
      ...EXPORT_COLUMNS,
      ...VALUE_COLUMNS,
      "attribution",
      ...CALL_COLUMNS,
      "notes",
    ]);
  });

  it("answers 404 NOT_FOUND, in JSON, for an unknown route with a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/nope"],
      ["GET", "/api/admin"],
      ["POST", "/api/admin/leads"],
      ["PUT", "/api/admin/leads/x"],
    ] as const) {
      expectError(await call(method, url, { cookie, payload: method === "GET" ? undefined : {} }), 404, "NOT_FOUND");
    }
  });

  it("never sends a visitor's markup as anything but JSON text", async () => {
    await harness.postJson({ ...CONSULTING, name: "<script>alert(1)</script>", email: "xss@example.com" });
    const res = await get("/api/admin/leads?q=xss");
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.json().leads[0].name).toBe("<script>alert(1)</script>");
  });
});
