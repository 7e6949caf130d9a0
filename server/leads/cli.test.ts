import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { insertLead } from "./repository.js";
import { insertBooking, setCallOutcome } from "../booking/repository.js";
import { migrateToLatest } from "../db/migrate.js";
import { CSV_HEADER } from "./export.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { runLeadsCli, USAGE } from "./cli.js";
import { addNote } from "./notes.js";

async function run(args: string[], env: Record<string, string | undefined>) {
  let out = "";
  let err = "";
  const code = await runLeadsCli(args, env, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

describe.each(DIALECTS)("npm run leads on %s", (dialect) => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    const db = createDatabase(loadConfig(database.env));
    await migrateToLatest(db);
    const older = await insertLead(db, newLead({ name: "older", receivedAt: new Date("2026-11-20T10:00:00Z") }));
    await addNote(db, older!.id, "Call back in January", new Date("2026-11-21T09:00:00Z"));
    // Its call took place, and the owner said so (issue 38).
    const call = await insertBooking(db, {
      leadId: older!.id,
      start: new Date("2026-11-20T14:00:00Z"),
      end: new Date("2026-11-20T14:30:00Z"),
      visitorTimeZone: null,
    });
    await setCallOutcome(db, call.id, "held", new Date("2026-11-20T14:40:00Z"));
    await insertLead(db, newLead({ name: "=newer", receivedAt: new Date("2026-11-21T10:00:00Z") }));
    await insertLead(
      db,
      newLead({ name: "João", form: "discovery", status: "handled", receivedAt: new Date("2026-11-19T10:00:00Z") }),
    );
    await insertLead(
      db,
      newLead({
        name: "bot",
        status: "spam",
        spamReasons: ["too-fast", "keyword"],
        receivedAt: new Date("2026-11-22T10:00:00Z"),
      }),
    );
    await db.destroy();
  });
  afterEach(() => database.remove());

  it("prints every stored lead as JSON by default, newest first, caught submissions included", async () => {
    const { code, out, err } = await run([], database.env);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(JSON.parse(out).map((lead: { name: string }) => lead.name)).toEqual(["bot", "=newer", "older", "João"]);
  });

  it("shows a caught submission's status and reasons with --format json alone (issue 27)", async () => {
    const { code, out } = await run(["--format", "json"], database.env);
    expect(code).toBe(0);
    const leads = JSON.parse(out) as { name: string; status: string; spamReasons: string[] }[];
    expect(leads.find((lead) => lead.name === "bot")).toMatchObject({
      status: "spam",
      spamReasons: ["too-fast", "keyword"],
    });
    expect(leads.find((lead) => lead.name === "older")).toMatchObject({
      status: "new",
      spamReasons: [],
      callStart: "2026-11-20T14:00:00.000Z",
      callOutcome: "held",
      callOutcomeAt: "2026-11-20T14:40:00.000Z",
    });
    expect(leads.find((lead) => lead.name === "bot")).toMatchObject({ callStart: null, callOutcome: null });
    // The owner's notes and follow-up day (issue 39) come with each lead.
    expect(JSON.parse(out).find((lead: { name: string }) => lead.name === "older")).toMatchObject({
      followUpOn: null,
      notes: [{ body: "Call back in January", createdAt: "2026-11-21T09:00:00.000Z" }],
    });
  });

  it.each([
    [["--status", "spam"], ["bot"]],
    [
      ["--status", "new"],
      ["=newer", "older"],
    ],
    [
      ["--status", "all"],
      ["bot", "=newer", "older", "João"],
    ],
    [["--status=handled"], ["João"]],
    [["--form", "discovery"], ["João"]],
    [
      ["--form", "consulting", "--status", "new"],
      ["=newer", "older"],
    ],
    [["--q", "joao"], ["João"]],
    [["--q", "OLDER"], ["older"]],
  ])("filters like the inbox: %j", async (args, names) => {
    const { code, out, err } = await run(args, database.env);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(JSON.parse(out).map((lead: { name: string }) => lead.name)).toEqual(names);
  });

  it.each([["--format", "csv"], ["--format=csv"]])("prints CSV with %s", async (...args) => {
    const { code, out } = await run(args, database.env);
    expect(code).toBe(0);
    const lines = out.split("\r\n");
    // Every cell quoted (issue 31), the formula neutralised.
    expect(lines[0]).toBe(`\uFEFF${CSV_HEADER.map((column) => `"${column}"`).join(",")}`);
    expect(lines[1]).toContain(`,"spam","en","bot",`);
    expect(lines[2]).toContain(`,"'=newer",`);
    expect(lines[3]).toContain(`,"older",`);
    expect(lines[3]).toMatch(/,"2026-11-21T09:00:00.000Z Call back in January"$/);
    expect(lines[4]).toContain(`,"João",`);
  });
});

describe("npm run leads: arguments and settings", () => {
  it.each([
    [["--format", "xml"]],
    [["--verbose"]],
    [["--format"]],
    [["--status", "archived"]],
    [["--form", "newsletter"]],
    [["--q"]],
  ])("refuses %j with the usage, exit 2", async (args) => {
    const { code, out, err } = await run(args, {});
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toContain(USAGE);
  });

  it("prints the usage for --help", async () => {
    expect(await run(["--help"], {})).toEqual({ code: 0, out: USAGE, err: "" });
  });

  it("exits 1 with the configuration problem", async () => {
    const { code, err } = await run([], { DATABASE_URL: "mysql://db/leads" });
    expect(code).toBe(1);
    expect(err).toMatch(/DATABASE_URL must be a PostgreSQL URL/);
  });
});
