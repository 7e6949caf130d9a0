import { afterEach, describe, expect, it, vi } from "vitest";
import { backoff, submitLead } from "./submit-lead";

// The network is replaced here only to drive the retry policy through its cases quickly; the
// end-to-end tests submit through the real collector.
afterEach(() => vi.unstubAllGlobals());

const lead = { name: "Ana", email: "ana@example.com", company: "Acme", context: "Hi" };

function respond(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
}

describe("backoff", () => {
  it("starts at 1 s, doubles, and stops at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backoff)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe("submitLead", () => {
  it("retries a network failure 3 times with the same idempotency key, waiting 1, 2 and 4 s", async () => {
    const bodies: unknown[] = [];
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return Promise.reject(new TypeError("Failed to fetch"));
    });
    vi.stubGlobal("fetch", fetch);
    const waits: number[] = [];
    const retries: [number, number][] = [];
    const outcome = await submitLead(lead, {
      idempotencyKey: "key-12345678",
      sleep: async (ms) => void waits.push(ms),
      onRetry: (attempt, attempts) => retries.push([attempt, attempts]),
      endpoint: "http://collector.test",
    });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(retries).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
    expect(new Set(bodies.map((body) => (body as { _idempotencyKey: string })._idempotencyKey))).toEqual(
      new Set(["key-12345678"]),
    );
    expect(outcome).toMatchObject({ kind: "error", form: { code: "NETWORK" } });
  });

  it("succeeds on a retry after a dropped connection", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockImplementationOnce(() => respond(200, { ok: true, next: "/en/thanks" }));
    vi.stubGlobal("fetch", fetch);
    const outcome = await submitLead(lead, {
      idempotencyKey: "key-abcdefgh",
      sleep: async () => {},
      endpoint: "http://x.test",
    });
    expect(outcome).toEqual({ kind: "success", next: "/en/thanks" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("does not retry an answer: field errors come back at once", async () => {
    const fetch = vi.fn(() =>
      respond(422, {
        error: "Validation failed",
        errors: [
          { field: "email", code: "TYPE_EMAIL", message: "should be an email" },
          { field: "email", code: "REQUIRED_FIELD_EMPTY", message: "is required" },
        ],
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const outcome = await submitLead(lead, {
      idempotencyKey: "key-abcdefgh",
      sleep: async () => {},
      endpoint: "http://x.test",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({
      kind: "error",
      fields: {
        email: [
          { code: "TYPE_EMAIL", message: "should be an email" },
          { code: "REQUIRED_FIELD_EMPTY", message: "is required" },
        ],
      },
    });
  });

  it.each([
    [{ error: "Form not found", errors: [{ code: "FORM_NOT_FOUND", message: "Form not found" }] }, "FORM_NOT_FOUND"],
    [{ error: "Spam", errors: [{ code: "BLOCKED", message: "Blocked" }] }, "BLOCKED"],
    [{ error: "Too many", errors: [{ code: "RATE_LIMITED", message: "Too many submissions" }] }, "UNSPECIFIED"],
    [{ something: "else" }, "UNEXPECTED_RESPONSE"],
  ])("maps a form-level reply %j to %s without retrying", async (body, code) => {
    const fetch = vi.fn(() => respond(400, body));
    vi.stubGlobal("fetch", fetch);
    const outcome = await submitLead(lead, {
      idempotencyKey: "key-abcdefgh",
      sleep: async () => {},
      endpoint: "http://x.test",
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(outcome).toMatchObject({ kind: "error", form: { code } });
  });

  it("treats a non-JSON error page from a proxy as a transport failure worth retrying", async () => {
    const page = "<html>502 Bad Gateway</html>";
    // Its body's parse fails with this realm's SyntaxError, as in a browser: Node's Response would
    // reject with its own realm's, which is no `Error` to @formspree/core in the tests' VM context.
    const fetch = vi.fn(() =>
      Promise.resolve(Object.assign(new Response(page, { status: 502 }), { json: async () => JSON.parse(page) })),
    );
    vi.stubGlobal("fetch", fetch);
    const outcome = await submitLead(lead, {
      idempotencyKey: "key-abcdefgh",
      sleep: async () => {},
      endpoint: "http://x.test",
    });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(outcome).toMatchObject({ form: { code: "NETWORK" } });
  });
});
