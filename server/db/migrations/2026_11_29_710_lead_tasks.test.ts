import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { insertLead } from "../../leads/repository.js";
import { tasksOf } from "../../leads/tasks.js";
import { createTestDatabase, DIALECTS } from "../../testing/databases.js";
import { newLead } from "../../testing/leads.js";
import { createDatabase } from "../database.js";
import { migrateToLatest, migratorOf } from "../migrate.js";

describe.each(DIALECTS)("follow-ups set before tasks (%s)", (dialect) => {
  it("each become an open task for its day with no text, made by no one; a lead without one gets none", async () => {
    const testDb = await createTestDatabase(dialect);
    const db = createDatabase(loadConfig(testDb.env));
    try {
      const migrator = await migratorOf(db);
      await migrator.migrateTo("2026_11_29_700_deal_value");
      const receivedAt = new Date("2026-11-20T10:00:00.000Z");
      // insertLead writes only the columns every version has had; the day is set by hand.
      await insertLead(db, { ...newLead(), id: "with", receivedAt });
      await insertLead(db, { ...newLead(), id: "without", receivedAt, email: "other@example.com" });
      await db.updateTable("leads").set({ follow_up_on: "2026-12-03" }).where("id", "=", "with").execute();

      await migrateToLatest(db);
      expect(await tasksOf(db, "with")).toEqual([
        expect.objectContaining({ text: null, on: "2026-12-03", at: null, createdBy: null, doneAt: null }),
      ]);
      expect(await tasksOf(db, "without")).toEqual([]);
      const lead = await db
        .selectFrom("leads")
        .select("follow_up_on")
        .where("id", "=", "with")
        .executeTakeFirstOrThrow();
      expect(lead.follow_up_on).toBe("2026-12-03");
    } finally {
      await db.destroy();
      await testDb.remove();
    }
  });
});
