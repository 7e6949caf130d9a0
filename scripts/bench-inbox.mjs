#!/usr/bin/env node
// How fast the lead inbox answers with 100,000 leads in SQLite: seeds a temp database (one
// transaction, one prepared statement, the real schema and search index), then times the inbox
// API in-process with app.inject() (routing, validation, queries, serialisation) and prints
// the median and p95 of 20 runs per request, with a PASS/FAIL line against 100 ms at p95.
// Runs the compiled server: `npm run bench:inbox` compiles it first.
import { randomUUID } from "node:crypto";
import { mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import SQLite from "better-sqlite3";

const BUILT = new URL("../build/server/server/", import.meta.url);
const { buildApp } = await import(new URL("app.js", BUILT).href);
const { loadConfig } = await import(new URL("config.js", BUILT).href);
const { createDatabase, SQLITE_FILE } = await import(new URL("db/database.js", BUILT).href);
const { migrateToLatest } = await import(new URL("db/migrate.js", BUILT).href);
const { searchText } = await import(new URL("leads/search.js", BUILT).href);

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = 20;
const BUDGET_MS = 100;
const PASSWORD = "bench-password-1234";
const COMMON = "pipeline";
const RARE = "zanzibar";

/** Deterministic, so that every run measures the same data. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const FIRST = [
  "Ada",
  "Grace",
  "João",
  "Maria",
  "José",
  "Ana",
  "Luís",
  "Chen",
  "Priya",
  "Olu",
  "Zoë",
  "Beatriz",
  "Raúl",
];
const LAST = ["Lovelace", "Hopper", "Silva", "Santos", "Oliveira", "Souza", "Müller", "Nguyen", "Okafor", "Conceição"];
const COMPANIES = ["Analytical Engines", "Compilers", "Dados Brasil", "Ação Digital", "Northwind", "Contoso", "Globex"];
const WORDS = (
  "we want to build a product with ai for customer support data model evaluation startup engineering developers " +
  "workshop training agents automation predictive deep learning mlops deploy production prototype validate " +
  "knowledge graph research insights growth sales churn forecasting recommendation search retrieval llm embeddings " +
  "vector database cost latency quality accuracy process roadmap budget quarter launch help need looking partner " +
  "consulting mentor course weeks hours questions about how when could would great thanks hello from our team " +
  "são paulo ação produção equipe dados clientes atendimento modelo avaliação precisamos queremos ajuda"
).split(" ");

function seed(file) {
  const db = new SQLite(file);
  db.pragma("journal_mode = WAL");
  // A throwaway database: no fsync while seeding.
  db.pragma("synchronous = OFF");
  const insert = db.prepare(
    `insert into leads (id, form, received_at, language, name, email, reply_to, company, message, team_size,
      workshop_interest, subject, client_address, user_agent, status, idempotency_key, next_url, search_text)
     values (?, ?, ?, ?, ?, ?, null, ?, ?, ?, ?, null, '203.0.113.0', ?, ?, null, ?, ?)`,
  );
  const next = random(42);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const start = Date.parse("2025-01-01T00:00:00Z");
  const userAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36";
  db.transaction(() => {
    for (let i = 0; i < LEADS; i++) {
      const discovery = next() < 0.5;
      const first = pick(FIRST);
      const last = pick(LAST);
      const words = Array.from({ length: 10 + Math.floor(next() * next() * 150) }, () => pick(WORDS));
      if (next() < 0.25) words.splice(Math.floor(next() * words.length), 0, COMMON);
      if (i % 10_000 === 7) words.push(RARE);
      const lead = {
        name: `${first} ${last}`,
        email: `${first}.${last}.${i}@example.com`.toLowerCase(),
        company: `${pick(COMPANIES)} ${i % 997}`,
        message: words.join(" "),
      };
      const roll = next();
      insert.run(
        randomUUID(),
        discovery ? "discovery" : "consulting",
        new Date(start + i * 10 * 60_000).toISOString(),
        next() < 0.5 ? "en" : "pt",
        lead.name,
        lead.email,
        lead.company,
        lead.message,
        discovery ? pick(["1-5", "6-15", "16-30", "31+"]) : null,
        discovery ? pick(["4-hour", "6-week", "online", "not-sure"]) : null,
        userAgent,
        roll < 0.1 ? "spam" : roll < 0.4 ? "handled" : "new",
        `/${next() < 0.5 ? "en" : "pt"}/thanks`,
        searchText(lead),
      );
    }
  })();
  db.pragma("wal_checkpoint(TRUNCATE)");
  db.close();
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const dir = mkdtempSync(path.join(tmpdir(), "bench-inbox-"));
try {
  const dataDir = path.join(dir, "data");
  const clientDir = path.join(dir, "client");
  mkdirSync(clientDir);
  mkdirSync(path.join(clientDir, "admin"));
  for (const file of ["index.html", "admin/index.html"]) writeFileSync(path.join(clientDir, file), "<!doctype html>");

  const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: clientDir, LOG_LEVEL: "error", ADMIN_PASSWORD: PASSWORD });
  const schema = createDatabase(config);
  await migrateToLatest(schema);
  await schema.destroy();

  let started = performance.now();
  seed(path.join(dataDir, SQLITE_FILE));
  const seedSeconds = (performance.now() - started) / 1000;
  const sizeMb = statSync(path.join(dataDir, SQLITE_FILE)).size / 1e6;
  console.log(`Seeded ${LEADS.toLocaleString("en")} leads in ${seedSeconds.toFixed(1)} s (${sizeMb.toFixed(0)} MB).`);

  const app = buildApp(config);
  await app.ready();
  const signIn = await app.inject({ method: "POST", url: "/api/admin/session", payload: { password: PASSWORD } });
  const cookie = String(signIn.headers["set-cookie"]).split(";")[0];

  const cases = [
    ["list, page 1", "/api/admin/leads"],
    ["list, form + status", "/api/admin/leads?form=discovery&status=handled"],
    [`search a common word ("${COMMON}")`, `/api/admin/leads?q=${COMMON}`],
    [`search a rare word ("${RARE}")`, `/api/admin/leads?q=${RARE}`],
    ['search a name without accents ("joao")', "/api/admin/leads?q=joao"],
    ["list, page 2000", "/api/admin/leads?page=2000"],
  ];
  const rows = [];
  for (const [label, url] of cases) {
    const times = [];
    let total = 0;
    for (let run = 0; run < RUNS + 2; run++) {
      started = performance.now();
      const res = await app.inject({ url, headers: { cookie } });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      total = res.json().total;
      // The first two warm the caches a running server has warm anyway.
      if (run >= 2) times.push(ms);
    }
    times.sort((a, b) => a - b);
    rows.push({ label, total, median: percentile(times, 50), p95: percentile(times, 95) });
  }
  await app.close();

  const width = Math.max(...rows.map((row) => row.label.length));
  console.log(`\n${"request".padEnd(width)}  ${"matches".padStart(8)}  ${"median".padStart(8)}  ${"p95".padStart(8)}`);
  for (const row of rows) {
    const ms = (value) => `${value.toFixed(1)} ms`.padStart(8);
    console.log(
      `${row.label.padEnd(width)}  ${row.total.toLocaleString("en").padStart(8)}  ${ms(row.median)}  ${ms(row.p95)}`,
    );
  }
  const worst = Math.max(...rows.map((row) => row.p95));
  const pass = worst < BUDGET_MS;
  console.log(
    `\n${pass ? "PASS" : "FAIL"}: slowest p95 ${worst.toFixed(1)} ms (budget ${BUDGET_MS} ms, ${RUNS} runs each)`,
  );
  process.exitCode = pass ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
