import { describe, expect, it } from "vitest";
import type { LeadJson } from "../../shared/admin-api.js";
import { insertBooking } from "./repository.js";
import { insertLead, type Lead } from "../leads/repository.js";
import { ADMIN_PASSWORD, signIn } from "../testing/admin.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";

const { site, harness } = collectorPerTest();
const HOUR = 3_600_000;

describe.each(DIALECTS)("the 24-hour promise and booked calls in the inbox API (%s)", (dialect) => {
  it("gives every lead its reply-by time, whether handled or overdue, and its call; filters and sorts the overdue", async () => {
    await harness.start(site.dir, { ADMIN_PASSWORD }, dialect);
    const now = Date.now();
    const store = async (company: string, hoursAgo: number, status: Lead["status"] = "new") =>
      (await insertLead(
        harness.app.db,
        newLead({
          company,
          email: `${company.toLowerCase()}@example.com`,
          status,
          receivedAt: new Date(now - hoursAgo * HOUR),
        }),
      ))!;
    const late = await store("Late", 30);
    const later = await store("Later", 26);
    const handled = await store("Handled", 40, "handled");
    const fresh = await store("Fresh", 2);
    const soon = new Date(Math.ceil((now + 5 * HOUR) / 1_800_000) * 1_800_000);
    const nextWeek = new Date(soon.getTime() + 7 * 24 * HOUR);
    const plus30 = (date: Date) => new Date(date.getTime() + 30 * 60_000);
    await insertBooking(harness.app.db, {
      leadId: fresh.id,
      start: nextWeek,
      end: plus30(nextWeek),
      visitorTimeZone: null,
    });
    await insertBooking(harness.app.db, {
      leadId: later.id,
      start: soon,
      end: plus30(soon),
      visitorTimeZone: "America/Sao_Paulo",
    });

    const cookie = await signIn(harness.app);
    const get = async (url: string) => {
      const res = await harness.app.inject({ url, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    const { leads } = (await get("/api/admin/leads")) as { leads: LeadJson[] };
    const byCompany = new Map(leads.map((lead) => [lead.company, lead]));
    expect(byCompany.get("Late")).toMatchObject({
      replyBy: new Date(late.receivedAt.getTime() + 24 * HOUR).toISOString(),
      handled: false,
      overdue: true,
      booking: null,
    });
    expect(byCompany.get("Handled")).toMatchObject({ handled: true, overdue: false });
    expect(byCompany.get("Fresh")).toMatchObject({
      overdue: false,
      booking: { start: nextWeek.toISOString(), end: plus30(nextWeek).toISOString(), visitorTimeZone: null },
    });
    expect(byCompany.get("Later")!.booking).toMatchObject({ visitorTimeZone: "America/Sao_Paulo" });

    const overdue = (await get("/api/admin/leads?overdue=true&sort=reply-by")) as { leads: LeadJson[]; total: number };
    expect(overdue.leads.map((lead) => lead.company)).toEqual(["Late", "Later"]);
    expect(overdue.total).toBe(2);
    // With a status filter: the leads that are both, so none that are handled.
    expect(((await get("/api/admin/leads?overdue=true&status=handled")) as { total: number }).total).toBe(0);
    expect(((await get("/api/admin/leads?overdue=true&status=new")) as { total: number }).total).toBe(2);
    // The export holds what the inbox shows with the same filter.
    const exported = (await get("/api/admin/leads/export?overdue=true&format=json")) as { company: string }[];
    expect(exported.map((lead) => lead.company).sort()).toEqual(["Late", "Later"]);
    const newestFirst = (await get("/api/admin/leads")) as { leads: LeadJson[] };
    expect(newestFirst.leads.map((lead) => lead.company)).toEqual(["Fresh", "Later", "Late", "Handled"]);
    const dueFirst = (await get("/api/admin/leads?sort=reply-by")) as { leads: LeadJson[] };
    expect(dueFirst.leads.map((lead) => lead.company)).toEqual(["Handled", "Late", "Later", "Fresh"]);

    const { calls } = (await get("/api/admin/calls")) as { calls: { company: string; start: string }[] };
    expect(calls.map((call) => [call.company, call.start])).toEqual([
      ["Later", soon.toISOString()],
      ["Fresh", nextWeek.toISOString()],
    ]);
    expect((await get(`/api/admin/leads/${handled.id}`)) as LeadJson).toMatchObject({ handled: true, booking: null });
  });
});
