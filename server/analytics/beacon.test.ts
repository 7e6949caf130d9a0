import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { PAGE_VIEW_BEACON_PATH } from "../../shared/page-view-beacon.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const STATIC_HOST = "https://static.example";
/** What navigator.sendBeacon sends with a string body, cross-origin. */
const BEACON_HEADERS = { "content-type": "text/plain;charset=UTF-8", origin: STATIC_HOST, "user-agent": CHROME };

const { site, harness } = collectorPerTest();
/** The static host is one of the site's own origins: only those may count a view. */
const OWN_ORIGINS = { SITE_ORIGINS: STATIC_HOST };

/** inject() resolves when the response ends, just before its onResponse hooks run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 5));

async function views() {
  await settled();
  await harness.app.analytics.flush();
  return harness.app.db.selectFrom("page_views").selectAll().orderBy("viewed_at").execute();
}

function beacon(body: unknown, headers: InjectOptions["headers"] = {}) {
  return harness.app.inject({
    method: "POST",
    url: PAGE_VIEW_BEACON_PATH,
    // A header given as undefined is left out.
    headers: Object.fromEntries(
      Object.entries({ ...BEACON_HEADERS, ...headers }).filter(([, value]) => value !== undefined),
    ) as InjectOptions["headers"],
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const PAGE = { path: "/pt/consulting", search: "", referrer: "" };

describe.each(DIALECTS)("the static-host beacon (%s)", (dialect) => {
  it("counts a page another host sent exactly as a served page: its facts, 204, no cookie", async () => {
    await harness.start(site.dir, OWN_ORIGINS, dialect);
    const response = await beacon(
      {
        path: "/pt/consulting",
        search: "?utm_source=newsletter&utm_medium=email&utm_campaign=launch&email=ada@example.com",
        referrer: "https://mail.google.com",
      },
      { "user-agent": IPHONE },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(response.headers["set-cookie"]).toBeUndefined();
    // A page of another site may read the answer (its browser would log an error otherwise).
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const [view, ...rest] = await views();
    expect(rest).toEqual([]);
    expect(view).toMatchObject({
      path: "/pt/consulting",
      language: "pt",
      referrer_host: "mail.google.com",
      channel: "email",
      source: "newsletter",
      medium: "email",
      campaign: "launch",
      device: "phone",
      starts_visit: 1,
    });
    const stored = JSON.stringify(view);
    expect(stored).not.toContain("127.0.0.1");
    expect(stored).not.toContain("iPhone");
    expect(stored).not.toContain("ada@example.com");
  });

  it("keys the visitor as a served page: a beacon and the page its host sent are one view, one visit", async () => {
    await harness.start(site.dir, OWN_ORIGINS, dialect);
    // The page, as if this server were the static host (Host: static.example): counted as served.
    await harness.app.inject({
      url: "/pt/consulting",
      headers: { host: "static.example", "user-agent": CHROME, "sec-fetch-dest": "document" },
    });
    // Its beacon: the same visitor (page host, address, user agent), the same page: the flood guard.
    await beacon(PAGE);
    // The visitor's next page, reported by beacon only: the same visit; its own host is internal.
    await beacon({ path: "/pt/education", search: "", referrer: STATIC_HOST });
    const rows = await views();
    expect(rows.map((row) => [row.path, row.starts_visit, row.referrer_host])).toEqual([
      ["/pt/consulting", 1, null],
      ["/pt/education", 0, null],
    ]);
    expect(rows[1]!.visit_id).toBe(rows[0]!.visit_id);
  });

  it("counts a flood of beacons for one page once per visit window", async () => {
    await harness.start(site.dir, OWN_ORIGINS, dialect);
    for (let i = 0; i < 20; i++) expect((await beacon(PAGE)).statusCode).toBe(204);
    expect(await views()).toHaveLength(1);
  });

  it.each([
    ["one without an Origin", PAGE, { origin: undefined }],
    ["one from a page this server sent (it was counted as it was served)", PAGE, { origin: "http://localhost" }],
    ["one from a page this server sent, its port spelt out", PAGE, { origin: "http://localhost:80" }],
    ["an opaque origin", PAGE, { origin: "null" }],
    [
      "a page of another site (a third party writing its visitors' views into our figures)",
      PAGE,
      { origin: "https://evil.example" },
    ],
    ["a page of another port of our static host", PAGE, { origin: `${STATIC_HOST}:8443` }],
    ["a bot's", PAGE, { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }],
    ["a headless browser's", PAGE, { "user-agent": "Mozilla/5.0 HeadlessChrome/131.0.0.0 Safari/537.36" }],
    ["one without a user agent", PAGE, { "user-agent": "" }],
    ["the inbox", { ...PAGE, path: "/admin" }, {}],
    ["an asset", { ...PAGE, path: "/assets/app.js" }, {}],
    ["the collector", { ...PAGE, path: "/f/contact" }, {}],
  ] as const)("answers 204 and counts nothing for %s", async (_name, body, headers) => {
    await harness.start(site.dir, OWN_ORIGINS, dialect);
    expect((await beacon(body, headers)).statusCode).toBe(204);
    expect(await views()).toEqual([]);
  });

  it("counts nothing with ANALYTICS=off", async () => {
    await harness.start(site.dir, { ...OWN_ORIGINS, ANALYTICS: "off" }, dialect);
    expect((await beacon(PAGE)).statusCode).toBe(204);
    expect(await views()).toEqual([]);
  });

  it.each([
    ["a body that is not JSON", "path=/en/", 400],
    ["a missing field", { path: "/en/", search: "" }, 400],
    ["a field of another type", { ...PAGE, search: { utm_source: "x" } }, 400],
    ["a path that is not a path", { ...PAGE, path: "en/" }, 400],
    ["a path that names another host", { ...PAGE, path: "//evil.example/x" }, 400],
    ["a value past 1,000 characters", { ...PAGE, search: `?utm_source=${"x".repeat(1_000)}` }, 400],
    ["a body past 4 KB", { ...PAGE, referrer: "x".repeat(5_000) }, 413],
  ] as const)("refuses %s", async (_name, body, status) => {
    await harness.start(site.dir, OWN_ORIGINS, dialect);
    const response = await beacon(body);
    expect(response.statusCode, response.body).toBe(status);
    expect(Object.keys(response.json())).toEqual(["error", "code"]);
    expect(await views()).toEqual([]);
  });
});

describe("the beacon's rate limit", () => {
  it("refuses a 61st beacon from one address within a minute, and counts nothing more", async () => {
    await harness.start(site.dir, OWN_ORIGINS);
    for (let i = 0; i < 60; i++) {
      expect((await beacon({ ...PAGE, path: `/en/page-${i}` })).statusCode).toBe(204);
    }
    const refused = await beacon({ ...PAGE, path: "/en/one-more" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "RATE_LIMITED" });
    const paths = (await views()).map((row) => row.path);
    expect(paths).toHaveLength(60);
    expect(paths).not.toContain("/en/one-more");
  });
});
