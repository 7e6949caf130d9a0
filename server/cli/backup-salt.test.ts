// Issue 37, attack 7: backups kept the day's analytics salt, so whoever held the daily backups
// could recompute a visitor key from a guessed address and user agent and follow that person.
import { execFile } from "node:child_process";
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { createDatabase, SQLITE_FILE } from "../db/database.js";
import { insertLead } from "../leads/repository.js";
import { migrateToLatest } from "../db/migrate.js";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { libpqUrl, pgTool, runBackupCli, runRestoreCli } from "./backup.js";
import { runCli } from "../testing/cli.js";

const SALT = "salt-that-must-not-leave-the-database";

describe.each(DIALECTS)("backups and the analytics salt (%s)", (dialect) => {
  let database: TestDatabase;
  let folder: string;

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    folder = await mkdtemp(path.join(tmpdir(), "backup-salt-"));
  });
  afterEach(async () => {
    await database.remove();
    await rm(folder, { recursive: true, force: true });
  });

  /** The backup's bytes as text: the SQLite file itself, or the SQL pg_restore would run. */
  async function backupText(file: string): Promise<string> {
    if (dialect === "sqlite") return (await readFile(file)).toString("latin1");
    const { stdout } = await promisify(execFile)(pgTool("pg_restore"), ["--file=-", file], {
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout;
  }

  /** A backup as this command made it before salts were left out. */
  async function oldStyleBackup(file: string): Promise<void> {
    if (dialect === "sqlite") {
      const db = new SQLite(path.join(database.env.DATA_DIR!, SQLITE_FILE));
      db.prepare("VACUUM INTO ?").run(file);
      db.close();
      return;
    }
    // A test's PostgreSQL database keeps its tables in the default schema.
    const schema = "public";
    await promisify(execFile)(pgTool("pg_dump"), [
      "--format=custom",
      `--schema=${schema}`,
      "--file",
      file,
      libpqUrl(database.env.DATABASE_URL!),
    ]);
  }

  it("leaves the salt out of a backup, and a restore leaves none behind, so a fresh one is drawn", async () => {
    const db = createDatabase(loadConfig(database.env));
    try {
      await migrateToLatest(db);
      await insertLead(db, newLead({ email: "ana@example.com", name: "Ana" }));
      await sql`insert into analytics_salts (day, salt) values ('2026-11-27', ${SALT})`.execute(db);

      const file = path.join(folder, "new.backup");
      expect((await runCli(runBackupCli, [file], database.env)).code).toBe(0);
      const text = await backupText(file);
      expect(text).toContain("ana@example.com");
      expect(text).not.toContain(SALT);

      // A backup made before this change still holds the salt: the restore drops it.
      const old = path.join(folder, "old.backup");
      await oldStyleBackup(old);
      expect(await backupText(old)).toContain(SALT);
      for (const backup of [file, old]) {
        const restored = await runCli(runRestoreCli, [backup, "--force"], database.env);
        expect(restored.err).toBe("");
        expect(restored.code).toBe(0);
        const salts = await sql<{ salt: string }>`select salt from analytics_salts`.execute(db);
        expect(salts.rows, backup).toEqual([]);
        const leads = await sql<{ n: number | string }>`select count(*) as n from leads`.execute(db);
        expect(Number(leads.rows[0]!.n), backup).toBe(1);
      }
    } finally {
      await db.destroy();
    }
  });
});
