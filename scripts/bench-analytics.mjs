#!/usr/bin/env node
// `npm run bench:analytics`: what counting costs (issue 26, docs/decisions/043-analytics-capacity.md and 063).
// 1. The dashboard's 90-day query over N page views and M leads (default 1,000,000 and 100,000),
//    on SQLite and PostgreSQL (DATABASE_URL, an empty database; else a throwaway server as the
//    tests start): the median of 5 runs (goal ≤ 300 ms).
// 2. Pages served per second with counting on beside off (goal: within 5 %), on SQLite and on
//    PostgreSQL: two servers run side by side, one counting and one not, and are measured in
//    turns (pairs, the order alternating: off-on, on-off, ...) so that the machine's other work
//    falls on both; each pair gives a ratio, and the median and spread of the ratios are printed.
//    Requests are a browser's: a browser's user agent, `Accept: text/html`, `Sec-Fetch-Dest:
//    document`, brotli, and a client address (X-Forwarded-For from loopback, which the servers
//    trust) in two workloads: a new one every request (every request a new visitor and a row to
//    write: the worst case), and one for all (`npm run bench:serve`'s one client: a flood from one
//    address, counted once per visit window). Each run also reads, from /proc, the CPU each
//    server spent per request: its serving thread's (what counting may cost a page) and its whole
//    process's; and, from the counting server's /metrics, how many of the views it was offered it
//    counted and how many it let go.
// 3. The serving thread's CPU per counted view, in process: the recorder fed new visitors' views
//    and its batches written, and how many views a second are written so (what one instance and
//    its database absorb).
// 4. A lead under load (issue 36): the built server on SQLite, 8 clients fetching /en/ as a new
//    visitor each and --busy N busy loops (default 2) on the cores, 25 leads posted one after
//    another, counting off then on: each lead's answer time (p50, p90, max) and status, and the
//    views counted meanwhile.
// 5. A graceful stop: views offered, then SIGTERM at once: the rows in the database are the views
//    the server said it counted (nothing counted is lost).
// A benchmark, not a test: it prints, and writes bench/results/analytics.json.
// A part skipped keeps its figures from the last run in the results file.
// Options: --views N, --leads N, --skip-serve, --skip-query, --skip-recorder, --skip-lead, --skip-stop,
// --skip-sqlite, --skip-postgres, --busy N (part 4's busy loops),
// --pairs N (default 10), --seconds N (each run of a pair, default 4),
// --visitors N,M (the workloads: client addresses cycled through, 0 for a new one every request; default 0,1),
// --cpu-prof DIR (each server writes V8 CPU profiles there, `node --cpu-prof`).
import autocannon from "autocannon";
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { startPostgres } from "./ensure-postgres.mjs";
import pg from "pg";
import { startServer } from "./lib/server.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILT = path.join(ROOT, "build/server/server");
const { values: options } = parseArgs({
  options: {
    views: { type: "string", default: "1000000" },
    leads: { type: "string", default: "100000" },
    seconds: { type: "string", default: "4" },
    pairs: { type: "string", default: "10" },
    "skip-postgres": { type: "boolean", default: false },
    "cpu-prof": { type: "string" },
    "skip-recorder": { type: "boolean", default: false },
    "skip-serve": { type: "boolean", default: false },
    "skip-query": { type: "boolean", default: false },
    "skip-sqlite": { type: "boolean", default: false },
    "skip-lead": { type: "boolean", default: false },
    "skip-stop": { type: "boolean", default: false },
    busy: { type: "string", default: "2" },
    /**
     * The serve bench's workloads, by how many client addresses each cycles through: 0, a new
     * visitor every request (every request a row: the worst case); 1, one client, as
     * `npm run bench:serve` sends (a flood from one address, counted once per visit window).
     */
    visitors: { type: "string", default: "0,1" },
  },
});
const VIEWS = Number(options.views);
const CYCLES = options.visitors.split(",").map(Number);
const LEADS = Number(options.leads);
const DAY_MS = 86_400_000;

const load = (file) => import(pathToFileURL(path.join(BUILT, file)).href);
const { createDatabase } = await load("db/database.js");
const { migrateToLatest } = await load("db/migrate.js");
const { foldAndPurge } = await load("analytics/retention.js");
const { figures, previousRange, totals } = await load("analytics/figures.js");

/** What `GET /api/admin/dashboard` reads (server/analytics/dashboard.ts): the range, and the totals before it. */
const dashboard = (db, range) => Promise.all([figures(db, range, {}), totals(db, previousRange(range))]);
const { PageViewRecorder, RECORDER_LIMITS } = await load("analytics/recorder.js");
const { DailySalt } = await load("analytics/visitor-key.js");

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
async function seed(db, now, hostile = false) {
  let written = 0;
  let visit = 0;
  const batch = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await db.insertInto("page_views").values(batch.splice(0)).execute();
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
        // Hostile: every view made up by one client, its own path, source and campaign.
        path: hostile ? `/en/made-up-${written}` : PATHS[(visit + i) % PATHS.length],
        language: (visit + i) % 2 ? "en" : "pt",
        referrer_host: i === 0 ? SOURCES[source] : null,
        channel: CHANNELS[source],
        source: hostile ? `source-${written}` : i === 0 ? SOURCES[source] : null,
        medium: CHANNELS[source],
        campaign: hostile
          ? `campaign-${"x".repeat(60)}-${written}`
          : i === 0 && visit % 5 === 0
            ? `campaign-${visit % 12}`
            : null,
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
    if (batch.length === 500) await db.insertInto("leads").values(batch.splice(0)).execute();
  }
  if (batch.length) await db.insertInto("leads").values(batch.splice(0)).execute();
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
    if (batch.length === 500) await db.insertInto("lead_attribution").values(batch.splice(0)).execute();
  }
  if (batch.length) await db.insertInto("lead_attribution").values(batch.splice(0)).execute();
}

/**
 * What counting costs the thread that sends pages, per counted view: the recorder fed N new
 * visitors' views as the server's hook feeds it, measured with the thread's own CPU time (far
 * less sensitive to the machine's other work than requests per second), its batches written on
 * that thread as the server writes them.
 */
async function measureRecorder(name, config, views = 50_000) {
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const limits = { ...RECORDER_LIMITS, visitors: views * 2, queue: views * 2, viewsPerAddressDay: views };
    const recorder = new PageViewRecorder(db, new DailySalt(db), limits);
    const userAgent = BROWSER_HEADERS["user-agent"];
    let visitor = 0;
    const feed = async (count) => {
      for (let i = 0; i < count; i++) {
        visitor++;
        const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
        const facts = {
          viewedAt: new Date(),
          path: "/en/",
          language: "en",
          referrerHost: null,
          channel: "direct",
          source: null,
          medium: "direct",
          campaign: null,
          content: null,
          term: null,
          device: "desktop",
        };
        recorder.record({ site: "127.0.0.1", address, userAgent }, facts, () => facts);
        // As requests arrive: the batches' writes run between them.
        if (i % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 0));
      }
      await recorder.flush();
    };
    await feed(views);
    const before = process.threadCpuUsage();
    const started = performance.now();
    await feed(views);
    // Fed back to back and all written: what one instance and its database absorb at most.
    const seconds = (performance.now() - started) / 1000;
    const used = process.threadCpuUsage(before);
    await recorder.close();
    const result = {
      database: name,
      views,
      mainThreadMicrosecondsPerView: Number(((used.user + used.system) / views).toFixed(1)),
      viewsWrittenPerSecond: Math.round(views / seconds),
    };
    console.log(
      `${name}: ${result.mainThreadMicrosecondsPerView} µs of the serving thread's CPU per counted view; ${result.viewsWrittenPerSecond} new visitors' views written a second (${((result.viewsWrittenPerSecond * 86_400) / 1e6).toFixed(0)} million a day)`,
    );
    return result;
  } finally {
    await db.destroy();
  }
}

async function measureQuery(name, config, hostile = false) {
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    const now = Date.now();
    let started = performance.now();
    await seed(db, now, hostile);
    const seedMs = performance.now() - started;
    started = performance.now();
    await foldAndPurge(db, new Date(now));
    const foldMs = performance.now() - started;
    const today = new Date(now).toISOString().slice(0, 10);
    const from = new Date(now - 89 * DAY_MS).toISOString().slice(0, 10);
    const times = [];
    let reply;
    for (let run = 0; run < 5; run++) {
      started = performance.now();
      reply = await dashboard(db, { from, to: today });
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
      hostile,
      replyBytes: Buffer.byteLength(JSON.stringify(reply)),
    };
    console.log(
      `${name}${hostile ? ", every view a made-up path, source and campaign" : ""}: dashboard over 90 days, median of 5: ${result.dashboardMedianMs} ms (goal ≤ 300), reply ${result.replyBytes} B; fold ${result.foldMs} ms`,
    );
    return result;
  } finally {
    await db.destroy();
  }
}

const BROWSER_HEADERS = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
  "accept-encoding": "gzip, deflate, br, zstd",
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "none",
};

/** A new client address per request (or one of `cycle` addresses), the same counter for every run. */
let visitor = 0;
function nextAddress(cycle) {
  visitor = cycle > 0 ? (visitor + 1) % cycle : visitor + 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

const METRICS_TOKEN = "bench-analytics-metrics-token";

/** The counting server's page-view counters (`/metrics`): written, and let go uncounted. */
async function pageViewCounters(server) {
  const response = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const sum = (name) =>
    [...text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+)$`, "gm"))].reduce(
      (total, match) => total + Number(match[1]),
      0,
    );
  return { counted: sum("page_views_counted_total"), uncounted: sum("page_views_uncounted_total") };
}

/** The counters once the writer has written what waited (they stop moving), less the warm-up's. */
async function settledCounters(server) {
  let last = await pageViewCounters(server);
  for (let wait = 0; wait < 60; wait++) {
    // Longer than the recorder's interval: a partial batch waits that long to be handed over.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const now = await pageViewCounters(server);
    if (now.counted === last.counted && now.uncounted === last.uncounted) break;
    last = now;
  }
  return { counted: last.counted - server.warmUp.counted, uncounted: last.uncounted - server.warmUp.uncounted };
}

/** Linux's clock ticks per second (USER_HZ), the unit of /proc's CPU times. */
const TICK_MICROSECONDS = 1e6 / 100;

/**
 * CPU time so far of a server's serving thread (the main one, whose thread id is the process id)
 * and of the whole process (with the page-view writer thread, GC and libuv's threads), in µs.
 */
function cpuTime(pid) {
  const read = (file) => {
    // utime and stime are fields 14 and 15; the command name before ") " may hold spaces.
    const fields = readFileSync(file, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MICROSECONDS;
  };
  return { serving: read(`/proc/${pid}/task/${pid}/stat`), process: read(`/proc/${pid}/stat`) };
}

/** One run against a server: requests per second, and the CPU per request of its threads. */
async function run(server, seconds, cycle) {
  const before = cpuTime(server.pid);
  const result = await loadTest(server.base, seconds, cycle);
  const after = cpuTime(server.pid);
  const requests = result.requests.total;
  return {
    perSecond: result.requests.average,
    requests,
    servingMicroseconds: (after.serving - before.serving) / requests,
    processMicroseconds: (after.process - before.process) / requests,
  };
}

async function loadTest(base, seconds, cycle) {
  const result = await autocannon({
    url: `${base}/en/`,
    connections: 10,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, "x-forwarded-for": nextAddress(cycle) },
        }),
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
}

const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round3 = (value) => Number(value.toFixed(3));

/**
 * Pairs of runs, counting on beside off, on one database, for each workload (`cycles`: client
 * addresses cycled through, 0 for a new one every request); `database(side)` gives each server's
 * settings.
 */
async function measureServe(name, database, cycles) {
  const env = {
    LOG_LEVEL: "error",
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_PER_MINUTE: "999999",
    METRICS_TOKEN: METRICS_TOKEN,
  };
  const profile = (side) =>
    options["cpu-prof"]
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${path.resolve(options["cpu-prof"], `${name}-${side}`)}` }
      : {};
  const servers = {
    on: await startServer(path.join(BUILT, "main.js"), {
      ...env,
      ...(await database("on")),
      ANALYTICS: "on",
      ...profile("on"),
    }),
    off: await startServer(path.join(BUILT, "main.js"), {
      ...env,
      ...(await database("off")),
      ANALYTICS: "off",
      ...profile("off"),
    }),
  };
  try {
    const results = [];
    for (const cycle of cycles) {
      await loadTest(servers.off.base, 2, cycle);
      await loadTest(servers.on.base, 2, cycle);
      servers.on.warmUp = await settledCounters({ ...servers.on, warmUp: { counted: 0, uncounted: 0 } });
      const pairs = [];
      for (let pair = 0; pair < Number(options.pairs); pair++) {
        const order = pair % 2 === 0 ? ["off", "on"] : ["on", "off"];
        const measured = {};
        for (const side of order) measured[side] = await run(servers[side], Number(options.seconds), cycle);
        pairs.push({
          on: Math.round(measured.on.perSecond),
          off: Math.round(measured.off.perSecond),
          ratio: round3(measured.on.perSecond / measured.off.perSecond),
          onRequests: measured.on.requests,
          servingMicrosecondsPerRequest: {
            on: Number(measured.on.servingMicroseconds.toFixed(1)),
            off: Number(measured.off.servingMicroseconds.toFixed(1)),
          },
          processMicrosecondsPerRequest: {
            on: Number(measured.on.processMicroseconds.toFixed(1)),
            off: Number(measured.off.processMicroseconds.toFixed(1)),
          },
        });
      }
      const offered = pairs.reduce((sum, pair) => sum + pair.onRequests, 0);
      const counters = await settledCounters(servers.on);
      const ratios = pairs.map((pair) => pair.ratio);
      const result = {
        database: name,
        visitors: cycle === 0 ? "a new visitor every request" : `cycling through ${cycle}`,
        secondsPerRun: Number(options.seconds),
        medianOnRequestsPerSecond: Math.round(median(pairs.map((pair) => pair.on))),
        medianOffRequestsPerSecond: Math.round(median(pairs.map((pair) => pair.off))),
        medianRatio: round3(median(ratios)),
        ratioSpread: { min: Math.min(...ratios), max: Math.max(...ratios) },
        // CPU per request, far steadier than requests per second on a shared machine: the serving
        // thread's (what counting may cost a page) and the whole process's (with the writer thread).
        servingMicrosecondsPerRequest: {
          on: Number(median(pairs.map((pair) => pair.servingMicrosecondsPerRequest.on)).toFixed(1)),
          off: Number(median(pairs.map((pair) => pair.servingMicrosecondsPerRequest.off)).toFixed(1)),
        },
        processMicrosecondsPerRequest: {
          on: Number(median(pairs.map((pair) => pair.processMicrosecondsPerRequest.on)).toFixed(1)),
          off: Number(median(pairs.map((pair) => pair.processMicrosecondsPerRequest.off)).toFixed(1)),
        },
        // What counting did with the views it was offered while the machine was saturated.
        views: { offered, counted: counters.counted, uncounted: counters.uncounted },
        pairs,
      };
      result.servingThreadRatio = round3(
        result.servingMicrosecondsPerRequest.off / result.servingMicrosecondsPerRequest.on,
      );
      console.log(
        `${name}: serve /en/ (${result.visitors}), ${pairs.length} pairs: counting on ${result.medianOnRequestsPerSecond} req/s, off ${result.medianOffRequestsPerSecond} req/s; ratio median ${result.medianRatio}, from ${result.ratioSpread.min} to ${result.ratioSpread.max} (goal ≥ 0.95)`,
      );
      console.log(
        `${name}: CPU per request, serving thread ${result.servingMicrosecondsPerRequest.on} µs on, ${result.servingMicrosecondsPerRequest.off} µs off (ratio ${result.servingThreadRatio}); whole process ${result.processMicrosecondsPerRequest.on} µs on, ${result.processMicrosecondsPerRequest.off} µs off`,
      );
      const share = (count) => `${((100 * count) / offered).toFixed(1)} %`;
      console.log(
        `${name}: of ${offered} requests during the counting runs, ${counters.counted} counted (${share(counters.counted)}), ${counters.uncounted} let go uncounted (${share(counters.uncounted)})`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await Promise.all([servers.on.stop(), servers.off.stop()]);
  }
}

/** A consulting lead as the site's form posts it, a new address each (no e-mail is sent: no SMTP_URL). */
const leadBody = (index) =>
  JSON.stringify({
    name: "Bench Lead",
    email: `bench-${index}@example.com`,
    company: "Bench Co",
    context: "We want to know whether a lead waits for page views to be counted.",
    _language: "en",
  });

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/**
 * Part 4: 25 leads posted one after another while 8 clients fetch /en/ as new visitors and
 * `--busy` loops hold the cores: what a lead waits for when the machine is busy.
 */
async function measureLeadUnderLoad(counting, dataDir) {
  const server = await startServer(path.join(BUILT, "main.js"), {
    LOG_LEVEL: "error",
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_PER_MINUTE: "999999",
    SPAM_MIN_FILL_SECONDS: "0",
    METRICS_TOKEN,
    ANALYTICS: counting,
    DATA_DIR: dataDir,
  });
  const busy = Array.from({ length: Number(options.busy) }, () =>
    spawn("sh", ["-c", "while :; do :; done"], { stdio: "ignore" }),
  );
  let flooding = true;
  let fetched = 0;
  const flood = async () => {
    while (flooding) {
      const response = await fetch(`${server.base}/en/`, {
        headers: { ...BROWSER_HEADERS, "x-forwarded-for": nextAddress(0) },
      });
      await response.arrayBuffer();
      fetched++;
    }
  };
  try {
    const clients = Array.from({ length: 8 }, flood);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const times = [];
    const statuses = [];
    for (let index = 0; index < 25; index++) {
      const started = performance.now();
      const response = await fetch(`${server.base}/f/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: leadBody(index),
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      statuses.push(response.status);
    }
    flooding = false;
    await Promise.all(clients);
    server.warmUp = { counted: 0, uncounted: 0 };
    const counters = counting === "on" ? await settledCounters(server) : { counted: 0, uncounted: 0 };
    const sorted = [...times].sort((a, b) => a - b);
    const result = {
      counting,
      busyLoops: busy.length,
      leads: times.length,
      answered2xx: statuses.filter((status) => status >= 200 && status < 300).length,
      p50Ms: Math.round(percentile(sorted, 0.5)),
      p90Ms: Math.round(percentile(sorted, 0.9)),
      maxMs: Math.round(sorted.at(-1)),
      pagesFetched: fetched,
      views: counters,
    };
    console.log(
      `a lead under load, counting ${counting} (${busy.length} busy loops, 8 clients): p50 ${result.p50Ms} ms, p90 ${result.p90Ms} ms, max ${result.maxMs} ms; ${result.answered2xx}/${result.leads} answered 2xx; ${fetched} pages fetched, ${counters.counted} views counted, ${counters.uncounted} let go`,
    );
    return result;
  } finally {
    flooding = false;
    for (const child of busy) child.kill("SIGKILL");
    await server.stop();
  }
}

/** Part 5: views offered, then SIGTERM at once; the rows written are the views counted. */
async function measureGracefulStop(dataDir, views = 2_000) {
  const server = await startServer(path.join(BUILT, "main.js"), {
    LOG_LEVEL: "error",
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_PER_MINUTE: "999999",
    METRICS_TOKEN,
    ANALYTICS: "on",
    DATA_DIR: dataDir,
  });
  const queue = Array.from({ length: views }, () => nextAddress(0));
  const worker = async () => {
    for (let address = queue.pop(); address !== undefined; address = queue.pop()) {
      const response = await fetch(`${server.base}/en/`, {
        headers: { ...BROWSER_HEADERS, "x-forwarded-for": address },
      });
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  // The views still in the buffer are those a stop must write: counted and uncounted so far.
  const before = await pageViewCounters(server);
  await server.stop();
  const db = createDatabase({ dataDir });
  try {
    const { rows } = await db
      .selectFrom("page_views")
      .select((eb) => eb.fn.countAll().as("rows"))
      .executeTakeFirstOrThrow();
    const result = {
      offered: views,
      countedBeforeStop: before.counted,
      uncounted: before.uncounted,
      rowsAfterStop: Number(rows),
    };
    console.log(
      `a graceful stop: ${views} views offered, ${before.counted} written before SIGTERM, ${result.rowsAfterStop} rows after it (${views - result.rowsAfterStop} lost; ${before.uncounted} let go before the stop)`,
    );
    return result;
  } finally {
    await db.destroy();
  }
}

const scratch = mkdtempSync(path.join(tmpdir(), "bench-analytics-"));
const results = {
  at: new Date().toISOString(),
  machine: { cpus: cpus().length, loadAverageAtStart: loadavg().map((load) => Number(load.toFixed(1))) },
  recorder: undefined,
  query: [],
  serve: undefined,
  lead: undefined,
  stop: undefined,
};
try {
  if (!options["skip-recorder"]) {
    results.recorder = [];
    if (!options["skip-sqlite"]) {
      results.recorder.push(await measureRecorder("sqlite", { dataDir: path.join(scratch, "recorder") }));
    }
    if (!options["skip-postgres"]) {
      const postgres = await startPostgres();
      try {
        results.recorder.push(await measureRecorder("postgres", { databaseUrl: postgres.url }));
      } finally {
        await postgres.stop();
      }
    }
  }
  if (!options["skip-query"]) {
    if (!options["skip-sqlite"])
      for (const hostile of [false, true]) {
        results.query.push(await measureQuery("sqlite", { dataDir: path.join(scratch, `query-${hostile}`) }, hostile));
      }
    // An empty database named by DATABASE_URL, else a throwaway server as the tests start one.
    const postgres = process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL, stop: async () => {} }
      : await startPostgres();
    try {
      results.query.push(await measureQuery("postgres", { databaseUrl: postgres.url }));
      // The hostile run in a database of its own, beside the first.
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      try {
        await admin.query("create database bench_hostile");
      } finally {
        await admin.end();
      }
      const hostileUrl = new URL(postgres.url);
      hostileUrl.pathname = "/bench_hostile";
      results.query.push(await measureQuery("postgres", { databaseUrl: hostileUrl.toString() }, true));
    } finally {
      await postgres.stop();
    }
  }
  if (!options["skip-serve"]) {
    results.serve = [];
    if (!options["skip-sqlite"]) {
      results.serve.push(
        ...(await measureServe("sqlite", async (side) => ({ DATA_DIR: path.join(scratch, `serve-${side}`) }), CYCLES)),
      );
    }
    if (!options["skip-postgres"]) {
      const postgres = await startPostgres();
      try {
        // A database of its own for each server, in one throwaway cluster.
        const admin = new pg.Client({ connectionString: postgres.url });
        await admin.connect();
        try {
          results.serve.push(
            ...(await measureServe(
              "postgres",
              async (side) => {
                const name = `bench_serve_${side}`;
                await admin.query(`create database ${name}`);
                const url = new URL(postgres.url);
                url.pathname = `/${name}`;
                return { DATABASE_URL: url.toString() };
              },
              CYCLES,
            )),
          );
        } finally {
          await admin.end();
        }
      } finally {
        await postgres.stop();
      }
    }
  }
  if (!options["skip-lead"]) {
    results.lead = [];
    for (const counting of ["off", "on"]) {
      results.lead.push(await measureLeadUnderLoad(counting, path.join(scratch, `lead-${counting}`)));
    }
  }
  if (!options["skip-stop"]) results.stop = await measureGracefulStop(path.join(scratch, "stop"));
  results.machine.loadAverageAtEnd = loadavg().map((load) => Number(load.toFixed(1)));
  mkdirSync(path.join(ROOT, "bench/results"), { recursive: true });
  const file = path.join(ROOT, "bench/results/analytics.json");
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  for (const part of ["recorder", "query", "serve", "lead", "stop"]) {
    if (options[`skip-${part}`] && previous[part] !== undefined) results[part] = previous[part];
  }
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
