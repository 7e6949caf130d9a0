// Issue 51, point 5: one definition of each funnel step. A lead moved to Proposal without a call
// counts at proposal, never as a call or a held call; the headline's calls and the funnel's call
// step are the same count; the sources and campaigns tables count the same won leads and their value.
import { describe, expect, it } from "vitest";
import type { FunnelStep } from "../../shared/analytics.js";
import { moveLeads } from "../leads/pipeline.js";
import { insertLead, setDealValue } from "../leads/repository.js";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { pageView } from "../testing/page-views.js";
import { figures, totals } from "./figures.js";
import { writePageViews } from "./store.js";

const RANGE = { from: "2026-11-20", to: "2026-11-24" };
type Db = Parameters<typeof writePageViews>[0];

/** A lead from a visit of the "launch" campaign of the newsletter. */
async function leadFromLaunch(db: Db, id: string, at: string) {
  await insertLead(db, newLead({ id, email: `${id}@example.com`, receivedAt: new Date(at) }), {
    afterInsert: async (trx, stored) => {
      await trx
        .insertInto("lead_attribution")
        .values({
          lead_id: stored.id,
          visit_id: `visit-${id}`,
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
  });
}

async function book(db: Db, id: string, leadId: string, start: string, outcome: "held" | null) {
  await db
    .insertInto("bookings")
    .values({
      id,
      lead_id: leadId,
      start_at: `2026-11-22T${start}:00.000Z`,
      end_at: `2026-11-22T${start.slice(0, 2)}:30:00.000Z`,
      status: "booked",
      sequence: 0,
      visitor_time_zone: null,
      created_at: "2026-11-21T09:12:00.000Z",
      updated_at: "2026-11-21T09:12:00.000Z",
      ...(outcome === null ? {} : { outcome }),
    })
    .execute();
}

describe.each(DIALECTS)("one definition of each funnel step (%s)", (dialect) => {
  const handle = useMigratedDatabase(dialect);

  it("counts a held call only where one was held; the headline, the funnel and the tables agree", async () => {
    const db = handle.db;
    await writePageViews(
      db,
      ["a", "b", "c"].map((visitor) =>
        pageView("2026-11-21T09:00:00Z", { visitorKey: visitor, source: "newsletter", campaign: "launch" }),
      ),
    );
    // A: booked, held, proposal, won with a value. B: booked, not held yet. C: straight to
    // Proposal without any call (the owner met them elsewhere), as issue 51 found.
    await leadFromLaunch(db, "a", "2026-11-21T09:10:00Z");
    await leadFromLaunch(db, "b", "2026-11-21T09:20:00Z");
    await leadFromLaunch(db, "c", "2026-11-21T09:30:00Z");
    await book(db, "call-a", "a", "10:00", "held");
    await book(db, "call-b", "b", "11:00", null);
    await moveLeads(db, ["a", "b"], "call");
    await moveLeads(db, ["a"], "proposal");
    await moveLeads(db, ["a"], "won");
    await setDealValue(db, "a", { amount: 900_000, currency: "BRL" });
    await moveLeads(db, ["c"], "proposal");

    const result = await figures(db, RANGE);
    const step = Object.fromEntries(result.funnel.map((row) => [row.step, row.count])) as Record<FunnelStep, number>;
    expect(step).toMatchObject({ lead: 3, replied: 3, call: 2, held: 1, proposal: 2, won: 1 });
    // The headline's calls are the funnel's: not the proposal without a call.
    expect(result.calls).toBe(2);
    expect((await totals(db, RANGE)).calls).toBe(2);
    expect(result.daily.reduce((sum, day) => sum + day.calls, 0)).toBe(2);
    // The drop from call to held, and none shown where a step is larger than the one before.
    expect(result.funnel.find((row) => row.step === "held")?.dropOff).toBe(0.5);
    expect(result.funnel.find((row) => row.step === "proposal")?.dropOff).toBe(0);

    for (const row of [
      result.sources.find((each) => each.source === "newsletter"),
      result.campaigns.find((each) => each.campaign === "launch"),
    ]) {
      expect(row).toMatchObject({ leads: 3, calls: 2, won: 1, wonValue: [{ amount: 900_000, currency: "BRL" }] });
    }
  });
});
