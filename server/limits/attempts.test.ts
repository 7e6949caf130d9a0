import { describe, expect, it } from "vitest";
import { AttemptLimiter } from "./attempts.js";

describe("AttemptLimiter", () => {
  it("refuses an address after 5 failures until the 15-minute window ends, and no other address", () => {
    let now = 1_000_000;
    const limiter = new AttemptLimiter({ max: 5, windowMs: 15 * 60_000 }, () => now);
    for (let i = 0; i < 5; i++) expect(limiter.take("203.0.113.7")).toBe(0);
    expect(limiter.take("203.0.113.7")).toBe(900);
    expect(limiter.take("203.0.113.8")).toBe(0);
    now += 15 * 60_000 - 1_000;
    expect(limiter.take("203.0.113.7")).toBe(1);
    now += 1_000;
    expect(limiter.take("203.0.113.7")).toBe(0);
  });

  it("does not count attempts given back as successes", async () => {
    const limiter = new AttemptLimiter({ max: 2, windowMs: 60_000 }, () => 0);
    for (let i = 0; i < 10; i++) {
      expect(await limiter.attempt("owner")).toBe(0);
      await limiter.succeeded("owner");
    }
    expect(await limiter.attempt("owner")).toBe(0);
    expect(await limiter.attempt("owner")).toBe(0);
    expect(await limiter.attempt("owner")).toBe(60);
  });

  it("keeps a bounded number of addresses", () => {
    const limiter = new AttemptLimiter({ max: 1, windowMs: 60_000 }, () => 0, 3);
    for (const address of ["a", "b", "c", "d"]) limiter.take(address);
    // The newest is still counted; the oldest was forgotten to make room for it.
    expect(limiter.take("d")).toBe(60);
    expect(limiter.take("a")).toBe(0);
  });
});
