// Issue 7, point 2: thousands of generated hostile requests over real HTTP, at the collector and
// the inbox API. Every reply must be a documented one (never a 5xx, errors as JSON with a code,
// no stack), the server must stay up with its memory back where it was, and the database must
// hold exactly the leads that were answered 2xx, byte for byte.
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Language } from "../../../shared/languages.js";
import { leadJson as leadJsonSchema, type LeadJson } from "../../../shared/admin-api.js";
import { stripFormatCharacters } from "../../../shared/format-characters.js";
import { listAllLeads, type Lead } from "../../leads/repository.js";
import { ADMIN_PASSWORD, parseCsv } from "../admin.js";
import { CollectorHarness, CONSULTING } from "../collector.js";
import type { Dialect } from "../../db/database.js";
import { makeSite } from "../site.js";
import { sendFetch, sendRaw, type FetchRequest, type HttpReply, type RawRequest } from "../raw-http.js";
import {
  checkNext,
  checkReply,
  codeOf,
  HOSTILE_KEYS,
  HOSTILE_SNIPPETS,
  hostileText,
  INVALID_EMAILS,
  leadCase,
  multipart,
  stored as storedText,
  storedLine,
  urlencoded,
  type ExpectedLead,
  type LeadCase,
} from "../hostile.js";

// Node's GC, reachable without --expose-gc on the command line: the flag is read when a new
// context is created, and `gc` is then a global of that context.
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc") as () => void;

async function settledHeap(): Promise<number> {
  for (let i = 0; i < 4; i++) {
    collectGarbage();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

const MB = 1024 * 1024;
const HEAP_TOLERANCE = 20 * MB;

let site: Awaited<ReturnType<typeof makeSite>>;
beforeAll(async () => {
  site = await makeSite();
});
afterAll(() => site.remove());

/** Requests sent and replies seen, and the leads that must be stored because they got a 2xx. */
class Traffic {
  sent = 0;
  readonly statuses = new Map<number, number>();
  readonly expected: ExpectedLead[] = [];

  constructor(readonly port: () => number) {}

  private count(reply: HttpReply): HttpReply {
    this.statuses.set(reply.status, (this.statuses.get(reply.status) ?? 0) + 1);
    return reply;
  }

  async fetch(request: FetchRequest): Promise<HttpReply> {
    this.sent++;
    return this.count(await sendFetch(this.port(), request));
  }

  async raw(request: RawRequest): Promise<HttpReply> {
    this.sent++;
    return this.count(await sendRaw(this.port(), request));
  }

  get serverErrors(): number {
    return [...this.statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
  }
}

type Encoding = "json" | "urlencoded" | "multipart";

/** A JSON object from entries, written by hand so that keys such as `__proto__` stay keys. */
function jsonObject(entries: [string, string][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(",")}}`;
}

function encode(entries: [string, string][], encoding: Encoding): { body: Buffer; contentType: string } {
  switch (encoding) {
    case "json":
      return { body: Buffer.from(jsonObject(entries)), contentType: "application/json" };
    case "urlencoded":
      return { body: Buffer.from(urlencoded(entries)), contentType: "application/x-www-form-urlencoded" };
    case "multipart":
      return multipart(entries);
  }
}

const ACCEPT = { json: "application/json", html: "text/html,application/xhtml+xml,*/*;q=0.8" } as const;

const PT_SUMMARY = /^Revise (o campo|os campos) /;
const EN_SUMMARY = /^Please check the form: /;

// fast-check's own report is what matters on failure; a long shrink of network calls is not.
const runs = (numRuns: number) => ({ numRuns, endOnFailure: true });

describe.each<{ dialect: Dialect; scale: number }>([
  { dialect: "sqlite", scale: 1 },
  { dialect: "postgres", scale: 0.1 },
])("hostile input on $dialect", ({ dialect, scale }) => {
  const harness = new CollectorHarness();
  const n = (runsAtFullScale: number) => Math.max(5, Math.round(runsAtFullScale * scale));
  let port = 0;
  let cookie = "";
  let baseline = 0;
  let started = 0;
  const traffic = new Traffic(() => port);

  /** Sends a valid lead; a 2xx adds it to what must be stored. */
  async function submit(
    lead: LeadCase,
    {
      encoding,
      accept,
      raw,
      extra = [],
    }: { encoding: Encoding; accept: keyof typeof ACCEPT; raw: boolean; extra?: [string, string][] },
  ): Promise<HttpReply> {
    const { body, contentType } = encode([...Object.entries(lead.fields), ...extra], encoding);
    const headers = { "content-type": contentType, accept: ACCEPT[accept], "user-agent": lead.userAgent };
    const reply = raw
      ? await traffic.raw({ method: "POST", target: "/f/contact", headers: Object.entries(headers), body })
      : await traffic.fetch({ method: "POST", path: "/f/contact", headers, body });
    // 303 is the success of a post without JavaScript.
    if (reply.status < 300 || reply.status === 303) traffic.expected.push(lead.expected);
    return reply;
  }

  /** Checks a success and returns where it sends the visitor. */
  function expectSuccess(reply: HttpReply, lead: LeadCase, jsonReply: boolean, where: string): string {
    checkReply(reply, where);
    let next: unknown;
    if (jsonReply) {
      expect(reply.status, where).toBe(200);
      const answer = JSON.parse(reply.text) as { next?: unknown };
      expect(answer, where).toEqual({ ok: true, next: expect.any(String) });
      next = answer.next;
    } else {
      expect(reply.status, where).toBe(303);
      next = reply.headers["location"];
    }
    checkNext(next, where);
    if (lead.next !== undefined) expect(next, where).toBe(lead.next);
    return next as string;
  }

  // SQLite syncs every commit to disk (synchronous=FULL), which made most of this file's run time
  // on a busy machine; durability is not what it tests, so its database lives in memory when it can.
  let dataDir = "";

  beforeAll(async () => {
    started = Date.now();
    dataDir = await mkdtemp(path.join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "hostile-"));
    const app = await harness.start(
      site.dir,
      {
        ADMIN_PASSWORD,
        RATE_LIMIT_PER_MINUTE: "999999",
        LOG_LEVEL: "silent",
        ...(dialect === "sqlite" ? { DATA_DIR: dataDir } : {}),
      },
      dialect,
    );
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;

    // Signed in once, through the real route, before any wrong password is tried.
    const signIn = await traffic.fetch({
      method: "POST",
      path: "/api/admin/session",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(204);
    cookie = signIn.setCookie[0]!.split(";")[0]!;

    // Warm up what the run will use (compiled schemas, JIT, connection pools) before measuring.
    for (let i = 0; i < 20; i++) {
      await traffic.fetch({ method: "GET", path: "/healthz" });
      await traffic.fetch({ method: "GET", path: "/api/admin/leads?q=warm", headers: { cookie } });
      const invalid = await traffic.fetch({
        method: "POST",
        path: "/f/contact",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...CONSULTING, email: "not an address" }),
      });
      expect(invalid.status).toBe(422);
    }
    baseline = await settledHeap();
  }, 60_000);

  afterAll(async () => {
    await harness.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("stores every valid lead with hostile values exactly as sent (JSON, URL-encoded, multipart)", async () => {
    await fc.assert(
      fc.asyncProperty(
        leadCase(),
        fc.constantFrom<Encoding>("json", "urlencoded", "multipart"),
        fc.constantFrom<keyof typeof ACCEPT>("json", "html"),
        fc.boolean(),
        async (lead, encoding, accept, raw) => {
          const reply = await submit(lead, { encoding, accept, raw });
          expectSuccess(reply, lead, accept === "json" || encoding === "json", `valid ${encoding} lead`);
        },
      ),
      runs(n(700)),
    );
  }, 120_000);

  it("stores a lead with invalid UTF-8 in a value as Node decodes it, U+FFFD for each bad sequence", async () => {
    const MARK = "QQBADQQ";
    await fc.assert(
      fc.asyncProperty(
        leadCase(),
        fc.constantFrom("name", "company", "message"),
        fc.uint8Array({ minLength: 1, maxLength: 8 }).map((bytes) => Buffer.from(bytes.map((byte) => byte | 0x80))),
        fc.constantFrom<Encoding>("json", "urlencoded"),
        async (lead, which, bad, encoding) => {
          const field = which === "message" ? lead.messageField : which;
          const fields = { ...lead.fields, [field]: `${[...lead.fields[field]!].slice(0, 50).join("")} ${MARK} end` };
          const { body: clean, contentType } = encode(Object.entries(fields), encoding);
          const at = clean.indexOf(MARK);
          const body = Buffer.concat([clean.subarray(0, at), bad, clean.subarray(at + MARK.length)]);
          // What the server reads: the body decoded as UTF-8 (replacing what is not), then parsed.
          const text = body.toString("utf8");
          const parsed =
            encoding === "json"
              ? (JSON.parse(text) as Record<string, string>)[field]!
              : new URLSearchParams(text).get(field)!;
          const expected = { ...lead.expected, [which]: which === "message" ? storedText(parsed) : storedLine(parsed) };
          const reply = await traffic.raw({
            method: "POST",
            target: "/f/contact",
            headers: [
              ["Content-Type", contentType],
              ["Accept", "application/json"],
              ["User-Agent", lead.userAgent],
            ],
            body,
          });
          if (reply.status === 200) traffic.expected.push(expected);
          expectSuccess(reply, lead, true, `${encoding} lead with ${bad.toString("hex")} in ${field}`);
        },
      ),
      runs(n(150)),
    );
  }, 60_000);

  it("answers a retry with the same idempotency key like the first, storing it once", async () => {
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(
        leadCase(),
        leadCase(),
        fc.constantFrom<Encoding>("json", "urlencoded"),
        async (first, retry, encoding) => {
          const key = `retry-${dialect}-${++serial}-${Date.now().toString(36)}`;
          const keyed = { ...first, fields: { ...first.fields, _idempotencyKey: key } };
          const original = await submit(keyed, { encoding, accept: "json", raw: false });
          const next = expectSuccess(original, first, true, "first submission");
          const again = await traffic.fetch({
            method: "POST",
            path: "/f/contact",
            headers: { "content-type": "application/json", accept: "application/json" },
            body: JSON.stringify({ ...retry.fields, _idempotencyKey: key }),
          });
          checkReply(again, "retry");
          expect(again.status).toBe(200);
          expect(JSON.parse(again.text)).toEqual({ ok: true, next });
        },
      ),
      runs(n(40)),
    );
  }, 60_000);

  it("stores a filled honeypot as spam and answers it like a lead; invalid with a honeypot stores nothing", async () => {
    await fc.assert(
      fc.asyncProperty(leadCase(), hostileText(100), fc.boolean(), async (lead, gotcha, valid) => {
        const fields = valid ? { ...lead.fields, _gotcha: gotcha } : { name: lead.fields.name!, _gotcha: gotcha };
        const reply = await traffic.fetch({
          method: "POST",
          path: "/f/contact",
          headers: { "content-type": "application/json", accept: "application/json", "user-agent": lead.userAgent },
          body: JSON.stringify(fields),
        });
        if (valid && reply.status === 200) traffic.expected.push({ ...lead.expected, status: "spam" });
        checkReply(reply, "honeypot");
        expect(reply.status).toBe(200);
        if (valid) expectSuccess(reply, lead, true, "honeypot");
      }),
      runs(n(60)),
    );
  }, 60_000);

  it("accepts a valid lead wrapped in hostile noise, or refuses it whole (MALFORMED_BODY)", async () => {
    const noiseKey = fc.oneof(
      fc.constantFrom(...HOSTILE_KEYS),
      fc
        .string({ maxLength: 12 })
        .filter(
          (key) =>
            !/^(?:name|email|company|context|currentChallenges|teamSize|workshopInterest)$/.test(key) &&
            !key.startsWith("_"),
        ),
    );
    const noiseValue = fc.oneof(fc.constantFrom(...HOSTILE_SNIPPETS), fc.string({ unit: "binary", maxLength: 40 }));
    await fc.assert(
      fc.asyncProperty(
        leadCase(),
        fc.array(fc.tuple(noiseKey, noiseValue), { minLength: 1, maxLength: 8 }),
        fc.constantFrom<Encoding>("json", "urlencoded", "multipart"),
        fc.boolean(),
        async (lead, noise, encoding, raw) => {
          const reply = await submit(lead, { encoding, accept: "json", raw, extra: noise });
          const where = `${encoding} lead with noise ${JSON.stringify(noise)}`;
          checkReply(reply, where);
          const keys = noise.map(([key]) => key);
          // JSON: Fastify refuses prototype poisoning; multipart: the parser refuses any name that
          // Object.prototype has. URL-encoded bodies parse into objects without a prototype.
          const refused =
            (encoding === "json" && keys.includes("__proto__")) ||
            (encoding === "multipart" && keys.some((key) => key in Object.prototype));
          if (refused) {
            expect(reply.status, where).toBe(400);
            expect(codeOf(reply), where).toBe("MALFORMED_BODY");
          } else expectSuccess(reply, lead, true, where);
        },
      ),
      runs(n(400)),
    );
  }, 120_000);

  type Mutation =
    "missing" | "empty" | "blank" | "null" | "array" | "object" | "number" | "boolean" | "tooLong" | "nul" | "badEmail";

  it("refuses a lead with one field wrong (422, the field named, in the visitor's language), storing nothing", async () => {
    const mutation = fc.constantFrom<Mutation>(
      "missing",
      "empty",
      "blank",
      "null",
      "array",
      "object",
      "number",
      "boolean",
      "tooLong",
      "nul",
      "badEmail",
    );
    const field = fc.constantFrom("name", "email", "company", "message");
    await fc.assert(
      fc.asyncProperty(
        leadCase(),
        field,
        mutation,
        fc.constantFrom<Encoding>("json", "urlencoded", "multipart"),
        fc.constantFrom<keyof typeof ACCEPT>("json", "html"),
        fc.constantFrom<Language>("en", "pt"),
        fc.constantFrom(...INVALID_EMAILS.filter((email) => email !== "")),
        async (lead, which, kind, encoding, accept, language, badEmail) => {
          const name = which === "message" ? lead.messageField : which;
          // Only JSON carries nulls, numbers, booleans and objects.
          if (encoding !== "json" && ["null", "object", "number", "boolean"].includes(kind)) kind = "array";
          if (kind === "badEmail" && name !== "email") kind = "tooLong";
          const value = lead.fields[name]!;
          const max = { name: 200, email: 254, company: 200, context: 5000, currentChallenges: 5000 }[name];
          const replacement: Record<Mutation, unknown> = {
            missing: undefined,
            empty: "",
            blank: " \t\n ",
            null: null,
            array: [value, value],
            object: { value },
            number: 42,
            boolean: true,
            tooLong: name === "email" ? `${"x".repeat(250)}@example.com` : "y".repeat(max + 1),
            nul: `${value}\u0000`,
            badEmail: badEmail,
          };
          const entries: [string, unknown][] = Object.entries({ ...lead.fields, _language: language });
          const index = entries.findIndex(([key]) => key === name);
          if (kind === "missing") entries.splice(index, 1);
          else entries[index] = [name, replacement[kind]];

          let body: Buffer;
          let contentType: string;
          if (encoding === "json") {
            body = Buffer.from(`{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`);
            contentType = "application/json";
          } else {
            const flat = entries.flatMap(([k, v]): [string, string][] =>
              Array.isArray(v) ? v.map((item): [string, string] => [k, String(item)]) : [[k, String(v)]],
            );
            ({ body, contentType } = encode(flat, encoding));
          }
          const reply = await traffic.fetch({
            method: "POST",
            path: "/f/contact",
            headers: { "content-type": contentType, accept: ACCEPT[accept], "user-agent": lead.userAgent },
            body,
          });
          const where = `${encoding} lead with ${name} ${kind}`;
          checkReply(reply, where);
          expect(reply.status, where).toBe(422);
          if (accept === "html" && encoding !== "json") {
            expect(reply.text, where).toContain(`<html lang="${language === "pt" ? "pt-BR" : "en"}">`);
            return;
          }
          const answer = JSON.parse(reply.text) as { error: string; errors: { field: string; code: string }[] };
          expect(answer.error, where).toMatch(language === "pt" ? PT_SUMMARY : EN_SUMMARY);
          const expectedCode = {
            missing: "REQUIRED_FIELD_MISSING",
            empty: "REQUIRED_FIELD_EMPTY",
            blank: "REQUIRED_FIELD_EMPTY",
            null: "REQUIRED_FIELD_EMPTY",
            array: "TYPE_TEXT",
            object: "TYPE_TEXT",
            number: "TYPE_TEXT",
            boolean: "TYPE_TEXT",
            tooLong: "TYPE_TEXT",
            nul: "TYPE_TEXT",
            badEmail: "TYPE_EMAIL",
          }[kind];
          // Without its message, a discovery call without its choices reads as a consulting lead.
          const discoveryFields = ["teamSize", "workshopInterest"].some((key) => key in lead.fields);
          const named = kind === "missing" && name === "currentChallenges" && !discoveryFields ? "context" : name;
          expect(answer.errors, where).toContainEqual(expect.objectContaining({ field: named, code: expectedCode }));
        },
      ),
      runs(n(500)),
    );
  }, 120_000);

  const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "APPLICATION/JSON"];
  const CONTENT_TYPES = [
    undefined,
    "",
    ...JSON_TYPES,
    "application/json; charset=utf-16",
    "text/plain",
    "text/html",
    "application/xml",
    "application/octet-stream",
    "multipart/form-data",
    "multipart/form-data; boundary=",
    "multipart/form-data; boundary=xyz",
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=utf-7",
    "application/json, text/html",
    "*/*",
    "<script>",
    "'; DROP TABLE leads; --",
  ];

  /** Anything but a valid lead: no usable e-mail address and no honeypot. */
  const chaosBody = fc.oneof(
    fc.json({ maxDepth: 4 }).map((text) => Buffer.from(text)),
    fc
      .tuple(fc.json({ maxDepth: 3 }), fc.nat())
      .map(([text, cut]) => Buffer.from(text.slice(0, cut % Math.max(1, text.length)))),
    fc
      .integer({ min: 1, max: 20_000 })
      .map((depth) => Buffer.from(`{"name":${"[".repeat(depth)}${"]".repeat(depth)}}`)),
    fc.integer({ min: 1, max: 20_000 }).map((depth) => Buffer.from(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`)),
    fc.integer({ min: 1, max: 20_000 }).map((depth) => Buffer.from("[".repeat(depth))),
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    fc
      .array(
        fc.tuple(
          fc.constantFrom(
            "name",
            "company",
            "context",
            "currentChallenges",
            "teamSize",
            "_language",
            "_next",
            ...HOSTILE_KEYS,
          ),
          fc.oneof(
            fc.constantFrom<unknown>(null, 0, -1, 1e308, true, [], {}, [[["deep"]]], { a: { b: { c: "d" } } }),
            fc.constantFrom<unknown>(...HOSTILE_SNIPPETS),
            fc.string({ unit: "binary", maxLength: 30 }),
          ),
        ),
        { maxLength: 10 },
      )
      .chain((entries) =>
        fc.constantFrom(...INVALID_EMAILS, undefined).map((email) => {
          const all = email === undefined ? entries : [...entries, ["email", email] as [string, unknown]];
          return Buffer.from(`{${all.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(",")}}`);
        }),
      ),
    // Invalid UTF-8 and NUL bytes inside JSON strings.
    fc
      .tuple(fc.constantFrom("name", "company", "context", "_language"), fc.uint8Array({ minLength: 1, maxLength: 12 }))
      .map(([key, bytes]) =>
        Buffer.concat([
          Buffer.from(`{"email":"nope","${key}":"x`),
          Buffer.from(bytes),
          Buffer.from(`y","company":"\u0000"}`),
        ]),
      ),
    fc
      .array(
        fc.tuple(
          fc.oneof(
            fc.constantFrom(...HOSTILE_KEYS, "name", "context", "%65mail", "_gotcha%"),
            fc.string({ maxLength: 8 }),
          ),
          fc.oneof(
            fc.constantFrom("%FF", "%", "%zz", "%00", "%E2%82", "a+b", "%C0%AF", "<script>"),
            fc.string({ maxLength: 10 }),
          ),
        ),
        { maxLength: 12 },
      )
      .map((pairs) => Buffer.from(pairs.map(([k, v]) => `${k}=${v}`).join("&"))),
    multipartChaos(),
    fc.constant(Buffer.alloc(0)),
  );

  function multipartChaos(): fc.Arbitrary<Buffer> {
    return fc
      .tuple(fc.constantFrom("name", "context", "__proto__", "<x>"), fc.uint8Array({ maxLength: 100 }), fc.nat(200))
      .map(([name, bytes, cut]) => {
        const { body } = multipart([[name, Buffer.from(bytes)]], "xyz");
        return body.subarray(0, body.length - (cut % body.length));
      });
  }

  const FORM_PATHS = fc.oneof(
    { weight: 6, arbitrary: fc.constant("/f/contact") },
    {
      weight: 2,
      arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }).map((id) => `/f/${encodeURIComponent(id)}`),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "/f/",
        "/f",
        "/f//contact",
        "/f/contact/extra",
        "/f/contact?x=<script>&_language=pt",
        "/f/%00",
        "/f/..%2F..%2Fetc%2Fpasswd",
        "/f/contact%00.json",
        "/f/%E0%A4%A",
        "/f/%FF",
        "/f/__proto__",
        "/f/constructor",
        `/f/${"a".repeat(101)}`,
        "/f/contact#fragment",
        "/f/'; DROP TABLE leads; --".replaceAll(" ", "%20"),
      ),
    },
  );

  it("answers arbitrary bodies, content types, form ids and paths with a 4xx in the protocol's shape", async () => {
    await fc.assert(
      fc.asyncProperty(
        FORM_PATHS,
        fc.constantFrom("POST", "POST", "POST", "POST", "PUT", "PATCH", "DELETE"),
        fc.constantFrom(...CONTENT_TYPES),
        fc.constantFrom(undefined, ACCEPT.json, ACCEPT.html, "*/*", "application/json;q=0, text/html"),
        fc.option(fc.constantFrom("https://site.example/pt/consulting", "not a url", "https://x/fr/"), {
          nil: undefined,
        }),
        chaosBody,
        async (path, method, contentType, accept, referer, body) => {
          const headers: [string, string][] = [];
          if (contentType !== undefined) headers.push(["Content-Type", contentType]);
          if (accept !== undefined) headers.push(["Accept", accept]);
          if (referer !== undefined) headers.push(["Referer", referer]);
          const reply = await traffic.raw({ method, target: path, headers, body });
          const where = `${method} ${path} (${contentType}, ${accept}) ${JSON.stringify(body.toString("latin1").slice(0, 120))}`;
          checkReply(reply, where);
          expect(reply.status, `no lead can be in ${where}`).toBeGreaterThanOrEqual(400);
          if (accept === ACCEPT.json) {
            expect(reply.headers["content-type"], where).toMatch(/^application\/json/);
          }
        },
      ),
      runs(n(1500)),
    );
  }, 180_000);

  const LONG = (size: number) => "a=" + "x".repeat(size);
  const HEADER_ATTACKS: [string, [string, string | null][]][] = [
    ["a NUL in a value", [["X-Evil", "a\u0000b"]]],
    ["a control character in a value", [["X-Evil", "a\u0001b\u007f"]]],
    ["a CR without LF", [["X-Evil", "a\rb"]]],
    ["an obsolete line folding", [["X-Evil", "a\r\n folded"]]],
    ["a header without a colon", [["X-No-Colon-Here", null]]],
    ["a space before the colon", [["Content-Type ", "application/json"]]],
    [
      "two different Content-Lengths",
      [
        ["Content-Length", "5"],
        ["Content-Length", "6"],
      ],
    ],
    ["Content-Length and Transfer-Encoding", [["Transfer-Encoding", "chunked"]]],
    ["Transfer-Encoding: gzip", [["Transfer-Encoding", "gzip"]]],
    ["Content-Encoding: gzip on plain text", [["Content-Encoding", "gzip"]]],
    ["Expect: 100-continue", [["Expect", "100-continue"]]],
    ["an unknown Expect", [["Expect", "the-unexpected"]]],
    [
      "an Upgrade to websocket",
      [
        ["Connection", "Upgrade"],
        ["Upgrade", "websocket"],
      ],
    ],
    ["latin1 bytes in a value", [["User-Agent", "Zo\u00eb \u00ff\u00fe"]]],
    ["UTF-8 bytes in a value", [["User-Agent", Buffer.from("Zoë 😀").toString("latin1")]]],
    ["a second Host", [["Host", "evil.example"]]],
    ["a 20 KB cookie", [["Cookie", LONG(20_000)]]],
    ["a 100 KB cookie", [["Cookie", LONG(100_000)]]],
    ["a 16 KB content type", [["Content-Type", `application/json; x=${"y".repeat(16_384)}`]]],
    ["a 50 KB X-Forwarded-For", [["X-Forwarded-For", "203.0.113.7, ".repeat(3_600)]]],
    ["a 30 KB Referer", [["Referer", `https://site.example/pt/${"p".repeat(30_000)}`]]],
    ["an 8 KB cookie", [["Cookie", LONG(8_000)]]],
    ["a 10 KB content type", [["Content-Type", `application/json; x=${"y".repeat(10_000)}`]]],
    ["a 10 KB X-Forwarded-For", [["X-Forwarded-For", "203.0.113.7, ".repeat(700)]]],
    ["a 10 KB Referer", [["Referer", `https://site.example/pt/${"p".repeat(10_000)}`]]],
    ["a 10 KB Accept", [["Accept", `application/json, ${"text/x-y, ".repeat(1000)}`]]],
    ["SQL in X-Forwarded-For", [["X-Forwarded-For", "'; DROP TABLE leads; --"]]],
    ["500 headers", Array.from({ length: 500 }, (_, i): [string, string] => [`X-H${i}`, "v"])],
  ];

  it("answers malformed, oversized and odd headers, invalid UTF-8 and NUL bytes (raw sockets)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HEADER_ATTACKS),
        fc.constantFrom("application/json", "application/x-www-form-urlencoded"),
        fc.uint8Array({ maxLength: 16 }),
        fc.boolean(),
        async ([label, attack], contentType, bytes, chunked) => {
          // Never a valid lead: the e-mail address is not one.
          const text =
            contentType === "application/json"
              ? JSON.stringify({ ...CONSULTING, email: "not an address", _language: "pt" })
              : urlencoded([...Object.entries({ ...CONSULTING, _language: "pt" }), ["email", "nope"]]);
          const body = Buffer.concat([Buffer.from(text.slice(0, -1)), Buffer.from(bytes), Buffer.from(text.slice(-1))]);
          const headers: [string, string | null][] = [["Accept", "application/json"], ...attack];
          if (!attack.some(([name]) => name.trim().toLowerCase() === "content-type"))
            headers.unshift(["Content-Type", contentType]);
          const teOverride = attack.some(([name]) => name === "Transfer-Encoding");
          const reply = await traffic.raw({
            method: "POST",
            target: "/f/contact",
            headers,
            body,
            chunked: chunked && !teOverride,
            noContentLength: attack.some(([name]) => name === "Content-Length"),
            timeoutMs: 10_000,
          });
          const where = `${label} (${contentType}${chunked ? ", chunked" : ""})`;
          checkReply(reply, where);
          expect(reply.status, where).toBeGreaterThanOrEqual(400);
        },
      ),
      runs(n(500)),
    );
  }, 120_000);

  it("answers 10 MB bodies and 10,000 fields without trouble", async () => {
    const tenMegabytes = Buffer.alloc(10 * MB, "x");
    const json10MB = Buffer.concat([Buffer.from('{"name":"'), tenMegabytes, Buffer.from('"}')]);
    const post = (target: string, headers: [string, string][], body: Buffer, chunked = false) =>
      traffic.raw({
        method: "POST",
        target,
        headers: [["Accept", "application/json"], ...headers],
        body,
        chunked,
        timeoutMs: 30_000,
      });
    const expectCode = (reply: HttpReply, status: number, code: string, where: string) => {
      checkReply(reply, where);
      expect(reply.status, where).toBe(status);
      expect(codeOf(reply), where).toBe(code);
    };

    expectCode(
      await post("/f/contact", [["Content-Type", "application/json"]], json10MB),
      413,
      "PAYLOAD_TOO_LARGE",
      "10 MB JSON",
    );
    expectCode(
      await post("/f/contact", [["Content-Type", "application/json"]], json10MB, true),
      413,
      "PAYLOAD_TOO_LARGE",
      "10 MB chunked JSON",
    );
    const big = multipart([
      ["name", "Ada"],
      ["context", tenMegabytes],
    ]);
    expectCode(
      await post("/f/contact", [["Content-Type", big.contentType]], big.body, true),
      413,
      "PAYLOAD_TOO_LARGE",
      "10 MB chunked multipart",
    );
    expectCode(
      await post(
        "/f/contact",
        [["Content-Type", "application/x-www-form-urlencoded"]],
        Buffer.concat([Buffer.from("name="), tenMegabytes]),
      ),
      413,
      "PAYLOAD_TOO_LARGE",
      "10 MB URL-encoded",
    );
    const patch10MB = await traffic.raw({
      method: "PATCH",
      target: "/api/admin/leads/x",
      headers: [
        ["Content-Type", "application/json"],
        ["Cookie", cookie],
      ],
      body: json10MB,
      timeoutMs: 30_000,
    });
    expectCode(patch10MB, 413, "PAYLOAD_TOO_LARGE", "10 MB PATCH with a session");
    const anonymous10MB = await traffic.raw({
      method: "PATCH",
      target: "/api/admin/leads/x",
      headers: [["Content-Type", "application/json"]],
      body: json10MB,
      timeoutMs: 30_000,
    });
    expectCode(anonymous10MB, 401, "UNAUTHENTICATED", "10 MB PATCH without a session");

    // 10,000 fields: short names fit URL-encoded under 64 KB, and a lead among them is stored.
    const fields = Array.from({ length: 10_000 }, (_, i): [string, string] => [i.toString(36), ""]);
    const lead = fc.sample(leadCase(), { numRuns: 1, seed: 7 })[0]!;
    const withFields = await submit(lead, { encoding: "urlencoded", accept: "json", raw: true, extra: fields });
    expectSuccess(withFields, lead, true, "a lead among 10,000 URL-encoded fields");
    const repeated = await post(
      "/f/contact",
      [["Content-Type", "application/x-www-form-urlencoded"]],
      Buffer.from(`${urlencoded(Object.entries(CONSULTING))}&${"name&".repeat(10_000)}`),
    );
    checkReply(repeated, "name repeated 10,000 times");
    expect(repeated.status).toBe(422);
    const json10k = jsonObject(Array.from({ length: 10_000 }, (_, i): [string, string] => [`field${i}`, "v"]));
    expectCode(
      await post("/f/contact", [["Content-Type", "application/json"]], Buffer.from(json10k)),
      413,
      "PAYLOAD_TOO_LARGE",
      "10,000 JSON fields",
    );
    expectCode(
      await post("/f/contact", [["Content-Type", "application/json"]], Buffer.from(json10k), true),
      413,
      "PAYLOAD_TOO_LARGE",
      "10,000 JSON fields, chunked",
    );
    const manyParts = multipart(Array.from({ length: 10_000 }, (_, i): [string, string] => [`f${i}`, "v"]));
    expectCode(
      await post("/f/contact", [["Content-Type", manyParts.contentType]], manyParts.body, true),
      413,
      "PAYLOAD_TOO_LARGE",
      "10,000 multipart fields",
    );
    const manyParams = await traffic.raw({
      method: "GET",
      target: `/api/admin/leads?${"q=a&".repeat(10_000)}`,
      headers: [["Cookie", cookie]],
    });
    checkReply(manyParams, "10,000 query parameters");
  }, 120_000);

  const ADMIN_PATHS = fc.oneof(
    fc.constantFrom(
      "/api/admin",
      "/api/admin/",
      "/api/admin/session",
      "/api/admin/leads",
      "/api/admin/leads/",
      "/api/admin/leads/export",
      "/api/admin/leads/x/y",
      "/api/admin//leads",
      "/api/admin/%00",
      "/api/admin/leads/%00",
      "/api/admin/leads/%FF",
      "/api/admin/leads/%E0%A4%A",
      "/api/admin/../admin/leads",
      "/api/admin/leads/__proto__",
      `/api/admin/leads/${"x".repeat(200)}`,
    ),
    fc.string({ unit: "grapheme", maxLength: 30 }).map((id) => `/api/admin/leads/${encodeURIComponent(id)}`),
    fc.uuid().map((id) => `/api/admin/leads/${id}`),
  );

  const QUERY_KEYS = [
    "form",
    "status",
    "q",
    "page",
    "pageSize",
    "format",
    "q[]",
    "status[]",
    "__proto__",
    "constructor",
  ];
  const QUERY_VALUES = [
    "",
    "new",
    "handled",
    "spam",
    "consulting",
    "discovery",
    "csv",
    "json",
    "xml",
    "1",
    "0",
    "-1",
    "1.5",
    "1e3",
    "100",
    "101",
    "99999999999999999999",
    "NaN",
    "true",
    "null",
    "[]",
    "%00",
    "%FF",
    "%",
    "%zz",
    "%E2%82",
    "a%00b",
    '"',
    '"a" OR "b"',
    "*",
    "NEAR(a b)",
    "a AND b OR NOT c",
    "^abc",
    "-abc",
    "col:abc",
    "(",
    ")",
    "\\",
    "%25",
    "_",
    "'",
    "' OR 1=1 --",
    "ﬁ",
    "ǅ",
    "x".repeat(201),
    "y".repeat(3000),
  ];
  const queryString = fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 6 }).map(encodeURIComponent)),
        fc.oneof(
          // Values with a "%" are sent as they are (broken escapes on purpose), others encoded.
          {
            weight: 3,
            arbitrary: fc.constantFrom(...QUERY_VALUES).map((v) => (v.includes("%") ? v : encodeURIComponent(v))),
          },
          { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SNIPPETS).map(encodeURIComponent) },
          {
            weight: 2,
            arbitrary: fc
              .string({ unit: "binary", maxLength: 20 })
              .map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "?"))),
          },
        ),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => (pairs.length === 0 ? "" : `?${pairs.map(([k, v]) => `${k}=${v}`).join("&")}`));

  const ADMIN_BODIES = fc.oneof(
    fc.constant<[string | undefined, Buffer]>([undefined, Buffer.alloc(0)]),
    fc.json({ maxDepth: 3 }).map((text): [string, Buffer] => ["application/json", Buffer.from(text)]),
    fc
      .constantFrom(
        '{"status":"archived"}',
        '{"status":["new","spam"]}',
        '{"status":null}',
        '{"status":"new","extra":1}',
        '{"__proto__":{"status":"spam"}}',
        '{"constructor":{"prototype":{"status":"spam"}}}',
        '{"status":"<script>"}',
        '{"status":"new"',
        '{"password":{"$ne":null}}',
        '{"password":""}',
        `{"password":"${"p".repeat(20_000)}"}`,
        '{"password":"\u0000"}',
        "[]",
        "null",
        '"status"',
        `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
      )
      .map((text): [string, Buffer] => ["application/json", Buffer.from(text)]),
    fc
      .tuple(
        fc.constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data",
          "application/json; charset=utf-16",
          "<x>",
        ),
        fc.constantFrom("status=spam", "password=x"),
      )
      .map(([type, text]): [string, Buffer] => [type, Buffer.from(text)]),
    fc.uint8Array({ maxLength: 200 }).map((bytes): [string, Buffer] => ["application/json", Buffer.from(bytes)]),
  );

  const COOKIES = fc.oneof(
    fc.constant<string | undefined>(undefined),
    fc.constantFrom(
      "por_admin=",
      "por_admin=x.y",
      "por_admin=%00",
      "por_admin=<script>",
      'other=1; por_admin="quoted"',
      LONG(8_000),
    ),
    fc.string({ unit: "binary-ascii", maxLength: 60 }).map((s) => `por_admin=${s.replace(/[^\x21-\x7e]/g, "_")}`),
  );

  const METHODS = ["GET", "POST", "PATCH", "DELETE", "PUT", "OPTIONS", "HEAD"] as const;

  it("answers every /api/admin request without a session with a JSON 4xx (401, 403, 400…), never a 2xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...METHODS),
        ADMIN_PATHS,
        queryString,
        ADMIN_BODIES,
        COOKIES,
        fc.option(
          fc.constantFrom<[string, string]>(
            ["Sec-Fetch-Site", "cross-site"],
            ["Origin", "https://evil.example"],
            ["Origin", "null"],
          ),
          {
            nil: undefined,
          },
        ),
        async (method, path, query, [contentType, body], badCookie, crossSite) => {
          const headers: [string, string][] = [];
          if (contentType !== undefined && body.length > 0) headers.push(["Content-Type", contentType]);
          if (badCookie !== undefined) headers.push(["Cookie", badCookie]);
          if (crossSite !== undefined) headers.push(crossSite);
          const reply = await traffic.raw({ method, target: `${path}${query}`, headers, body });
          const where = `anonymous ${method} ${path}${query} ${JSON.stringify(body.toString("latin1").slice(0, 80))}`;
          checkReply(reply, where, { head: method === "HEAD" });
          expect(reply.status, where).toBeGreaterThanOrEqual(400);
        },
      ),
      runs(n(600)),
    );
  }, 120_000);

  // One lead carries every key; a list's lead all but its history of stages and notes (issue 39),
  // the other messages of its address and its reply draft (issue 40).
  const ONE_LEAD_KEYS = Object.keys(leadJsonSchema.entries).sort();
  const LEAD_KEYS = ONE_LEAD_KEYS.filter(
    (key) => !["history", "notes", "others", "replies", "reply", "heldMail", "dealCurrency"].includes(key),
  );

  it("answers list, search and export with random query strings: 200 in shape, or 400 BAD_QUERY", async () => {
    await fc.assert(
      // An export writes out every lead of its filter (a thousand by now): one in eight.
      fc.asyncProperty(
        fc.constantFrom(...Array<string>(7).fill("/api/admin/leads"), "/api/admin/leads/export"),
        queryString,
        fc.boolean(),
        async (path, query, raw) => {
          const reply = raw
            ? await traffic.raw({ method: "GET", target: `${path}${query}`, headers: [["Cookie", cookie]] })
            : await traffic.fetch({ method: "GET", path: `${path}${query}`, headers: { cookie } });
          const where = `GET ${path}${query}`;
          checkReply(reply, where);
          if (reply.status !== 200) {
            // A query the schema refuses, or one Node's parser does (a raw space, over 16 KB).
            const answer = `${reply.status} ${codeOf(reply)}`;
            expect(["400 BAD_QUERY", "400 MALFORMED_REQUEST", "431 HEADERS_TOO_LARGE"], where).toContain(answer);
            return;
          }
          expect(reply.headers["cache-control"], where).toBe("no-store");
          const type = reply.headers["content-type"];
          if (path.endsWith("/export")) {
            if (type === "text/csv; charset=utf-8") {
              expect(reply.text.startsWith("\uFEFF"), where).toBe(true);
              // The console's Portuguese download is written for a spreadsheet set to Portuguese.
              const separator = new URLSearchParams(query).get("language") === "pt" ? ";" : ",";
              expect(() => parseCsv(reply.text.slice(1), separator), where).not.toThrow();
            } else {
              expect(type, where).toBe("application/json; charset=utf-8");
              expect(Array.isArray(JSON.parse(reply.text)), where).toBe(true);
            }
            return;
          }
          const list = JSON.parse(reply.text) as { leads: LeadJson[]; total: number; page: number; pageSize: number };
          expect(Number.isInteger(list.total) && list.total >= 0, where).toBe(true);
          expect(list.pageSize >= 1 && list.pageSize <= 100, where).toBe(true);
          expect(list.leads.length, where).toBeLessThanOrEqual(list.pageSize);
          for (const lead of list.leads) expect(Object.keys(lead).sort(), where).toEqual(LEAD_KEYS);
        },
      ),
      runs(n(800)),
    );
  }, 120_000);

  it("answers detail, PATCH and DELETE with random ids and bodies, changing no stored lead", async () => {
    const stored = await listAllLeads(harness.app.db);
    const realIds = stored.map((lead) => lead.id);
    // Fastify drops unknown properties (removeAdditional) rather than refusing them, so any body
    // with a status may change one.
    const changesStatus = (body: Buffer) => {
      try {
        const value = JSON.parse(body.toString("utf8")) as { status?: unknown } | null;
        return typeof value === "object" && value !== null && typeof value.status === "string";
      } catch {
        return false;
      }
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "PATCH", "PATCH", "DELETE", "PUT", "POST"),
        fc.oneof(
          { weight: 3, arbitrary: ADMIN_PATHS },
          {
            weight: 2,
            arbitrary: fc
              .constantFrom(...(realIds.length > 0 ? realIds : ["none"]))
              .map((id) => `/api/admin/leads/${id}`),
          },
        ),
        ADMIN_BODIES,
        fc.option(
          fc.constantFrom<[string, string]>(
            ["Sec-Fetch-Site", "cross-site"],
            ["Sec-Fetch-Site", "same-origin"],
            ["Origin", "https://evil.example"],
          ),
          {
            nil: undefined,
          },
        ),
        async (method, path, [contentType, body], site) => {
          const real = realIds.some((id) => path === `/api/admin/leads/${id}`);
          // A stored lead is never changed or deleted here: what the store holds is checked last.
          if (real && (method === "DELETE" || (method === "PATCH" && changesStatus(body)))) return;
          if (path === "/api/admin/session" && method === "DELETE") return;
          const headers: [string, string][] = [["Cookie", cookie]];
          if (contentType !== undefined && body.length > 0) headers.push(["Content-Type", contentType]);
          if (site !== undefined) headers.push(site);
          const reply = await traffic.raw({ method, target: path, headers, body });
          const where = `${method} ${path} ${contentType} ${JSON.stringify(body.toString("latin1").slice(0, 80))}`;
          checkReply(reply, where);
          if (reply.status < 300) {
            // Only reading succeeds: a stored lead, the session, the list or the export.
            expect(method, where).toBe("GET");
            if (real) expect(Object.keys(JSON.parse(reply.text) as object).sort(), where).toEqual(ONE_LEAD_KEYS);
          }
        },
      ),
      runs(n(500)),
    );
  }, 120_000);

  it("answers hostile sign-in bodies with 400, 401, 413, 415 or 429, never a session", async () => {
    await fc.assert(
      fc.asyncProperty(
        ADMIN_BODIES,
        fc.oneof(fc.constantFrom(...HOSTILE_SNIPPETS), fc.string({ unit: "binary", maxLength: 40 })),
        fc.boolean(),
        async ([contentType, body], password, asPassword) => {
          const payload = asPassword ? Buffer.from(JSON.stringify({ password })) : body;
          const headers: [string, string][] = [];
          if (asPassword || contentType !== undefined)
            headers.push(["Content-Type", asPassword ? "application/json" : contentType!]);
          const reply = await traffic.raw({ method: "POST", target: "/api/admin/session", headers, body: payload });
          const where = `sign-in with ${JSON.stringify(payload.toString("latin1").slice(0, 80))}`;
          checkReply(reply, where);
          expect([400, 401, 413, 415, 429], where).toContain(reply.status);
          expect(reply.setCookie, where).toEqual([]);
        },
      ),
      runs(n(200)),
    );
  }, 60_000);

  it("still answers /healthz, memory is back to its baseline, and the store holds exactly the leads answered 2xx", async () => {
    const health = await traffic.fetch({ method: "GET", path: "/healthz" });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({ status: "ok" });

    const after = await settledHeap();
    const stored = await listAllLeads(harness.app.db);
    console.log(
      `[hostile input on ${dialect}] ${traffic.sent} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `5xx: ${traffic.serverErrors}; statuses: ${JSON.stringify(Object.fromEntries([...traffic.statuses].sort(([a], [b]) => a - b)))}; ` +
        `heap used: baseline ${(baseline / MB).toFixed(1)} MB, after ${(after / MB).toFixed(1)} MB ` +
        `(${((after - baseline) / MB).toFixed(1)} MB); leads expected ${traffic.expected.length}, stored ${stored.length}`,
    );
    expect(traffic.serverErrors).toBe(0);
    expect(after - baseline).toBeLessThan(HEAP_TOLERANCE);

    // Through the repository: the same leads, value for value.
    // Sorted keys: the same lead whichever order its fields were written in.
    const key = (lead: ExpectedLead) => JSON.stringify(lead, Object.keys(lead).sort());
    const project = (lead: Lead | LeadJson): ExpectedLead => {
      // Random text can trip the content layers (issue 27): stored all the same, as spam with its
      // reasons. This test is about the values; a verdict other than the honeypot's is set aside.
      const status = lead.status === "spam" && !lead.spamReasons.includes("honeypot") ? "new" : lead.status;
      if ("nextUrl" in lead) {
        // The repository's bookkeeping (idempotency key, reply URL) is not what was sent.
        const {
          id: _id,
          receivedAt: _receivedAt,
          idempotencyKey: _key,
          nextUrl: _nextUrl,
          spamReasons: _spamReasons,
          stage: _stage,
          lostReason: _lostReason,
          followUpOn: _followUpOn,
          assignedTo: _assignedTo,
          value: _value,
          ...stored
        } = lead;
        return { ...stored, status };
      }
      // The inbox's bookkeeping of the 24-hour promise and of a call is not what was sent.
      const {
        id: _id,
        receivedAt: _receivedAt,
        replyBy: _replyBy,
        handled: _handled,
        overdue: _overdue,
        booking: _booking,
        spamReasons: _spamReasons,
        // Where the lead came from (issue 26) is the server's record too, not what was sent.
        attribution: _attribution,
        // The owner's work on the lead (issue 39).
        stage: _stage,
        lostReason: _lostReason,
        followUpOn: _followUpOn,
        followUpDue: _followUpDue,
        stale: _stale,
        // Whose lead (issue 50).
        assignedTo: _assignedTo,
        // Its deal value (issue 51): the owner's, not what was sent.
        value: _value,
        ...rest
      } = lead;
      return { ...rest, status };
    };
    const wanted = traffic.expected.map(key).sort();
    expect(stored.map(project).map(key).sort()).toEqual(wanted);
    // The inbox shows the same text without invisible format characters (issue 31).
    const strip = (text: string | null) => text && stripFormatCharacters(text);
    const shown = (lead: ExpectedLead): ExpectedLead => ({
      ...lead,
      name: stripFormatCharacters(lead.name),
      email: stripFormatCharacters(lead.email),
      company: stripFormatCharacters(lead.company),
      message: stripFormatCharacters(lead.message),
      subject: strip(lead.subject),
      replyTo: strip(lead.replyTo),
      userAgent: strip(lead.userAgent),
    });
    const wantedInInbox = traffic.expected.map(shown).map(key).sort();

    // Through the inbox API's JSON, page by page, spam included.
    const fromApi: LeadJson[] = [];
    for (const status of ["new", "handled", "spam"]) {
      for (let page = 1; page <= 1000; page++) {
        const reply = await traffic.fetch({
          method: "GET",
          path: `/api/admin/leads?status=${status}&pageSize=100&page=${page}`,
          headers: { cookie },
        });
        expect(reply.status).toBe(200);
        const { leads } = JSON.parse(reply.text) as { leads: LeadJson[] };
        fromApi.push(...leads);
        if (leads.length < 100) break;
      }
    }
    expect(fromApi.map(project).map(key).sort()).toEqual(wantedInInbox);
  }, 60_000);
});

describe("the collector's rate limit under hostile input", () => {
  const harness = new CollectorHarness();
  let port = 0;
  const LIMIT = 3;

  beforeAll(async () => {
    const app = await harness.start(site.dir, { RATE_LIMIT_PER_MINUTE: String(LIMIT), LOG_LEVEL: "silent" });
    await app.listen({ host: "127.0.0.1", port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => harness.stop());

  it("answers 429 RATE_LIMITED as JSON with a code (or the visitor's page), whatever the body, once the budget is spent", async () => {
    for (let i = 0; i < LIMIT; i++) {
      const reply = await sendFetch(port, {
        method: "POST",
        path: "/f/contact",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ ...CONSULTING, email: "not an address" }),
      });
      expect(reply.status).toBe(422);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom("name", "email", "company", "context", "_language", "__proto__", "constructor", "_next"),
          fc.oneof(fc.constantFrom(...HOSTILE_SNIPPETS), fc.string({ unit: "binary", maxLength: 20 })),
          { minKeys: 1 },
        ),
        fc.constantFrom<Language>("en", "pt"),
        fc.constantFrom<Encoding>("json", "urlencoded"),
        fc.boolean(),
        async (fields, language, encoding, wantsJson) => {
          const entries: [string, string][] = [
            ...Object.entries(fields).filter(([key]) => key !== "_language"),
            ["_language", language],
          ];
          const { body, contentType } = encode(entries, encoding);
          const accept = wantsJson ? ACCEPT.json : ACCEPT.html;
          const reply = await sendRaw(port, {
            method: "POST",
            target: "/f/contact",
            headers: [
              ["Content-Type", contentType],
              ["Accept", accept],
              ["X-Forwarded-For", "198.51.100.7"],
            ],
            body,
          });
          const where = `${encoding} ${JSON.stringify(entries)}`;
          checkReply(reply, where);
          // JSON refuses a __proto__ key before the limit is counted.
          if (reply.status === 400) {
            expect(codeOf(reply), where).toBe("MALFORMED_BODY");
            return;
          }
          expect(reply.status, where).toBe(429);
          expect(Number(reply.headers["retry-after"]), where).toBeGreaterThan(0);
          if (wantsJson || encoding === "json") {
            const answer = JSON.parse(reply.text) as { code: string; error: string };
            expect(answer.code, where).toBe("RATE_LIMITED");
            expect(answer.error, where).toMatch(language === "pt" ? /^Muitas mensagens/ : /^Too many messages/);
          } else {
            expect(reply.text, where).toContain(`<html lang="${language === "pt" ? "pt-BR" : "en"}">`);
          }
        },
      ),
      { numRuns: 60, endOnFailure: true },
    );
    expect(await listAllLeads(harness.app.db)).toEqual([]);
  }, 60_000);
});
