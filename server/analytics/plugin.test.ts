import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { attributionOf } from "./attribution.js";
import { TOP_ROWS } from "./figures.js";
import { RECORDER_LIMITS } from "./recorder.js";
import { writePageViews } from "./store.js";
import { pageView } from "../testing/page-views.js";
import { collectorPerTest, CONSULTING } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const DOCUMENT = { "user-agent": CHROME, accept: "text/html,application/xhtml+xml", "sec-fetch-dest": "document" };

const { site, harness } = collectorPerTest();

async function views() {
  await settled();
  await harness.app.analytics.flush();
  const rows = await harness.app.db.selectFrom("page_views").selectAll().orderBy("viewed_at").execute();
  return rows;
}

/** inject() resolves when the response ends, just before its onResponse hooks run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 5));

async function visit(url: string, headers: InjectOptions["headers"] = {}, method: "GET" | "HEAD" = "GET") {
  const response = await harness.app.inject({ method, url, headers: { ...DOCUMENT, ...headers } });
  await settled();
  return response;
}

describe.each(DIALECTS)("counting page views (%s)", (dialect) => {
  it("records a page view's facts, and no address, user agent or cookie", async () => {
    await harness.start(site.dir, {}, dialect);
    const response = await visit("/en/consulting?utm_source=newsletter&utm_medium=email&utm_campaign=launch", {
      referer: "https://mail.google.com/",
      "user-agent": IPHONE,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const [view, ...rest] = await views();
    expect(rest).toEqual([]);
    expect(view).toMatchObject({
      path: "/en/consulting",
      language: "en",
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
  });

  it("counts `/` as the home page it was answered with, in that page's language, query kept", async () => {
    await harness.start(site.dir, {}, dialect);
    await visit("/?utm_source=newsletter&utm_campaign=launch", { "accept-language": "pt-BR,pt;q=0.9" });
    await visit("/", { "user-agent": IPHONE });
    const counted = (await views()).map((view) => [view.path, view.language, view.source, view.campaign]);
    expect(counted).toEqual([
      ["/pt/", "pt", "newsletter", "launch"],
      ["/en/", "en", null, null],
    ]);
  });

  it("joins one visitor's views into one visit, and our own host as referrer is internal", async () => {
    await harness.start(site.dir, {}, dialect);
    await visit("/en/", { referer: "https://www.google.com/" });
    await visit("/en/consulting", { referer: "http://localhost:80/en/" });
    await visit("/pt/", { "user-agent": IPHONE, referer: "http://localhost:4321/blog" });
    const rows = await views();
    expect(rows.map((row) => [row.path, row.starts_visit, row.referrer_host])).toEqual([
      ["/en/", 1, "www.google.com"],
      ["/en/consulting", 0, null],
      // Another port on the same machine is another site.
      ["/pt/", 1, "localhost:4321"],
    ]);
    expect(rows[1]!.visit_id).toBe(rows[0]!.visit_id);
    expect(rows[2]!.visitor_key).not.toBe(rows[0]!.visitor_key);
    expect(rows[0]!.channel).toBe("search");
  });

  it("knows a visitor behind the proxy by the address the proxy vouches for, whatever it is prefixed with", async () => {
    await harness.start(site.dir, { TRUST_PROXY: "127.0.0.1" }, dialect);
    await visit("/en/", { "x-forwarded-for": "198.51.100.7" });
    // The same client again, once with an address of its own choosing put before the real one.
    await visit("/en/", { "x-forwarded-for": "198.51.100.7" });
    await visit("/en/", { "x-forwarded-for": "203.0.113.9, 198.51.100.7" });
    await visit("/en/", { "x-forwarded-for": "198.51.100.8" });
    await visit("/en/consulting", { "x-forwarded-for": "203.0.113.10, 198.51.100.7" });
    const rows = await views();
    expect(rows.map((row) => row.path)).toEqual(["/en/", "/en/", "/en/consulting"]);
    expect(rows[2]!.visitor_key).toBe(rows[0]!.visitor_key);
    expect(rows[1]!.visitor_key).not.toBe(rows[0]!.visitor_key);
  });

  // 300 requests, each a few milliseconds: seconds on a busy machine.
  it(
    "counts 300 user agents from one address as one capped visitor's views, not 300 visitors'",
    { timeout: 30_000 },
    async () => {
      await harness.start(site.dir, { TRUST_PROXY: "127.0.0.1" }, dialect);
      const flood = { "x-forwarded-for": "198.51.100.7" };
      for (let i = 0; i < 300; i++) await visit("/en/", { ...flood, "user-agent": `${CHROME} Visitor/${i}` });
      // Another address is another visitor, with the same user agent as one of the flood's.
      await visit("/en/", { "x-forwarded-for": "198.51.100.8", "user-agent": `${CHROME} Visitor/0` });
      expect(await views()).toHaveLength(RECORDER_LIMITS.viewsPerAddressDay + 1);
    },
  );

  it("answers the dashboard small and whole after a flood of made-up campaigns, sources and paths", async () => {
    await harness.start(site.dir, { ADMIN_PASSWORD }, dialect);
    const day = new Date().toISOString().slice(0, 10);
    const made = Array.from({ length: 2_000 }, (_, i) =>
      pageView(`${day}T00:00:01.000Z`, {
        visitorKey: `flood-${i}`,
        path: `/en/made-up-${i}`,
        source: `source-${i}`,
        campaign: `campaign-${"x".repeat(90)}-${i}`,
      }),
    );
    await writePageViews(harness.app.db, made, { viewsPerVisitorDay: 100 });
    const cookie = await signIn(harness.app);
    const res = await harness.app.inject({ url: "/api/admin/dashboard?days=7", headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const { current } = res.json();
    for (const table of [current.pages, current.sources, current.campaigns]) expect(table).toHaveLength(TOP_ROWS + 1);
    expect(current.pageviews).toBe(2_000);
    expect(res.body.length).toBeLessThan(40_000);
  });

  it("reports the views its queue had no room for as uncounted, beside those it counted", async () => {
    const limits = { ...RECORDER_LIMITS, queue: 2, batch: 1_000, intervalMs: 60_000, visitors: 1_000 };
    await harness.start(site.dir, {}, dialect, { analytics: limits });
    for (let i = 0; i < 5; i++) await visit("/en/", { "user-agent": `${CHROME} Visitor/${i}` });
    expect(await views()).toHaveLength(2);
    const { body } = await harness.app.telemetry.scrape();
    expect(body).toMatch(/^page_views_counted_total 2$/m);
    expect(body).toMatch(/^page_views_uncounted_total\{reason="queue-full"\} 3$/m);
  });

  it.each([
    ["a HEAD", "/en/", {}, "HEAD"],
    ["a bot", "/en/", { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }, "GET"],
    ["no user agent", "/en/", { "user-agent": "" }, "GET"],
    ["a prefetch (Sec-Purpose)", "/en/", { "sec-purpose": "prefetch" }, "GET"],
    ["a prerender (Sec-Purpose)", "/en/", { "sec-purpose": "prefetch;prerender" }, "GET"],
    ["a prefetch (Purpose)", "/en/", { purpose: "prefetch" }, "GET"],
    ["a script's fetch", "/en/", { "sec-fetch-dest": "empty" }, "GET"],
    ["an asset", "/assets/app-abc123.js", { "sec-fetch-dest": "script" }, "GET"],
    ["a file asked for as a document", "/robots.txt", {}, "GET"],
    ["the inbox", "/admin", {}, "GET"],
    ["the admin API", "/api/admin/session", {}, "GET"],
    ["a health check", "/livez", {}, "GET"],
    ["a page that is not there", "/en/nowhere", {}, "GET"],
  ] as const)("does not count %s", async (_name, url, headers, method) => {
    await harness.start(site.dir, {}, dialect);
    const ignored = await visit(url, headers, method);
    expect(ignored.statusCode).toBeLessThan(500);
    expect(await views()).toEqual([]);
    // The recorder was alive all along: the next plain page view after it is counted.
    await visit("/en/consulting");
    expect((await views()).map((row) => row.path)).toEqual(["/en/consulting"]);
  });

  it("counts a flood of one page from one visitor once per visit window", async () => {
    await harness.start(site.dir, {}, dialect);
    for (let i = 0; i < 20; i++) await visit("/en/");
    await visit("/en/consulting");
    expect((await views()).map((row) => row.path)).toEqual(["/en/", "/en/consulting"]);
  });

  it("counts nothing with ANALYTICS=off", async () => {
    await harness.start(site.dir, { ANALYTICS: "off" }, dialect);
    await visit("/en/");
    expect(await views()).toEqual([]);
  });

  it("attributes a lead to its visit in the lead's transaction, with or without JavaScript", async () => {
    await harness.start(site.dir, { ADMIN_PASSWORD }, dialect);
    await visit("/en/?utm_source=linkedin&utm_medium=social&utm_campaign=talk-2026", {
      referer: "https://www.linkedin.com/",
    });
    await visit("/en/consulting", { referer: "http://localhost/en/" });
    const noScript = await harness.postForm({ ...CONSULTING, _language: "en" }, { headers: { "user-agent": CHROME } });
    expect(noScript.statusCode).toBe(303);
    const stranger = await harness.postJson(
      { ...CONSULTING, email: "someone@example.com" },
      { headers: { "user-agent": IPHONE } },
    );
    expect(stranger.statusCode).toBe(200);
    const leads = await harness.app.db.selectFrom("leads").select(["id", "email"]).execute();
    const attributed = leads.find((lead) => lead.email === CONSULTING.email)!;
    const unknown = leads.find((lead) => lead.email === "someone@example.com")!;
    expect(await attributionOf(harness.app.db, attributed.id)).toEqual({
      source: "linkedin",
      medium: "social",
      campaign: "talk-2026",
      referrer: "www.linkedin.com",
      landingPage: "/en/",
    });
    expect(await attributionOf(harness.app.db, unknown.id)).toEqual({
      source: null,
      medium: null,
      campaign: null,
      referrer: null,
      landingPage: null,
    });
    const row = await harness.app.db
      .selectFrom("lead_attribution")
      .select("pages")
      .where("lead_id", "=", attributed.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.pages)).toEqual(["/en/", "/en/consulting"]);

    // The dashboard's lead counts link to the inbox filtered by source, campaign or landing page.
    const cookie = await signIn(harness.app);
    const emails = async (query: string) => {
      const res = await harness.app.inject({ url: `/api/admin/leads${query}`, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().leads.map((lead: { email: string }) => lead.email);
    };
    expect(await emails("?source=linkedin")).toEqual([CONSULTING.email]);
    expect(await emails("?campaign=talk-2026&landingPage=%2Fen%2F")).toEqual([CONSULTING.email]);
    expect(await emails("?source=google.com")).toEqual([]);
    expect(await emails("?source=")).toHaveLength(2);
  });

  it("answers the dashboard to the signed-in owner only, and refuses a range it cannot read", async () => {
    await harness.start(site.dir, { ADMIN_PASSWORD }, dialect);
    await visit("/en/?utm_source=newsletter&utm_campaign=launch");
    await visit("/pt/", { "user-agent": IPHONE });
    expect((await harness.app.inject({ url: "/api/admin/dashboard" })).statusCode).toBe(401);
    const cookie = await signIn(harness.app);
    const get = (query: string) => harness.app.inject({ url: `/api/admin/dashboard${query}`, headers: { cookie } });
    const res = await get("?days=7&language=en");
    expect(res.statusCode, res.body).toBe(200);
    const { current, previous } = res.json();
    expect(current).toMatchObject({ visitors: 2, visits: 2, pageviews: 2, leads: 0, calls: 0 });
    expect(current.daily).toHaveLength(7);
    expect(current.campaigns).toEqual([
      { campaign: "launch", visitors: 1, visits: 1, leads: 0, calls: 0, won: 0, wonValue: [] },
    ]);
    expect(current.funnel[0]).toEqual({ step: "landing", count: 1, dropOff: 0 });
    expect(previous).toEqual({ visitors: 0, visits: 0, pageviews: 0, leads: 0, calls: 0, conversion: 0 });
    for (const query of [
      "?days=12",
      "?from=2026-11-20",
      "?from=2026-11-20&to=2026-11-10",
      "?from=2020-01-01&to=2026-01-01",
      "?language=fr",
    ]) {
      expect((await get(query)).json(), query).toMatchObject({ code: "BAD_QUERY" });
    }
  });
});
