import { describe, expect, it } from "vitest";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { leadMessageHash } from "../db/migrations/2026_11_24_700_lead_message_hash.js";
import { insertLead } from "../leads/repository.js";
import { messageSeenSince } from "./repository.js";

const HOUR_MS = 60 * 60 * 1000;

describe.each(DIALECTS)("the same message within 24 hours, on %s", (dialect) => {
  const database = useMigratedDatabase(dialect);

  it("is found by its hash after the given time, and only the same text is", async () => {
    const { db } = database;
    const at = new Date(Date.now() - 2 * HOUR_MS);
    await insertLead(db, newLead({ message: "Buy cheap backlinks today!", receivedAt: at }));

    expect(await messageSeenSince(db, "Buy cheap backlinks today!", new Date(at.getTime() - HOUR_MS))).toBe(true);
    expect(await messageSeenSince(db, "Buy cheap backlinks today!", new Date(at.getTime() + 1))).toBe(false);
    expect(await messageSeenSince(db, "Buy cheap backlinks today", new Date(at.getTime() - HOUR_MS))).toBe(false);
    expect(await messageSeenSince(db, "buy cheap backlinks today!", new Date(at.getTime() - HOUR_MS))).toBe(false);
  });

  it("still knows the last day's messages after the upgrade that added the hash", async () => {
    const { db } = database;
    const recent = new Date(Date.now() - 3 * HOUR_MS);
    const old = new Date(Date.now() - 30 * HOUR_MS);
    await insertLead(db, newLead({ message: "Sent before the upgrade", receivedAt: recent }));
    await insertLead(db, newLead({ message: "Sent long before", receivedAt: old }));
    // As a database migrated before the hash existed: no column, then the migration.
    await leadMessageHash.down!(db);
    await leadMessageHash.up(db);

    expect(await messageSeenSince(db, "Sent before the upgrade", new Date(recent.getTime() - HOUR_MS))).toBe(true);
    expect(await messageSeenSince(db, "Sent long before", new Date(old.getTime() - HOUR_MS))).toBe(false);
  });
});
