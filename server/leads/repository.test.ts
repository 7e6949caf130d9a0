import { sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { createDatabase, type Database } from "../db/database.js";
import {
  countLeads,
  deleteLead,
  findLead,
  findLeadByIdempotencyKey,
  IDEMPOTENCY_WINDOW_MS,
  insertLead,
  listAllLeads,
  listLeads,
  type Lead,
  type LeadFilter,
} from "./repository.js";
import { listMessages, queueMessage } from "../mail/outbox.js";
import { migrateToLatest, migratorOf, MIGRATIONS } from "../db/migrate.js";
import { moveLeads } from "./pipeline.js";

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
      spamReasons: ["honeypot", "keyword"],
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

  describe("the inbox: filter, search, status, delete", () => {
    const base = Date.parse("2026-11-01T00:00:00Z");
    const at = (minutes: number) => new Date(base + minutes * 60_000);

    beforeEach(async () => {
      const leads: Partial<Lead>[] = [
        { name: "João Ninguém", company: "Ação Digital", message: "Queremos um piloto.", form: "discovery" },
        { name: "Ada Lovelace", email: "ada@engines.example", message: "Evaluation pipeline help." },
        { name: "Grace Hopper", company: "Compilers Inc", status: "handled", message: "A PIPELINE for support." },
        { name: "Spammy McSpam", status: "spam", message: "pipeline pills" },
        { name: "Zoë 100% Real_Name", message: "Literally 100% sure, under_score." },
        { name: "Li Wu", company: "Wu & Co", message: "AI for our shop", form: "discovery", status: "handled" },
      ];
      for (const [index, lead] of leads.entries()) {
        const defaults = { email: `person${index}@example.com`, company: `Company ${index}` };
        await insertLead(db, newLead({ ...defaults, ...lead, id: `lead-${index}`, receivedAt: at(index) }));
      }
    });

    const ids = async (filter: LeadFilter) => (await listLeads(db, { limit: 50, ...filter })).map((lead) => lead.id);

    it.each<[string, LeadFilter, string[]]>([
      ["everything, newest first", {}, ["lead-5", "lead-4", "lead-3", "lead-2", "lead-1", "lead-0"]],
      ["one form", { form: "discovery" }, ["lead-5", "lead-0"]],
      [
        "the inbox's default: no spam",
        { statuses: ["new", "handled"] },
        ["lead-5", "lead-4", "lead-2", "lead-1", "lead-0"],
      ],
      ["spam only", { statuses: ["spam"] }, ["lead-3"]],
      ["form and status", { form: "discovery", statuses: ["handled"] }, ["lead-5"]],
      ["a word, any case", { q: "PiPeLiNe" }, ["lead-3", "lead-2", "lead-1"]],
      ["a word without spam", { q: "pipeline", statuses: ["new", "handled"] }, ["lead-2", "lead-1"]],
      ["without its accents", { q: "joao ninguem" }, ["lead-0"]],
      ["with accents the text lacks", { q: "adá" }, ["lead-1"]],
      ["accents in company", { q: "acao" }, ["lead-0"]],
      ["part of a word", { q: "ngué" }, ["lead-0"]],
      ["an e-mail address", { q: "ada@engines.example" }, ["lead-1"]],
      ["every word must appear", { q: "grace compilers" }, ["lead-2"]],
      ["words that appear in different leads", { q: "grace ada" }, []],
      ["a two-letter word", { q: "wu" }, ["lead-5"]],
      ["a short and a long word", { q: "li shop" }, ["lead-5"]],
      ["LIKE's % is literal", { q: "100%" }, ["lead-4"]],
      ["LIKE's _ is literal", { q: "_s" }, ["lead-4"]],
      ["an FTS operator is literal", { q: 'AND "OR' }, []],
      ["a quote", { q: '"pilot' }, []],
      ["blank", { q: "   " }, ["lead-5", "lead-4", "lead-3", "lead-2", "lead-1", "lead-0"]],
      ["no statuses", { statuses: [] }, []],
    ])("lists %s", async (_, filter, expected) => {
      expect(await ids(filter)).toEqual(expected);
      expect(await countLeads(db, filter)).toBe(expected.length);
    });

    it("pages through a filter", async () => {
      const filter: LeadFilter = { statuses: ["new", "handled"] };
      expect((await listLeads(db, { ...filter, limit: 2, offset: 0 })).map((lead) => lead.id)).toEqual([
        "lead-5",
        "lead-4",
      ]);
      expect((await listLeads(db, { ...filter, limit: 2, offset: 4 })).map((lead) => lead.id)).toEqual(["lead-0"]);
      expect(await listLeads(db, { ...filter, limit: 2, offset: 10 })).toEqual([]);
    });

    it("exports every lead of a filter, batch after batch, without repeats", async () => {
      // Leads received at the same moment straddle the batches: the id breaks the tie.
      for (let i = 0; i < 7; i++) await insertLead(db, newLead({ id: `same-${i}`, receivedAt: at(2) }));
      const all = await listAllLeads(db, { statuses: ["new", "handled"] }, 2);
      expect(all.map((lead) => lead.id)).toEqual([
        "lead-5",
        "lead-4",
        ...["same-6", "same-5", "same-4", "same-3", "same-2", "same-1", "same-0"],
        "lead-2",
        "lead-1",
        "lead-0",
      ]);
      expect((await listAllLeads(db, { q: "joao" })).map((lead) => lead.id)).toEqual(["lead-0"]);
    });

    it("moves a lead to a stage, its status following, and finds nothing to move for an unknown id", async () => {
      const [changed] = await moveLeads(db, ["lead-1", "nope"], "replied");
      expect(changed).toMatchObject({ id: "lead-1", status: "handled", stage: "replied", name: "Ada Lovelace" });
      expect(await findLead(db, "lead-1")).toEqual(changed);
      expect(await moveLeads(db, ["nope"], "won")).toEqual([]);
    });

    it("deletes a lead for good, with its notifications and its search entry", async () => {
      const notification = { kind: "notification", mailbox: null, payload: null, dueAt: new Date() } as const;
      await queueMessage(db, { ...notification, leadId: "lead-1" });
      await queueMessage(db, { ...notification, leadId: "lead-2" });
      expect(await deleteLead(db, "lead-1")).toBe(true);
      expect(await deleteLead(db, "lead-1")).toBe(false);
      expect(await findLead(db, "lead-1")).toBeUndefined();
      expect(await countLeads(db, { q: "lovelace" })).toBe(0);
      expect((await listMessages(db)).map((message) => message.leadId)).toEqual(["lead-2"]);
    });
  });
});

describe("the search migration on postgres", () => {
  it("adds a trigram index for LIKE when pg_trgm is available, and migrates without it otherwise", async () => {
    const testDb = await createTestDatabase("postgres");
    const db = createDatabase(loadConfig(testDb.env));
    try {
      await migrateToLatest(db);
      const available = await sql<{ n: number }>`
        select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
      const { rows } = await sql<{ indexname: string }>`
        select indexname from pg_indexes where tablename = 'leads' and schemaname = current_schema()`.execute(db);
      const indexes = rows.map((row) => row.indexname);
      expect(indexes).toEqual(expect.arrayContaining(["leads_inbox_idx", "leads_status_form_idx"]));
      expect(indexes.includes("leads_search_trgm_idx")).toBe(available.rows[0]!.n === 1);
      if (available.rows[0]!.n === 1) {
        // The index serves the search's LIKE (on an empty table only when scans are discouraged).
        const plan = await db.connection().execute(async (connection) => {
          await sql`set enable_seqscan = off`.execute(connection);
          return sql<{ "QUERY PLAN": string }>`
            explain select id from leads where search_text like '%zanzibar%'`.execute(connection);
        });
        expect(plan.rows.map((row) => row["QUERY PLAN"]).join("\n")).toContain("leads_search_trgm_idx");
      }
    } finally {
      await db.destroy();
      await testDb.remove();
    }
  });
});

describe.each(DIALECTS)("the search migration on %s", (dialect) => {
  it("keeps the leads stored before it, and makes them searchable", async () => {
    const testDb = await createTestDatabase(dialect);
    const db = createDatabase(loadConfig(testDb.env));
    try {
      const migrator = await migratorOf(db);
      await migrator.migrateTo("2026_11_21_001_leads");
      const { search_text: _, ...before } = {
        id: "old-1",
        form: "consulting",
        received_at: "2026-11-20T10:00:00.000Z",
        language: "pt",
        name: "Conceição Ávila",
        email: "c@example.com",
        reply_to: null,
        company: "Ótica Ltda",
        message: "Olá",
        team_size: null,
        workshop_interest: null,
        subject: null,
        client_address: null,
        user_agent: null,
        status: "handled",
        idempotency_key: "old-key-123",
        next_url: "/pt/thanks",
        search_text: "",
      } as const;
      await db
        .insertInto("leads")
        .values(before as never)
        .execute();

      await migrateToLatest(db);
      expect(await findLead(db, "old-1")).toMatchObject({ name: "Conceição Ávila", status: "handled" });
      expect((await listLeads(db, { limit: 5, q: "conceicao otica" })).map((lead) => lead.id)).toEqual(["old-1"]);
      const added = await insertLead(db, newLead({ name: "Nova Conceição" }));
      expect((await listLeads(db, { limit: 5, q: "conceicao" })).map((lead) => lead.id)).toEqual([added!.id, "old-1"]);
    } finally {
      await db.destroy();
      await testDb.remove();
    }
  });
});
