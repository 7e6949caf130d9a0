import { describe, expect, it } from "vitest";
import { GLOBAL_KEY, SignInBudget } from "./sign-in-budget.js";
import { AttemptLimiter } from "../limits/attempts.js";

describe("SignInBudget", () => {
  const setup = (max = 3, windowMs = 60_000, intervalMs = 2_000) => {
    const clock = { now: 1_000_000 };
    const trips: Date[] = [];
    const counter = new AttemptLimiter({ max, windowMs }, () => clock.now);
    const budget = new SignInBudget({
      counter,
      onTrip: (until) => trips.push(until),
      now: () => clock.now,
      intervalMs,
    });
    return { clock, trips, counter, budget };
  };

  it("lets every attempt through under the budget, and tells no one", async () => {
    const { budget, trips } = setup();
    for (let i = 0; i < 3; i++) expect(await budget.attempt()).toBe(0);
    expect(trips).toEqual([]);
  });

  it("past the budget lets one attempt through per interval, refuses the rest, and trips once per window", async () => {
    const { budget, trips, clock } = setup();
    for (let i = 0; i < 3; i++) await budget.attempt();
    expect(await budget.attempt()).toBe(0);
    expect(await budget.attempt()).toBe(2);
    clock.now += 1_000;
    expect(await budget.attempt()).toBe(1);
    clock.now += 1_000;
    expect(await budget.attempt()).toBe(0);
    expect(trips).toEqual([new Date(1_000_000 + 60_000)]);
    // A new window: under the budget again, and a new trip is a new alert.
    clock.now = 1_000_000 + 60_000;
    for (let i = 0; i < 3; i++) expect(await budget.attempt()).toBe(0);
    expect(await budget.attempt()).toBe(0);
    expect(trips).toHaveLength(2);
  });

  it("does not count attempts given back", async () => {
    const { budget, trips, counter } = setup();
    for (let i = 0; i < 10; i++) {
      expect(await budget.attempt()).toBe(0);
      await budget.giveBack();
    }
    expect(trips).toEqual([]);
    // Counted under its own key, apart from any address.
    expect(counter.take(GLOBAL_KEY)).toBe(0);
  });
});
