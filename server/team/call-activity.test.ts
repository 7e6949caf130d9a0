// Issue 50, point 4, for the changes the console makes to calls, whose lead is, and erasures:
// each kept with its person, in the lead's history and in the owner's activity page.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { callsReply, callTimesReply } from "../../shared/admin-api.js";
import type { ActivityEntry, ActivityKind } from "../../shared/team.js";
import type { Tuning } from "../app.js";
import { findLead } from "../leads/repository.js";
import { ADMIN_PASSWORD } from "../testing/admin.js";
import { bookAs, BOOKING_MAIL_TUNING, bookingMailEnv, offerFor, slotsFor } from "../testing/booking.js";
import { collectorPerTest, CONSULTING } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { smtpPerTest } from "../testing/smtp.js";
import { signInAs } from "./../testing/team.js";

const currentSmtp = smtpPerTest();
const { site, harness } = collectorPerTest();

/** The calls' clock, moved past a call's end for its outcome. */
let shiftMs = 0;
const TUNING: Tuning = { ...BOOKING_MAIL_TUNING, booking: { now: () => new Date(Date.now() + shiftMs) } };

type Method = "GET" | "POST" | "PUT";
type Who = { cookie: string; person: { id: string; name: string } };

describe.each(DIALECTS)("who did what to calls, leads' owners and erasures, on %s", (dialect) => {
  async function start() {
    shiftMs = 0;
    await harness.start(
      site.dir,
      { ...bookingMailEnv(currentSmtp().url), ADMIN_PASSWORD, PUBLIC_URL: "http://onrails.example" },
      dialect,
      TUNING,
    );
    return { owner: await signInAs(harness.app, "owner"), consultant: await signInAs(harness.app, "consultant") };
  }
  const as = (who: Who, method: Method, path: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url: `/api/admin${path}`,
      headers: { cookie: who.cookie },
      ...(payload ? { payload } : {}),
    });
  const entries = async (who: Who, path: string): Promise<ActivityEntry[]> =>
    (await as(who, "GET", path)).json().entries;

  /** A lead that booked a call: the call's and the lead's ids. */
  async function bookedCall(who: Who, email: string, index: number) {
    const token = await offerFor(harness, { ...CONSULTING, email });
    const slot = (await slotsFor(harness, token))[index]!;
    await bookAs(harness, token, slot.start, "America/Sao_Paulo");
    const listed = await as(who, "GET", "/calls");
    expect(listed.statusCode, listed.body).toBe(200);
    const call = v
      .parse(callsReply, (await as(who, "GET", "/calls")).json())
      .calls.find((c) => c.start === slot.start)!;
    return { call: call.id, lead: call.leadId, end: Date.parse(slot.end) };
  }

  /** The change is the person's, in the team's activity filtered by them and in the lead's history. */
  async function expectKept(owner: Who, who: Who, kind: ActivityKind, lead: string) {
    const mine = await entries(owner, `/activity?person=${who.person.id}`);
    expect(mine.find((entry) => entry.kind === kind && entry.subjectId === lead)?.personName).toBe(who.person.name);
    const history = await entries(owner, `/leads/${lead}/activity`);
    expect(history.find((entry) => entry.kind === kind)?.personName).toBe(who.person.name);
  }

  it("moving a call, its outcome, the offer after a no-show, and cancelling", async () => {
    const { owner, consultant } = await start();
    const moved = await bookedCall(consultant, "moved@example.com", 2);
    const times = v.parse(callTimesReply, (await as(consultant, "GET", `/calls/${moved.call}/times`)).json());
    const move = await as(consultant, "POST", `/calls/${moved.call}/move`, { start: times.times.at(-1)! });
    expect(move.statusCode, move.body).toBeLessThan(300);
    await expectKept(owner, consultant, "call-move", moved.lead);

    const missed = await bookedCall(consultant, "missed@example.com", 4);
    shiftMs = missed.end + 60_000 - Date.now();
    const outcome = await as(consultant, "POST", `/calls/${missed.call}/outcome`, { outcome: "no_show" });
    expect(outcome.statusCode, outcome.body).toBeLessThan(300);
    await expectKept(owner, consultant, "call-outcome", missed.lead);
    const offer = await as(owner, "POST", `/calls/${missed.call}/offer`);
    expect(offer.statusCode, offer.body).toBeLessThan(300);
    await expectKept(owner, owner, "call-offer", missed.lead);

    shiftMs = 0;
    const cancelled = await bookedCall(consultant, "cancelled@example.com", 6);
    const cancel = await as(owner, "POST", "/calls/cancel", { ids: [cancelled.call] });
    expect(cancel.statusCode, cancel.body).toBeLessThan(300);
    await expectKept(owner, owner, "call-cancel", cancelled.lead);
  });

  it("assigning a lead, and an owner's erasure: a consultant may not erase", async () => {
    const { owner, consultant } = await start();
    const { lead } = await bookedCall(owner, "erase-me@example.com", 3);
    const assign = await as(consultant, "PUT", `/leads/${lead}/assignee`, { assignee: consultant.person.id });
    expect(assign.statusCode, assign.body).toBeLessThan(300);
    await expectKept(owner, consultant, "assign", lead);
    // The activity names whom it was given to; anyone signed in may see who can be given a lead.
    const history = await entries(owner, `/leads/${lead}/activity`);
    expect(history.find((entry) => entry.kind === "assign")?.detail).toBe(consultant.person.name);
    const colleagues = await as(consultant, "GET", "/colleagues");
    expect(
      colleagues
        .json()
        .people.map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual([owner.person.name, consultant.person.name].sort());
    expect(colleagues.body).not.toContain("@example.com");

    expect((await as(consultant, "POST", `/leads/${lead}/erase`)).statusCode).toBe(403);
    expect(await findLead(harness.app.db, lead)).toBeDefined();
    const erased = await as(owner, "POST", `/leads/${lead}/erase`);
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({
      erased: { leads: 1, calls: 1, messages: expect.any(Number), webhookDeliveries: 0 },
    });
    expect(await findLead(harness.app.db, lead)).toBeUndefined();
    await expectKept(owner, owner, "erasure", lead);
    // Recorded as a request like the visitor's own, holding no address: a restore erases it again.
    const requests = (await as(owner, "GET", "/privacy/requests")).json().requests as {
      action: string;
      status: string;
    }[];
    expect(requests.map((r) => [r.action, r.status])).toEqual([["erasure", "done"]]);
    expect((await as(owner, "GET", "/privacy/requests")).body).not.toContain("erase-me@");
    expect((await as(owner, "POST", `/leads/${lead}/erase`)).statusCode).toBe(404);
  });
});
