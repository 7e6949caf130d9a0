#!/usr/bin/env node
// `npm run bench:visitor` (and the end of `npm run bench`): what a visitor on a slow phone feels
// first (scripts/lib/visitor-probes.mjs), with its budgets. Medians of --runs first visits each.
//   node scripts/bench-visitor.mjs [--runs N] [--base http://127.0.0.1:PORT]
// Without --base it serves the current build (building it when missing) on a free port.
import { existsSync } from "node:fs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { runBuild, snapshotBuild } from "./lib/build-snapshot.mjs";
import { startServer } from "./lib/server.mjs";
import { addFloorPage, FLOOR_PATH } from "./lib/floor-page.mjs";
import {
  launchBrowser,
  measureFirstTap,
  measureLcp,
  measureRoot,
  menuButtonCentre,
  TAP_MOMENTS,
} from "./lib/visitor-probes.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");

export const VISITOR_BUDGET = {
  /** The menu opens this soon after a tap, whenever the tap comes. */
  firstTapMs: 50,
  /** `/` shows its localized page's first paint within this multiple of that page's own LCP. */
  rootToPaintLcpRatio: 1.2,
};

/** Pages whose own LCP is read against the floor's (no budget: Lighthouse's table holds it). */
const LCP_PAGES = ["/en/", "/en/consulting", "/en/education", "/en/privacy"];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Every probe `runs` times against the site at `base`, which must serve the floor page; prints a
 * table and returns the figures with a pass/fail per budget.
 */
export async function runVisitorProbes(base, { runs = 5, page = "/en/", log = console.log } = {}) {
  const browser = await launchBrowser();
  try {
    const centre = await menuButtonCentre(browser, `${base}${page}`);
    /** @type {Record<string, number[]>} */
    const taps = Object.fromEntries(TAP_MOMENTS.map((moment) => [moment, []]));
    const roots = [];
    /** @type {Record<string, number[]>} */
    const lcp = Object.fromEntries([FLOOR_PATH, ...LCP_PAGES].map((path) => [path, []]));
    for (let run = 1; run <= runs; run++) {
      // The floor first in every round, as in Lighthouse's runs: noise lands on all pages alike.
      for (const path of Object.keys(lcp)) lcp[path].push(await measureLcp(browser, `${base}${path}`));
      const root = await measureRoot(browser, base);
      roots.push(root);
      const line = [`  run ${run}/${runs} / → ${root.landedOn} painted at ${Math.round(root.rootToPaintMs)} ms`];
      line.push(`(its own LCP ${Math.round(root.directLcpMs)} ms)`);
      for (const moment of TAP_MOMENTS) {
        const result = await measureFirstTap(browser, `${base}${page}`, centre, moment);
        taps[moment].push(result.openedAfterMs);
        line.push(`| tap at ${moment} (${Math.round(result.tappedAtMs)} ms): ${Math.round(result.openedAfterMs)} ms`);
        if (result.taps > 1) line.push(`after ${result.taps} taps`);
      }
      log(line.join(" "));
    }
    const rootToPaintMs = median(roots.map((r) => r.rootToPaintMs));
    const directLcpMs = median(roots.map((r) => r.directLcpMs));
    const ratio = rootToPaintMs / directLcpMs;
    const checks = [
      {
        id: "rootToPaint",
        value: Math.round(rootToPaintMs),
        limit: Math.round(directLcpMs * VISITOR_BUDGET.rootToPaintLcpRatio),
        pass: ratio <= VISITOR_BUDGET.rootToPaintLcpRatio,
        note: `/ → first paint ${ratio.toFixed(2)} × the page's own LCP of ${Math.round(directLcpMs)} ms`,
      },
      ...TAP_MOMENTS.map((moment) => {
        const value = median(taps[moment]);
        return {
          id: `firstTap at ${moment}`,
          value: Math.round(value),
          limit: VISITOR_BUDGET.firstTapMs,
          pass: value <= VISITOR_BUDGET.firstTapMs,
          note: `runs: ${taps[moment].map(Math.round).join(", ")} ms`,
        };
      }),
    ];
    const floorLcpMs = median(lcp[FLOOR_PATH]);
    const pageLcp = Object.entries(lcp).map(([path, values]) => ({
      path,
      lcpMs: Math.round(median(values)),
      floorRatio: Number((median(values) / floorLcpMs).toFixed(3)),
      runs: values.map(Math.round),
    }));
    log("");
    log(`slow phone (4× CPU, 150 ms RTT, 1.6 Mbit/s, 375 px), medians of ${runs} first visits:`);
    for (const check of checks) {
      log(`  ${check.pass ? "ok  " : "FAIL"} ${check.id}: ${check.value} ms (budget ${check.limit} ms); ${check.note}`);
    }
    log("  LCP as the browser reports it, floor beside:");
    for (const row of pageLcp) {
      log(
        `    ${row.path.padEnd(16)} ${String(row.lcpMs).padStart(5)} ms  ${row.floorRatio.toFixed(2)} × floor  (${row.runs.join(", ")})`,
      );
    }
    return {
      runs,
      page,
      budget: VISITOR_BUDGET,
      rootToPaintMs,
      directLcpMs,
      taps,
      pageLcp,
      checks,
      pass: checks.every((c) => c.pass),
    };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, base: { type: "string" } } });
  let base = values.base;
  const cleanups = [];
  try {
    if (!base) {
      if (!existsSync(path.join(ROOT, "build/.stamp"))) await runBuild(ROOT);
      const site = snapshotBuild(ROOT);
      cleanups.push(site.remove);
      await addFloorPage(site.clientDir);
      const data = mkdtempSync(path.join(tmpdir(), "por-visitor-"));
      cleanups.push(() => rmSync(data, { recursive: true, force: true }));
      const server = await startServer(site.serverEntry, {
        CLIENT_DIR: site.clientDir,
        DATA_DIR: data,
        LOG_LEVEL: "warn",
      });
      cleanups.push(server.stop);
      base = server.base;
    }
    const result = await runVisitorProbes(base, { runs: Number(values.runs) });
    process.exitCode = result.pass ? 0 : 1;
  } finally {
    for (const undo of cleanups.reverse()) await undo();
  }
}
