// A backup taken before a visitor erased their data, restored: the erasure is done again, the
// restore says so, and nothing else is lost (issue 29, decision 056).
import { expandLinks } from "../testing/short-links.js";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { insertLead, listAllLeads } from "../leads/repository.js";
import { migrateToLatest } from "../db/migrate.js";
import { privacySecret } from "../privacy/keys.js";
import type { LinkPayload } from "../privacy/mail.js";
import { eraseData, openLink, PRIVACY_RULES, requestLink, type PrivacyDeps } from "../privacy/service.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { runBackupCli, runRestoreCli } from "./backup.js";
import { privacyMail } from "../testing/privacy-mail.js";
import { runCli } from "../testing/cli.js";

describe.each(DIALECTS)("npm run restore after an erasure (%s)", (dialect) => {
  let database: TestDatabase;
  let folder: string;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    folder = await mkdtemp(path.join(tmpdir(), "restore-erasures-"));
  });
  afterEach(async () => {
    await database.remove();
    await rm(folder, { recursive: true, force: true });
  });

  it("erases again what was erased since the backup, and says how many leads", async () => {
    const db = createDatabase(loadConfig(database.env));
    await migrateToLatest(db);
    const secret = await privacySecret(db);
    await insertLead(db, newLead({ email: "ana@example.com", name: "Ana" }));
    await insertLead(db, newLead({ email: "ANA@Example.com", name: "Ana again" }));
    await insertLead(db, newLead({ email: "bia@example.com", name: "Bia" }));
    const file = path.join(folder, "before.backup");
    expect((await runCli(runBackupCli, [file], database.env)).code).toBe(0);

    const deps: PrivacyDeps = {
      db,
      secret,
      rules: PRIVACY_RULES,
      now: () => new Date(),
      origin: "https://site.example",
      mail: privacyMail(),
      cancelCalls: async () => [],
      log: { info: () => {}, warn: () => {} },
    };
    await requestLink(deps, { email: "ana@example.com", language: "pt" });
    const row = await db
      .selectFrom("outbox")
      .select("payload")
      .where("kind", "=", "visitor-privacy-link")
      .executeTakeFirstOrThrow();
    const link = await expandLinks(db, (JSON.parse(row.payload!) as LinkPayload).link);
    const token = new URL(link).searchParams.get("token")!;
    const { session } = await openLink(deps, token);
    expect((await eraseData(deps, session, true)).erased.leads).toBe(2);
    await db.destroy();

    const restored = await runCli(runRestoreCli, [file, "--force"], database.env);
    expect(restored.err).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.out).toContain("1 erasure(s) done since the backup applied again: 2 leads erased again");

    const after = createDatabase(loadConfig(database.env));
    try {
      expect((await listAllLeads(after)).map((lead) => lead.name)).toEqual(["Bia"]);
      const requests = await after.selectFrom("privacy_requests").select(["action", "completed_at"]).execute();
      expect(requests).toEqual([{ action: "erasure", completed_at: expect.any(String) }]);
    } finally {
      await after.destroy();
    }

    // The same backup restored again: the erasure is carried from the database each restore replaces.
    const again = await runCli(runRestoreCli, [file, "--force"], database.env);
    expect(again.out).toContain("1 erasure(s) done since the backup applied again: 2 leads erased again");
  });

  it("says nothing was erased again when no visitor erased anything", async () => {
    const db = createDatabase(loadConfig(database.env));
    await migrateToLatest(db);
    await insertLead(db, newLead({ email: "ana@example.com" }));
    await db.destroy();
    const file = path.join(folder, "plain.backup");
    expect((await runCli(runBackupCli, [file], database.env)).code).toBe(0);
    const restored = await runCli(runRestoreCli, [file, "--force"], database.env);
    expect(restored.code).toBe(0);
    expect(restored.out).toContain("0 erasure(s) done since the backup applied again: 0 leads erased again");
  });
});
