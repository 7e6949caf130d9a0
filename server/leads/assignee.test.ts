// Issue 50, point 5: whose lead. Assigning it (a consultant's, kept in the activity record),
// "Mine" in the inbox, mine first in the day's view, and its alerts to that person only.
import type { SendMailOptions } from "nodemailer";
import { beforeEach, describe, expect, it } from "vitest";
import type { ActivityEntry } from "../../shared/team.js";
import { sendMessage } from "../mail/send-message.js";
import type { OutboxMessage } from "../mail/outbox.js";
import { ADMIN_PASSWORD } from "../testing/admin.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { allMessageKinds } from "../testing/outbox.js";
import { signInAs } from "../testing/team.js";
import { addPerson, type Person } from "../team/people.js";
import { teamReaders } from "../team/readers.js";
import { insertLead } from "./repository.js";

const { site, harness } = collectorPerTest();
const IDENTITY = { from: "Leads <leads@example.com>", ownerEmail: "notify@example.com", publicUrl: undefined };

describe.each(DIALECTS)("whose lead, on %s", (dialect) => {
  type Member = { cookie: string; person: Person };
  let owner: Member;
  let consultant: Member;
  let viewer: Member;

  beforeEach(async () => {
    await harness.start(site.dir, { ADMIN_PASSWORD }, dialect);
    const receivedAt = new Date(Date.now() - 60_000);
    await insertLead(harness.app.db, { ...newLead(), id: "lead-1", receivedAt, company: "First Example Co" });
    await insertLead(harness.app.db, {
      ...newLead(),
      id: "lead-2",
      receivedAt: new Date(receivedAt.getTime() + 1000),
      company: "Second Example Co",
    });
    owner = await signInAs(harness.app, "owner");
    consultant = await signInAs(harness.app, "consultant", { language: "pt" });
    viewer = await signInAs(harness.app, "viewer");
  });

  const as = (who: Member, method: "GET" | "PUT", url: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie: who.cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it("lets a consultant give a lead to a person and take it back, kept with who did it", async () => {
    const given = await as(consultant, "PUT", "/leads/lead-2/assignee", { assignee: consultant.person.id });
    expect(given.statusCode).toBe(200);
    expect(given.json().assignedTo).toBe(consultant.person.id);
    expect((await as(viewer, "GET", "/leads/lead-2")).json().assignedTo).toBe(consultant.person.id);

    const history: ActivityEntry[] = (await as(owner, "GET", "/leads/lead-2/activity")).json().entries;
    expect(history).toEqual([
      expect.objectContaining({ kind: "assign", personId: consultant.person.id, detail: consultant.person.name }),
    ]);

    const cleared = await as(owner, "PUT", "/leads/lead-2/assignee", { assignee: null });
    expect(cleared.json().assignedTo).toBeNull();
    const after: ActivityEntry[] = (await as(owner, "GET", "/leads/lead-2/activity")).json().entries;
    expect(after[0]).toMatchObject({ kind: "assign", personId: owner.person.id, detail: "cleared" });
  });

  it("refuses a viewer, an unknown or removed person, a viewer as assignee and a missing lead", async () => {
    expect((await as(viewer, "PUT", "/leads/lead-1/assignee", { assignee: viewer.person.id })).statusCode).toBe(403);
    expect((await as(owner, "PUT", "/leads/lead-1/assignee", { assignee: "nobody" })).statusCode).toBe(400);
    expect((await as(owner, "PUT", "/leads/lead-1/assignee", { assignee: viewer.person.id })).statusCode).toBe(400);
    expect((await as(owner, "PUT", "/leads/lead-1/assignee", { assignee: "x".repeat(65) })).statusCode).toBe(400);
    expect((await as(owner, "PUT", "/leads/lead-9/assignee", { assignee: owner.person.id })).statusCode).toBe(404);
    await harness.app.db
      .updateTable("people")
      .set({ removed_at: new Date().toISOString() })
      .where("id", "=", consultant.person.id)
      .execute();
    expect((await as(owner, "PUT", "/leads/lead-1/assignee", { assignee: consultant.person.id })).statusCode).toBe(400);
  });

  it("lists only the asker's leads under Mine, and puts them first in the day's view", async () => {
    await as(owner, "PUT", "/leads/lead-2/assignee", { assignee: consultant.person.id });
    const mine = (await as(consultant, "GET", "/leads?mine=true")).json();
    expect(mine.leads.map((lead: { id: string }) => lead.id)).toEqual(["lead-2"]);
    expect(mine.total).toBe(1);
    expect((await as(owner, "GET", "/leads?mine=true")).json().total).toBe(0);
    expect((await as(owner, "GET", "/leads")).json().total).toBe(2);

    // Oldest first otherwise: lead-1 came first.
    const ids = (who: Member) =>
      as(who, "GET", "/today").then((reply) => reply.json().replies.map((lead: { id: string }) => lead.id));
    expect(await ids(owner)).toEqual(["lead-1", "lead-2"]);
    expect(await ids(consultant)).toEqual(["lead-2", "lead-1"]);
  });

  it("sends a lead's alert to its assignee only; unassigned, to each who asked for alerts, in their language", async () => {
    const quiet = await addPerson(harness.app.db, {
      email: "quiet@example.com",
      name: "Quiet Example",
      role: "owner",
      language: "en",
      timeZone: "UTC",
    });
    await harness.app.db.updateTable("people").set({ new_lead_alerts: 0 }).where("id", "=", quiet!.id).execute();
    const notify = async (leadId: string): Promise<SendMailOptions[]> => {
      const sent: SendMailOptions[] = [];
      const message = { id: `n-${leadId}`, leadId, kind: "notification", payload: null } as OutboxMessage;
      const transport = { deliver: async (mail: SendMailOptions) => void sent.push(mail) };
      const deps = { db: harness.app.db, transport, identity: IDENTITY, now: () => new Date() };
      expect(
        await sendMessage({ ...deps, kinds: allMessageKinds(), findReaders: teamReaders }, message),
      ).toBeUndefined();
      return sent;
    };

    // Unassigned: everyone who asked (the default), not the one who did not, nor NOTIFY_EMAIL.
    const all = await notify("lead-1");
    expect(all.map((mail) => mail.to).sort()).toEqual([
      "consultant@example.com",
      "owner@example.com",
      "viewer@example.com",
    ]);
    expect(all.find((mail) => mail.to === "consultant@example.com")!.subject).toBe(
      "Novo contato de consultoria: First Example Co",
    );

    // Assigned: its person only, even one who asked for no alerts on unassigned leads.
    await as(owner, "PUT", "/leads/lead-1/assignee", { assignee: quiet!.id });
    expect((await notify("lead-1")).map((mail) => mail.to)).toEqual(["quiet@example.com"]);
    await as(owner, "PUT", "/leads/lead-1/assignee", { assignee: consultant.person.id });
    expect((await notify("lead-1")).map((mail) => mail.to)).toEqual(["consultant@example.com"]);
  });

  it("falls back to NOTIFY_EMAIL only while the team is empty; the Monday e-mail to each who wants it", async () => {
    const db = harness.app.db;
    await db.updateTable("people").set({ weekly_email: 0 }).where("id", "=", viewer.person.id).execute();
    expect((await teamReaders(db, IDENTITY, "weekly")).map((reader) => reader.to)).toEqual([
      "owner@example.com",
      "consultant@example.com",
    ]);
    expect(await teamReaders(db, IDENTITY, "owners")).toEqual([
      { to: "owner@example.com", language: "en", timeZone: "UTC" },
    ]);
    // An assignee since removed: the lead's alerts go to everyone who asked again.
    await db
      .updateTable("people")
      .set({ removed_at: new Date().toISOString() })
      .where("id", "=", owner.person.id)
      .execute();
    const readers = await teamReaders(db, IDENTITY, { lead: { assigneeId: owner.person.id } });
    expect(readers.map((reader) => reader.to)).toEqual(["consultant@example.com", "viewer@example.com"]);
    await db.updateTable("people").set({ removed_at: new Date().toISOString() }).execute();
    expect(await teamReaders(db, IDENTITY, "weekly")).toEqual([
      { to: "notify@example.com", language: "en", timeZone: "UTC" },
    ]);
  });
});
