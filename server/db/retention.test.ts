import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { createDatabase, type Database } from "./database.js";
import { insertLead, listAllLeads } from "./leads.js";
import { migrateToLatest } from "./migrate.js";
import { purgeExpiredLeads } from "./retention.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe.each(DIALECTS)("lead retention on %s", (dialect) => {
  let testDb: TestDatabase;
  let db: Kysely<Database>;

  beforeEach(async () => {
    testDb = await createTestDatabase(dialect);
    db = createDatabase(loadConfig(testDb.env));
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.destroy();
    await testDb.remove();
  });

  it("deletes leads older than 24 months and spam older than 30 days, nothing else", async () => {
    const cases = [
      { name: "old lead", days: 731, status: "handled", gone: true },
      { name: "lead just inside", days: 729, status: "new", gone: false },
      { name: "old spam", days: 31, status: "spam", gone: true },
      { name: "recent spam", days: 29, status: "spam", gone: false },
      { name: "month-old lead", days: 31, status: "new", gone: false },
    ] as const;
    for (const { name, days, status } of cases)
      await insertLead(db, newLead({ name, status, receivedAt: daysAgo(days) }));

    expect(await purgeExpiredLeads(db, NOW)).toBe(2);
    const left = (await listAllLeads(db)).map((lead) => lead.name);
    for (const { name, gone } of cases) expect(left.includes(name), name).toBe(!gone);
  });
});
