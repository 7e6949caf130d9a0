import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { createDatabase, type Database } from "./database.js";
import {
  countLeads,
  findLeadByIdempotencyKey,
  IDEMPOTENCY_WINDOW_MS,
  insertLead,
  listLeads,
  type Lead,
} from "./leads.js";
import { migrateToLatest, MIGRATIONS } from "./migrate.js";

describe.each(DIALECTS)("leads repository on %s", (dialect) => {
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

  it("runs every migration once; running again changes nothing", async () => {
    await migrateToLatest(db);
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(rows.map((row) => row.name)).toEqual(Object.keys(MIGRATIONS));
    expect(await countLeads(db)).toBe(0);
  });

  it("stores a lead and reads it back as it was given, dates as Date", async () => {
    const receivedAt = new Date("2026-11-21T17:30:00.123Z");
    const given = newLead({
      form: "discovery",
      language: "pt",
      name: "João Ninguém",
      replyTo: "assistente@example.com",
      message: 'Queremos treinar a equipe.\nLinha 2, com "aspas".',
      teamSize: "16-30",
      workshopInterest: "6-week",
      subject: "Workshop",
      clientAddress: "2001:db8:abcd::",
      status: "spam",
      idempotencyKey: "key-0123456789",
      nextUrl: "/pt/obrigado",
    });
    const stored = await insertLead(db, { ...given, receivedAt });
    expect(stored).toEqual({ ...given, id: expect.any(String), receivedAt });
    expect(stored!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await listLeads(db, { limit: 10 })).toEqual([stored]);
  });

  it("lists newest first, a page at a time, and counts", async () => {
    const base = Date.parse("2026-11-21T00:00:00Z");
    for (const [index, minutes] of [5, 1, 9, 3].entries()) {
      await insertLead(db, newLead({ name: `lead ${index}`, receivedAt: new Date(base + minutes * 60_000) }));
    }
    const names = (leads: Lead[]) => leads.map((lead) => lead.name);
    expect(names(await listLeads(db, { limit: 10 }))).toEqual(["lead 2", "lead 0", "lead 3", "lead 1"]);
    expect(names(await listLeads(db, { limit: 2, offset: 1 }))).toEqual(["lead 0", "lead 3"]);
    expect(await countLeads(db)).toBe(4);
  });

  describe("idempotency keys", () => {
    const key = "retry-key-0001";

    it("stores nothing for a key already used in the last 24 hours, and finds the first lead", async () => {
      const first = await insertLead(db, newLead({ idempotencyKey: key, name: "first" }));
      const again = await insertLead(db, newLead({ idempotencyKey: key, name: "second" }));
      expect(again).toBeUndefined();
      expect(await countLeads(db)).toBe(1);
      expect(await findLeadByIdempotencyKey(db, key)).toEqual(first);
    });

    it("lets a new lead take over a key older than 24 hours", async () => {
      const now = new Date();
      const old = new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS - 1000);
      await insertLead(db, newLead({ idempotencyKey: key, name: "yesterday", receivedAt: old }));
      expect(await findLeadByIdempotencyKey(db, key, now)).toBeUndefined();

      const today = await insertLead(db, newLead({ idempotencyKey: key, name: "today", receivedAt: now }));
      expect(today?.name).toBe("today");
      expect(await findLeadByIdempotencyKey(db, key, now)).toEqual(today);
      const leads = await listLeads(db, { limit: 10 });
      expect(leads.map((lead) => [lead.name, lead.idempotencyKey])).toEqual([
        ["today", key],
        ["yesterday", null],
      ]);
    });

    it("stores one lead when the same key arrives twice at once", async () => {
      const results = await Promise.all([
        insertLead(db, newLead({ idempotencyKey: key })),
        insertLead(db, newLead({ idempotencyKey: key })),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await countLeads(db)).toBe(1);
    });

    it("does not treat leads without a key as repeats", async () => {
      await insertLead(db, newLead());
      expect(await insertLead(db, newLead())).toBeDefined();
      expect(await countLeads(db)).toBe(2);
    });
  });

  it("runs afterInsert in the lead's transaction: when it fails, the lead is not stored", async () => {
    const seen: number[] = [];
    await insertLead(db, newLead(), {
      afterInsert: async (trx) => {
        seen.push(
          Number(
            (
              await trx
                .selectFrom("leads")
                .select((eb) => eb.fn.countAll().as("n"))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        );
      },
    });
    expect(seen).toEqual([1]);

    const failing = insertLead(db, newLead(), {
      afterInsert: async () => {
        throw new Error("outbox unavailable");
      },
    });
    await expect(failing).rejects.toThrow("outbox unavailable");
    expect(await countLeads(db)).toBe(1);
  });

  it.each([
    ["form", { form: "newsletter" }],
    ["language", { language: "fr" }],
    ["status", { status: "archived" }],
    ["team size", { teamSize: "100+" }],
    ["workshop interest", { workshopInterest: "weekend" }],
  ])("refuses a lead with an unknown %s", async (_, overrides) => {
    await expect(insertLead(db, newLead(overrides as Partial<Lead>))).rejects.toThrow(/check/i);
    expect(await countLeads(db)).toBe(0);
  });
});
