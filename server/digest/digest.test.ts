import { simpleParser } from "mailparser";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { dashboardReply } from "../../shared/analytics.js";
import type { Tuning } from "../app.js";
import { writePageViews } from "../analytics/store.js";
import { moveLeads } from "../leads/pipeline.js";
import { insertLead, setDealValue } from "../leads/repository.js";
import { listMessages } from "../mail/outbox.js";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";
import { waitUntil } from "../testing/booking.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { pageView } from "../testing/page-views.js";
import { smtpPerTest } from "../testing/smtp.js";
import { latestDigestWeek, zonedHour } from "./week.js";
import { composeDigest } from "./compose.js";
import type { WeekReport } from "./report.js";
import { formatDealValue } from "../../shared/deal-value.js";

const currentSmtp = smtpPerTest();
const { site, harness } = collectorPerTest();

const ZONE = "America/Sao_Paulo";
const WEEK = { from: "2026-11-16", to: "2026-11-22" };
/** Monday 2026-11-23, 08:00 in São Paulo (UTC−3), a minute past. */
const NOW = new Date("2026-11-23T11:01:00.000Z");
const TUNING: Tuning = {
  outbox: { pollMs: 50, retryMs: 50, maxRetryMs: 200, leaseMs: 5_000 },
  // Swept when the test says: the loop's first pass only, at listen.
  digest: { now: () => NOW, pollMs: 60 * 60_000 },
};

const at = (instant: string) => new Date(instant);

/** A week of a small site: views from two sources, five leads that went different ways, a call. */
async function seed() {
  const db = harness.app.db;
  await writePageViews(db, [
    pageView("2026-11-16T10:00:00Z", { visitorKey: "a", source: "newsletter", channel: "email", medium: "email" }),
    pageView("2026-11-16T10:02:00Z", {
      visitorKey: "a",
      source: "newsletter",
      channel: "email",
      path: "/en/consulting",
    }),
    pageView("2026-11-18T10:00:00Z", { visitorKey: "b", source: "newsletter", channel: "email", medium: "email" }),
    pageView("2026-11-19T15:00:00Z", {
      visitorKey: "c",
      source: "www.google.com",
      channel: "search",
      medium: "search",
      referrerHost: "www.google.com",
    }),
    // Outside the week: the Monday the e-mail is sent.
    pageView("2026-11-23T09:00:00Z", { visitorKey: "d", source: "www.google.com", channel: "search" }),
  ]);
  // Field figures (issue 52): the consulting page is slow on a phone, another view is good.
  const views = await db
    .selectFrom("page_views")
    .select(["id", "day", "path", "language"])
    .orderBy("viewed_at")
    .execute();
  const vitalsOf = (view: (typeof views)[number], device: "phone" | "desktop", lcp: number) => ({
    page_view_id: view.id,
    day: view.day,
    path: view.path,
    language: view.language,
    device,
    lcp,
    inp: null,
    cls: 0.01,
    ttfb: 300,
  });
  await db
    .insertInto("page_vitals")
    .values([vitalsOf(views[0]!, "desktop", 1200), vitalsOf(views[1]!, "phone", 3100)])
    .execute();
  const lead = async (email: string, receivedAt: string, source: string | null, status: "new" | "spam" = "new") => {
    const stored = (await insertLead(db, newLead({ email, receivedAt: at(receivedAt), status })))!;
    if (source !== null) {
      await db
        .insertInto("lead_attribution")
        .values({
          lead_id: stored.id,
          visit_id: `visit-${email}`,
          channel: source === "newsletter" ? "email" : "search",
          source,
          medium: null,
          campaign: null,
          referrer: null,
          landing_page: "/en/",
          landing_language: "en",
          pages: "[]",
        })
        .execute();
    }
    return stored.id;
  };
  const client = await lead("client@example.com", "2026-11-16T10:05:00Z", "newsletter");
  const lost = await lead("lost@example.com", "2026-11-19T15:05:00Z", "www.google.com");
  await lead("waiting@example.com", "2026-11-16T09:00:00Z", "newsletter");
  await lead("spam@example.com", "2026-11-17T09:00:00Z", "newsletter", "spam");
  const earlier = await lead("earlier@example.com", "2026-11-10T09:00:00Z", null);

  await db
    .insertInto("bookings")
    .values({
      id: "call-client",
      lead_id: client,
      start_at: "2026-11-18T14:00:00.000Z",
      end_at: "2026-11-18T14:30:00.000Z",
      status: "booked",
      sequence: 0,
      visitor_time_zone: null,
      created_at: "2026-11-16T10:06:00.000Z",
      updated_at: "2026-11-16T10:06:00.000Z",
    })
    .execute();
  await db.updateTable("bookings").set({ outcome: "held" }).where("id", "=", "call-client").execute();

  await moveLeads(db, [client], "call", { now: at("2026-11-16T11:00:00Z") });
  await moveLeads(db, [client], "proposal", { now: at("2026-11-19T11:00:00Z") });
  await moveLeads(db, [client], "won", { now: at("2026-11-21T11:00:00Z") });
  await moveLeads(db, [lost], "lost", { now: at("2026-11-20T11:00:00Z") });
  await moveLeads(db, [earlier], "replied", { now: at("2026-11-11T11:00:00Z") });
  // The week before: a lead won after a missed call, to say what changed (issue 51).
  const before = await lead("before@example.com", "2026-11-09T09:00:00Z", null);
  await db
    .insertInto("bookings")
    .values({
      id: "call-before",
      lead_id: before,
      start_at: "2026-11-12T14:00:00.000Z",
      end_at: "2026-11-12T14:30:00.000Z",
      status: "booked",
      sequence: 0,
      visitor_time_zone: null,
      created_at: "2026-11-09T10:06:00.000Z",
      updated_at: "2026-11-09T10:06:00.000Z",
      outcome: "no_show",
    })
    .execute();
  await moveLeads(db, [before], "won", { now: at("2026-11-13T11:00:00Z") });
  await db.updateTable("leads").set({ follow_up_on: "2026-11-20" }).where("id", "=", earlier).execute();
  // Issue 51: deal values, a won one and an open one.
  await setDealValue(db, client, { amount: 1_500_000, currency: "BRL" });
  await setDealValue(db, earlier, { amount: 250_000, currency: "BRL" });
}

const digests = () =>
  currentSmtp().messages.filter((mail) => (mail.headers.get("subject") ?? "").startsWith("Your week: "));

describe("the week of the e-mail", () => {
  it("is the last whole week, Monday to Sunday in the owner's zone, whatever the hour", () => {
    expect(latestDigestWeek(NOW, ZONE)).toEqual({ ...WEEK, dueAt: at("2026-11-23T11:00:00.000Z") });
    // A minute before 08:00 there it is the same week, its e-mail due in a minute (issue 51).
    expect(latestDigestWeek(at("2026-11-23T10:59:00Z"), ZONE)).toEqual({
      ...WEEK,
      dueAt: at("2026-11-23T11:00:00.000Z"),
    });
    // Sunday 23:30 in São Paulo, already Monday in UTC: that Sunday's week is not whole yet.
    expect(latestDigestWeek(at("2026-11-30T02:30:00Z"), ZONE)).toMatchObject(WEEK);
    // Monday 00:05 there: it is.
    expect(latestDigestWeek(at("2026-11-30T03:05:00Z"), ZONE)).toMatchObject({ from: "2026-11-23", to: "2026-11-29" });
    // Across a change of clocks: Lisbon's Monday 08:00 is 08:00 UTC in winter, 07:00 in summer.
    expect(zonedHour("2027-01-04", 8, "Europe/Lisbon").toISOString()).toBe("2027-01-04T08:00:00.000Z");
    expect(zonedHour("2027-04-05", 8, "Europe/Lisbon").toISOString()).toBe("2027-04-05T07:00:00.000Z");
  });
});

describe("each figure beside the week before's, in both languages (issue 51)", () => {
  const report: WeekReport = {
    ...WEEK,
    visitors: 5,
    visits: 6,
    pageviews: 9,
    leads: 4,
    calls: 2,
    previous: { visitors: 5, leads: 1, calls: 3, held: 0, missed: 1, won: 1, lost: 0 },
    topSources: [],
    byStage: { new: 1, replied: 1, call: 0, proposal: 0, won: 2, lost: 0 },
    bySource: [],
    held: 2,
    missed: 1,
    won: 2,
    lost: 0,
    value: { byStage: [], won: [] },
    overdue: { replies: 0, followUps: 0, stale: 0 },
  };
  it("says +3, −1 or 'as the week before' for visitors, leads, calls booked, held and missed, deals won and lost", () => {
    const { en, pt } = composeDigest(report, undefined);
    for (const line of [
      "5 visitors, 6 visits, 9 page views (as the week before)",
      "Leads: 4 (+3 on the week before)",
      "2 booked (by the week's leads) (−1 on the week before)",
      "2 held (calls of the week) (+2 on the week before)",
      "1 missed (as the week before)",
      "2 won (+1 on the week before)",
      "0 lost (as the week before)",
    ])
      expect(en.text).toContain(`${line}\n`);
    for (const line of [
      "Contatos: 4 (+3 em relação à semana anterior)",
      "2 agendadas (pelos contatos da semana) (−1 em relação à semana anterior)",
      "2 realizadas (conversas da semana) (+2 em relação à semana anterior)",
      "1 perdida (igual à semana anterior)",
      "2 ganhos (+1 em relação à semana anterior)",
      "0 perdidos (igual à semana anterior)",
    ])
      expect(pt.text).toContain(`${line}\n`);
  });

  it("names its sources' channels in words and ends on how each person stops it, then everyone", () => {
    const withSources: WeekReport = {
      ...report,
      topSources: [{ source: "direct", visits: 4, leads: 1 }],
      bySource: [{ source: "referral", leads: 1 }],
    };
    const { en, pt } = composeDigest(withSources, "https://onrails.example");
    expect(en.text).toContain("- Direct: 4 visits, 1 lead\n");
    expect(en.text).toContain("- Other sites: 1\n");
    expect(pt.text).toContain("- Acesso direto: 4 visitas, 1 contato\n");
    expect(en.text).toMatch(
      /To stop this e-mail, untick "Send me the Monday e-mail" under My account in the console\.\nMy account: https:\/\/onrails\.example\/admin#devices\nWhoever runs the server can stop it for the whole team with WEEKLY_DIGEST=off\.\n$/,
    );
    expect(pt.text).toContain("desmarque “Quero o e-mail de segunda-feira” em Minha conta, no console.");
  });

  it("names each link by what it opens: two links to different places never read the same", () => {
    const busy: WeekReport = {
      ...report,
      bySource: [
        { source: "linkedin", leads: 2 },
        { source: "google", leads: 1 },
      ],
      overdue: { replies: 1, followUps: 2, stale: 3 },
    };
    for (const letter of Object.values(composeDigest(busy, "https://onrails.example"))) {
      const links = [...letter.text.matchAll(/^(.+): (https:\/\/\S+)$/gm)].map(([, label, url]) => ({ label, url }));
      expect(links.length).toBeGreaterThanOrEqual(7);
      for (const a of links)
        for (const b of links)
          if (a.url !== b.url && a.label === b.label) expect.fail(`"${a.label}" opens ${a.url} and ${b.url}`);
    }
  });
});

describe.each(DIALECTS)("the Monday e-mail (%s)", (dialect) => {
  const env = {
    ADMIN_PASSWORD,
    NOTIFY_EMAIL: "owner@example.com",
    PUBLIC_URL: "https://onrails.example",
    BOOKING_TIMEZONE: ZONE,
  };

  it("says the dashboard's figures for the week, once across two instances and a restart", async () => {
    await harness.start(site.dir, { ...env, SMTP_URL: currentSmtp().url }, dialect, TUNING);
    await seed();
    const other = await harness.another();
    // Both instances sweep at once: the week's id lets one queue it.
    const queued = await Promise.all([harness.app.digest.queueDue(), other.digest.queueDue()]);
    expect(queued.filter(Boolean)).toHaveLength(1);
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    await waitUntil(() => digests().length === 1);

    const cookie = await signIn(harness.app);
    const res = await harness.app.inject({
      url: `/api/admin/dashboard?from=${WEEK.from}&to=${WEEK.to}`,
      headers: { cookie },
    });
    const { current, previous } = v.parse(dashboardReply, res.json());
    const parsed = await simpleParser(digests()[0]!.raw);
    const text = parsed.text ?? "";
    expect(parsed.to).toMatchObject({ text: "owner@example.com" });

    // The dashboard's figures, and what they are for this week, so that both cannot be wrong alike.
    expect([current.visitors, current.visits, current.pageviews, current.leads, current.calls]).toEqual([
      3, 3, 4, 3, 1,
    ]);
    expect(text).toContain(`${current.visitors} visitors, ${current.visits} visits, ${current.pageviews} page views`);
    // Each headline figure beside the week before's, as the dashboard's "previous period" has it.
    const change = (now: number, before: number) =>
      now === before
        ? "(as the week before)"
        : `(${now > before ? "+" : "−"}${Math.abs(now - before)} on the week before)`;
    expect(text).toContain(`Leads: ${current.leads} ${change(current.leads, previous.leads)}\n`);
    expect(text).toContain(`page views ${change(current.visitors, previous.visitors)}\n`);
    expect(text).toContain(`booked (by the week's leads) ${change(current.calls, previous.calls)}\n`);
    expect(text).toContain(`${current.calls} booked`);
    for (const source of current.sources) {
      expect(text).toContain(`- ${source.source}: ${source.visits} ${source.visits === 1 ? "visit" : "visits"},`);
    }
    expect(text).toContain("- newsletter: 2 visits, 2 leads");
    expect(text).toContain("By stage now: new 1, replied 0, call 0, proposal 0, won 1, lost 1");
    expect(text).toContain("- newsletter: 2\nLeads from newsletter: https://onrails.example/admin?source=newsletter");
    // Each of the week's outcomes beside the week before's: a missed call and a won lead then.
    expect(text).toContain("1 held (calls of the week) (+1 on the week before)\n0 missed (−1 on the week before)\n");
    expect(text).toContain("Deals\n1 won (as the week before)\n1 lost (+1 on the week before)\n");
    // What the pipeline is worth per open stage now, and what the week won (issue 51).
    const brl = (amount: number) => formatDealValue({ amount, currency: "BRL" }, "en");
    expect(text).toContain(`Open value by stage: new none, replied ${brl(250_000)}, call none, proposal none\n`);
    expect(text).toContain(`Value won this week: ${brl(1_500_000)}\n`);
    expect(text).toContain(
      "1 reply past the 24 hours\nReplies due: https://onrails.example/admin?overdue=true&sort=reply-by",
    );
    expect(text).toContain("1 follow-up due");
    expect(text).toContain("1 lead a week old with nothing scheduled");
    expect(text).toContain("Dashboard: https://onrails.example/admin#dashboard");
    expect(text).toContain(
      "Slowest page: /en/consulting on phones, largest paint 3.1 s for 1 visit in 4 or more (good: 2.5 s or less)",
    );
    // The funnel's won lead is under its source, and its held call counted.
    const funnel = Object.fromEntries(current.funnel.map((step) => [step.step, step.count]));
    expect(funnel).toMatchObject({ lead: 3, replied: 2, call: 1, held: 1, proposal: 1, won: 1 });
    expect(current.sources.find((row) => row.source === "newsletter")).toMatchObject({ leads: 2, won: 1 });
    expect(text).not.toContain("@example.com");

    // Restarted once the outbox has marked it sent, beside another instance: not sent again.
    const digestRows = async () =>
      (await listMessages(harness.app.db)).filter((message) => message.kind === "owner-weekly-digest");
    await waitUntil(async () => (await digestRows()).every((row) => row.sentAt !== null));
    // A start lets go of sent detached rows a day old by the real clock (server/db/plugin.ts);
    // this week's row is dated by the test's, days back: dated now, as it is in use.
    await harness.app.db.updateTable("outbox").set({ created_at: new Date().toISOString() }).execute();
    await harness.restart();
    await harness.app.listen({ port: 0, host: "127.0.0.1" });
    const third = await harness.another();
    expect(await Promise.all([harness.app.digest.queueDue(), third.digest.queueDue()])).toEqual([false, false]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(digests()).toHaveLength(1);
    expect((await digestRows()).map((row) => row.id)).toEqual([`weekly-digest-${WEEK.from}`]);
  });

  it("is not sent with WEEKLY_DIGEST=off, nor before Monday 08:00, nor more than 12 hours late", async () => {
    await harness.start(site.dir, { ...env, SMTP_URL: currentSmtp().url, WEEKLY_DIGEST: "off" }, dialect, TUNING);
    expect(await harness.app.digest.queueDue()).toBe(false);
    const late = await harness.another({ WEEKLY_DIGEST: "on" });
    expect(await late.digest.queueDue()).toBe(true);
    await harness.stop();
    // A minute before 08:00 the week is whole, but its e-mail waits for its hour.
    const early: Tuning = { ...TUNING, digest: { now: () => at("2026-11-23T10:59:00Z"), pollMs: 60 * 60_000 } };
    await harness.start(site.dir, { ...env, SMTP_URL: currentSmtp().url }, dialect, early);
    expect(await harness.app.digest.queueDue()).toBe(false);
    await harness.stop();
    // 12 hours and a minute after 08:00: too late.
    const afterHours: Tuning = { ...TUNING, digest: { now: () => at("2026-11-23T23:01:00Z"), pollMs: 60 * 60_000 } };
    await harness.start(site.dir, { ...env, SMTP_URL: currentSmtp().url }, dialect, afterHours);
    expect(await harness.app.digest.queueDue()).toBe(false);
  });
});
