import { chmodSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backupDatabase, defaultBackupFile } from "../cli/backup.js";
import { loadConfig } from "../config.js";
import { createDatabase, SQLITE_FILE } from "./database.js";
import { migrateToLatest } from "./migrate.js";

const mode = (file: string) => statSync(file).mode & 0o777;

// The files the server makes must not follow the process's umask (022 here: 0755 folders, 0644 files).
describe("the SQLite database's files", () => {
  let root: string;
  let dataDir: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "private-files-"));
    dataDir = path.join(root, "data");
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const open = async () => {
    const db = createDatabase({ dataDir, databaseUrl: undefined });
    await migrateToLatest(db);
    await sql`select count(*) from leads`.execute(db);
    return db;
  };

  it("creates DATA_DIR 0700 and the database, its WAL and shared-memory files 0600", async () => {
    const db = await open();
    try {
      expect(mode(dataDir)).toBe(0o700);
      for (const suffix of ["", "-wal", "-shm"]) expect(mode(path.join(dataDir, SQLITE_FILE + suffix))).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });

  it("tightens a DATA_DIR and a database that an older version left readable by everyone", async () => {
    mkdirSync(dataDir, { mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, SQLITE_FILE), "");
    chmodSync(path.join(dataDir, SQLITE_FILE), 0o644);
    const db = await open();
    try {
      expect(mode(dataDir)).toBe(0o700);
      expect(mode(path.join(dataDir, SQLITE_FILE))).toBe(0o600);
    } finally {
      await db.destroy();
    }
  });

  it("writes backups 0600 in a 0700 folder", async () => {
    await (await open()).destroy();
    const config = loadConfig({ DATA_DIR: dataDir });
    const file = defaultBackupFile(config);
    await backupDatabase(config, file);
    expect(mode(file)).toBe(0o600);
    expect(mode(path.dirname(file))).toBe(0o700);
  });
});
