// Issue 51, point 6: a lead's timeline. One list of its stage changes, calls, replies, notes, tasks
// and e-mails sent to the visitor, each once, newest first, with who did what the console did.
import * as v from "valibot";
import { beforeEach, describe, expect, it } from "vitest";
import { setTestClock } from "../../shared/test-clock.js";
import { timelineReply, type TimelineEntry } from "../../shared/timeline.js";
import { insertBooking } from "../booking/repository.js";
import { queueMessage } from "../mail/outbox.js";
import { ADMIN_PASSWORD } from "../testing/admin.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { signInAs } from "../testing/team.js";
import type { Person } from "../team/people.js";
import { insertLead } from "./repository.js";

const { site, harness } = collectorPerTest();
const LEAD = "lead-1";

describe.each(DIALECTS)("a lead's timeline, on %s", (dialect) => {
  type Member = { cookie: string; person: Person };
  let owner: Member;
  let consultant: Member;

  beforeEach(async () => {
    setTestClock("2026-11-25T13:00:00Z");
    await harness.start(site.dir, { ADMIN_PASSWORD }, dialect);
    await insertLead(harness.app.db, { ...newLead(), id: LEAD, receivedAt: new Date() });
    owner = await signInAs(harness.app, "owner");
    consultant = await signInAs(harness.app, "consultant");
  });

  const as = (who: Member, method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie: who.cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  /** A minute later each step: the timeline's order is the order things happened. */
  const later = () => setTestClock(Date.now() + 60_000);

  it("shows each stage change, call, reply, note, task and e-mail once, newest first, with who did it", async () => {
    const db = harness.app.db;
    // The visitor books a call; the site e-mails them its invitation (and one held back, not sent).
    const call = await insertBooking(db, {
      leadId: LEAD,
      start: new Date("2026-11-24T15:00:00Z"),
      end: new Date("2026-11-24T15:30:00Z"),
      visitorTimeZone: null,
    });
    const message = { leadId: LEAD, mailbox: "ada@example.com", payload: null, dueAt: new Date() };
    await queueMessage(db, { ...message, id: "sent", kind: "visitor-booking" });
    await queueMessage(db, { ...message, id: "held", kind: "visitor-call-reminder" });
    await db.updateTable("outbox").set({ sent_at: new Date().toISOString() }).where("id", "=", "sent").execute();
    await db
      .updateTable("outbox")
      .set({ sent_at: new Date().toISOString(), last_error: "not sent: the call has moved" })
      .where("id", "=", "held")
      .execute();
    later();
    expect((await as(consultant, "POST", `/calls/${call.id}/outcome`, { outcome: "held" })).statusCode).toBe(204);
    later();
    await as(consultant, "POST", "/leads/stage", { ids: [LEAD], stage: "proposal" });
    later();
    await as(owner, "POST", `/leads/${LEAD}/notes`, { body: "Wants a workshop in March." });
    later();
    const task = (
      await as(consultant, "POST", `/leads/${LEAD}/tasks`, { text: "Send the proposal", on: "2026-11-27" })
    ).json();
    later();
    await as(owner, "POST", `/leads/${LEAD}/tasks/${task.id}/done`);
    later();
    await db
      .insertInto("lead_replies")
      .values({
        id: "r1",
        lead_id: LEAD,
        message_id: "<r1@example.com>",
        sent_at: new Date().toISOString(),
        subject: "Re: your message",
        body: null,
      })
      .execute();
    later();
    await as(owner, "PUT", `/leads/${LEAD}/assignee`, { assignee: consultant.person.id });

    const res = await as(consultant, "GET", `/leads/${LEAD}/timeline`);
    expect(res.statusCode, res.body).toBe(200);
    const { entries } = v.parse(timelineReply, res.json());
    const line = (entry: TimelineEntry) => {
      const { at: _at, ...rest } = entry;
      return rest;
    };
    expect(entries.map(line)).toEqual([
      { kind: "activity", by: owner.person.name, activity: "assign", detail: consultant.person.name },
      { kind: "reply", by: null, subject: "Re: your message" },
      { kind: "task-done", by: owner.person.name, text: "Send the proposal" },
      { kind: "task-added", by: consultant.person.name, text: "Send the proposal", on: "2026-11-27" },
      { kind: "note", by: owner.person.name, text: "Wants a workshop in March." },
      { kind: "stage", by: consultant.person.name, from: "new", to: "proposal", reason: null },
      { kind: "call-outcome", by: consultant.person.name, start: "2026-11-24T15:00:00.000Z", outcome: "held" },
      { kind: "email", by: null, message: "visitor-booking" },
      { kind: "call-booked", by: null, start: "2026-11-24T15:00:00.000Z" },
    ]);
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("a call moved and cancelled by the owner: each once, the product's own follow-up task by no one", async () => {
    const db = harness.app.db;
    const call = await insertBooking(db, {
      leadId: LEAD,
      start: new Date("2026-11-27T15:00:00Z"),
      end: new Date("2026-11-27T15:30:00Z"),
      visitorTimeZone: null,
    });
    later();
    await db
      .updateTable("bookings")
      .set({ timed_at: new Date().toISOString(), start_at: "2026-11-28T15:00:00.000Z", sequence: 1 })
      .where("id", "=", call.id)
      .execute();
    later();
    expect((await as(owner, "POST", "/calls/cancel", { ids: [call.id] })).statusCode).toBeLessThan(300);
    const { entries } = v.parse(timelineReply, (await as(owner, "GET", `/leads/${LEAD}/timeline`)).json());
    const kinds = entries.map((entry) => `${entry.kind} ${entry.by ?? "-"}`);
    expect(kinds.filter((kind) => kind.startsWith("call-"))).toEqual([
      `call-cancelled ${owner.person.name}`,
      "call-moved -",
      "call-booked -",
    ]);
    expect(kinds.filter((kind) => kind.startsWith("task-"))).toEqual(["task-added -"]);
    expect((await as(owner, "GET", "/leads/lead-9/timeline")).statusCode).toBe(404);
  });
});
