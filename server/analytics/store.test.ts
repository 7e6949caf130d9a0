import { describe, expect, it } from "vitest";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { writePageViews } from "./store.js";
import { pageView } from "../testing/page-views.js";
import { analyticsDb } from "./tables.js";

describe.each(DIALECTS)("writePageViews (%s)", (dialect) => {
  const handle = useMigratedDatabase(dialect);
  const rows = () =>
    analyticsDb(handle.db)
      .selectFrom("page_views")
      .select(["viewed_at", "visit_id", "starts_visit", "visitor_key", "day"])
      .orderBy("viewed_at")
      .execute();

  it("starts a visit after 30 minutes without a view, across batches", async () => {
    await writePageViews(handle.db, [pageView("2026-11-24T10:00:00Z"), pageView("2026-11-24T10:29:59Z")]);
    await writePageViews(handle.db, [pageView("2026-11-24T10:45:00Z"), pageView("2026-11-24T11:15:00Z")]);
    const stored = await rows();
    expect(stored.map((row) => row.starts_visit)).toEqual([1, 0, 0, 1]);
    expect(new Set(stored.slice(0, 3).map((row) => row.visit_id)).size).toBe(1);
    expect(stored[3]!.visit_id).not.toBe(stored[0]!.visit_id);
  });

  it("keeps visitors apart within a batch, whatever the order it arrives in", async () => {
    await writePageViews(handle.db, [
      pageView("2026-11-24T10:05:00Z", { visitorKey: "key-b" }),
      pageView("2026-11-24T10:10:00Z"),
      pageView("2026-11-24T10:00:00Z"),
    ]);
    const stored = await rows();
    expect(stored.map((row) => [row.visitor_key, row.starts_visit])).toEqual([
      ["key-a", 1],
      ["key-b", 1],
      ["key-a", 0],
    ]);
  });

  it("splits a visit at midnight (UTC): the key of the new day is another key", async () => {
    // The same person before and after midnight: the recorder gives the second view the new
    // day's key, so it cannot continue the first visit, even 2 minutes later.
    await writePageViews(handle.db, [
      pageView("2026-11-24T23:59:00Z", { visitorKey: "monday-key" }),
      pageView("2026-11-25T00:01:00Z", { visitorKey: "tuesday-key" }),
    ]);
    const stored = await rows();
    expect(stored.map((row) => [row.day, row.starts_visit])).toEqual([
      ["2026-11-24", 1],
      ["2026-11-25", 1],
    ]);
  });

  it("continues a visit across midnight while one key holds (a view batched with its day's key)", async () => {
    await writePageViews(handle.db, [pageView("2026-11-24T23:50:00Z"), pageView("2026-11-25T00:10:00Z")]);
    const stored = await rows();
    expect(stored.map((row) => [row.day, row.starts_visit])).toEqual([
      ["2026-11-24", 1],
      ["2026-11-25", 0],
    ]);
  });
});
