#!/usr/bin/env node
// `npm run bench:headers -- [page] [pairs]`: what the isolation headers cost a page in Lighthouse
// (mobile, simulated; performance only), in paired runs: the same built bytes (brotli, with the
// page's script files) sent by a bare node:http server with every header our server adds to a
// page, and without Cross-Origin-Opener-Policy, Origin-Agent-Cluster and
// Cross-Origin-Resource-Policy, alternating which goes first. Prints each pair and the medians
// (docs/decisions/111). Defaults: en/privacy, 10 pairs. Needs `npm run build` and bench/'s Lighthouse.
import { readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromiumLaunchOptions } from "./lib/chromium.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT = path.join(ROOT, "build", "client");
const ISOLATION = ["cross-origin-opener-policy", "origin-agent-cluster", "cross-origin-resource-policy"];

const page = process.argv[2] ?? "en/privacy";
const pairs = Number(process.argv[3] ?? 10);
const benchRequire = createRequire(path.join(ROOT, "bench", "package.json"));
const { default: lighthouse } = await import(pathToFileURL(benchRequire.resolve("lighthouse")).href);
const chromeLauncher = await import(pathToFileURL(benchRequire.resolve("chrome-launcher")).href);
const { BASELINE_HEADERS } = await import(
  pathToFileURL(path.join(ROOT, "build/server/server/http/security-headers.js")).href
);

/** @param {boolean} isolation @returns {Promise<http.Server>} */
function serve(isolation) {
  const headers = Object.entries(BASELINE_HEADERS).filter(([name]) => isolation || !ISOLATION.includes(name));
  const server = http.createServer((request, response) => {
    for (const [name, value] of headers) response.setHeader(name, value);
    // A page's policy as the server would send it does not matter here: only its length would.
    response.removeHeader("content-security-policy");
    const url = request.url ?? "/";
    const asset = url.startsWith("/assets/");
    try {
      const body = readFileSync(path.join(CLIENT, asset ? `${url}.br` : `${page}/index.html.br`));
      response.writeHead(200, {
        "content-type": asset ? "text/javascript" : "text/html; charset=utf-8",
        "content-encoding": "br",
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** @param {string} url @returns {Promise<{ tbt: number, lcp: number }>} */
async function run(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ["--headless=new", ...chromiumLaunchOptions.args],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: "error", output: "json" },
      { extends: "lighthouse:default", settings: { onlyCategories: ["performance"] } },
    );
    const audits = result.lhr.audits;
    return {
      tbt: Math.round(audits["total-blocking-time"].numericValue),
      lcp: Math.round(audits["largest-contentful-paint"].numericValue),
    };
  } finally {
    chrome.kill();
  }
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** @param {http.Server} server */
const urlOf = (server) =>
  `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}/${page}`;

const servers = { with: await serve(true), without: await serve(false) };
/** @type {{ with: { tbt: number, lcp: number }, without: { tbt: number, lcp: number } }[]} */
const rows = [];
for (let pair = 0; pair < pairs; pair += 1) {
  const order = /** @type {const} */ (pair % 2 ? ["without", "with"] : ["with", "without"]);
  const row = /** @type {typeof rows[number]} */ ({});
  for (const arm of order) row[arm] = await run(urlOf(servers[arm]));
  rows.push(row);
  console.log(
    `pair ${pair + 1}: with TBT ${row.with.tbt} LCP ${row.with.lcp}; without TBT ${row.without.tbt} LCP ${row.without.lcp}`,
  );
}
for (const metric of /** @type {const} */ (["tbt", "lcp"])) {
  const differences = rows.map((row) => row.with[metric] - row.without[metric]);
  console.log(
    `${metric.toUpperCase()}: median with ${median(rows.map((row) => row.with[metric]))} ms, without ` +
      `${median(rows.map((row) => row.without[metric]))} ms; paired difference median ${median(differences)} ms, ` +
      `with higher in ${differences.filter((d) => d > 0).length} of ${rows.length} pairs`,
  );
}
servers.with.close();
servers.without.close();
