import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { runDigestCli, USAGE } from "./cli.js";

async function run(args: string[], env: Record<string, string | undefined>, now = new Date("2026-11-25T12:00:00Z")) {
  let out = "";
  let err = "";
  const code = await runDigestCli(args, env, { out: (text) => (out += text), err: (text) => (err += text) }, now);
  return { code, out, err };
}

describe("npm run digest", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterEach(() => database.remove());

  it("prints last week's e-mail with --dry-run, sending nothing", async () => {
    const { code, out, err } = await run(["--dry-run"], { ...database.env, PUBLIC_URL: "https://onrails.example" });
    expect(err).toBe("");
    expect(code).toBe(0);
    // Intl writes the range's dash between thin spaces.
    expect(out).toMatch(/^Subject: Your week: Nov 16\s–\s22, 2026\n\nYour week, Nov 16\s–\s22, 2026\.\n/u);
    expect(out).toContain("Leads: 0 (as the week before)\n");
    expect(out).toContain("Inbox: https://onrails.example/admin\n");
  });

  it("refuses to run without --dry-run, with the usage, exit 2", async () => {
    const { code, err } = await run([], database.env);
    expect(code).toBe(2);
    expect(err).toContain(USAGE);
  });
});

describe.each(DIALECTS)("npm run digest -- --dry-run, whatever the hour (%s, issue 51)", (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
  });
  afterEach(() => database.remove());

  // The owner in São Paulo (UTC−3): each instant and the week it reports.
  const CASES = [
    ["Sunday 23:30 there, already Monday 02:30 in UTC: that week is not over", "2026-11-30T02:30:00Z", "Nov 16"],
    ["Monday 00:05 there: the week just ended", "2026-11-30T03:05:00Z", "Nov 23"],
    ["Monday 07:00 there, before the e-mail's hour: the week just ended", "2026-11-30T10:00:00Z", "Nov 23"],
    ["Monday 09:00 there, after it", "2026-11-30T12:00:00Z", "Nov 23"],
    ["Sunday 12:00 there", "2026-12-06T15:00:00Z", "Nov 23"],
  ] as const;
  it.each(CASES)("%s", async (_case, instant, monday) => {
    const env = { ...database.env, OWNER_TIMEZONE: "America/Sao_Paulo" };
    const { code, out } = await run(["--dry-run"], env, new Date(instant));
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`^Subject: Your week: ${monday}\\s–`, "u"));
  });
});
