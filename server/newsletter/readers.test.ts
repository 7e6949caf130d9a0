import { describe, expect, it } from "vitest";
import type { NewsletterList } from "../../shared/newsletter.js";
import { insertLead } from "../leads/repository.js";
import { newLead } from "../testing/leads.js";
import { DIALECTS, useMigratedDatabase } from "../testing/databases.js";
import { markConfirmed, markDeparted, upsertPending } from "./repository.js";
import { readerFigures, subscriptionsOf } from "./readers.js";

const LEAD = newLead({ name: "Reader", email: "reader@example.com" });

describe.each(DIALECTS)("the dashboard's readers on %s", (dialect) => {
  const database = useMigratedDatabase(dialect);

  async function reader(email: string, source: string | null, confirmedAt: string, list: NewsletterList = "insights") {
    const { db } = database;
    const subscriber = await upsertPending(
      db,
      { list, email, mailbox: email, language: "en", source },
      new Date(confirmedAt),
    );
    await markConfirmed(db, subscriber.id, subscriber.generation, new Date(confirmedAt));
    return subscriber;
  }

  it("counts readers per week and per page, and the leads whose address was a reader's first", async () => {
    const { db } = database;
    // Monday 2026-11-16 and the week of Monday 2026-11-23 (Sunday 29th ends it).
    await reader("ana@example.com", "/en/insights/why-pilots-stall", "2026-11-16T10:00:00.000Z");
    await reader("bo@example.com", "/en/insights/why-pilots-stall", "2026-11-22T23:59:00.000Z");
    await reader("caio@example.com", "/pt/", "2026-11-23T00:00:00.000Z");
    const both = await reader("dee@example.com", "/en/", "2026-11-24T09:00:00.000Z");
    await reader("dee@example.com", "/en/education", "2026-11-24T09:05:00.000Z", "course-launch");
    await reader("outside@example.com", "/en/", "2026-11-30T00:00:00.000Z");
    await markDeparted(db, both.id, new Date("2026-11-26T12:00:00.000Z"));

    // Ana writes after subscribing; Caio wrote before; Dee (both lists, since left) writes after;
    // a spam lead from Bo's address is no lead.
    await insertLead(db, { ...LEAD, email: "ANA@example.com", receivedAt: new Date("2026-11-20T08:00:00.000Z") });
    await insertLead(db, { ...LEAD, email: "caio@example.com", receivedAt: new Date("2026-11-22T08:00:00.000Z") });
    await insertLead(db, { ...LEAD, email: "dee@example.com", receivedAt: new Date("2026-11-27T08:00:00.000Z") });
    await insertLead(db, {
      ...LEAD,
      email: "bo@example.com",
      status: "spam",
      receivedAt: new Date("2026-11-25T08:00:00.000Z"),
    });

    const figures = await readerFigures(db, { from: "2026-11-16", to: "2026-11-29" });
    expect(figures).toMatchObject({ confirmed: 5, departed: 1, readersNow: 5, leadsFromReaders: 2 });
    expect(figures.weeks).toEqual([
      { week: "2026-11-16", confirmed: 2, departed: 0 },
      { week: "2026-11-23", confirmed: 3, departed: 1 },
    ]);
    expect(figures.sources).toEqual([
      { source: "/en/insights/why-pilots-stall", confirmed: 2, leads: 1 },
      { source: "/en/", confirmed: 1, leads: 1 },
      { source: "/en/education", confirmed: 1, leads: 1 },
      { source: "/pt/", confirmed: 1, leads: 0 },
    ]);

    // A range that holds only the first week.
    expect(await readerFigures(db, { from: "2026-11-16", to: "2026-11-22" })).toMatchObject({
      confirmed: 2,
      departed: 0,
      leadsFromReaders: 1,
    });
  });

  it("finds an address's subscriptions however it is typed", async () => {
    const { db } = database;
    const left = await reader("eva@example.com", "/en/", "2026-11-10T10:00:00.000Z");
    await reader("eva@example.com", "/en/education", "2026-11-11T10:00:00.000Z", "course-launch");
    await markDeparted(db, left.id, new Date("2026-11-12T10:00:00.000Z"));
    expect(await subscriptionsOf(db, " Eva@Example.com ")).toEqual({
      subscriptions: [
        {
          list: "insights",
          status: "departed",
          since: "2026-11-12T10:00:00.000Z",
          confirmedAt: "2026-11-10T10:00:00.000Z",
        },
        {
          list: "course-launch",
          status: "confirmed",
          since: "2026-11-11T10:00:00.000Z",
          confirmedAt: "2026-11-11T10:00:00.000Z",
        },
      ],
    });
    expect(await subscriptionsOf(db, "nobody@example.com")).toEqual({ subscriptions: [] });
  });
});
