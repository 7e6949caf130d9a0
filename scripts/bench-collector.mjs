#!/usr/bin/env node
// How many leads a second the collector accepts, on SQLite and on PostgreSQL: the built server on
// loopback, autocannon posting valid JSON leads for a fixed time, then a count of stored rows to
// check that every 2xx is a lead. Prints req/s, latency percentiles and the check.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startPostgres } from "./ensure-postgres.mjs";
import { BENCH_LEAD_BODY } from "./lib/bench-lead.mjs";
import { startServer } from "./lib/server.mjs";

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

const body = BENCH_LEAD_BODY;

async function run(label, env) {
  const server = await startServer("build/server/server/main.js", {
    ...env,
    LOG_LEVEL: "error",
    RATE_LIMIT_PER_MINUTE: "999999",
  });
  try {
    const { base } = server;
    const result = await autocannon({
      url: `${base}/f/contact`,
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body,
      connections: CONNECTIONS,
      duration: DURATION_S,
    });
    const ok = result["2xx"];
    const stored = await countLeads(env);
    // Requests still in flight when the clock stops are stored but not counted as answered, so
    // stored may exceed 2xx by up to one per connection; fewer would be a lost lead.
    const lost = Math.max(0, ok - stored);
    console.log(
      `${label.padEnd(10)} ${result.requests.average.toFixed(0).padStart(7)} req/s  ` +
        `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `2xx ${ok}  non-2xx ${result.non2xx}  errors ${result.errors}  stored ${stored} ` +
        (lost > 0 ? `(${lost} acknowledged leads MISSING)` : "(every 2xx stored)"),
    );
    return lost === 0;
  } finally {
    await server.stop();
  }
}

async function countLeads(env) {
  const child = spawn(process.execPath, ["scripts/leads.mjs", "--format", "json"], {
    env: { ...process.env, ...env, LOG_LEVEL: "error" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  for await (const chunk of child.stdout) out += chunk;
  return JSON.parse(out).length;
}

// What a form loads for the proof of work once focused (issue 27: at most 8 KB compressed): the
// worker is its own file; the code that fetches the challenge and starts it is in the form's chunk.
const assets = "build/client/assets";
for (const file of readdirSync(assets).filter((name) => /^proof-of-work\.worker-.*\.js$/.test(name))) {
  const raw = readFileSync(join(assets, file));
  console.log(
    `proof-of-work worker ${file}: ${raw.length} B, gzip ${gzipSync(raw, { level: 9 }).length} B, ` +
      `brotli ${brotliCompressSync(raw).length} B`,
  );
}

console.log(`collector throughput: ${CONNECTIONS} connections, ${DURATION_S} s each, 2 cores, loopback`);
const dataDir = mkdtempSync(join(tmpdir(), "por-bench-"));
let allStored = true;
try {
  allStored = (await run("SQLite", { DATA_DIR: dataDir })) && allStored;
  const postgres = await startPostgres();
  try {
    allStored = (await run("PostgreSQL", { DATABASE_URL: postgres.url, DATA_DIR: dataDir })) && allStored;
  } finally {
    await postgres.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = allStored ? 0 : 1;
