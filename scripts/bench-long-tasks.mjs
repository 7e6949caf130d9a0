#!/usr/bin/env node
// `npm run bench:long-tasks -- [runs] [cpu-rate]` (issue 52): the long tasks of a page's load, and
// which script did the work, in a real Chromium with its CPU throttled (default 4×): the floor page
// and the pages the bench found blocking. Each run opens every page once, in an order that rotates,
// so a busy spell of the machine lands on all pages alike (paired runs). For 5 s after the load it
// records the browser's long-animation-frame entries (with each script's URL and what invoked it)
// and its long tasks. Prints, per page, the median and largest long task and the scripts behind
// them. Needs `npm run build`. Defaults: 5 runs.
/* global PerformanceObserver, location */
import { loadavg } from "node:os";
import { chromium } from "playwright-core";
import { snapshotBuild } from "./lib/build-snapshot.mjs";
import { chromiumLaunchOptions } from "./lib/chromium.mjs";
import { addFloorPage, FLOOR_PATH } from "./lib/floor-page.mjs";
import { startServer } from "./lib/server.mjs";

const ROOT = new URL("..", import.meta.url).pathname;
const runs = Number(process.argv[2] ?? 5);
const rate = Number(process.argv[3] ?? 4);
const PAGES = [FLOOR_PATH, "/pt/", "/pt/consulting", "/en/privacy", "/en/education"];

/** What the page saw of its long tasks and frames, from the start of its navigation. */
function collect() {
  return new Promise((resolve) => {
    const tasks = [];
    const frames = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          frames.push({
            start: entry.startTime,
            duration: entry.duration,
            blocking: entry.blockingDuration,
            scripts: entry.scripts.map((script) => ({
              url: script.sourceURL.replace(location.origin, ""),
              invoker: script.invoker,
              duration: Math.round(script.duration),
            })),
          });
        }
      }).observe({ type: "long-animation-frame", buffered: true });
    } catch {
      // Without long-animation-frame entries, the long tasks alone.
    }
    setTimeout(() => resolve({ tasks, frames }), 5_000);
  });
}

const site = snapshotBuild(ROOT);
await addFloorPage(site.clientDir);
const server = await startServer(site.serverEntry, {
  CLIENT_DIR: site.clientDir,
  DATA_DIR: `${site.dir}/data`,
  LOG_LEVEL: "warn",
  ANALYTICS: "off",
});
const browser = await chromium.launch(chromiumLaunchOptions);
const seen = new Map(PAGES.map((page) => [page, []]));
try {
  for (let run = 0; run < runs; run++) {
    const order = PAGES.map((_, i) => PAGES[(i + run) % PAGES.length]);
    for (const path of order) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate });
      const load = loadavg()[0];
      await page.goto(`${server.base}${path}`, { waitUntil: "load" });
      const result = await page.evaluate(collect);
      seen.get(path).push({ ...result, load });
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
  site.remove();
}

const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.floor((sorted.length - 1) / 2)];
};
console.log(
  `long tasks at load, CPU ${rate}× slower, ${runs} paired runs; load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
for (const [path, results] of seen) {
  const longest = results.map((r) => Math.max(0, ...r.tasks.map((t) => t.duration)));
  const blocking = results.map((r) => r.tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0));
  const scripts = new Map();
  for (const r of results)
    for (const frame of r.frames)
      for (const script of frame.scripts) {
        const key = `${script.url || "(page)"} ${script.invoker}`;
        scripts.set(key, Math.max(scripts.get(key) ?? 0, script.duration));
      }
  console.log(
    `${path.padEnd(16)} longest task median ${Math.round(median(longest))} ms (${Math.round(Math.min(...longest))}–${Math.round(Math.max(...longest))}), ` +
      `blocking median ${Math.round(median(blocking))} ms, load ${results.map((r) => r.load.toFixed(1)).join("/")}`,
  );
  for (const [key, duration] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 6))
    console.log(`    ${duration} ms  ${key}`);
}
