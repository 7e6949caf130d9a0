import { describe, expect, it } from "vitest";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { writePageViews } from "./store.js";
import { pageView } from "../testing/page-views.js";

describe.each(DIALECTS)("writePageViews (%s)", (dialect) => {
  const handle = useMigratedDatabase(dialect);
  const rows = () =>
    handle.db
      .selectFrom("page_views")
      .select(["viewed_at", "visit_id", "starts_visit", "visitor_key", "day", "path"])
      .orderBy("viewed_at")
      .execute();

  // The views of one visit are of different pages: one page twice in 30 minutes is a flood (below).
  it("starts a visit after 30 minutes without a view, across batches", async () => {
    await writePageViews(handle.db, [
      pageView("2026-11-24T10:00:00Z"),
      pageView("2026-11-24T10:29:59Z", { path: "/en/consulting" }),
    ]);
    await writePageViews(handle.db, [
      pageView("2026-11-24T10:45:00Z", { path: "/en/education" }),
      pageView("2026-11-24T11:15:00Z", { path: "/en/privacy" }),
    ]);
    const stored = await rows();
    expect(stored.map((row) => row.starts_visit)).toEqual([1, 0, 0, 1]);
    expect(new Set(stored.slice(0, 3).map((row) => row.visit_id)).size).toBe(1);
    expect(stored[3]!.visit_id).not.toBe(stored[0]!.visit_id);
  });

  it("keeps visitors apart within a batch, whatever the order it arrives in", async () => {
    await writePageViews(handle.db, [
      pageView("2026-11-24T10:05:00Z", { visitorKey: "key-b" }),
      pageView("2026-11-24T10:10:00Z", { path: "/en/consulting" }),
      pageView("2026-11-24T10:00:00Z"),
    ]);
    const stored = await rows();
    expect(stored.map((row) => [row.visitor_key, row.starts_visit])).toEqual([
      ["key-a", 1],
      ["key-b", 1],
      ["key-a", 0],
    ]);
  });

  describe("a visit across midnight (UTC)", () => {
    // The recorder keys a view of the first 30 minutes of a day twice: under today's salt, and
    // under yesterday's as `continuesKey` (server/analytics/recorder.ts).
    it("is one visit, with one landing page and one source, when it was open at midnight", async () => {
      await writePageViews(handle.db, [
        pageView("2026-11-24T23:50:00Z", { visitorKey: "monday-key", source: "newsletter", campaign: "launch" }),
      ]);
      await writePageViews(handle.db, [
        pageView("2026-11-25T00:05:00Z", {
          visitorKey: "tuesday-key",
          continuesKey: "monday-key",
          path: "/en/consulting",
        }),
      ]);
      const stored = await rows();
      expect(stored.map((row) => [row.day, row.visitor_key, row.starts_visit, row.path])).toEqual([
        ["2026-11-24", "monday-key", 1, "/en/"],
        ["2026-11-25", "monday-key", 0, "/en/consulting"],
      ]);
      expect(stored[1]!.visit_id).toBe(stored[0]!.visit_id);
      // Nothing links Monday's key to Tuesday's: Tuesday's is stored nowhere.
      expect(JSON.stringify(stored)).not.toContain("tuesday-key");
    });

    it("is one visit when both views arrive in one batch", async () => {
      await writePageViews(handle.db, [
        pageView("2026-11-25T00:05:00Z", { visitorKey: "tuesday-key", continuesKey: "monday-key", path: "/pt/" }),
        pageView("2026-11-24T23:50:00Z", { visitorKey: "monday-key" }),
      ]);
      const stored = await rows();
      expect(stored.map((row) => [row.visitor_key, row.starts_visit])).toEqual([
        ["monday-key", 1],
        ["monday-key", 0],
      ]);
    });

    it("starts a visit under the new day's key when yesterday's visit had ended", async () => {
      await writePageViews(handle.db, [pageView("2026-11-24T23:20:00Z", { visitorKey: "monday-key" })]);
      await writePageViews(handle.db, [
        pageView("2026-11-25T00:05:00Z", { visitorKey: "tuesday-key", continuesKey: "monday-key" }),
      ]);
      const stored = await rows();
      expect(stored.map((row) => [row.day, row.visitor_key, row.starts_visit])).toEqual([
        ["2026-11-24", "monday-key", 1],
        ["2026-11-25", "tuesday-key", 1],
      ]);
    });

    it("starts a visit under the new key when the view had no key to continue (after 00:30)", async () => {
      await writePageViews(handle.db, [
        pageView("2026-11-24T23:50:00Z", { visitorKey: "monday-key" }),
        pageView("2026-11-25T00:10:00Z", { visitorKey: "monday-key", path: "/pt/" }),
      ]);
      await writePageViews(handle.db, [pageView("2026-11-25T00:35:00Z", { visitorKey: "tuesday-key", path: "/pt/x" })]);
      const stored = await rows();
      expect(stored.map((row) => [row.visitor_key, row.starts_visit])).toEqual([
        ["monday-key", 1],
        ["monday-key", 0],
        ["tuesday-key", 1],
      ]);
    });
  });

  describe("the flood guard, in the database (every instance's batches)", () => {
    it("writes one page once per visit window for a key, across batches", async () => {
      await writePageViews(handle.db, [pageView("2026-11-24T10:00:00Z"), pageView("2026-11-24T10:01:00Z")]);
      await writePageViews(handle.db, [pageView("2026-11-24T10:20:00Z")]);
      await writePageViews(handle.db, [pageView("2026-11-24T10:20:00Z", { visitorKey: "key-b" })]);
      // 31 minutes after the last counted view of the page: a new window.
      await writePageViews(handle.db, [pageView("2026-11-24T10:31:00Z")]);
      const stored = await rows();
      expect(stored.map((row) => [row.viewed_at.slice(11, 16), row.visitor_key])).toEqual([
        ["10:00", "key-a"],
        ["10:20", "key-b"],
        ["10:31", "key-a"],
      ]);
    });

    it("writes at most the bound of rows per key and day, from batches written at once", async () => {
      // Three "instances" write 3 batches of 4 distinct pages of one key concurrently, bound 5.
      const batch = (instance: number) =>
        Array.from({ length: 4 }, (_, i) =>
          pageView(`2026-11-24T10:0${i}:${String(instance * 10).padStart(2, "0")}Z`, { path: `/p/${instance}/${i}` }),
        );
      const written = await Promise.all(
        [0, 1, 2].map((i) => writePageViews(handle.db, batch(i), { viewsPerVisitorDay: 5 })),
      );
      expect(written.reduce((sum, count) => sum + count, 0)).toBe(5);
      expect(await rows()).toHaveLength(5);
      // Another key, and the same key on another day, have their own bound.
      await writePageViews(handle.db, [pageView("2026-11-24T11:00:00Z", { visitorKey: "key-b" })], {
        viewsPerVisitorDay: 5,
      });
      await writePageViews(handle.db, [pageView("2026-11-25T11:00:00Z")], { viewsPerVisitorDay: 5 });
      await writePageViews(handle.db, [pageView("2026-11-24T12:00:00Z", { path: "/late" })], { viewsPerVisitorDay: 5 });
      const stored = await rows();
      expect(stored).toHaveLength(7);
      expect(stored.filter((row) => row.day === "2026-11-24" && row.visitor_key === "key-a")).toHaveLength(5);
    });
  });
});
