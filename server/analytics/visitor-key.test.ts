import { describe, expect, it } from "vitest";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { continuedDay, DailySalt, dayOf, visitorKey } from "./visitor-key.js";

const ADA = { site: "example.com", address: "203.0.113.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0" };

describe("visitorKey", () => {
  it("is the same for one person under one salt, and differs per address, agent and site", () => {
    const salt = "s".repeat(43);
    expect(visitorKey(salt, ADA)).toBe(visitorKey(salt, { ...ADA }));
    expect(visitorKey(salt, ADA)).toMatch(/^[\w-]{22}$/);
    for (const other of [
      { ...ADA, address: "203.0.113.8" },
      { ...ADA, userAgent: "Mozilla/5.0 Chrome/131" },
      { ...ADA, site: "example.org" },
    ]) {
      expect(visitorKey(salt, other)).not.toBe(visitorKey(salt, ADA));
    }
  });

  it("holds neither the address nor the user agent", () => {
    const key = visitorKey("salt", ADA);
    expect(key).not.toContain("203");
    expect(key).not.toContain("Firefox");
  });
});

describe.each(DIALECTS)("DailySalt (%s)", (dialect) => {
  const handle = useMigratedDatabase(dialect);
  const saltDays = async () =>
    (await handle.db.selectFrom("analytics_salts").select("day").orderBy("day").execute()).map((row) => row.day);
  /** A clock the test moves. */
  const clock = (at: string) => {
    const state = { now: new Date(at) };
    return { state, now: () => state.now };
  };

  it("gives every instance the same salt for a day", async () => {
    const { now } = clock("2026-11-23T12:00:00Z");
    const first = new DailySalt(handle.db, now);
    const second = new DailySalt(handle.db, now);
    const [a, b] = await Promise.all([first.forDay("2026-11-23"), second.forDay("2026-11-23")]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[\w-]{43}$/);
    const [c, d] = await Promise.all([first.forDay("2026-11-24"), second.forDay("2026-11-24")]);
    expect(c).toBe(d);
    expect(c).not.toBe(a);
  });

  it("gives the same person two unrelated keys on two days", async () => {
    const { state, now } = clock("2026-11-23T23:59:00Z");
    const salts = new DailySalt(handle.db, now);
    const monday = visitorKey(await salts.forDay(dayOf(state.now)), ADA);
    state.now = new Date("2026-11-24T00:31:00Z");
    const tuesday = visitorKey(await salts.forDay(dayOf(state.now)), ADA);
    expect(tuesday).not.toBe(monday);
    // Monday's salt is gone: its key can no longer be recomputed from the same person.
    const left = await handle.db.selectFrom("analytics_salts").select("salt").execute();
    expect(left.map((row) => visitorKey(row.salt, ADA))).not.toContain(monday);
    expect(await saltDays()).toEqual(["2026-11-24"]);
  });

  it("keeps yesterday's salt until 00:30 UTC, only to continue visits open at midnight, then deletes it", async () => {
    const { state, now } = clock("2026-11-23T23:50:00Z");
    const salts = new DailySalt(handle.db, now);
    const monday = await salts.forDay("2026-11-23");
    expect(await salts.continuing(state.now)).toBeUndefined();

    state.now = new Date("2026-11-24T00:05:00Z");
    await salts.forDay("2026-11-24");
    expect(await salts.continuing(state.now)).toBe(monday);
    // Another instance, started after midnight, finds it too (it never creates one).
    expect(await new DailySalt(handle.db, now).continuing(state.now)).toBe(monday);
    expect(await saltDays()).toEqual(["2026-11-23", "2026-11-24"]);

    state.now = new Date("2026-11-24T00:30:00Z");
    expect(await salts.continuing(state.now)).toBeUndefined();
    await salts.forget();
    expect(await saltDays()).toEqual(["2026-11-24"]);
    expect(salts.peek("2026-11-23")).toBeUndefined();
    // A late view of Monday cannot bring Monday's salt back.
    const late = await salts.forDay("2026-11-23");
    expect(late).not.toBe(monday);
    expect(await saltDays()).toEqual(["2026-11-24"]);
  });

  it("creates no salt for yesterday just to continue a visit (a day without views has none)", async () => {
    const { state, now } = clock("2026-11-24T00:10:00Z");
    const salts = new DailySalt(handle.db, now);
    expect(await salts.continuing(state.now)).toBeUndefined();
    expect(await saltDays()).toEqual([]);
  });
});

describe("continuedDay", () => {
  it.each([
    ["2026-11-24T00:00:00Z", "2026-11-23"],
    ["2026-11-24T00:29:59.999Z", "2026-11-23"],
    ["2026-11-24T00:30:00Z", undefined],
    ["2026-11-24T23:59:00Z", undefined],
    ["2026-03-01T00:10:00Z", "2026-02-28"],
  ])("at %s continues %s", (at, day) => {
    expect(continuedDay(new Date(at))).toBe(day);
  });
});
