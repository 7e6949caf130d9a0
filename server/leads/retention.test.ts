import { describe, expect, it } from "vitest";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { insertLead, listAllLeads } from "./repository.js";
import { purgeExpiredLeads } from "./retention.js";

const NOW = new Date("2026-11-21T12:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

describe.each(DIALECTS)("lead retention on %s", (dialect) => {
  const database = useMigratedDatabase(dialect);

  it("deletes leads older than 24 months and spam older than 30 days, nothing else", async () => {
    const cases = [
      { name: "old lead", days: 731, status: "handled", gone: true },
      { name: "lead just inside", days: 729, status: "new", gone: false },
      { name: "old spam", days: 31, status: "spam", gone: true },
      { name: "recent spam", days: 29, status: "spam", gone: false },
      { name: "month-old lead", days: 31, status: "new", gone: false },
    ] as const;
    const { db } = database;
    for (const { name, days, status } of cases)
      await insertLead(db, newLead({ name, status, receivedAt: daysAgo(days) }));

    expect(await purgeExpiredLeads(db, NOW)).toBe(2);
    const left = (await listAllLeads(db)).map((lead) => lead.name);
    for (const { name, gone } of cases) expect(left.includes(name), name).toBe(!gone);
  });
});
