import { describe, expect, it } from "vitest";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { pageView } from "../testing/page-views.js";
import type { PageViewFacts, Visitor } from "./page-view.js";
import { PageViewRecorder, RECORDER_LIMITS } from "./recorder.js";
import { OTHER } from "./tables.js";
import { DailySalt } from "./visitor-key.js";

/** Records a view whose facts are all known already. */
const offer = (recorder: PageViewRecorder, visitor: Visitor, view: PageViewFacts) =>
  recorder.record(visitor, view, () => view);

const ADA: Visitor = { site: "example.com", address: "203.0.113.7", userAgent: "Mozilla/5.0 Firefox/133.0" };

function facts(at: string, path = "/en/"): PageViewFacts {
  const { visitorKey: _key, ...rest } = pageView(at, { path });
  return rest;
}

describe.each(DIALECTS)("PageViewRecorder (%s)", (dialect) => {
  const handle = useMigratedDatabase(dialect);
  const rows = () =>
    handle.db
      .selectFrom("page_views")
      .select(["visit_id", "starts_visit", "path", "source", "day"])
      .orderBy("viewed_at")
      .execute();

  it("continues a visit open at midnight: views at 23:50 and 00:05 UTC are one visit", async () => {
    const clock = { now: new Date("2026-11-24T23:50:00Z") };
    const recorder = new PageViewRecorder(handle.db, new DailySalt(handle.db, () => clock.now));
    try {
      const first = { ...facts("2026-11-24T23:50:00Z"), source: "newsletter", campaign: "launch" };
      recorder.record(ADA, first, () => first);
      await recorder.flush();
      clock.now = new Date("2026-11-25T00:05:00Z");
      offer(recorder, ADA, facts("2026-11-25T00:05:00Z", "/en/consulting"));
      await recorder.flush();
      const stored = await rows();
      expect(stored.map((row) => [row.day, row.starts_visit, row.path])).toEqual([
        ["2026-11-24", 1, "/en/"],
        ["2026-11-25", 0, "/en/consulting"],
      ]);
      expect(stored[1]!.visit_id).toBe(stored[0]!.visit_id);

      // After 00:30 the same person is a new visitor under the new day's key: a new visit.
      clock.now = new Date("2026-11-25T00:40:00Z");
      offer(recorder, ADA, facts("2026-11-25T00:40:00Z", "/en/education"));
      await recorder.flush();
      const later = await rows();
      expect(later[2]).toMatchObject({ starts_visit: 1, path: "/en/education" });
      expect(later[2]!.visit_id).not.toBe(stored[0]!.visit_id);
    } finally {
      await recorder.close();
    }
  });

  it("keeps its memory bounded: a flood of new visitors and views stays within its caps", async () => {
    const limits = { ...RECORDER_LIMITS, visitors: 100, queue: 50, batch: 1_000_000, intervalMs: 60_000 };
    let dropped = 0;
    const recorder = new PageViewRecorder(handle.db, new DailySalt(handle.db), limits, {
      dropped: (count) => (dropped += count),
    });
    try {
      const at = new Date().toISOString();
      for (let i = 0; i < 5_000; i++) {
        offer(recorder, { ...ADA, address: `10.0.${i >> 8}.${i & 255}` }, facts(at));
        expect(recorder.rememberedVisitors).toBeLessThanOrEqual(100);
        expect(recorder.waiting).toBeLessThanOrEqual(50);
      }
      // Two generations of at most half the cap each: the older is forgotten whole.
      expect(recorder.rememberedVisitors).toBeGreaterThan(50);
      expect(dropped).toBe(5_000 - 50);
      // One visitor's many pages: counted up to the daily cap, its remembered paths with it.
      for (let i = 0; i < 500; i++) offer(recorder, ADA, facts(at, `/page/${i}`));
      expect(recorder.rememberedVisitors).toBeLessThanOrEqual(100);
      // What the queue held is what is written: nothing more, nothing lost on the way.
      await recorder.flush();
      expect(await rows()).toHaveLength(50);
    } finally {
      await recorder.close();
    }
  });

  it("remembers a visitor behind at least half its cap of newer visitors, and forgets it past the cap", async () => {
    const limits = { ...RECORDER_LIMITS, visitors: 100, batch: 1_000_000, intervalMs: 60_000 };
    const recorder = new PageViewRecorder(handle.db, new DailySalt(handle.db), limits);
    try {
      const at = new Date().toISOString();
      const others = (from: number, count: number) => {
        for (let i = from; i < from + count; i++) offer(recorder, { ...ADA, address: `10.1.0.${i}` }, facts(at));
      };
      expect(offer(recorder, ADA, facts(at))).toBe(true);
      others(0, 50);
      // Seen again: the same page within 30 minutes is no new view, and the visitor stays recent.
      expect(offer(recorder, ADA, facts(at))).toBe(false);
      others(50, 50);
      expect(offer(recorder, ADA, facts(at))).toBe(false);
      // Past the cap of newer visitors, it is forgotten: its view counts again.
      others(100, 101);
      expect(offer(recorder, ADA, facts(at))).toBe(true);
    } finally {
      await recorder.close();
    }
  });

  it("knows a visitor's open visit before it is written, and forgets it after 30 minutes", async () => {
    const limits = { ...RECORDER_LIMITS, batch: 1_000_000, intervalMs: 60_000 };
    const recorder = new PageViewRecorder(handle.db, new DailySalt(handle.db), limits);
    try {
      const landing = { ...facts("2026-11-24T10:00:00Z", "/pt/"), source: "newsletter", campaign: "launch" };
      offer(recorder, ADA, landing);
      offer(recorder, ADA, facts("2026-11-24T10:05:00Z", "/pt/education"));
      const open = recorder.openVisit(ADA, new Date("2026-11-24T10:06:00Z"));
      expect(open).toMatchObject({
        source: "newsletter",
        campaign: "launch",
        landingPage: "/pt/",
        pages: ["/pt/", "/pt/education"],
      });
      expect(recorder.waiting).toBe(2);
      expect(recorder.openVisit({ ...ADA, userAgent: "another" }, new Date("2026-11-24T10:06:00Z"))).toBeUndefined();
      expect(recorder.openVisit(ADA, new Date("2026-11-24T10:35:00Z"))).toBeUndefined();
      // The visit the lead names is the one its views are stored under.
      await recorder.flush();
      expect(new Set((await rows()).map((row) => row.visit_id))).toEqual(new Set([open!.visitId]));
    } finally {
      await recorder.close();
    }
  });

  it("counts one address's views up to its daily cap, whatever user agents it sends", async () => {
    const limits = { ...RECORDER_LIMITS, viewsPerAddressDay: 100, batch: 1_000_000, intervalMs: 60_000 };
    const recorder = new PageViewRecorder(handle.db, new DailySalt(handle.db), limits);
    try {
      const at = new Date().toISOString();
      let counted = 0;
      for (let i = 0; i < 300; i++)
        if (offer(recorder, { ...ADA, userAgent: `Mozilla/5.0 agent-${i}` }, facts(at))) counted++;
      expect(counted).toBe(100);
      // Another address is another visitor.
      expect(offer(recorder, { ...ADA, address: "203.0.113.8" }, facts(at))).toBe(true);
    } finally {
      await recorder.close();
    }
  });

  it("keeps a day's first distinct campaigns, sources and paths, and counts later new ones as other", async () => {
    const limits = { ...RECORDER_LIMITS, valuesPerDay: 3, batch: 1_000_000, intervalMs: 60_000 };
    const recorder = new PageViewRecorder(handle.db, new DailySalt(handle.db), limits);
    try {
      const at = new Date().toISOString();
      for (let i = 0; i < 6; i++) {
        const view = { ...facts(at, `/en/${i}`), source: `s${i}`, campaign: `c${i}` };
        offer(recorder, { ...ADA, address: `10.2.0.${i}` }, view);
      }
      // A value already kept stays itself past the bound.
      offer(recorder, { ...ADA, address: "10.2.1.1" }, { ...facts(at, "/en/0"), source: "s0", campaign: "c1" });
      await recorder.flush();
      const stored = await rows();
      expect(stored.map((row) => row.path)).toEqual(["/en/0", "/en/1", "/en/2", OTHER, OTHER, OTHER, "/en/0"]);
      expect(stored.map((row) => row.source)).toEqual(["s0", "s1", "s2", OTHER, OTHER, OTHER, "s0"]);
    } finally {
      await recorder.close();
    }
  });
});
