import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { writePageViews } from "./store.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { pageView } from "../testing/page-views.js";
import { runStatsCli } from "./cli.js";

const NOW = new Date("2026-11-24T15:00:00Z");

async function run(args: string[], env: Record<string, string>) {
  let out = "";
  let err = "";
  const code = await runStatsCli(args, env, { out: (text) => (out += text), err: (text) => (err += text) }, NOW);
  return { code, out, err };
}

describe.each(DIALECTS)("npm run stats on %s", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    const db = createDatabase(loadConfig(database.env));
    await migrateToLatest(db);
    await writePageViews(db, [
      pageView("2026-11-24T10:00:00Z", { source: "newsletter", campaign: "launch", channel: "email", medium: "email" }),
      pageView("2026-11-24T10:01:00Z", { path: "/en/consulting" }),
      pageView("2026-11-10T10:00:00Z", { visitorKey: "old" }),
    ]);
    await db.destroy();
  });
  afterEach(() => database.remove());

  it("prints the last N days' figures as JSON", async () => {
    const { code, out } = await run(["--days", "7"], database.env as Record<string, string>);
    expect(code).toBe(0);
    const figures = JSON.parse(out);
    expect(figures).toMatchObject({
      from: "2026-11-18",
      to: "2026-11-24",
      visitors: 1,
      visits: 1,
      pageviews: 2,
      leads: 0,
      calls: 0,
    });
    expect(figures.sources).toEqual([
      { source: "newsletter", visitors: 1, visits: 1, leads: 0, calls: 0, won: 0, wonValue: [] },
    ]);
    expect(figures.pages.map((page: { path: string }) => page.path).sort()).toEqual(["/en/", "/en/consulting"]);
    expect(figures.funnel.map((step: { step: string; count: number }) => [step.step, step.count])).toEqual([
      ["landing", 1],
      ["form", 1],
      ["lead", 0],
      ["replied", 0],
      ["call", 0],
      ["held", 0],
      ["proposal", 0],
      ["won", 0],
    ]);
    expect(JSON.parse((await run(["--days", "30"], database.env as Record<string, string>)).out).visitors).toBe(2);
  });

  it("prints CSV tables", async () => {
    const { code, out } = await run(["--days=7", "--format=csv"], database.env as Record<string, string>);
    expect(code).toBe(0);
    // Every cell quoted, as every CSV the product writes (shared/csv.ts).
    expect(out).toContain('"metric","value"\r\n"visitors","1"\r\n"visits","1"\r\n"pageviews","2"\r\n');
    expect(out).toContain(
      '"source","visitors","visits","leads","calls","won","wonValue"\r\n"newsletter","1","1","0","0","0",""\r\n',
    );
  });
});

describe("npm run stats: arguments", () => {
  it.each([[["--days", "0"]], [["--days", "x"]], [["--format", "xml"]], [["--verbose"]]])(
    "refuses %j",
    async (args) => {
      const { code, err } = await run(args, {});
      expect(code).toBe(2);
      expect(err).toContain("Usage: npm run stats");
    },
  );
});
