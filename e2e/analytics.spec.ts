import { execFileSync } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser, BrowserContext, Response } from "@playwright/test";
import type { DashboardReply, FiguresJson } from "@shared/analytics";
import { claimTimeInStep } from "./calendar";
import { expect, loaded, openForm, test, signInWithPassword } from "./fixtures";
import { uniqueEmail } from "./leads";
import { forms as en } from "../app/content/en/forms";

const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "";
const RUN = `e2e-${Date.now().toString(36)}`;
const CAMPAIGN = `${RUN}-launch`;

/** Every visitor of the journey is a browser of its own, from an address of its own (the server trusts loopback's X-Forwarded-For). */
let nextAddress = Math.floor(Math.random() * 200);
async function visitor(browser: Browser, options: { javaScriptEnabled?: boolean; locale?: string } = {}) {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${(nextAddress++ % 250) + 1}` },
  });
  return context;
}

/** A response of the journey that set a cookie: there must be none. */
const cookies: string[] = [];
function watchCookies(context: BrowserContext) {
  context.on("response", async (response: Response) => {
    const header = await response.headerValue("set-cookie");
    if (header !== null) cookies.push(`${response.url()}: ${header}`);
  });
}

let otherSite: Server;
let otherOrigin: string;

test.describe("where leads come from, end to end @desktop", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async ({ baseURL }) => {
    // A page on another loopback origin that links to ours, as a blog post would.
    otherSite = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(`<!doctype html><title>Blog</title><a href="${baseURL}/pt/education">Workshop</a>`);
    });
    await new Promise<void>((resolve) => otherSite.listen(0, "127.0.0.1", resolve));
    otherOrigin = `127.0.0.1:${(otherSite.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => otherSite.close(() => resolve())));

  test("counts the visits of a journey, attributes its leads and call, and sets no cookie", async ({
    browser,
    request,
    page,
    allowConsoleError,
  }) => {
    test.slow();
    // 1. A campaign link in English, JavaScript on: a lead, then a booked call.
    const campaign = await visitor(browser, { locale: "en-US" });
    watchCookies(campaign);
    const first = await campaign.newPage();
    await first.goto(`/en/?utm_source=newsletter&utm_medium=email&utm_campaign=${CAMPAIGN}`);
    await loaded(first);
    const form = await openForm(first, "/en/consulting#contact", "consulting");
    const campaignEmail = uniqueEmail("analytics-campaign");
    await form.getByLabel("Name").fill("Ada Campaign");
    await form.getByLabel("Work e-mail").fill(campaignEmail);
    await form.getByLabel("Company").fill("Newsletter Readers");
    await form.getByLabel("Context and challenges").fill("We read your newsletter.");
    await form.getByRole("button", { name: "Send Message" }).click();
    const step = first.locator("[data-booking]");
    const { slot } = await claimTimeInStep(step);
    await slot.click();
    // Two steps (issue 30): choosing shows the time, confirming books it.
    await step.getByRole("button", { name: en.booking.confirm }).click();
    await expect(first.getByRole("heading", { name: /^Your call is booked: / })).toBeVisible();
    await campaign.close();

    // 2. A link on another site, in Portuguese, JavaScript off: a lead through the plain form.
    const referred = await visitor(browser, { javaScriptEnabled: false, locale: "pt-BR" });
    watchCookies(referred);
    const second = await referred.newPage();
    await second.goto(`http://${otherOrigin}/`);
    await second.getByRole("link", { name: "Workshop" }).click();
    await expect(second).toHaveURL(/\/pt\/education$/);
    const plain = second.locator("form[data-form=discovery]");
    const referredEmail = uniqueEmail("analytics-referred");
    await plain.locator("input[name=name]").fill("Bia Referida");
    await plain.locator("input[name=email]").fill(referredEmail);
    await plain.locator("input[name=company]").fill("Blog Leitores");
    await plain.locator("textarea[name=currentChallenges]").fill("Li o post do blog.");
    await plain.locator("button[type=submit]").click();
    await expect(second).toHaveURL(/\/booking\?token=/);
    await referred.close();

    // 3. A direct visit in English, no lead.
    const direct = await visitor(browser);
    watchCookies(direct);
    await (await direct.newPage()).goto("/en/");
    await direct.close();

    // 4. Not page views: a bot, a HEAD, a prefetch.
    const ignored = `/en/?utm_campaign=${RUN}-ignored`;
    await request.get(ignored, { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
    await request.head(ignored, { headers: { "user-agent": "Mozilla/5.0 Chrome/131" } });
    await request.get(ignored, { headers: { "user-agent": "Mozilla/5.0 Chrome/131", "sec-purpose": "prefetch" } });

    expect(cookies).toEqual([]);

    // The owner's dashboard.
    allowConsoleError(/status of 401/);
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "198.51.100.251" });
    await page.addInitScript(() => localStorage.setItem("por.language", "en"));
    await signInWithPassword(page, ADMIN_PASSWORD);
    await page.getByRole("link", { name: "Dashboard" }).click();
    const campaigns = page.getByRole("region", { name: "Campaigns" });
    await expect(campaigns.getByRole("row", { name: new RegExp(`^${CAMPAIGN} `) })).toHaveText(
      // Visitors, leads, calls, won, won value (issue 51).
      new RegExp(`${CAMPAIGN}\\s*1\\s*1\\s*1\\s*0\\s*—`),
    );
    await expect(
      page
        .getByRole("region", { name: "Sources" })
        .getByRole("row", { name: new RegExp(`^${otherOrigin.replaceAll(".", "\\.")} `) }),
    ).toHaveText(/1\s*1\s*0\s*0\s*—$/);

    const reply = (await (await page.request.get("/api/admin/dashboard?days=7")).json()) as DashboardReply;
    const check = (figures: FiguresJson) => {
      expect(figures.campaigns.find((row) => row.campaign === CAMPAIGN)).toEqual({
        campaign: CAMPAIGN,
        visitors: 1,
        visits: 1,
        leads: 1,
        calls: 1,
        won: 0,
        wonValue: [],
      });
      expect(figures.campaigns.find((row) => row.campaign.startsWith(`${RUN}-ignored`))).toBeUndefined();
      expect(figures.sources.find((row) => row.source === otherOrigin)).toEqual({
        source: otherOrigin,
        visitors: 1,
        visits: 1,
        leads: 1,
        calls: 0,
        won: 0,
        wonValue: [],
      });
      expect(figures.sources.find((row) => row.source === "direct")?.visitors).toBeGreaterThanOrEqual(1);
    };
    check(reply.current);

    // The same figures from `npm run stats`.
    const stats = JSON.parse(
      execFileSync(process.execPath, ["scripts/stats.mjs", "--days", "7", "--format", "json"], {
        env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
        encoding: "utf8",
      }),
    ) as FiguresJson;
    check(stats);

    // Each lead's detail says where it came from.
    for (const [query, source] of [
      [
        `campaign=${CAMPAIGN}`,
        { source: "newsletter", medium: "email", campaign: CAMPAIGN, referrer: null, landingPage: "/en/" },
      ],
      [
        `source=${otherOrigin}`,
        {
          source: otherOrigin,
          medium: "referral",
          campaign: null,
          referrer: otherOrigin,
          landingPage: "/pt/education",
        },
      ],
    ] as const) {
      const list = await (await page.request.get(`/api/admin/leads?${query}`)).json();
      expect(list.leads).toHaveLength(1);
      const detail = await (await page.request.get(`/api/admin/leads/${list.leads[0].id}`)).json();
      expect(detail.attribution).toMatchObject(source);
    }
    await page.goto(`/admin?campaign=${CAMPAIGN}`);
    // The lead's own row: its call, booked for the next free time, may also be among the upcoming
    // calls above the list, whose buttons ("Move: call with Ada Campaign") name the visitor too.
    await page
      .getByRole("row")
      .filter({ hasText: "Ada Campaign" })
      .getByRole("button", { name: "Ada Campaign", exact: true })
      .click();
    // Its medium is a channel's code, read in the console's words (issue 51).
    await expect(page.getByText("newsletter / E-mail")).toBeVisible();
  });
});
