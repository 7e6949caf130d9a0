import { describe, expect, it } from "vitest";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { analyticsDb } from "./tables.js";
import { DailySalt, dayOf, visitorKey } from "./visitor-key.js";

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

  it("gives every instance the same salt for a day, and deletes the day before's", async () => {
    const first = new DailySalt(handle.db);
    const second = new DailySalt(handle.db);
    const [a, b] = await Promise.all([first.forDay("2026-11-23"), second.forDay("2026-11-23")]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[\w-]{43}$/);

    const next = await first.forDay("2026-11-24");
    expect(next).not.toBe(a);
    const days = await analyticsDb(handle.db).selectFrom("analytics_salts").select("day").execute();
    expect(days.map((row) => row.day)).toEqual(["2026-11-24"]);
  });

  it("gives the same person two unrelated keys on two days", async () => {
    const salts = new DailySalt(handle.db);
    const monday = visitorKey(await salts.forDay(dayOf(new Date("2026-11-23T23:59:00Z"))), ADA);
    const tuesday = visitorKey(await salts.forDay(dayOf(new Date("2026-11-24T00:01:00Z"))), ADA);
    expect(tuesday).not.toBe(monday);
    // Monday's salt is gone: its key can no longer be recomputed from the same person.
    const left = await analyticsDb(handle.db).selectFrom("analytics_salts").select("salt").execute();
    expect(left.map((row) => visitorKey(row.salt, ADA))).not.toContain(monday);
  });
});
