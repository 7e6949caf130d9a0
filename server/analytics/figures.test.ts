import { describe, expect, it } from "vitest";
import { insertLead } from "../leads/repository.js";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { pageView } from "../testing/page-views.js";
import { figures, previousRange, TOP_ROWS, totals } from "./figures.js";
import { foldAndPurge, RAW_RETENTION_DAYS } from "./retention.js";
import { writePageViews } from "./store.js";
import { FOLDED_VALUES_PER_DAY } from "./daily.js";
import { OTHER } from "./tables.js";

const RANGE = { from: "2026-11-20", to: "2026-11-24" };

/** Three days of a small site: two visitors a day, a campaign, a search, a phone, a form page. */
async function seed(db: Parameters<typeof writePageViews>[0]) {
  const views = ["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"].flatMap((day, index) => [
    pageView(`${day}T09:00:00Z`, {
      visitorKey: `a-${day}`,
      source: "newsletter",
      medium: "email",
      channel: "email",
      campaign: "launch",
    }),
    pageView(`${day}T09:05:00Z`, { visitorKey: `a-${day}`, path: "/en/consulting" }),
    pageView(`${day}T13:00:00Z`, {
      visitorKey: `b-${day}`,
      path: "/pt/",
      language: "pt",
      device: "phone",
      channel: "search",
      source: "www.google.com",
      medium: "search",
      referrerHost: "www.google.com",
    }),
    // A second visit of b, hours later.
    pageView(`${day}T18:00:00Z`, { visitorKey: `b-${day}`, path: "/pt/education", language: "pt", device: "phone" }),
    ...(index === 0 ? [pageView(`${day}T23:59:00Z`, { visitorKey: "night-owl", path: "/" })] : []),
  ]);
  await writePageViews(db, views);
}

describe.each(DIALECTS)("figures (%s)", (dialect) => {
  const handle = useMigratedDatabase(dialect);

  it("lists the top sources, campaigns and pages and sums the rest, however many the database holds", async () => {
    // A flood of made-up campaigns and paths, one visitor each, raw (today) and folded (days before).
    const hostile = (day: string) =>
      Array.from({ length: 400 }, (_, i) =>
        pageView(`${day}T10:${String(i % 60).padStart(2, "0")}:00Z`, {
          visitorKey: `flood-${day}-${i}`,
          path: `/en/${i}`,
          source: `source-${i}`,
          campaign: `campaign-${i}`,
        }),
      );
    await writePageViews(handle.db, [...hostile("2026-11-22"), ...hostile("2026-11-24")]);
    await foldAndPurge(handle.db, new Date("2026-11-24T12:00:00Z"));
    // The folded day keeps its FOLDED_VALUES_PER_DAY most visited values of each and one OTHER row.
    const folded = await handle.db
      .selectFrom("analytics_daily")
      .select(["value", "visitors"])
      .where("day", "=", "2026-11-22")
      .where("dimension", "=", "campaign")
      .execute();
    expect(folded).toHaveLength(FOLDED_VALUES_PER_DAY + 1);
    expect(folded.find((row) => row.value === OTHER)).toMatchObject({ visitors: 400 - FOLDED_VALUES_PER_DAY });
    const result = await figures(handle.db, RANGE);
    for (const table of [result.pages, result.sources, result.campaigns]) expect(table).toHaveLength(TOP_ROWS + 1);
    const other = result.campaigns.at(-1)!;
    expect(other).toMatchObject({ campaign: OTHER, leads: 0, calls: 0 });
    // Nothing is lost: the rows and the OTHER row add up to every visitor of a campaign.
    expect(result.campaigns.reduce((sum, row) => sum + row.visitors, 0)).toBe(800);
    expect(result.pages.reduce((sum, row) => sum + row.views, 0)).toBe(800);
  });

  it("counts visitors, visits, views, sources, campaigns, devices and the funnel from raw views", async () => {
    await seed(handle.db);
    const result = await figures(handle.db, RANGE);
    expect(result).toMatchObject({ visitors: 9, visits: 13, pageviews: 17, leads: 0, calls: 0 });
    expect(result.sources).toEqual(
      expect.arrayContaining([
        { source: "newsletter", visitors: 4, visits: 4, leads: 0, calls: 0, won: 0, wonValue: [] },
        // Stored as the referrer's host; one name per source (issue 51).
        { source: "google", visitors: 4, visits: 4, leads: 0, calls: 0, won: 0, wonValue: [] },
      ]),
    );
    expect(result.campaigns).toEqual([
      { campaign: "launch", visitors: 4, visits: 4, leads: 0, calls: 0, won: 0, wonValue: [] },
    ]);
    expect(result.devices).toEqual([
      { device: "desktop", views: 9, visitors: 5 },
      { device: "phone", views: 8, visitors: 4 },
    ]);
    expect(result.funnel.map((step) => [step.step, step.count])).toEqual([
      ["landing", 13],
      ["form", 8],
      ["lead", 0],
      ["replied", 0],
      ["call", 0],
      ["held", 0],
      ["proposal", 0],
      ["won", 0],
    ]);
    expect(result.daily.map((day) => day.visitors)).toEqual([0, 3, 2, 2, 2]);
    const filtered = await figures(handle.db, RANGE, { language: "pt" });
    expect(filtered.funnel[0]).toEqual({ step: "landing", count: 8, dropOff: 0 });
  });

  it("gives the same figures from daily aggregates as from the raw rows", async () => {
    await seed(handle.db);
    const before = await figures(handle.db, RANGE);
    const folded = await foldAndPurge(handle.db, new Date("2026-11-24T12:00:00Z"));
    expect(folded).toEqual(["2026-11-21", "2026-11-22", "2026-11-23"]);
    const after = await figures(handle.db, RANGE);
    const sorted = (value: typeof before) =>
      JSON.parse(
        JSON.stringify(value, (_key, item) =>
          Array.isArray(item) ? [...item].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) : item,
        ),
      );
    expect(sorted(after)).toEqual(sorted(before));
    // Folding again changes nothing.
    expect(await foldAndPurge(handle.db, new Date("2026-11-24T12:00:00Z"))).toEqual([]);
  });

  it(`deletes raw views after ${RAW_RETENTION_DAYS} days and keeps their aggregates`, async () => {
    await seed(handle.db);
    const later = new Date(Date.parse("2026-11-21T12:00:00Z") + (RAW_RETENTION_DAYS + 1) * 86_400_000);
    const before = await totals(handle.db, { from: "2026-11-21", to: "2026-11-21" });
    await foldAndPurge(handle.db, later);
    const days = await handle.db.selectFrom("page_views").select("day").distinct().orderBy("day").execute();
    expect(days.map((row) => row.day)).toEqual(["2026-11-22", "2026-11-23", "2026-11-24"]);
    expect(await totals(handle.db, { from: "2026-11-21", to: "2026-11-21" })).toEqual(before);
  });

  it("names a source once, however it was spelled when stored: google, Google, google.com, www.google.com (issue 51)", async () => {
    const spellings = ["google", "Google", "google.com", "www.google.com"];
    await writePageViews(
      handle.db,
      spellings.map((source, i) =>
        pageView(`2026-11-22T1${i}:00:00Z`, { visitorKey: `g-${i}`, source, channel: "search", medium: "search" }),
      ),
    );
    for (const [i, source] of ["google.com", "www.google.com"].entries()) {
      await insertLead(
        handle.db,
        newLead({ email: `g${i}@example.com`, receivedAt: new Date(`2026-11-22T1${i}:05:00Z`) }),
        {
          afterInsert: async (trx, stored) => {
            await trx
              .insertInto("lead_attribution")
              .values({
                lead_id: stored.id,
                visit_id: `v-${i}`,
                channel: "search",
                source,
                medium: "search",
                campaign: null,
                referrer: null,
                landing_page: "/en/",
                landing_language: "en",
                pages: "[]",
              })
              .execute();
          },
        },
      );
    }
    const result = await figures(handle.db, RANGE);
    expect(result.sources).toEqual([
      { source: "google", visitors: 4, visits: 4, leads: 2, calls: 0, won: 0, wonValue: [] },
    ]);
    // The funnel filtered by any spelling of it is the same one source.
    const filtered = await figures(handle.db, RANGE, { source: "www.google.com" });
    expect(filtered.funnel.find((step) => step.step === "lead")?.count).toBe(2);
    expect(filtered.funnel[0]?.count).toBe(4);
  });

  it("counts leads and their calls by the source of their visit", async () => {
    await seed(handle.db);
    const lead = await insertLead(
      handle.db,
      newLead({ status: "handled", receivedAt: new Date("2026-11-23T09:10:00Z") }),
      {
        afterInsert: async (trx, stored) => {
          await trx
            .insertInto("lead_attribution")
            .values({
              lead_id: stored.id,
              visit_id: "v",
              channel: "email",
              source: "newsletter",
              medium: "email",
              campaign: "launch",
              referrer: null,
              landing_page: "/en/",
              landing_language: "en",
              pages: "[]",
            })
            .execute();
        },
      },
    );
    // A second lead with no visit behind it (sent from a static host): a lead, not a conversion.
    await insertLead(handle.db, newLead({ email: "bo@example.com", receivedAt: new Date("2026-11-23T10:00:00Z") }));
    const before = await figures(handle.db, RANGE);
    expect(before.calls).toBe(0);
    expect(before.leads).toBe(2);
    expect(before.conversion).toBe(1 / 9);
    expect((await totals(handle.db, RANGE)).conversion).toBe(1 / 9);
    expect(before.funnel.map((step) => step.count)).toEqual([13, 8, 1, 1, 0, 0, 0, 0]);

    await handle.db
      .insertInto("bookings")
      .values({
        id: "call-1",
        lead_id: lead!.id,
        start_at: "2026-11-25T10:00:00.000Z",
        end_at: "2026-11-25T10:30:00.000Z",
        status: "booked",
        sequence: 0,
        visitor_time_zone: null,
        created_at: "2026-11-23T09:12:00.000Z",
        updated_at: "2026-11-23T09:12:00.000Z",
      })
      .execute();
    const result = await figures(handle.db, RANGE);
    expect(result.leads).toBe(2);
    expect(result.calls).toBe(1);
    const newsletter = result.sources.find((row) => row.source === "newsletter");
    expect([newsletter?.leads, newsletter?.calls]).toEqual([1, 1]);
    expect(result.pages.find((row) => row.path === "/en/")?.leads).toBe(1);
    expect(result.funnel.map((step) => step.count)).toEqual([13, 8, 1, 1, 1, 0, 0, 0]);
  });

  it("puts the period before beside it", () => {
    expect(previousRange(RANGE)).toEqual({ from: "2026-11-15", to: "2026-11-19" });
  });
});
