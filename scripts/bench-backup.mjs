#!/usr/bin/env node
// How long `npm run backup` takes with 100,000 leads (and `npm run restore` into an empty
// database), on SQLite and on PostgreSQL (a throwaway server from scripts/ensure-postgres.mjs,
// or TEST_DATABASE_URL). Seeds each database with the real schema (migrations, search index,
// one queued notification per lead), then times three backups and prints the median and the
// file's size. Not a test: the figures depend on the machine. `npm run bench:backup` compiles
// the server first. BENCH_LEADS=<n> changes the count.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import SQLite from "better-sqlite3";
import { startPostgres } from "./ensure-postgres.mjs";

const BUILT = new URL("../build/server/server/", import.meta.url);
const { loadConfig } = await import(new URL("config.js", BUILT).href);
const { createDatabase, SQLITE_FILE } = await import(new URL("db/database.js", BUILT).href);
const { migrateToLatest } = await import(new URL("db/migrate.js", BUILT).href);
const { backupDatabase, restoreDatabase } = await import(new URL("cli/backup.js", BUILT).href);

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = 3;

// About 400 characters of message, like a real consulting lead; every lead different.
const MESSAGE =
  "We are a 30-person startup building a support product and want to add an AI assistant that " +
  "answers from our knowledge base. We need help choosing models, evaluating quality and cost, " +
  "and getting a first version into production within the quarter. Could we talk next week? ";

/** The same rows in both dialects: one statement, the database generating them. */
function seedSql(dialect) {
  const number = dialect === "sqlite" ? "value" : "i";
  const text = (expression) => (dialect === "sqlite" ? `cast(${expression} as text)` : `(${expression})::text`);
  const id = dialect === "sqlite" ? "lower(hex(randomblob(16)))" : "md5(i::text || clock_timestamp()::text)";
  const receivedAt =
    dialect === "sqlite"
      ? `strftime('%Y-%m-%dT%H:%M:%fZ', '2025-01-01', '+' || (${number} * 5) || ' minutes')`
      : `to_char(timestamp '2025-01-01' + i * interval '5 minutes', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const columns =
    "id, form, received_at, language, name, email, company, message, client_address, user_agent, status, next_url, search_text";
  const values = [
    id,
    `case when ${number} % 2 = 0 then 'consulting' else 'discovery' end`,
    receivedAt,
    `case when ${number} % 3 = 0 then 'pt' else 'en' end`,
    `'Visitor ' || ${text(number)}`,
    `'visitor' || ${text(number)} || '@example.com'`,
    `'Company ' || ${text(`${number} % 997`)}`,
    `'${MESSAGE}' || ${text(number)}`,
    "'203.0.113.0'",
    "'Mozilla/5.0 (X11; Linux x86_64) Chrome/130'",
    `case when ${number} % 10 = 0 then 'spam' else 'new' end`,
    "'/en/thanks'",
    `lower('visitor ' || ${text(number)} || ' company ' || ${text(`${number} % 997`)} || ' ${MESSAGE}')`,
  ].join(", ");
  const rows =
    dialect === "sqlite"
      ? `with recursive n(value) as (select 1 union all select value + 1 from n where value < ${LEADS}) select ${values} from n`
      : `select ${values} from generate_series(1, ${LEADS}) as i`;
  const outbox =
    "insert into outbox (id, lead_id, created_at, attempts, next_attempt_at, sent_at) " +
    "select id || '-n', id, received_at, 1, received_at, received_at from leads where status <> 'spam'";
  return [`insert into leads (${columns}) ${rows}`, outbox];
}

async function seed(config, dialect) {
  const db = createDatabase(config);
  await migrateToLatest(db);
  await db.destroy();
  const started = performance.now();
  if (dialect === "sqlite") {
    const sqlite = new SQLite(path.join(config.dataDir, SQLITE_FILE));
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("synchronous = OFF");
    sqlite.transaction(() => seedSql("sqlite").forEach((statement) => sqlite.exec(statement)))();
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    sqlite.close();
  } else {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    for (const statement of seedSql("postgres")) await client.query(statement);
    await client.query("vacuum analyze leads");
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function bench(dialect, env, dir) {
  const config = loadConfig({ ...env, DATA_DIR: path.join(dir, "data"), LOG_LEVEL: "error" });
  const seedSeconds = await seed(config, dialect);
  const times = [];
  let file = "";
  for (let run = 0; run < RUNS; run++) {
    file = path.join(dir, `backup-${run}.${dialect === "sqlite" ? "sqlite" : "dump"}`);
    const started = performance.now();
    await backupDatabase(config, file);
    times.push((performance.now() - started) / 1000);
  }
  const size = statSync(file).size / 1e6;
  // Restore over the same database (--force): what an operator does after a loss.
  const started = performance.now();
  await restoreDatabase(config, file, { force: true });
  const restoreSeconds = (performance.now() - started) / 1000;
  console.log(
    `${dialect}: ${LEADS.toLocaleString("en")} leads (seeded in ${seedSeconds.toFixed(1)} s); ` +
      `backup ${median(times).toFixed(2)} s median of ${RUNS} (${times.map((t) => t.toFixed(2)).join(", ")}), ` +
      `${size.toFixed(1)} MB; restore --force ${restoreSeconds.toFixed(2)} s`,
  );
}

const dir = mkdtempSync(path.join(tmpdir(), "bench-backup-"));
const postgres = await startPostgres({ log: (line) => console.error(line) });
try {
  await bench("sqlite", {}, path.join(dir, "sqlite"));
  await bench("postgres", { DATABASE_URL: postgres.url }, path.join(dir, "postgres"));
} finally {
  await postgres.stop();
  rmSync(dir, { recursive: true, force: true });
}
