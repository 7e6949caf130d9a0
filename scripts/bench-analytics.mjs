#!/usr/bin/env node
// `npm run bench:analytics`: what counting costs (issue 26, docs/decisions/043-analytics-capacity.md).
// 1. The dashboard's 90-day query over N page views and M leads (default 1,000,000 and 100,000),
//    on SQLite and PostgreSQL (DATABASE_URL, an empty database; else a throwaway server as the
//    tests start): the median of 5 runs (goal ≤ 300 ms).
// 2. Pages served per second with counting on beside off (autocannon, a browser's headers, a new
//    client address per request, so that every request is a new visitor and a row written): the
//    ratio (goal ≥ 0.95). A benchmark, not a test: it prints, and writes bench/results/analytics.json.
// Options: --views N, --leads N, --seconds N (serve, default 10), --skip-serve, --skip-query,
// --visitors N (the serve bench cycles through N addresses, so repeats meet the flood guard).
import autocannon from "autocannon";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { startPostgres } from "./ensure-postgres.mjs";
import { startServer } from "./lib/server.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILT = path.join(ROOT, "build/server/server");
const { values: options } = parseArgs({
  options: {
    views: { type: "string", default: "1000000" },
    leads: { type: "string", default: "100000" },
    seconds: { type: "string", default: "10" },
    "skip-serve": { type: "boolean", default: false },
    "skip-query": { type: "boolean", default: false },
    "skip-sqlite": { type: "boolean", default: false },
    /** Distinct client addresses the serve bench cycles through; 0: a new one per request (worst case). */
    visitors: { type: "string", default: "0" },
  },
});
const VIEWS = Number(options.views);
const LEADS = Number(options.leads);
const DAY_MS = 86_400_000;

const load = (file) => import(pathToFileURL(path.join(BUILT, file)).href);
const { createDatabase } = await load("db/database.js");
const { migrateToLatest } = await load("db/migrate.js");
const { foldAndPurge } = await load("analytics/retention.js");
const { dashboard } = await load("analytics/dashboard.js");
const { analyticsDb } = await load("analytics/tables.js");

const PATHS = [
  "/",
  "/en/",
  "/pt/",
  "/en/consulting",
  "/pt/consulting",
  "/en/education",
  "/pt/education",
  "/en/privacy",
];
const SOURCES = [null, null, "www.google.com", "linkedin", "newsletter", "news.ycombinator.com"];
const CHANNELS = ["direct", "direct", "search", "social", "email", "social"];
const DEVICES = ["desktop", "phone", "tablet"];

/** Page views spread over 90 days: visits of 1 to 4 views, 1 in 5 with a campaign. */
async function seed(db, now) {
  const a = analyticsDb(db);
  let written = 0;
  let visit = 0;
  const batch = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await a.insertInto("page_views").values(batch.splice(0)).execute();
  };
  while (written < VIEWS) {
    visit++;
    const at = now - Math.floor(Math.random() * 89 * DAY_MS) - DAY_MS;
    const source = visit % SOURCES.length;
    const key = `k${visit % 40_000}-${Math.floor(at / DAY_MS)}`;
    const views = 1 + (visit % 4);
    for (let i = 0; i < views && written < VIEWS; i++, written++) {
      const viewed = new Date(at + i * 60_000);
      batch.push({
        id: `v${written}`,
        visit_id: `s${visit}`,
        starts_visit: i === 0 ? 1 : 0,
        viewed_at: viewed.toISOString(),
        day: viewed.toISOString().slice(0, 10),
        visitor_key: key,
        path: PATHS[(visit + i) % PATHS.length],
        language: (visit + i) % 2 ? "en" : "pt",
        referrer_host: i === 0 ? SOURCES[source] : null,
        channel: CHANNELS[source],
        source: i === 0 ? SOURCES[source] : null,
        medium: CHANNELS[source],
        campaign: i === 0 && visit % 5 === 0 ? `campaign-${visit % 12}` : null,
        content: null,
        term: null,
        device: DEVICES[visit % 3],
      });
      if (batch.length === 500) await flush();
    }
  }
  await flush();
  for (let i = 0; i < LEADS; i++) {
    const id = `l${i}`;
    const receivedAt = new Date(now - Math.floor(Math.random() * 89 * DAY_MS)).toISOString();
    batch.push({
      id,
      form: "consulting",
      received_at: receivedAt,
      language: i % 2 ? "en" : "pt",
      name: `Lead ${i}`,
      email: `lead${i}@example.com`,
      reply_to: null,
      company: "Acme",
      message: "Bench",
      team_size: null,
      workshop_interest: null,
      subject: null,
      client_address: null,
      user_agent: null,
      status: i % 3 ? "new" : "handled",
      idempotency_key: null,
      next_url: "/en/thanks",
      search_text: "bench",
    });
    if (batch.length === 500) await a.insertInto("leads").values(batch.splice(0)).execute();
  }
  if (batch.length) await a.insertInto("leads").values(batch.splice(0)).execute();
  for (let i = 0; i < LEADS; i += 2) {
    batch.push({
      lead_id: `l${i}`,
      visit_id: `s${i + 1}`,
      channel: CHANNELS[(i + 1) % CHANNELS.length],
      source: SOURCES[(i + 1) % SOURCES.length],
      medium: CHANNELS[(i + 1) % CHANNELS.length],
      campaign: i % 10 === 0 ? `campaign-${i % 12}` : null,
      referrer: null,
      landing_page: PATHS[i % PATHS.length],
      landing_language: "en",
      pages: "[]",
    });
    if (batch.length === 500) await a.insertInto("lead_attribution").values(batch.splice(0)).execute();
  }
  if (batch.length) await a.insertInto("lead_attribution").values(batch.splice(0)).execute();
}

async function measureQuery(name, config) {
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const now = Date.now();
    let started = performance.now();
    await seed(db, now);
    const seedMs = performance.now() - started;
    started = performance.now();
    await foldAndPurge(db, new Date(now));
    const foldMs = performance.now() - started;
    const today = new Date(now).toISOString().slice(0, 10);
    const from = new Date(now - 89 * DAY_MS).toISOString().slice(0, 10);
    const times = [];
    for (let run = 0; run < 5; run++) {
      started = performance.now();
      await dashboard(db, { from, to: today }, {});
      times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    const result = {
      database: name,
      views: VIEWS,
      leads: LEADS,
      seedMs: Math.round(seedMs),
      foldMs: Math.round(foldMs),
      dashboardMedianMs: Math.round(times[2]),
    };
    console.log(
      `${name}: dashboard over 90 days, median of 5: ${result.dashboardMedianMs} ms (goal ≤ 300); fold ${result.foldMs} ms`,
    );
    return result;
  } finally {
    await db.destroy();
  }
}

async function measureServe(analytics, dataDir) {
  const server = await startServer(path.join(BUILT, "main.js"), {
    DATA_DIR: dataDir,
    ANALYTICS: analytics,
    LOG_LEVEL: "warn",
    TRUST_PROXY: "127.0.0.1",
  });
  try {
    let visitor = 0;
    const headers = {
      "user-agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      accept: "text/html",
      "sec-fetch-dest": "document",
      "accept-encoding": "br",
    };
    const run = (duration) =>
      autocannon({
        url: `${server.base}/en/`,
        connections: 10,
        duration,
        headers,
        requests: [
          {
            setupRequest: (request) => {
              visitor = Number(options.visitors) > 0 ? (visitor + 1) % Number(options.visitors) : visitor + 1;
              const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
              return { ...request, headers: { ...request.headers, "x-forwarded-for": address } };
            },
          },
        ],
      });
    await run(2);
    const result = await run(Number(options.seconds));
    return result.requests.average;
  } finally {
    await server.stop();
  }
}

const scratch = mkdtempSync(path.join(tmpdir(), "bench-analytics-"));
const results = { at: new Date().toISOString(), query: [], serve: undefined };
try {
  if (!options["skip-query"]) {
    if (!options["skip-sqlite"])
      results.query.push(await measureQuery("sqlite", { dataDir: path.join(scratch, "query") }));
    // An empty database named by DATABASE_URL, else a throwaway server as the tests start one.
    const postgres = process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL, stop: async () => {} }
      : await startPostgres();
    try {
      results.query.push(await measureQuery("postgres", { databaseUrl: postgres.url }));
    } finally {
      await postgres.stop();
    }
  }
  if (!options["skip-serve"]) {
    // Alternated, so that the machine's other work falls on both sides.
    const on = [];
    const off = [];
    for (let round = 0; round < 2; round++) {
      off.push(await measureServe("off", path.join(scratch, `off-${round}`)));
      on.push(await measureServe("on", path.join(scratch, `on-${round}`)));
    }
    const mean = (list) => list.reduce((sum, value) => sum + value, 0) / list.length;
    results.serve = {
      onRequestsPerSecond: Math.round(mean(on)),
      offRequestsPerSecond: Math.round(mean(off)),
      ratio: Number((mean(on) / mean(off)).toFixed(3)),
    };
    console.log(
      `serve /en/ as new visitors: counting on ${results.serve.onRequestsPerSecond} req/s, off ${results.serve.offRequestsPerSecond} req/s, ratio ${results.serve.ratio} (goal ≥ 0.95)`,
    );
  }
  mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
  writeFileSync(path.join(ROOT, "bench/results/analytics.json"), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
