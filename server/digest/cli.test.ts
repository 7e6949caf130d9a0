import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../testing/databases.js";
import { runDigestCli, USAGE } from "./cli.js";

async function run(args: string[], env: Record<string, string | undefined>) {
  let out = "";
  let err = "";
  const now = new Date("2026-11-25T12:00:00Z");
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
