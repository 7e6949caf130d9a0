import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { VITALS_BEACON_PATH } from "../../shared/vitals.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { percentile75, vitalsFigures } from "./vitals.js";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** What navigator.sendBeacon sends from a page this server sent (inject's host is localhost). */
const SAME_ORIGIN = { "content-type": "text/plain;charset=UTF-8", origin: "http://localhost", "user-agent": CHROME };
const EVERY_DAY = { from: "2000-01-01", to: "2999-12-31" };

const { site, harness } = collectorPerTest();

/** inject() resolves when the response ends, just before its onResponse hooks run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A visitor's view of `path`, as the server counts a page it sends. */
async function view(path: string, userAgent = CHROME) {
  await harness.app.inject({ url: path, headers: { "user-agent": userAgent, "sec-fetch-dest": "document" } });
  await settled();
}

function report(body: unknown, headers: InjectOptions["headers"] = {}) {
  return harness.app.inject({
    method: "POST",
    url: VITALS_BEACON_PATH,
    headers: Object.fromEntries(
      Object.entries({ ...SAME_ORIGIN, ...headers }).filter(([, value]) => value !== undefined),
    ) as InjectOptions["headers"],
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function stored() {
  await harness.app.analytics.flush();
  return harness.app.db.selectFrom("page_vitals").selectAll().execute();
}

const FIGURES = { path: "/en/consulting", width: 390, lcp: 1800, inp: 120, cls: 0.02, ttfb: 300 };

describe("percentile75", () => {
  it("is the nearest rank: a value some visitor had", () => {
    expect(percentile75([])).toBeNull();
    expect(percentile75([7])).toBe(7);
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([5, 1, 4, 2, 3])).toBe(4);
  });
});

describe.each(DIALECTS)("field Web Vitals (%s)", (dialect) => {
  it("joins a page's report to its counted view: 204, no cookie, the device class by its width", async () => {
    await harness.start(site.dir, {}, dialect);
    await view("/en/consulting");
    const response = await report(FIGURES);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(response.headers["set-cookie"]).toBeUndefined();
    const [row, ...rest] = await stored();
    expect(rest).toEqual([]);
    const [pageView] = await harness.app.db.selectFrom("page_views").select("id").execute();
    expect(row).toMatchObject({
      page_view_id: pageView!.id,
      path: "/en/consulting",
      language: "en",
      device: "phone",
      lcp: 1800,
      inp: 120,
      cls: 0.02,
      ttfb: 300,
    });
    expect(JSON.stringify(row)).not.toContain("127.0.0.1");
  });

  it("keeps one report per view: a script that sends again changes nothing", async () => {
    await harness.start(site.dir, {}, dialect);
    await view("/en/");
    const sent = (lcp: number) => report({ ...FIGURES, path: "/en/", width: 1440, lcp });
    // Reports that come together are saved side by side: one is kept, whichever is written first.
    const burst = [50_000, 50_001, 50_002];
    for (const lcp of burst) expect((await sent(lcp)).statusCode).toBe(204);
    const [kept, ...others] = await stored();
    expect(others).toEqual([]);
    expect(burst).toContain(kept!.lcp);
    // Once kept, the view's figures stay.
    for (let lcp = 40_000; lcp < 40_010; lcp++) expect((await sent(lcp)).statusCode).toBe(204);
    expect((await stored()).map((row) => [row.device, row.lcp])).toEqual([["desktop", kept!.lcp]]);
  });

  it.each([
    ["a page that was not counted", {}, "/pt/"],
    ["Global Privacy Control", { "sec-gpc": "1" }, "/en/consulting"],
    ["Do Not Track", { dnt: "1" }, "/en/consulting"],
    ["a page of another site", { origin: "https://evil.example" }, "/en/consulting"],
    ["a report without an Origin", { origin: undefined }, "/en/consulting"],
    [
      "a bot",
      { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      "/en/consulting",
    ],
    [
      "another visitor (another browser) than the view's",
      { "user-agent": CHROME.replace("131", "132") },
      "/en/consulting",
    ],
  ] as const)("keeps nothing for %s", async (_name, headers, path) => {
    await harness.start(site.dir, {}, dialect);
    await view("/en/consulting");
    expect((await report({ ...FIGURES, path }, headers)).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it("keeps nothing with ANALYTICS=off", async () => {
    await harness.start(site.dir, { ANALYTICS: "off" }, dialect);
    await view("/en/consulting");
    expect((await report(FIGURES)).statusCode).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it.each([
    ["a body that is not JSON", "lcp=1", 400],
    ["a field it does not know", { ...FIGURES, visitorId: "abc" }, 400],
    ["a negative time", { ...FIGURES, lcp: -1 }, 400],
    ["a time past a minute", { ...FIGURES, inp: 60_001 }, 400],
    ["a layout shift past 10", { ...FIGURES, cls: 11 }, 400],
    ["a width that is not a whole number", { ...FIGURES, width: 390.5 }, 400],
    ["a path that is not a path", { ...FIGURES, path: "pt/consulting" }, 400],
    ["a value as text", { ...FIGURES, ttfb: "300" }, 400],
    ["a body past 512 bytes", { ...FIGURES, path: `/${"x".repeat(600)}` }, 413],
  ] as const)("refuses %s", async (_name, body, status) => {
    await harness.start(site.dir, {}, dialect);
    await view("/en/consulting");
    const response = await report(body);
    expect(response.statusCode, response.body).toBe(status);
    expect(Object.keys(response.json())).toEqual(["error", "code"]);
    expect(await stored()).toEqual([]);
  });

  it("gives each page, language and device class its 75th percentile and share of good visits", async () => {
    await harness.start(site.dir, {}, dialect);
    const lcps = [1200, 2400, 2600, 4000, 1000];
    for (const [i, lcp] of lcps.entries()) {
      // Five visitors (five browsers) on phones, one on a desktop.
      const userAgent = CHROME.replace("131.0.0.0", `131.0.0.${i}`);
      await view("/en/consulting", userAgent);
      await report(
        { path: "/en/consulting", width: 375, lcp, cls: i / 10, ttfb: 100 * (i + 1) },
        { "user-agent": userAgent },
      );
    }
    const desktop = CHROME.replace("131.0.0.0", "131.0.0.9");
    await view("/en/consulting", desktop);
    await report({ path: "/en/consulting", width: 1280, lcp: 900, inp: 250 }, { "user-agent": desktop });
    await harness.app.analytics.flush();
    const rows = await vitalsFigures(harness.app.db, EVERY_DAY);
    expect(rows).toHaveLength(2);
    const phone = rows.find((row) => row.device === "phone")!;
    expect(phone).toMatchObject({ path: "/en/consulting", language: "en", views: 6 });
    // Sorted: 1000 1200 2400 2600 4000; the 4th of 5 (ceil(0.75 × 5)).
    expect(phone.lcp).toEqual({ samples: 5, p75: 2600, good: 3 / 5 });
    expect(phone.cls).toEqual({ samples: 5, p75: 0.3, good: 2 / 5 });
    expect(phone.ttfb).toEqual({ samples: 5, p75: 400, good: 1 });
    expect(phone.inp).toEqual({ samples: 0, p75: null, good: 0 });
    const desk = rows.find((row) => row.device === "desktop")!;
    expect(desk.lcp).toEqual({ samples: 1, p75: 900, good: 1 });
    expect(desk.inp).toEqual({ samples: 1, p75: 250, good: 0 });
  });
});

describe("the field figures' rate limit", () => {
  it("refuses a 61st report from one address within a minute", async () => {
    await harness.start(site.dir, {});
    for (let i = 0; i < 60; i++) expect((await report(FIGURES)).statusCode).toBe(204);
    const refused = await report(FIGURES);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED" });
  });
});
