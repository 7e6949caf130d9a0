import { describe, expect, it } from "vitest";
import { Webhook } from "standardwebhooks";
import { nextAttemptDelay, parseRetryAfter, RETRY_SCHEDULE_MS } from "./schedule.js";
import { generateSecret, isSecret, signatureHeaders } from "./signing.js";

describe("the retry schedule", () => {
  it("follows the specification's waits, with jitter within ±20%, and ends after the eighth attempt", () => {
    const minutes = RETRY_SCHEDULE_MS.map((ms) => ms / 60_000);
    expect(minutes).toEqual([5 / 60, 5, 30, 120, 300, 600, 600]);
    for (const [index, wait] of RETRY_SCHEDULE_MS.entries()) {
      expect(nextAttemptDelay(index + 1, { random: () => 0 })).toBe(Math.round(wait * 0.8));
      expect(nextAttemptDelay(index + 1, { random: () => 0.5 })).toBe(wait);
      expect(nextAttemptDelay(index + 1, { random: () => 0.999999 })).toBeLessThanOrEqual(wait * 1.2);
      expect(nextAttemptDelay(index + 1, { random: () => 0.999999 })).toBeGreaterThan(wait * 1.19);
    }
    expect(nextAttemptDelay(8)).toBeUndefined();
  });

  it("takes Retry-After instead of the schedule's wait, within reason", () => {
    expect(nextAttemptDelay(1, { retryAfterMs: 90_000 })).toBe(90_000);
    expect(nextAttemptDelay(1, { retryAfterMs: 30 * 24 * 3600_000 })).toBe(10 * 3600_000);
    // The schedule still counts: no Retry-After keeps a spent delivery going.
    expect(nextAttemptDelay(8, { retryAfterMs: 1000 })).toBeUndefined();
  });

  it.each([
    ["120", 120_000],
    [" 0 ", 0],
    ["Tue, 24 Nov 2026 12:01:00 GMT", 60_000],
    ["Tue, 24 Nov 2026 11:00:00 GMT", 0],
    ["soon", undefined],
    [undefined, undefined],
  ])("reads Retry-After %j as %j ms", (value, ms) => {
    expect(parseRetryAfter(value, new Date("2026-11-24T12:00:00Z"))).toBe(ms);
  });
});

describe("Standard Webhooks signing", () => {
  it("makes secrets of the specification's form, which its library accepts", () => {
    const secret = generateSecret();
    expect(isSecret(secret)).toBe(true);
    const headers = signatureHeaders([secret], "msg_1", '{"a":1}', new Date());
    expect(new Webhook(secret).verify('{"a":1}', headers)).toEqual({ a: 1 });
    expect(() => new Webhook(generateSecret()).verify('{"a":1}', headers)).toThrow();
    expect(() => new Webhook(secret).verify('{"a":2}', headers)).toThrow();
  });

  it.each([
    ["whsec_" + Buffer.alloc(24).toString("base64"), true],
    ["whsec_" + Buffer.alloc(64).toString("base64"), true],
    ["whsec_" + Buffer.alloc(23).toString("base64"), false],
    ["whsec_" + Buffer.alloc(65).toString("base64"), false],
    [Buffer.alloc(32).toString("base64"), false],
    ["whsec_not base64!", false],
  ])("accepts %s as a secret: %s", (secret, ok) => {
    expect(isSecret(secret)).toBe(ok);
  });
});
