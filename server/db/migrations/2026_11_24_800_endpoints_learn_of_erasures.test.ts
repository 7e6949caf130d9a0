import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { createTestDatabase, DIALECTS } from "../../testing/databases.js";
import { createDatabase } from "../database.js";
import { migrateToLatest, migratorOf } from "../migrate.js";

describe.each(DIALECTS)("endpoints created before lead.erased (%s)", (dialect) => {
  it("ask for it when they receive a visitor's data, and only then", async () => {
    const testDb = await createTestDatabase(dialect);
    const db = createDatabase(loadConfig(testDb.env));
    try {
      const migrator = await migratorOf(db);
      await migrator.migrateTo("2026_11_24_700_lead_message_hash");
      const asked = {
        leads: ["lead.created"],
        calls: ["call.booked", "call.cancelled"],
        already: ["lead.created", "lead.erased"],
        nothing: [],
      };
      const at = "2026-11-20T10:00:00.000Z";
      await db
        .insertInto("webhook_endpoints")
        .values(
          Object.entries(asked).map(([id, events]) => ({
            id,
            url: `https://hooks.example.com/${id}`,
            events: JSON.stringify(events),
            secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
            created_at: at,
            updated_at: at,
          })),
        )
        .execute();

      await migrateToLatest(db);
      const rows = await db.selectFrom("webhook_endpoints").select(["id", "events"]).orderBy("id").execute();
      expect(Object.fromEntries(rows.map((row) => [row.id, JSON.parse(row.events) as string[]]))).toEqual({
        already: ["lead.created", "lead.erased"],
        calls: ["call.booked", "call.cancelled", "lead.erased"],
        leads: ["lead.created", "lead.erased"],
        nothing: [],
      });
    } finally {
      await db.destroy();
      await testDb.remove();
    }
  });
});
