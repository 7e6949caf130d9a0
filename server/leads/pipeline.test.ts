import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { migrateToLatest, migratorOf } from "../db/migrate.js";
import { changeLeadStatus, markSpam, restoreLead } from "../spam/restore.js";
import { createTestDatabase, DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { leadBookedACall, moveLeads, stageHistory } from "./pipeline.js";
import { findLead, insertLead } from "./repository.js";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 9, minute));

describe.each(DIALECTS)("a lead's stages on %s", (dialect) => {
  const handle = useMigratedDatabase(dialect);
  const store = async (id: string) => (await insertLead(handle.db, newLead({ id, email: `${id}@example.com` })))!;

  it("moves a lead through every stage to won, its status following and every change kept with its time", async () => {
    const { db } = handle;
    await store("a");
    const path = ["replied", "call", "proposal", "won"] as const;
    for (const [i, stage] of path.entries()) await moveLeads(db, ["a"], stage, { now: at(i) });
    expect(await findLead(db, "a")).toMatchObject({ stage: "won", status: "handled", lostReason: null });
    expect(await stageHistory(db, "a")).toEqual([
      { from: "new", to: "replied", reason: null, at: at(0) },
      { from: "replied", to: "call", reason: null, at: at(1) },
      { from: "call", to: "proposal", reason: null, at: at(2) },
      { from: "proposal", to: "won", reason: null, at: at(3) },
    ]);
    // Back to new: unanswered again, and that is a change too.
    await moveLeads(db, ["a"], "new", { now: at(4) });
    expect(await findLead(db, "a")).toMatchObject({ stage: "new", status: "new" });
    expect(await stageHistory(db, "a")).toHaveLength(5);
  });

  it("moves many at once, keeps a reason for lost only, and records no change that changes nothing", async () => {
    const { db } = handle;
    await Promise.all(["a", "b", "c"].map(store));
    const moved = await moveLeads(db, ["a", "b", "nope", "a"], "lost", { reason: "  Went with an agency  " });
    expect(moved.map((lead) => [lead.id, lead.stage, lead.lostReason])).toEqual([
      ["a", "lost", "Went with an agency"],
      ["b", "lost", "Went with an agency"],
    ]);
    expect(await findLead(db, "c")).toMatchObject({ stage: "new" });
    await moveLeads(db, ["a"], "lost", { reason: "Went with an agency" });
    expect(await stageHistory(db, "a")).toHaveLength(1);
    // An empty reason is none; leaving "lost" drops the reason.
    await moveLeads(db, ["b"], "lost", { reason: " " });
    expect(await findLead(db, "b")).toMatchObject({ stage: "lost", lostReason: null });
    await moveLeads(db, ["a"], "proposal", { reason: "ignored" });
    expect(await findLead(db, "a")).toMatchObject({ stage: "proposal", lostReason: null });
  });

  it("writes a reason given after the loss onto the loss's line: no 'Lost → Lost'", async () => {
    const { db } = handle;
    await store("a");
    await moveLeads(db, ["a"], "lost", { now: at(1) });
    await moveLeads(db, ["a"], "lost", { reason: "Budget went to hiring", now: at(2) });
    expect(await findLead(db, "a")).toMatchObject({ stage: "lost", lostReason: "Budget went to hiring" });
    expect(await stageHistory(db, "a")).toEqual([
      { from: "new", to: "lost", reason: "Budget went to hiring", at: at(1) },
    ]);
    await moveLeads(db, ["a"], "lost", { reason: "", now: at(3) });
    expect(await stageHistory(db, "a")).toEqual([{ from: "new", to: "lost", reason: null, at: at(1) }]);
  });

  it("keeps spam apart: its stage kept underneath, and back where it was once not spam", async () => {
    const { db } = handle;
    await store("a");
    await moveLeads(db, ["a"], "proposal");
    await markSpam(db, "a", false);
    expect(await findLead(db, "a")).toMatchObject({ status: "spam", stage: "proposal" });
    await moveLeads(db, ["a"], "won");
    expect(await findLead(db, "a")).toMatchObject({ status: "spam", stage: "won" });
    await restoreLead({ db, queueLeadMessages: undefined }, "a");
    expect(await findLead(db, "a")).toMatchObject({ status: "handled", stage: "won" });
  });

  it("speaks the old statuses: handled moves a new lead to replied, new moves it back", async () => {
    const { db } = handle;
    await store("a");
    const deps = { db, queueLeadMessages: undefined };
    expect(await changeLeadStatus(deps, "a", "handled")).toMatchObject({ status: "handled", stage: "replied" });
    await moveLeads(db, ["a"], "won");
    // A won lead is handled already: nothing moves it back to replied.
    expect(await changeLeadStatus(deps, "a", "handled")).toMatchObject({ stage: "won" });
    expect(await changeLeadStatus(deps, "a", "new")).toMatchObject({ status: "new", stage: "new" });
  });

  it("a booked call moves a lead before the call to call, never one past it back", async () => {
    const { db } = handle;
    await Promise.all(["new", "replied", "lost", "proposal", "won"].map(store));
    await moveLeads(db, ["replied"], "replied");
    await moveLeads(db, ["lost"], "lost", { reason: "No budget" });
    await moveLeads(db, ["proposal"], "proposal");
    await moveLeads(db, ["won"], "won");
    for (const id of ["new", "replied", "lost", "proposal", "won"]) await leadBookedACall(db, { id });
    const stages = await Promise.all(["new", "replied", "lost", "proposal", "won"].map((id) => findLead(db, id)));
    expect(stages.map((lead) => lead?.stage)).toEqual(["call", "call", "call", "proposal", "won"]);
    expect(stages[2]).toMatchObject({ lostReason: null, status: "handled" });
  });
});

describe.each(DIALECTS)("the stages migration on %s", (dialect) => {
  it("turns handled into replied and a lead holding a booked call into call; spam stays spam", async () => {
    const testDb = await createTestDatabase(dialect);
    const db = createDatabase(loadConfig(testDb.env));
    try {
      const migrator = await migratorOf(db);
      await migrator.migrateTo("2026_11_24_800_endpoints_learn_of_erasures");
      const lead = (id: string, status: string) =>
        sql`insert into leads (id, form, received_at, language, name, email, company, message, status, next_url,
          search_text, spam_reasons)
          values (${id}, 'consulting', '2026-11-20T10:00:00.000Z', 'en', ${id}, ${`${id}@example.com`}, 'Acme', 'Hi',
          ${status}, '/en/thanks', '', '[]')`.execute(db);
      for (const [id, status] of [
        ["fresh", "new"],
        ["answered", "handled"],
        ["booked", "new"],
        ["cancelled", "handled"],
        ["caught", "spam"],
      ] as const)
        await lead(id, status);
      const booking = (id: string, leadId: string, status: string, start: string) =>
        sql`insert into bookings (id, lead_id, start_at, end_at, status, created_at, updated_at)
          values (${id}, ${leadId}, ${start}, ${start}, ${status}, ${start}, ${start})`.execute(db);
      await booking("b1", "booked", "booked", "2026-11-27T10:00:00.000Z");
      await booking("b2", "cancelled", "cancelled", "2026-11-27T11:00:00.000Z");

      await migrateToLatest(db);
      const rows = await db.selectFrom("leads").select(["id", "status", "stage"]).orderBy("id").execute();
      expect(rows).toEqual([
        { id: "answered", status: "handled", stage: "replied" },
        { id: "booked", status: "handled", stage: "call" },
        { id: "cancelled", status: "handled", stage: "replied" },
        { id: "caught", status: "spam", stage: "new" },
        { id: "fresh", status: "new", stage: "new" },
      ]);
    } finally {
      await db.destroy();
      await testDb.remove();
    }
  });
});
