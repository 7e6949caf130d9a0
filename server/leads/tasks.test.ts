// Issue 51, point 6: follow-ups as tasks. A task's text, day and time, done and deleted, kept with
// who did it; winning or losing a lead asks about its open tasks; the reminder e-mail to the
// lead's people at the task's time (or 09:00 in each one's zone), in their language, once.
import type { SendMailOptions } from "nodemailer";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_TASKS_PER_LEAD, type TaskJson } from "../../shared/tasks.js";
import type { ActivityEntry } from "../../shared/team.js";
import { setTestClock } from "../../shared/test-clock.js";
import { listMessages, markMessageSent, type OutboxMessage } from "../mail/outbox.js";
import { sendMessage } from "../mail/send-message.js";
import { ADMIN_PASSWORD } from "../testing/admin.js";
import { collectorPerTest } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { newLead } from "../testing/leads.js";
import { allMessageKinds } from "../testing/outbox.js";
import { signInAs } from "../testing/team.js";
import type { Person } from "../team/people.js";
import { teamReaders } from "../team/readers.js";
import { findLead, insertLead } from "./repository.js";
import { addTask, completeTask, deleteTask, TASK_REMINDER_KIND } from "./tasks.js";
import { today } from "./today.js";

const { site, harness } = collectorPerTest();
const IDENTITY = {
  from: "Leads <leads@example.com>",
  ownerEmail: "notify@example.com",
  publicUrl: "https://site.example",
};
const LEAD = "lead-1";
/** A Wednesday: 10:00 in São Paulo, 13:00 in Lisbon and UTC. */
const WEDNESDAY = "2026-11-25T13:00:00Z";

describe.each(DIALECTS)("a lead's tasks, on %s", (dialect) => {
  type Member = { cookie: string; person: Person };
  let owner: Member;
  let consultant: Member;
  let viewer: Member;

  beforeEach(async () => {
    setTestClock(WEDNESDAY);
    await harness.start(site.dir, { ADMIN_PASSWORD, BOOKING_TIMEZONE: "America/Sao_Paulo" }, dialect);
    await insertLead(harness.app.db, { ...newLead(), id: LEAD, receivedAt: new Date(), company: "Example Co" });
    owner = await signInAs(harness.app, "owner", { language: "pt" });
    consultant = await signInAs(harness.app, "consultant");
    viewer = await signInAs(harness.app, "viewer");
    // The owner works from São Paulo, the consultant from Lisbon.
    const zone = (person: Person, timeZone: string) =>
      harness.app.db.updateTable("people").set({ time_zone: timeZone }).where("id", "=", person.id).execute();
    await zone(owner.person, "America/Sao_Paulo");
    await zone(consultant.person, "Europe/Lisbon");
    // The viewer asked for no alerts: the reminders go to the owner and the consultant.
    await harness.app.db.updateTable("people").set({ new_lead_alerts: 0 }).where("id", "=", viewer.person.id).execute();
  });

  const as = (who: Member, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) =>
    harness.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: { cookie: who.cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const tasks = async (who: Member = viewer): Promise<TaskJson[]> =>
    (await as(who, "GET", `/leads/${LEAD}/tasks`)).json().tasks;
  const history = async (): Promise<ActivityEntry[]> =>
    (await as(owner, "GET", `/leads/${LEAD}/activity`)).json().entries;

  /** Sends one outbox message as the worker would, at the test clock's now: what went, to whom. */
  async function send(message: OutboxMessage) {
    const sent: SendMailOptions[] = [];
    const transport = { deliver: async (mail: SendMailOptions) => void sent.push(mail) };
    const deps = { db: harness.app.db, transport, identity: IDENTITY, now: () => new Date() };
    const outcome = await sendMessage({ ...deps, kinds: allMessageKinds(), findReaders: teamReaders }, message);
    if (outcome === undefined) await markMessageSent(harness.app.db, message.id);
    return { outcome, sent };
  }
  const reminders = async () =>
    (await listMessages(harness.app.db, LEAD))
      .filter((message) => message.kind === TASK_REMINDER_KIND)
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());

  it("a consultant adds a task with a time in their zone, marks it done and deletes another, each kept with who did it", async () => {
    const made = await as(consultant, "POST", `/leads/${LEAD}/tasks`, {
      text: "Send the proposal",
      on: "2026-11-26",
      at: "15:30",
    });
    expect(made.statusCode, made.body).toBe(201);
    // 15:30 in Lisbon on a winter Thursday is 15:30 UTC.
    expect(made.json()).toMatchObject({
      text: "Send the proposal",
      on: "2026-11-26",
      at: "2026-11-26T15:30:00.000Z",
      createdBy: consultant.person.name,
      doneAt: null,
    });
    const other = await as(owner, "POST", `/leads/${LEAD}/tasks`, { on: "2026-11-25" });
    expect(other.json()).toMatchObject({ text: null, at: null, createdBy: owner.person.name });
    // The next open task's day is the lead's follow-up: Today lists it.
    expect((await findLead(harness.app.db, LEAD))!.followUpOn).toBe("2026-11-25");
    expect((await today(harness.app.db, "America/Sao_Paulo")).followUps.map((lead) => lead.id)).toEqual([LEAD]);
    expect((await tasks()).map((task) => task.on)).toEqual(["2026-11-25", "2026-11-26"]);

    // A viewer reads them and changes none.
    expect((await as(viewer, "POST", `/leads/${LEAD}/tasks`, { on: "2026-11-26" })).statusCode).toBe(403);
    expect((await as(viewer, "POST", `/leads/${LEAD}/tasks/${other.json().id}/done`)).statusCode).toBe(403);

    const done = await as(owner, "POST", `/leads/${LEAD}/tasks/${other.json().id}/done`);
    expect(done.json()).toMatchObject({ doneBy: owner.person.name, doneAt: expect.any(String) });
    expect((await findLead(harness.app.db, LEAD))!.followUpOn).toBe("2026-11-26");
    expect((await as(consultant, "DELETE", `/leads/${LEAD}/tasks/${made.json().id}`)).statusCode).toBe(204);
    expect((await findLead(harness.app.db, LEAD))!.followUpOn).toBeNull();
    expect((await tasks()).map((task) => [task.text, task.doneBy])).toEqual([[null, owner.person.name]]);

    expect((await history()).map((entry) => [entry.kind, entry.personName])).toEqual([
      ["task-delete", consultant.person.name],
      ["task-done", owner.person.name],
      ["task-add", owner.person.name],
      ["task-add", consultant.person.name],
    ]);
    // Another lead's task, or none: 404.
    await insertLead(harness.app.db, { ...newLead(), id: "lead-2", receivedAt: new Date() });
    expect((await as(owner, "POST", `/leads/lead-2/tasks/${other.json().id}/done`)).statusCode).toBe(404);
    expect((await as(owner, "DELETE", `/leads/lead-2/tasks/${other.json().id}`)).statusCode).toBe(404);
    expect((await as(owner, "POST", `/leads/lead-9/tasks`, { on: "2026-11-26" })).statusCode).toBe(404);
  });

  it("holds at most MAX_TASKS_PER_LEAD tasks a lead: each one mails a reminder", async () => {
    for (let index = 0; index < MAX_TASKS_PER_LEAD; index++)
      await addTask(harness.app.db, {
        leadId: LEAD,
        text: `task ${index}`,
        on: "2026-12-01",
        at: null,
        timeZone: "UTC",
        personId: null,
        remind: false,
      });
    const res = await as(owner, "POST", `/leads/${LEAD}/tasks`, { on: "2026-12-01" });
    expect(res.statusCode, res.body).toBe(400);
    expect(await tasks()).toHaveLength(MAX_TASKS_PER_LEAD);
  });

  it("winning a lead marks its open tasks done unless they are kept; losing one kept asks nothing again", async () => {
    await as(owner, "POST", `/leads/${LEAD}/tasks`, { text: "Call back", on: "2026-11-27", at: "10:00" });
    await as(owner, "POST", "/leads/stage", { ids: [LEAD], stage: "won", openTasks: "keep" });
    expect((await tasks()).map((task) => task.doneAt)).toEqual([null]);
    // Back to proposal, then won with no choice: done, by whoever moved it.
    await as(owner, "POST", "/leads/stage", { ids: [LEAD], stage: "proposal" });
    const won = await as(consultant, "POST", "/leads/stage", { ids: [LEAD], stage: "won" });
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().leads[0]).toMatchObject({ followUpOn: null });
    expect((await tasks()).map((task) => task.doneBy)).toEqual([consultant.person.name]);
    expect(
      (await as(owner, "POST", "/leads/stage", { ids: [LEAD], stage: "won", openTasks: "later" })).statusCode,
    ).toBe(400);
  });

  it("reminds the lead's people at the task's time, each in their language and zone, once; a task done before sends nothing", async () => {
    const made = await addTask(harness.app.db, {
      leadId: LEAD,
      text: "Send the proposal",
      on: "2026-11-25",
      at: "14:00",
      timeZone: "America/Sao_Paulo",
      personId: owner.person.id,
      remind: true,
    });
    if (typeof made === "string") throw new Error(made);
    const [reminder, ...more] = await reminders();
    expect(more).toEqual([]);
    // 14:00 in São Paulo is 17:00 UTC; not waiting until then.
    expect(reminder!.nextAttemptAt.toISOString()).toBe("2026-11-25T17:00:00.000Z");

    setTestClock("2026-11-25T17:00:00Z");
    const { outcome, sent } = await send(reminder!);
    expect(outcome).toBeUndefined();
    const byReader = new Map(sent.map((mail) => [mail.to, mail]));
    expect([...byReader.keys()].sort()).toEqual([consultant.person.email, owner.person.email]);
    const pt = byReader.get(owner.person.email)!;
    expect(pt.subject).toBe("Lembrete de tarefa: Send the proposal (Example Co)");
    expect(pt.text).toContain("14h");
    expect(pt.text).toContain(`https://site.example/admin`);
    const en = byReader.get(consultant.person.email)!;
    expect(en.subject).toBe("Task due: Send the proposal (Example Co)");
    expect(en.text).toContain("5:00 PM");

    // A second task, done before its time: nothing goes; a deleted one neither.
    const early = await addTask(harness.app.db, {
      leadId: LEAD,
      text: null,
      on: "2026-11-26",
      at: "09:30",
      timeZone: "Europe/Lisbon",
      personId: null,
      remind: true,
    });
    const gone = await addTask(harness.app.db, {
      leadId: LEAD,
      text: null,
      on: "2026-11-26",
      at: "11:00",
      timeZone: "Europe/Lisbon",
      personId: null,
      remind: true,
    });
    if (typeof early === "string" || typeof gone === "string") throw new Error("not added");
    await completeTask(harness.app.db, LEAD, early.id, consultant.person.id);
    await deleteTask(harness.app.db, LEAD, gone.id);
    setTestClock("2026-11-26T12:00:00Z");
    const waiting = (await reminders()).filter((message) => message.sentAt === null);
    expect(waiting).toHaveLength(2);
    for (const message of waiting) expect((await send(message)).sent).toEqual([]);
    expect((await send(waiting[0]!)).outcome).toEqual({ skipped: "the task was done" });
    expect((await send(waiting[1]!)).outcome).toEqual({ skipped: "the task is gone" });
  });

  it("reminds of a task for the day at 09:00 in each reader's zone; its assignee alone when the lead has one", async () => {
    const made = await addTask(harness.app.db, {
      leadId: LEAD,
      text: null,
      on: "2026-11-26",
      at: null,
      timeZone: "America/Sao_Paulo",
      personId: null,
      remind: true,
    });
    if (typeof made === "string") throw new Error(made);
    // First looked at when 09:00 of Thursday comes first anywhere: nobody's yet.
    const [first] = await reminders();
    expect(first!.nextAttemptAt.toISOString()).toBe("2026-11-25T19:00:00.000Z");
    setTestClock(first!.nextAttemptAt.getTime());
    expect((await send(first!)).outcome).toEqual({ skipped: "its readers' 09:00 is still ahead" });

    // 09:00 in Lisbon (UTC in winter): the consultant, in English.
    const [, lisbon] = await reminders();
    expect(lisbon!.nextAttemptAt.toISOString()).toBe("2026-11-26T09:00:00.000Z");
    setTestClock(lisbon!.nextAttemptAt.getTime());
    const atLisbon = await send(lisbon!);
    expect(atLisbon.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [consultant.person.email, "Task due: Follow up (Example Co)"],
    ]);

    // 09:00 in São Paulo: the owner, in Portuguese, and the consultant not again.
    const [, , saoPaulo] = await reminders();
    expect(saoPaulo!.nextAttemptAt.toISOString()).toBe("2026-11-26T12:00:00.000Z");
    setTestClock(saoPaulo!.nextAttemptAt.getTime());
    const atSaoPaulo = await send(saoPaulo!);
    expect(atSaoPaulo.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [owner.person.email, "Lembrete de tarefa: Retomar contato (Example Co)"],
    ]);
    expect(await reminders()).toHaveLength(3);

    // Assigned to the consultant: only they hear of the next one.
    setTestClock(WEDNESDAY);
    await harness.app.db
      .updateTable("leads")
      .set({ assigned_to: consultant.person.id })
      .where("id", "=", LEAD)
      .execute();
    const timed = await addTask(harness.app.db, {
      leadId: LEAD,
      text: "Call",
      on: "2026-11-25",
      at: "15:00",
      timeZone: "UTC",
      personId: null,
      remind: true,
    });
    if (typeof timed === "string") throw new Error(timed);
    setTestClock("2026-11-25T15:00:00Z");
    const last = (await reminders()).find((message) => message.sentAt === null)!;
    expect((await send(last)).sent.map((mail) => mail.to)).toEqual([consultant.person.email]);
  });

  it("a task for a time already gone when it is made reminds no one", async () => {
    await addTask(harness.app.db, {
      leadId: LEAD,
      text: null,
      on: "2026-11-25",
      at: "08:00",
      timeZone: "UTC",
      personId: null,
      remind: true,
    });
    expect(await reminders()).toEqual([]);
    // For today at 13:00 UTC: 09:00 has passed in Lisbon and São Paulo alike.
    await addTask(harness.app.db, {
      leadId: LEAD,
      text: null,
      on: "2026-11-25",
      at: null,
      timeZone: "UTC",
      personId: null,
      remind: true,
    });
    const [now] = await reminders();
    expect((await send(now!)).outcome).toEqual({ skipped: "its time had passed when it was made" });
  });
});
