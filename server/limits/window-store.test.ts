import { describe, expect, it } from "vitest";
import { OVERFLOW_KEY, WindowStore } from "./window-store.js";

const WINDOW = 60_000;

function counting(capacity: number) {
  let now = 1_000_000;
  const store = new WindowStore(capacity, () => now);
  const incr = (key: string) =>
    new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), WINDOW),
    );
  return { store, incr, advance: (ms: number) => (now += ms) };
}

describe("WindowStore", () => {
  it("counts a key within its window and starts again after it", async () => {
    const { incr, advance } = counting(10);
    expect(await incr("a")).toEqual({ current: 1, ttl: WINDOW });
    advance(10_000);
    expect(await incr("a")).toEqual({ current: 2, ttl: WINDOW - 10_000 });
    advance(WINDOW);
    expect(await incr("a")).toEqual({ current: 1, ttl: WINDOW });
  });

  it("never forgets a live counter, however many other keys come: newcomers share the overflow counter", async () => {
    const { store, incr } = counting(100);
    for (let i = 0; i < 3; i++) await incr("victim");
    for (let i = 0; i < 5_000; i++) await incr(`made-up-${i}`);
    expect(store.size).toBe(101); // the capacity, and the overflow counter
    expect((await incr("victim")).current).toBe(4);
    // 99 keys found room; the other 4,901 (and this one) counted together.
    expect((await incr("one-more")).current).toBe(5_000 - 99 + 1);
  });

  it("frees the room of counters whose window is over", async () => {
    const { store, incr, advance } = counting(2);
    await incr("a");
    await incr("b");
    expect((await incr("c")).current).toBe(1);
    expect(store.size).toBe(3); // a, b and the overflow counter
    advance(WINDOW);
    expect((await incr("c")).current).toBe(1);
    expect(store.size).toBe(1);
    expect(OVERFLOW_KEY).toContain("overflow");
  });
});
