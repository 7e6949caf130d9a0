#!/usr/bin/env node
// The collector's throughput beside another build's, in paired and interleaved runs: the machine's
// noise swings single runs by more than the differences worth knowing, so each pair runs the two
// builds back to back (order alternating) on fresh SQLite files, and the median of the pairs'
// ratios is the figure. Usage, with the other build made in its own checkout:
//   npm run build && node scripts/bench-collector-paired.mjs <other checkout>/build/server/server/main.js
// Env: PAIRS (default 10), BENCH_SECONDS (default 5).
import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BENCH_LEAD_BODY } from "./lib/bench-lead.mjs";
import { startServer } from "./lib/server.mjs";

const other = process.argv[2];
if (!other) {
  console.error("Usage: node scripts/bench-collector-paired.mjs <other build's server/main.js>");
  process.exit(2);
}
const builds = { other: resolve(other), this: resolve("build/server/server/main.js") };
const PAIRS = Number(process.env.PAIRS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const body = BENCH_LEAD_BODY;

async function requestsPerSecond(entry) {
  const dir = mkdtempSync(join(tmpdir(), "bench-collector-"));
  const server = await startServer(entry, {
    DATA_DIR: dir,
    DATABASE_URL: "",
    LOG_LEVEL: "error",
    RATE_LIMIT_PER_MINUTE: "999999",
    // A script posts at once: the time-to-fill layer would judge every lead; the rest still run.
    SPAM_MIN_FILL_SECONDS: "0",
  });
  try {
    const result = await autocannon({
      url: `${server.base}/f/contact`,
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body,
      connections: 10,
      duration: SECONDS,
    });
    return result.requests.average;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
};

console.log(`collector, SQLite, ${PAIRS} pairs of ${SECONDS} s runs, 10 connections, loopback`);
const ratios = [];
const figures = { other: [], this: [] };
for (let pair = 1; pair <= PAIRS; pair++) {
  const order = pair % 2 === 1 ? ["other", "this"] : ["this", "other"];
  const got = {};
  for (const which of order) got[which] = await requestsPerSecond(builds[which]);
  figures.other.push(got.other);
  figures.this.push(got.this);
  ratios.push(got.this / got.other);
  console.log(
    `pair ${pair} (${order.join(" then ")}): other ${got.other.toFixed(0)} req/s, this ${got.this.toFixed(0)} req/s, ` +
      `ratio ${(got.this / got.other).toFixed(3)}`,
  );
}
console.log(
  `median: other ${median(figures.other).toFixed(0)} req/s, this ${median(figures.this).toFixed(0)} req/s, ` +
    `ratio ${median(ratios).toFixed(3)} (min ${Math.min(...ratios).toFixed(3)}, max ${Math.max(...ratios).toFixed(3)})`,
);
