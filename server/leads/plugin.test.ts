import { Readable } from "node:stream";
import { createClient, isSubmissionError } from "@formspree/core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Env } from "../config.js";
import { countLeads, listLeads, type Lead } from "./repository.js";
import { CollectorHarness, collectorPerTest, CONSULTING, DISCOVERY, multipartBody } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { BODY_LIMIT } from "./plugin.js";

const { site, harness } = collectorPerTest();

const start = (env: Env = {}, dialect: (typeof DIALECTS)[number] = "sqlite") => harness.start(site.dir, env, dialect);
const stored = async (): Promise<Lead[]> => listLeads(harness.app.db, { limit: 100 });
const count = () => countLeads(harness.app.db);

const SUCCESS = { ok: true, next: "/en/thanks" };

describe.each(DIALECTS)("collector storage on %s", (dialect) => {
  it("stores a consulting lead (JSON) and answers 200 {ok, next} once it is committed", async () => {
    await start({}, dialect);
    const res = await harness.postJson(
      { ...CONSULTING, name: "  Ada Lovelace  ", unknownField: "ignored" },
      { headers: { "user-agent": "TestBrowser/1.0" }, remoteAddress: "203.0.113.77" },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual(SUCCESS);

    expect(await stored()).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        form: "consulting",
        receivedAt: expect.any(Date),
        language: "en",
        name: "Ada Lovelace",
        email: CONSULTING.email,
        replyTo: null,
        company: CONSULTING.company,
        message: CONSULTING.context,
        teamSize: null,
        workshopInterest: null,
        subject: null,
        clientAddress: "203.0.113.0",
        userAgent: "TestBrowser/1.0",
        status: "new",
        idempotencyKey: null,
        nextUrl: "/en/thanks",
        spamReasons: [],
        stage: "new",
        lostReason: null,
        followUpOn: null,
        assignedTo: null,
        value: null,
      },
    ]);
  });

  it("stores a discovery-call lead in Portuguese (URL-encoded), with the underscore fields honoured", async () => {
    await start({}, dialect);
    const res = await harness.postForm(
      {
        ...DISCOVERY,
        _language: "pt",
        _subject: "Nova conversa inicial",
        _replyto: "assistente@example.com",
        _gotcha: "",
        _next: "/pt/obrigado",
        _idempotencyKey: "0f6b1c2e-5d4a-4e8b-9c1d-2a3b4c5d6e7f",
      },
      { headers: { accept: "application/json" } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, next: "/pt/obrigado" });
    const [lead] = await stored();
    expect(lead).toMatchObject({
      form: "discovery",
      language: "pt",
      message: DISCOVERY.currentChallenges,
      teamSize: "6-15",
      workshopInterest: "6-week",
      subject: "Nova conversa inicial",
      replyTo: "assistente@example.com",
      idempotencyKey: "0f6b1c2e-5d4a-4e8b-9c1d-2a3b4c5d6e7f",
      status: "new",
    });
  });

  it("stores a multipart submission", async () => {
    await start({}, dialect);
    const form = new FormData();
    for (const [key, value] of Object.entries(CONSULTING)) form.append(key, value);
    const { payload, contentType } = await multipartBody(form);
    const res = await harness.app.inject({
      method: "POST",
      url: "/f/contact",
      headers: { accept: "application/json", "content-type": contentType },
      payload,
    });
    expect(res.json()).toEqual(SUCCESS);
    expect((await stored())[0]).toMatchObject({ form: "consulting", message: CONSULTING.context });
  });

  it("stores a filled honeypot as spam and answers exactly as it does a real lead", async () => {
    await start({}, dialect);
    const real = await harness.postJson(CONSULTING);
    const bot = await harness.postJson({ ...CONSULTING, _gotcha: "https://cheap-pills.example" });
    expect(bot.statusCode).toBe(real.statusCode);
    expect(bot.body).toBe(real.body);
    expect((await stored()).map((lead) => lead.status).sort()).toEqual(["new", "spam"]);
  });

  it("answers a repeated idempotency key with the first reply and stores nothing more", async () => {
    await start({}, dialect);
    const key = "submission-7f3a9c";
    const first = await harness.postJson({ ...CONSULTING, _idempotencyKey: key, _next: "/en/first" });
    const retry = await harness.postJson({ ...CONSULTING, _idempotencyKey: key, _next: "/en/second" });
    expect(first.json()).toEqual({ ok: true, next: "/en/first" });
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(await count()).toBe(1);

    const browserRetry = await harness.postForm({ ...CONSULTING, _idempotencyKey: key });
    expect(browserRetry.statusCode).toBe(303);
    expect(browserRetry.headers["location"]).toBe("/en/first");
    expect(await count()).toBe(1);
  });

  it("stores the same key sent twice at once only once", async () => {
    await start({}, dialect);
    const body = { ...CONSULTING, _idempotencyKey: "concurrent-retry-1" };
    const replies = await Promise.all([harness.postJson(body), harness.postJson(body), harness.postJson(body)]);
    expect(replies.map((res) => res.json())).toEqual([SUCCESS, SUCCESS, SUCCESS]);
    expect(await count()).toBe(1);
  });

  it("redirects a native form post (303) to the thank-you page after storing it", async () => {
    await start({}, dialect);
    const res = await harness.postForm({ ...DISCOVERY, _language: "pt" });
    expect(res.statusCode).toBe(303);
    expect(res.headers["location"]).toBe("/pt/thanks");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(await count()).toBe(1);
  });

  it("refuses a NUL character in a field (PostgreSQL cannot store one) and ignores one in an instruction", async () => {
    await start({}, dialect);
    const refused = await harness.postJson({ ...CONSULTING, email: "ada@example.com\u0000", _language: "pt" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: "Revise o campo e-mail.",
      errors: [{ field: "email", code: "TYPE_TEXT", message: "Use apenas texto." }],
    });
    expect(await count()).toBe(0);

    const res = await harness.postJson({
      ...CONSULTING,
      _subject: "Hello\u0000",
      _replyto: "assistant@example.com\u0000",
      _next: "/en/done\u0000",
    });
    expect(res.json()).toEqual(SUCCESS);
    expect(await stored()).toEqual([expect.objectContaining({ subject: null, replyTo: null, nextUrl: "/en/thanks" })]);
  });

  it("answers 500 SERVER_ERROR, never 200, when the lead cannot be stored", async () => {
    await start({}, dialect);
    await harness.app.db.destroy();
    const res = await harness.postJson(CONSULTING);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: "SERVER_ERROR", errors: [{ code: "SERVER_ERROR" }] });
    expect(res.body).not.toMatch(/driver|destroyed|at .*\.js/);
  });

  describe("with the real @formspree/core client over HTTP", () => {
    let endpoint: string;
    beforeEach(async () => {
      const app = await start({}, dialect);
      endpoint = await app.listen({ port: 0, host: "127.0.0.1" });
    });

    it("gets kind: success for a valid lead, sent as JSON or as FormData", async () => {
      const client = createClient();
      const json = await client.submitForm("contact", { ...CONSULTING }, { endpoint });
      expect(json).toMatchObject({ kind: "success", next: "/en/thanks" });

      const form = new FormData();
      for (const [key, value] of Object.entries(DISCOVERY)) form.append(key, value);
      form.append("_language", "pt");
      const multipart = await client.submitForm("contact", form, { endpoint });
      expect(multipart).toMatchObject({ kind: "success", next: "/pt/thanks" });

      expect((await stored()).map((lead) => lead.form).sort()).toEqual(["consulting", "discovery"]);
    });

    it("gets a SubmissionError with the field codes for an invalid lead", async () => {
      const data: Record<string, string> = { name: CONSULTING.name, email: "not an address", company: "  " };
      const result = await createClient().submitForm("contact", data, { endpoint });
      if (!isSubmissionError(result)) throw new Error(`expected an error, got ${result.kind}`);
      const codes = (field: string) => result.getFieldErrors(field).map((error) => error.code);
      expect(codes("email")).toEqual(["TYPE_EMAIL"]);
      expect(codes("company")).toEqual(["REQUIRED_FIELD_EMPTY"]);
      expect(codes("context")).toEqual(["REQUIRED_FIELD_MISSING"]);
      expect(codes("name")).toEqual([]);
      expect(result.getFieldErrors("email")[0]?.message).toBe(
        "should be a valid e-mail address, like name@company.com",
      );
      expect(result.getFormErrors()).toEqual([]);
      expect(await count()).toBe(0);
    });

    it("gets FORM_NOT_FOUND from getFormErrors() for an unknown form id", async () => {
      const result = await createClient().submitForm("no-such-form", { ...CONSULTING }, { endpoint });
      if (!isSubmissionError(result)) throw new Error(`expected an error, got ${result.kind}`);
      expect(result.getFormErrors()).toEqual([{ code: "FORM_NOT_FOUND", message: expect.any(String) }]);
    });
  });
});

const long = (length: number) => "x".repeat(length);
const email254 = `${long(64)}@${long(185)}.com`;

describe("collector validation: what it refuses", () => {
  // A refused lead is stored nowhere: one app answers every case. Its rate limit is out of the way,
  // since these are more posts from one address than a minute allows (the rate limit's own tests
  // below keep theirs).
  const refusing = new CollectorHarness();
  beforeAll(async () => {
    await refusing.start(site.dir, { RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(() => refusing.stop());

  it.each<[string, Record<string, unknown>, [string, string][]]>([
    [
      "consulting without context",
      { name: "A", email: "a@b.co", company: "C" },
      [["context", "REQUIRED_FIELD_MISSING"]],
    ],
    [
      "nothing but unknown fields",
      { message: "hi" },
      ["name", "email", "company", "context"].map((f) => [f, "REQUIRED_FIELD_MISSING"]),
    ],
    [
      "blank fields",
      { name: " ", email: "\t", company: "", context: "\n  " },
      ["name", "email", "company", "context"].map((f) => [f, "REQUIRED_FIELD_EMPTY"]),
    ],
    ["a null field", { ...CONSULTING, name: null }, [["name", "REQUIRED_FIELD_EMPTY"]]],
    ["email without @", { ...CONSULTING, email: "ada.example.com" }, [["email", "TYPE_EMAIL"]]],
    ["email without a dot in the domain", { ...CONSULTING, email: "ada@localhost" }, [["email", "TYPE_EMAIL"]]],
    ["email with a space", { ...CONSULTING, email: "ada lovelace@example.com" }, [["email", "TYPE_EMAIL"]]],
    ["email with two @", { ...CONSULTING, email: "ada@@example.com" }, [["email", "TYPE_EMAIL"]]],
    ["email without a local part", { ...CONSULTING, email: "@example.com" }, [["email", "TYPE_EMAIL"]]],
    ["email over 254 characters", { ...CONSULTING, email: `x${email254}` }, [["email", "TYPE_TEXT"]]],
    ["name as an array", { ...CONSULTING, name: ["Ada", "Grace"] }, [["name", "TYPE_TEXT"]]],
    ["company as an object", { ...CONSULTING, company: { name: "C" } }, [["company", "TYPE_TEXT"]]],
    ["context as a number", { ...CONSULTING, context: 42 }, [["context", "TYPE_TEXT"]]],
    ["name over 200 characters", { ...CONSULTING, name: long(201) }, [["name", "TYPE_TEXT"]]],
    ["company over 200 characters", { ...CONSULTING, company: long(201) }, [["company", "TYPE_TEXT"]]],
    ["context over 5,000 characters", { ...CONSULTING, context: long(5001) }, [["context", "TYPE_TEXT"]]],
    [
      "discovery without currentChallenges",
      { name: "G", email: "g@h.io", company: "C", teamSize: "1-5" },
      [["currentChallenges", "REQUIRED_FIELD_MISSING"]],
    ],
    [
      "currentChallenges over 5,000",
      { ...DISCOVERY, currentChallenges: long(5001) },
      [["currentChallenges", "TYPE_TEXT"]],
    ],
    ["a team size not on the list", { ...DISCOVERY, teamSize: "100+" }, [["teamSize", "TYPE_TEXT"]]],
    [
      "a workshop interest not on the list",
      { ...DISCOVERY, workshopInterest: "weekend" },
      [["workshopInterest", "TYPE_TEXT"]],
    ],
    ["a team size as an array", { ...DISCOVERY, teamSize: ["1-5"] }, [["teamSize", "TYPE_TEXT"]]],
  ])("%s → 422 with field codes", async (_, body, expected) => {
    const res = await refusing.postJson(body);
    expect(res.statusCode).toBe(422);
    const reply = res.json();
    expect(reply.errors.map((error: { field: string; code: string }) => [error.field, error.code])).toEqual(expected);
    expect(reply.error).toMatch(/^Please check the form: .+\.$/);
    for (const error of reply.errors) expect(error.message).toMatch(/\w/);
    expect(Object.keys(reply).sort()).toEqual(["error", "errors"]);
    expect(await countLeads(refusing.app.db)).toBe(0);
  });
});

describe("collector validation", () => {
  beforeEach(async () => {
    await start();
  });

  it("accepts values exactly at their bounds, trimmed", async () => {
    const res = await harness.postJson({
      name: ` ${long(200)} `,
      email: email254,
      company: long(200),
      context: `${long(5000)}\n`,
    });
    expect(res.json()).toEqual(SUCCESS);
  });

  it("fills in the discovery defaults: no team size, the 4-hour workshop", async () => {
    const res = await harness.postJson({ ...DISCOVERY, teamSize: "", workshopInterest: undefined });
    expect(res.statusCode).toBe(200);
    expect((await stored())[0]).toMatchObject({ form: "discovery", teamSize: null, workshopInterest: "4-hour" });
  });

  it("words messages to follow the field name, in English by default", async () => {
    const res = await harness.postJson({ name: "A", email: "a@b", company: "C", context: long(5001) });
    expect(res.json()).toEqual({
      error: "Please check the form: Email and Context need attention.",
      errors: [
        { field: "email", code: "TYPE_EMAIL", message: "should be a valid e-mail address, like name@company.com" },
        { field: "context", code: "TYPE_TEXT", message: "is too long (at most 5,000 characters)" },
      ],
    });
  });

  it("speaks Portuguese when _language is pt", async () => {
    const res = await harness.postJson({ name: "A", email: "", company: "C", _language: "pt" });
    expect(res.json()).toEqual({
      error: "Revise os campos e-mail e contexto.",
      errors: [
        { field: "email", code: "REQUIRED_FIELD_EMPTY", message: "Informe seu e-mail." },
        {
          field: "context",
          code: "REQUIRED_FIELD_MISSING",
          message: "Conte um pouco sobre seu contexto e seus desafios.",
        },
      ],
    });
  });

  it("ignores a Formspree-Session-Data header that reports automation", async () => {
    const session = Buffer.from(JSON.stringify({ loadedAt: Date.now(), webdriver: true })).toString("base64");
    const res = await harness.postJson(CONSULTING, {
      headers: { "formspree-session-data": session, "formspree-client": "@formspree/core@4.0.0" },
    });
    expect(res.json()).toEqual(SUCCESS);
    expect((await stored())[0]?.status).toBe("new");
  });

  it("stores what it cannot use of _replyto and _idempotencyKey as nothing", async () => {
    await harness.postJson({ ...CONSULTING, _replyto: "not an address", _idempotencyKey: "short" });
    await harness.postJson({ ...CONSULTING, _replyto: "not an address", _idempotencyKey: "short" });
    const leads = await stored();
    expect(leads).toHaveLength(2);
    expect(leads.map((lead) => [lead.replyTo, lead.idempotencyKey])).toEqual([
      [null, null],
      [null, null],
    ]);
  });
});

describe("collector wire format (what @formspree/core reads), byte for byte", () => {
  beforeEach(async () => {
    await start();
  });

  it("writes a success reply's keys in the protocol's order", async () => {
    expect((await harness.postJson(CONSULTING)).body).toBe('{"ok":true,"next":"/en/thanks"}');
  });

  it("writes a field error reply as { error, errors: [{ field, code, message }] }", async () => {
    const res = await harness.postJson({ ...CONSULTING, email: "nope" });
    expect(res.body).toBe(
      '{"error":"Please check the form: Email needs attention.","errors":' +
        '[{"field":"email","code":"TYPE_EMAIL","message":"should be a valid e-mail address, like name@company.com"}]}',
    );
  });

  it("writes a form error reply as { error, code, errors: [{ code, message }] }", async () => {
    const res = await harness.postJson(CONSULTING, { formId: "nope" });
    const message = "This form does not exist. Please write to us by e-mail.";
    expect(res.body).toBe(
      `{"error":"${message}","code":"FORM_NOT_FOUND","errors":[{"code":"FORM_NOT_FOUND","message":"${message}"}]}`,
    );
  });
});

describe("collector form-level errors", () => {
  const shape = (code: string) => ({
    error: expect.any(String),
    code,
    errors: [{ code, message: expect.any(String) }],
  });

  it.each<[string, number, string, Env, () => Promise<{ statusCode: number; json: () => unknown }>]>([
    ["an unknown form id", 404, "FORM_NOT_FOUND", {}, () => harness.postJson(CONSULTING, { formId: "nope" })],
    [
      "a disabled form id",
      403,
      "INACTIVE",
      { DISABLED_FORM_IDS: "old-form" },
      () => harness.postJson(CONSULTING, { formId: "old-form" }),
    ],
    [
      "the configured form, disabled",
      403,
      "INACTIVE",
      { DISABLED_FORM_IDS: "contact" },
      () => harness.postJson(CONSULTING),
    ],
    ["an empty JSON object", 422, "EMPTY", {}, () => harness.postJson({})],
    ["only underscore fields", 422, "EMPTY", {}, () => harness.postJson({ _gotcha: "", _language: "pt" })],
    ["an empty JSON body", 422, "EMPTY", {}, () => harness.postJson("")],
    [
      "no body at all",
      422,
      "EMPTY",
      {},
      () => harness.app.inject({ method: "POST", url: "/f/contact", headers: { accept: "application/json" } }),
    ],
  ])("%s → %i %s", async (_, status, code, env, send) => {
    await start(env);
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(shape(code));
    expect(await count()).toBe(0);
  });

  it.each([
    ["POST", "/f/contact/extra"],
    ["POST", "/f//contact"],
    ["PUT", "/f/contact"],
    ["DELETE", "/f/contact"],
  ] as const)("%s %s → 404 FORM_NOT_FOUND in the protocol's shape and the visitor's language", async (method, url) => {
    await start();
    const res = await harness.app.inject({
      method,
      url,
      headers: { accept: "application/json", "content-type": "application/json" },
      payload: JSON.stringify({ ...CONSULTING, _language: "pt" }),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      ...shape("FORM_NOT_FOUND"),
      error: "Este formulário não existe. Escreva para nós por e-mail.",
    });
  });

  it("gives a native form post to another path under /f its text back on the 404 page, posting to the same place", async () => {
    await start();
    const res = await harness.postForm({ ...CONSULTING, context: "Keep this text" }, { formId: "contact/extra" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain('<form action="/f/contact/extra" method="post">');
    expect(res.body).toContain("Keep this text</textarea>");
  });

  it("names the configured FORM_ID as the only form", async () => {
    await start({ FORM_ID: "xyzzy" });
    expect((await harness.postJson(CONSULTING)).statusCode).toBe(404);
    expect((await harness.postJson(CONSULTING, { formId: "xyzzy" })).statusCode).toBe(200);
  });

  it("does not block a person who only mentions links", async () => {
    await start();
    const res = await harness.postJson({
      ...CONSULTING,
      name: "Ada (www.ada.example)",
      context: "See https://ada.example for what we do; we need help with evaluation.",
    });
    expect(res.json()).toEqual(SUCCESS);
  });

  it("answers in the visitor's language", async () => {
    await start();
    const res = await harness.postJson({ ...CONSULTING, _language: "pt" }, { formId: "nope" });
    expect(res.json()).toMatchObject({ error: "Este formulário não existe. Escreva para nós por e-mail." });
  });

  it("pretends success to a bot that fills the honeypot and sends garbage, storing nothing", async () => {
    await start();
    const res = await harness.postJson({ name: "x", _gotcha: "y" });
    expect(res.json()).toEqual(SUCCESS);
    expect(await count()).toBe(0);
  });
});

describe("collector bodies: size, type and syntax", () => {
  beforeEach(async () => {
    await start();
  });

  const big = "x".repeat(BODY_LIMIT);
  const tooLarge = {
    error: expect.any(String),
    code: "PAYLOAD_TOO_LARGE",
    errors: [{ code: "PAYLOAD_TOO_LARGE", message: expect.any(String) }],
  };

  it("413 for JSON over 64 KB", async () => {
    const res = await harness.postJson({ ...CONSULTING, context: big });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(tooLarge);
  });

  it("413 for a URL-encoded body over 64 KB", async () => {
    const res = await harness.postForm({ ...CONSULTING, context: big }, { headers: { accept: "application/json" } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(tooLarge);
  });

  it("413 for a multipart body over 64 KB", async () => {
    const form = new FormData();
    form.append("name", "A");
    form.append("context", big);
    const { payload, contentType } = await multipartBody(form);
    const res = await harness.app.inject({
      method: "POST",
      url: "/f/contact",
      headers: { accept: "application/json", "content-type": contentType },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(tooLarge);
  });

  it("413 for a multipart body over 64 KB sent without a Content-Length", async () => {
    const form = new FormData();
    for (let i = 0; i < 10; i++) form.append(`field${i}`, "y".repeat(BODY_LIMIT / 8));
    const { payload, contentType } = await multipartBody(form);
    const res = await harness.app.inject({
      method: "POST",
      url: "/f/contact",
      headers: { accept: "application/json", "content-type": contentType },
      payload: Readable.from([payload.subarray(0, 1000), payload.subarray(1000)]),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(tooLarge);
  });

  it("does not refuse a body under 64 KB for its size", async () => {
    const res = await harness.postJson({ ...CONSULTING, context: "x".repeat(BODY_LIMIT - 1024) });
    expect(res.statusCode).toBe(422);
  });

  it("422 NO_FILE_UPLOADS for multipart with a file", async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(CONSULTING)) form.append(key, value);
    form.append("attachment", new Blob(["%PDF-1.7"], { type: "application/pdf" }), "cv.pdf");
    const { payload, contentType } = await multipartBody(form);
    const res = await harness.app.inject({
      method: "POST",
      url: "/f/contact",
      headers: { accept: "application/json", "content-type": contentType },
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: "NO_FILE_UPLOADS", errors: [{ code: "NO_FILE_UPLOADS" }] });
    expect(await count()).toBe(0);
  });

  it.each(["text/plain", "application/xml", "application/octet-stream", "text/html"])(
    "415 UNSUPPORTED_MEDIA_TYPE for %s",
    async (type) => {
      const res = await harness.postJson("name=Ada", { headers: { "content-type": type } });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: "UNSUPPORTED_MEDIA_TYPE",
        errors: [{ code: "UNSUPPORTED_MEDIA_TYPE" }],
      });
    },
  );

  it.each([
    ["truncated JSON", '{"name": "Ada"'],
    ["not JSON at all", "name=Ada"],
    ["a JSON array", '["Ada"]'],
    ["a JSON string", '"Ada"'],
    ["prototype poisoning", '{"__proto__": {"admin": true}, "name": "Ada"}'],
  ])("400 MALFORMED_BODY for %s", async (_, body) => {
    const res = await harness.postJson(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "MALFORMED_BODY", errors: [{ code: "MALFORMED_BODY" }] });
  });

  it("400 MALFORMED_BODY for a broken multipart body", async () => {
    const res = await harness.app.inject({
      method: "POST",
      url: "/f/contact",
      headers: { accept: "application/json", "content-type": "multipart/form-data; boundary=xyz" },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "MALFORMED_BODY" });
  });
});

describe("collector: _next and redirects", () => {
  beforeEach(async () => {
    await start();
  });

  it.each([
    "//evil.com",
    "//evil.com/en/thanks",
    "https://evil.com",
    "http:/evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "en/thanks",
    "",
  ])("falls back to /{lang}/thanks for _next=%j", async (next) => {
    const json = await harness.postJson({ ...CONSULTING, _next: next, _language: "pt" });
    expect(json.json()).toEqual({ ok: true, next: "/pt/thanks" });
    const browser = await harness.postForm({ ...CONSULTING, _next: next, _language: "pt" });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers["location"]).toBe("/pt/thanks");
  });

  it("percent-encodes what is not ASCII in _next, which a Location header cannot carry", async () => {
    const res = await harness.postForm({ ...CONSULTING, _next: "/pt/obrigado?nome=João&x=漢字😀" });
    expect(res.statusCode).toBe(303);
    expect(res.headers["location"]).toBe("/pt/obrigado?nome=Jo%C3%A3o&x=%E6%BC%A2%E5%AD%97%F0%9F%98%80");
    const json = await harness.postJson({ ...CONSULTING, _next: "/pt/obrigado#é" });
    expect(json.json()).toEqual({ ok: true, next: "/pt/obrigado#%C3%A9" });
    // A lone surrogate (possible in JSON only) is no URL at all.
    const broken = await harness.postJson({ ...CONSULTING, _next: "/pt/\ud800" });
    expect(broken.json()).toEqual({ ok: true, next: "/en/thanks" });
    expect(await count()).toBe(3);
  });

  it("follows _next when it is a path on this site", async () => {
    const res = await harness.postForm({ ...CONSULTING, _next: "/en/thanks?from=consulting#top" });
    expect(res.statusCode).toBe(303);
    expect(res.headers["location"]).toBe("/en/thanks?from=consulting#top");
  });
});

describe("collector without JavaScript: the error page", () => {
  beforeEach(async () => {
    await start();
  });

  it("422 page re-renders the form with every value, escaped, and the errors", async () => {
    const res = await harness.postForm({
      name: "<script>alert(1)</script>",
      email: 'ada"@example',
      company: "Smith & Sons",
      context: "</textarea><img src=x onerror=alert(1)>",
      _next: "/en/thanks",
      _idempotencyKey: "form-key-123456",
      _gotcha: "",
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const html = res.body;
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain("<title>Please check the form · OnRails Labs</title>");
    expect(html).toContain("<h1>Please check the form</h1>");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('value="ada&quot;@example"');
    expect(html).toContain('value="Smith &amp; Sons"');
    expect(html).toContain("&lt;/textarea&gt;&lt;img src=x onerror=alert(1)&gt;</textarea>");
    expect(html).toContain('<form action="/f/contact" method="post">');
    expect(html).toContain('<input type="hidden" name="_next" value="/en/thanks"/>');
    expect(html).toContain('<input type="hidden" name="_idempotencyKey" value="form-key-123456"/>');
    // A quote in the local part: refused as a quoted address, with the message that says so.
    expect(html).toContain(
      '<a href="#field-email">Email should be a plain address without quotes or an IP address, like name@company.com</a>',
    );
    expect(html).toContain('<label for="field-email">Work e-mail<span aria-hidden="true"> *</span></label>');
    expect(html).toContain('aria-invalid="true" aria-describedby="field-email-error"');
    expect(html).toContain('<a href="/en/consulting#contact">');
    expect(await count()).toBe(0);
  });

  it("speaks Portuguese and keeps the discovery call's choices", async () => {
    const res = await harness.postForm({ ...DISCOVERY, currentChallenges: "", _language: "pt", teamSize: "16-30" });
    expect(res.statusCode).toBe(422);
    const html = res.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain("<h1>Revise o formulário</h1>");
    expect(html).toContain("Conte quais são os desafios atuais do seu time.");
    expect(html).toContain('<option value="16-30" selected="">16 a 30 desenvolvedores</option>');
    expect(html).toContain('<option value="6-week" selected="">Mentoria de 6 semanas</option>');
    expect(html).toContain('<a href="/pt/education#contact">');
  });

  it("explains a form-level error on a page, keeping the form", async () => {
    const res = await harness.postForm({ ...CONSULTING, _language: "pt" }, { formId: "nope" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain("<h1>Sua mensagem não foi enviada</h1>");
    expect(res.body).toContain("Este formulário não existe.");
    expect(res.body).toContain(`value="${CONSULTING.email}"`);
  });

  it("explains a body it could not read in the language of the page it came from", async () => {
    const res = await harness.postForm(
      { ...CONSULTING, context: "x".repeat(BODY_LIMIT) },
      { headers: { referer: "https://site.example/pt/consulting" } },
    );
    expect(res.statusCode).toBe(413);
    expect(res.body).toContain('<html lang="pt-BR">');
    expect(res.body).toContain("O formulário passou do limite de 64\u00a0KB");
    expect(res.body).toContain('<a href="/pt/">');
  });
});

describe("collector rate limit", () => {
  const LIMIT = 3;
  beforeEach(async () => {
    await start({ RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: "127.0.0.1" });
  });

  it("429 RATE_LIMITED with Retry-After after N submissions a minute from one address to one form", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await harness.postJson(CONSULTING)).statusCode).toBe(200);
    const res = await harness.postJson(CONSULTING);
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({
      error: `Too many messages in a short time. Please wait ${retryAfter}\u00a0seconds and try again.`,
      code: "RATE_LIMITED",
      errors: [{ code: "RATE_LIMITED", message: expect.stringContaining("Too many messages") }],
    });
    expect(await count()).toBe(LIMIT);
  });

  it("counts each client address on its own, and answers a made-up form id 404 without counting it", async () => {
    for (let i = 0; i < LIMIT + 1; i++) await harness.postJson(CONSULTING);
    expect((await harness.postJson(CONSULTING)).statusCode).toBe(429);
    const otherClient = await harness.postJson(CONSULTING, { headers: { "x-forwarded-for": "198.51.100.23" } });
    expect(otherClient.statusCode).toBe(200);
    expect((await stored())[0]?.clientAddress).toBe("198.51.100.0");
    expect((await harness.postJson(CONSULTING, { formId: "other" })).statusCode).toBe(404);
  });

  it("does not apply to the site or /healthz", async () => {
    for (let i = 0; i < LIMIT + 1; i++) await harness.postJson(CONSULTING);
    for (let i = 0; i < LIMIT + 2; i++) {
      expect((await harness.app.inject({ url: "/healthz" })).statusCode).toBe(200);
      const page = await harness.app.inject({ url: "/en/" });
      expect(page.statusCode).toBe(200);
      expect(page.headers["x-ratelimit-limit"]).toBeUndefined();
    }
  });

  it("gives a native form post its text back on the 429 page", async () => {
    for (let i = 0; i < LIMIT; i++) await harness.postJson(CONSULTING);
    const res = await harness.postForm({ ...CONSULTING, context: "Please keep this text" });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toMatch(/^\d+$/);
    expect(res.body).toContain("Please keep this text</textarea>");
  });
});

describe("collector client address", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0"],
    ["::ffff:198.51.100.9", "198.51.100.0"],
    ["2001:db8:abcd:12:34::1", "2001:db8:abcd::"],
  ])("stores %s as %s", async (remoteAddress, truncated) => {
    await start();
    await harness.postJson(CONSULTING, { remoteAddress });
    expect((await stored())[0]?.clientAddress).toBe(truncated);
  });

  it("keeps at most 512 characters of the user agent", async () => {
    await start();
    await harness.postJson(CONSULTING, { headers: { "user-agent": "u".repeat(600) } });
    expect((await stored())[0]?.userAgent).toBe("u".repeat(512));
  });
});

describe("collector CORS", () => {
  const SITE = "https://site.example";
  const preflight = (origin: string) =>
    harness.app.inject({
      method: "OPTIONS",
      url: "/f/contact",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type,formspree-client,formspree-session-data",
      },
    });

  it("lets the configured origins post and read the reply, errors included", async () => {
    await start({ SITE_ORIGINS: `${SITE}, https://other.example` });
    const ok = await harness.postJson(CONSULTING, { headers: { origin: SITE } });
    expect(ok.headers["access-control-allow-origin"]).toBe(SITE);
    expect(ok.headers["vary"]).toMatch(/Origin/);
    const invalid = await harness.postJson({}, { headers: { origin: SITE } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.headers["access-control-allow-origin"]).toBe(SITE);
    const tooLarge = await harness.postJson("x".repeat(BODY_LIMIT + 1), { headers: { origin: SITE } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers["access-control-allow-origin"]).toBe(SITE);
  });

  it("answers the preflight @formspree/core causes", async () => {
    await start({ SITE_ORIGINS: SITE });
    const res = await preflight(SITE);
    expect(res.statusCode).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe(SITE);
    expect(res.headers["access-control-allow-methods"]).toBe("POST");
    const allowed = String(res.headers["access-control-allow-headers"]).toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(["content-type", "formspree-client", "formspree-session-data"]));
  });

  it("does not allow other origins", async () => {
    await start({ SITE_ORIGINS: SITE });
    const res = await harness.postJson(CONSULTING, { headers: { origin: "https://evil.example" } });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect((await preflight("https://evil.example")).headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("allows no other origin by default (same-origin only)", async () => {
    await start();
    const res = await harness.postJson(CONSULTING, { headers: { origin: SITE } });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect((await preflight(SITE)).headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("applies to the collector only", async () => {
    await start({ SITE_ORIGINS: SITE });
    const health = await harness.app.inject({ url: "/healthz", headers: { origin: SITE } });
    expect(health.headers["access-control-allow-origin"]).toBeUndefined();
    const page = await harness.app.inject({
      method: "OPTIONS",
      url: "/en/",
      headers: { origin: SITE, "access-control-request-method": "GET" },
    });
    expect(page.statusCode).toBe(404);
    expect(page.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
