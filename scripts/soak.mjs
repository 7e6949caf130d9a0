#!/usr/bin/env node
// `npm run soak [-- --duration 30]`: the built server under a flood, with the default rate limit.
// One client (127.0.0.1) floods POST /f/contact with autocannon while a second one (127.0.0.2, a
// different address to the server) sends a lead every 7 s and fetches pages every 200 ms. Prints
// and writes to bench/results/soak.json: how much of the flood was refused (429), whether the
// second client's leads all got through and were stored, its latency, and the server's peak
// memory. Exits 1 when a second-client lead was lost or the flood was not rate-limited.
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { clearInterval, setInterval } from "node:timers";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startServer } from "./lib/server.mjs";
import { staleReason } from "./start.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SERVER_ENTRY = "build/server/server/main.js";
const RESULTS = path.join(ROOT, "bench", "results", "soak.json");

const FLOOD_CONNECTIONS = 20;
const CALM_ADDRESS = "127.0.0.2";
/** Under the default 10 a minute from one address, whatever the duration. */
const LEAD_EVERY_MS = 7_000;
const PAGE_EVERY_MS = 200;
// The canonical paths: `/pt/consulting/` is a 308 to `/pt/consulting`, not a page.
const PAGES = ["/en/", "/pt/consulting"];
/** The server's default RATE_LIMIT_PER_MINUTE (server/config.ts), which this run keeps. */
const RATE_LIMIT_PER_MINUTE = 10;
const MEMORY_SAMPLE_MS = 100;

const { values: options } = parseArgs({ options: { duration: { type: "string", default: "30" } } });
const durationS = Number(options.duration);
if (!(Number.isInteger(durationS) && durationS >= 5 && durationS <= 3600)) {
  console.error(`--duration must be a whole number of seconds from 5 to 3600 (got ${options.duration})`);
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether a connection from 127.0.0.2 reaches a loopback server and is seen as coming from it. */
async function secondAddressWorks() {
  const probe = http.createServer((request, response) => response.end(request.socket.remoteAddress));
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = probe.address();
    const seen = await new Promise((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, localAddress: CALM_ADDRESS, agent: false }, (response) => {
          let body = "";
          response.on("data", (chunk) => (body += chunk));
          response.on("end", () => resolve(body));
        })
        .on("error", reject);
    });
    return seen === CALM_ADDRESS;
  } catch {
    return false;
  } finally {
    probe.close();
  }
}

async function ensureBuild() {
  const missing = ["build/.stamp", SERVER_ENTRY].find((file) => !existsSync(path.join(ROOT, file)));
  if (missing === undefined) {
    const stale = staleReason(ROOT);
    if (stale) console.log(`soak: using the existing build, although ${stale} since (npm run build to refresh it)`);
    return;
  }
  console.log(`soak: ${missing} is missing, so running npm run build first`);
  const npm = process.env.npm_execpath;
  const child = npm
    ? spawn(process.execPath, [npm, "run", "build"], { cwd: ROOT, stdio: "inherit" })
    : spawn("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  const code = await new Promise((resolve) => child.on("exit", (exitCode) => resolve(exitCode)));
  if (code !== 0) throw new Error(`npm run build failed (exit ${code})`);
}

/** One request over `agent`, resolving to its status and how long it took, body included. */
function timedRequest(url, agent, { method = "GET", body } = {}) {
  const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const headers = data
    ? { "content-type": "application/json", accept: "application/json", "content-length": data.length }
    : { accept: "text/html" };
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(url, { method, agent, headers, timeout: 10_000 });
    request.on("timeout", () => request.destroy(new Error("no answer within 10 s")));
    request.on("error", (error) => resolve({ status: 0, ms: performance.now() - started, error: error.message }));
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode, ms: performance.now() - started }));
    });
    request.end(data);
  });
}

/** p50 and p99 of the requests' times. @param {{ ms: number }[]} requests */
function latencies(requests) {
  const times = requests.map((request) => request.ms);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[rank] * 10) / 10;
}

/** kB figures of /proc/<pid>/status (Linux), or undefined once the process is gone. */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN);
    return { rssKb: field("VmRSS"), hwmKb: field("VmHWM") };
  } catch {
    return undefined;
  }
}

/** The well-behaved visitor: a lead every LEAD_EVERY_MS and a page every PAGE_EVERY_MS, from 127.0.0.2. */
async function calmClient(base, endAt) {
  // Keep-alive like a browser; localAddress is part of the agent's socket key.
  const agent = new http.Agent({ keepAlive: true, localAddress: CALM_ADDRESS });
  const leads = [];
  const pages = [];
  const leadLoop = async () => {
    for (let n = 0; Date.now() < endAt; n++) {
      const dueAt = Date.now() + LEAD_EVERY_MS;
      const marker = `soak-calm-${n}`;
      const body = {
        name: "Calm Visitor",
        email: "calm@example.com",
        company: marker,
        context: "A visitor who sends one lead while someone else floods the form.",
        _language: "en",
      };
      leads.push({ marker, ...(await timedRequest(`${base}/f/contact`, agent, { method: "POST", body })) });
      await sleep(Math.max(0, Math.min(dueAt, endAt) - Date.now()));
    }
  };
  const pageLoop = async () => {
    for (let n = 0; Date.now() < endAt; n++) {
      const dueAt = Date.now() + PAGE_EVERY_MS;
      const page = PAGES[n % PAGES.length];
      pages.push({ page, ...(await timedRequest(`${base}${page}`, agent)) });
      await sleep(Math.max(0, Math.min(dueAt, endAt) - Date.now()));
    }
  };
  // The first lead a moment in, once the flood is under way.
  await sleep(500);
  await Promise.all([leadLoop(), pageLoop()]);
  agent.destroy();
  return { leads, pages };
}

async function main() {
  if (!(await secondAddressWorks())) {
    throw new Error(`A connection from ${CALM_ADDRESS} to 127.0.0.1 does not work here (Linux routes 127.0.0.0/8).`);
  }
  await ensureBuild();

  const dataDir = mkdtempSync(path.join(tmpdir(), "por-soak-"));
  try {
    // Empty values are unset: the defaults (10 a minute, no trusted proxy, no mail) whatever the shell has.
    const server = await startServer(path.join(ROOT, SERVER_ENTRY), {
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "",
      TRUST_PROXY: "",
      DATABASE_URL: "",
      SMTP_URL: "",
      NOTIFY_EMAIL: "",
    });
    const memory = { peakRssKb: 0, hwmKb: 0, samples: 0 };
    const sampler = setInterval(() => {
      const now = memoryOf(server.pid);
      if (now === undefined) return;
      memory.samples++;
      memory.peakRssKb = Math.max(memory.peakRssKb, now.rssKb);
    }, MEMORY_SAMPLE_MS);
    let flood;
    let calm;
    try {
      console.log(
        `soak: ${durationS} s; flood from 127.0.0.1 with ${FLOOD_CONNECTIONS} connections; ` +
          `${CALM_ADDRESS} sends a lead every ${LEAD_EVERY_MS / 1000} s and a page every ${PAGE_EVERY_MS} ms`,
      );
      const endAt = Date.now() + durationS * 1000;
      [flood, calm] = await Promise.all([
        autocannon({
          url: `${server.base}/f/contact`,
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            name: "Flood Bot",
            email: "flood@example.com",
            company: "soak-flood",
            context: "The same lead again and again, as fast as the server answers.",
            _language: "en",
          }),
          connections: FLOOD_CONNECTIONS,
          duration: durationS,
          // Its own thread, so that the flood does not delay the second client's timings here.
          workers: 1,
        }),
        calmClient(server.base, endAt),
      ]);
      memory.hwmKb = memoryOf(server.pid)?.hwmKb ?? NaN;
    } finally {
      clearInterval(sampler);
      await server.stop();
    }

    const sqlite = new SQLite(path.join(dataDir, "leads.sqlite"), { readonly: true, fileMustExist: true });
    let storedCompanies;
    try {
      storedCompanies = sqlite.prepare("select company from leads").pluck().all();
    } finally {
      sqlite.close();
    }
    return report(flood, calm, memory, storedCompanies);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(flood, calm, memory, storedCompanies) {
  const stored = new Set(storedCompanies);
  const status = (code) => flood.statusCodeStats?.[code]?.count ?? 0;
  const floodTotal = flood.requests.total;
  const flood2xx = flood["2xx"];
  const flood429 = status(429);
  // A window of RATE_LIMIT_PER_MINUTE per address opens with its first request and lasts a minute.
  const floodAllowed = RATE_LIMIT_PER_MINUTE * Math.ceil(durationS / 60);
  const acknowledged = calm.leads.filter((lead) => lead.status === 200);
  const storedCalm = calm.leads.filter((lead) => stored.has(lead.marker));
  const okPages = calm.pages.filter((page) => page.status === 200);

  const figures = {
    date: new Date().toISOString(),
    durationS,
    rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    flood: {
      address: "127.0.0.1",
      connections: FLOOD_CONNECTIONS,
      requests: floodTotal,
      requestsPerSecond: Math.round(flood.requests.average),
      status2xx: flood2xx,
      status429: flood429,
      rate429Percent: floodTotal === 0 ? 0 : Math.round((flood429 / floodTotal) * 10_000) / 100,
      otherStatuses: flood.non2xx - flood429,
      errors: flood.errors,
      timeouts: flood.timeouts,
      allowed2xx: floodAllowed,
      stored: storedCompanies.filter((company) => company === "soak-flood").length,
      latencyMs: { p50: flood.latency.p50, p99: flood.latency.p99 },
    },
    secondClient: {
      address: CALM_ADDRESS,
      leads: {
        sent: calm.leads.length,
        acknowledged: acknowledged.length,
        stored: storedCalm.length,
        statuses: calm.leads.map((lead) => lead.status),
        latencyMs: latencies(calm.leads),
      },
      pages: {
        paths: PAGES,
        requests: calm.pages.length,
        ok: okPages.length,
        latencyMs: latencies(calm.pages),
      },
    },
    serverMemory: {
      peakRssMb: Math.round(memory.peakRssKb / 102.4) / 10,
      vmHwmMb: Math.round(memory.hwmKb / 102.4) / 10,
      samples: memory.samples,
    },
  };

  const failures = [];
  if (calm.leads.length === 0) failures.push("the second client sent no lead");
  if (acknowledged.length < calm.leads.length) {
    failures.push(`${calm.leads.length - acknowledged.length} of the second client's leads were not acknowledged`);
  }
  if (storedCalm.length < calm.leads.length) {
    failures.push(`${calm.leads.length - storedCalm.length} of the second client's leads are not in the database`);
  }
  if (flood429 === 0 || flood2xx > floodAllowed) {
    failures.push(`the flood was not rate-limited (${flood2xx} accepted, at most ${floodAllowed} allowed)`);
  }
  if (okPages.length < calm.pages.length) failures.push(`${calm.pages.length - okPages.length} page requests failed`);
  figures.failures = failures;

  const { leads, pages } = figures.secondClient;
  console.log(
    [
      `flood (127.0.0.1, ${FLOOD_CONNECTIONS} connections): ${floodTotal} requests (${figures.flood.requestsPerSecond}/s), ` +
        `${flood429} answered 429 (${figures.flood.rate429Percent} %), ${flood2xx} 2xx (at most ${floodAllowed} allowed), ` +
        `${figures.flood.otherStatuses} other statuses, ${flood.errors} errors; ${figures.flood.stored} flood leads stored`,
      `second client (${CALM_ADDRESS}): leads ${leads.sent} sent, ${leads.acknowledged} acknowledged, ${leads.stored} stored; ` +
        `lead latency p50 ${leads.latencyMs.p50} ms, p99 ${leads.latencyMs.p99} ms`,
      `second client pages (${PAGES.join(", ")}): ${pages.ok}/${pages.requests} OK; ` +
        `p50 ${pages.latencyMs.p50} ms, p99 ${pages.latencyMs.p99} ms`,
      `server memory: peak RSS ${figures.serverMemory.peakRssMb} MB (sampled every ${MEMORY_SAMPLE_MS} ms), ` +
        `VmHWM ${figures.serverMemory.vmHwmMb} MB`,
      failures.length === 0 ? "PASS" : `FAIL: ${failures.join("; ")}`,
    ].join("\n"),
  );
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`written to ${path.relative(ROOT, RESULTS)}`);
  return failures.length === 0;
}

try {
  process.exitCode = (await main()) ? 0 : 1;
} catch (error) {
  console.error(`soak: ${error.message}`);
  process.exitCode = 1;
}
