import { describe, expect, it } from "vitest";
import { OUTBOX_TIMINGS, retryDelay } from "./outbox-worker.js";

describe("retryDelay", () => {
  const timings = { ...OUTBOX_TIMINGS, retryMs: 5_000, maxRetryMs: 3_600_000 };

  it.each([
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [10, 2_560_000],
    [11, 3_600_000],
    [50, 3_600_000],
  ])("after %i failures waits %i ms, capped at an hour", (failures, expected) => {
    expect(retryDelay(failures, timings, () => 0)).toBe(expected);
  });

  it("shortens the wait by up to a quarter at random, never past the cap", () => {
    expect(retryDelay(3, timings, () => 0.999_999)).toBe(15_000);
    expect(retryDelay(50, timings, () => 0.5)).toBe(3_150_000);
  });
});
