// What a visitor on a slow phone feels in the first seconds, measured in a real Chromium under
// the conditions of Lighthouse's mobile run (a 4× slower CPU, 150 ms round trips, 1.6 Mbit/s
// down), each on a first visit (new profile: empty cache and storage):
// - how long `/`, the address people type, takes to show the localized page, beside that page's
//   own LCP when opened directly;
// - how long a tap on the menu button takes to open the menu, tapping at the first paint, at
//   500 ms and after the load, as someone who does not wait would;
// - each page's own LCP beside the floor page's (scripts/lib/floor-page.mjs).
// Lighthouse shows none of these as a visitor meets them: it follows no client-side redirect,
// taps nothing, and simulates the network instead of painting while the HTML arrives.
/* global window, document, performance, requestAnimationFrame, PerformanceObserver */
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "./chromium.mjs";

/** Lighthouse's "slow 4G" and mid-tier phone, as its mobile run simulates them. */
const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 375, height: 740 },
};

/** A tap that has not opened the menu after this long is repeated, as a person would. */
const RETAP_AFTER_MS = 1000;
const MAX_TAPS = 5;
const GIVE_UP_MS = 15_000;

export const TAP_MOMENTS = /** @type {const} */ (["first paint", "500 ms", "after load"]);

/**
 * Runs in every document before its own scripts: notes, on the page's clock, the first frame
 * in which the element named by the button at `point` (`popovertarget` or `aria-controls`) is
 * shown.
 * @param {{ x: number, y: number }} point
 */
function watchMenu(point) {
  const probe = { menuShownAt: /** @type {number | null} */ (null) };
  Object.defineProperty(window, "__visitorProbe", { value: probe });
  const check = (/** @type {number} */ frameTime) => {
    const button = document.elementFromPoint(point.x, point.y)?.closest("button");
    const id = button?.getAttribute("popovertarget") ?? button?.getAttribute("aria-controls");
    const menu = id ? document.getElementById(id) : null;
    if (menu?.checkVisibility()) probe.menuShownAt = performance.timeOrigin + frameTime;
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

export async function launchBrowser() {
  return chromium.launch({ ...chromiumLaunchOptions, headless: true });
}

/** A fresh phone-sized context and page, throttled like a slow phone when `slow` is set. */
async function newVisit(browser, { slow, locale = "en-US" }) {
  const context = await browser.newContext({
    viewport: SLOW_PHONE.viewport,
    isMobile: true,
    hasTouch: true,
    locale,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  if (slow) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuSlowdown });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
      uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
    });
  }
  return { context, page, cdp };
}

/** Resolves when the browser reports `name` ("firstContentfulPaint", "load"…) for the page. */
function lifecycle(cdp, name) {
  return new Promise((resolve) => {
    const listener = (/** @type {{ name: string }} */ event) => {
      if (event.name !== name) return;
      cdp.off("Page.lifecycleEvent", listener);
      resolve(Date.now());
    };
    cdp.on("Page.lifecycleEvent", listener);
  });
}

/**
 * Time from the start of the navigation to `/` until the localized page's first contentful
 * paint, and the localized page's own LCP when opened directly, both on a slow phone.
 * @param {string} base the server's origin
 * @returns {Promise<{ rootToPaintMs: number, landedOn: string, directLcpMs: number }>}
 */
export async function measureRoot(browser, base, { slow = true } = {}) {
  const root = await newVisit(browser, { slow });
  try {
    const started = Date.now();
    await root.page.goto(`${base}/`, { waitUntil: "commit" });
    await root.page.waitForURL((url) => url.pathname !== "/", { timeout: GIVE_UP_MS, waitUntil: "commit" });
    const landedOn = new URL(root.page.url()).pathname;
    const paintedAt = await root.page.waitForFunction(
      () => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        return paint ? performance.timeOrigin + paint.startTime : null;
      },
      undefined,
      { timeout: GIVE_UP_MS, polling: 50 },
    );
    const rootToPaintMs = Number(await paintedAt.jsonValue()) - started;

    const directLcpMs = await measureLcp(browser, `${base}${landedOn}`, { slow });
    return { rootToPaintMs, landedOn, directLcpMs };
  } finally {
    await root.context.close();
  }
}

/**
 * The largest contentful paint of `url` on a first visit, as the browser reports it: a real
 * Chromium paints a page while its HTML is still arriving, which Lighthouse's simulation cannot
 * show.
 * @returns {Promise<number>}
 */
export async function measureLcp(browser, url, { slow = true } = {}) {
  const { context, page } = await newVisit(browser, { slow });
  try {
    await page.goto(url, { waitUntil: "load" });
    const lcpMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? NaN);
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    return Number(lcpMs);
  } finally {
    await context.close();
  }
}

/** Where the menu button sits on a phone, from an unthrottled load: taps then need no DOM query. */
export async function menuButtonCentre(browser, url) {
  const { context, page } = await newVisit(browser, { slow: false });
  try {
    await page.goto(url, { waitUntil: "load" });
    const box = await page.getByRole("button", { name: /^(open menu|abrir menu)$/i }).boundingBox();
    if (!box) throw new Error(`no menu button on ${url} at ${SLOW_PHONE.viewport.width} px`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * A touch at a point, sent as the browser receives a finger: no wait for the page first.
 * Resolves with the moment the finger lifts, which is when a tap becomes a click.
 */
async function tap(cdp, { x, y }) {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  const liftedAt = Date.now();
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  return liftedAt;
}

/**
 * Opens `url` on a slow phone, taps the menu button at `moment`, and returns the time from the
 * first tap to the first frame showing the menu (tapping again every second while it does not).
 * @param {(typeof TAP_MOMENTS)[number]} moment
 * @returns {Promise<{ moment: string, tappedAtMs: number, openedAfterMs: number, taps: number }>}
 */
export async function measureFirstTap(browser, url, centre, moment) {
  const { context, page, cdp } = await newVisit(browser, { slow: true });
  try {
    await page.addInitScript(watchMenu, centre);
    const firstPaint = lifecycle(cdp, "firstContentfulPaint");
    const loaded = lifecycle(cdp, "load");
    const started = Date.now();
    await page.goto(url, { waitUntil: "commit" });
    const paintedAt = await firstPaint;
    if (moment === "500 ms") await sleep(Math.max(0, started + 500 - Date.now()));
    if (moment === "after load") await loaded.then(() => sleep(500));

    const tapsFrom = Date.now();
    let firstTapAt = Infinity;
    let taps = 0;
    let shownAt = null;
    while (shownAt === null && Date.now() - tapsFrom < GIVE_UP_MS) {
      if (taps < MAX_TAPS && Date.now() >= tapsFrom + taps * RETAP_AFTER_MS) {
        taps++;
        firstTapAt = Math.min(firstTapAt, await tap(cdp, centre));
      }
      await sleep(25);
      shownAt = await page.evaluate(() => window.__visitorProbe?.menuShownAt ?? null).catch(() => null);
    }
    if (shownAt === null) throw new Error(`the menu did not open within ${GIVE_UP_MS} ms of the first tap`);
    return {
      moment,
      tappedAtMs: firstTapAt - started,
      firstPaintMs: paintedAt - started,
      openedAfterMs: Math.max(0, shownAt - firstTapAt),
      taps,
    };
  } finally {
    await context.close();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
