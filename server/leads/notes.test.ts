import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  leadJson,
  MAX_NOTE_LENGTH,
  MAX_NOTES_PER_LEAD,
  noteJson,
  todayReply,
  type LeadJson,
} from "../../shared/admin-api.js";
import { dayKey } from "../../shared/call-time.js";
import { secretReply, webhookEvent } from "../../shared/webhooks.js";
import type { Env } from "../config.js";
import { ADMIN_PASSWORD, parseCsv, signIn } from "../testing/admin.js";
import { collectorPerTest, CONSULTING } from "../testing/collector.js";
import { DIALECTS } from "../testing/databases.js";
import { Receiver, verified } from "../testing/webhook-receiver.js";

const { site, harness } = collectorPerTest();

/** The owner's zone: a follow-up "today" is the owner's day, not the server's. */
const ZONE = "America/Sao_Paulo";
const ENV: Env = { ADMIN_PASSWORD, WEBHOOK_ALLOW_PRIVATE: "1", BOOKING_TIMEZONE: ZONE };

let receiver: Receiver;
let url: string;
let cookie: string;
beforeEach(async () => {
  receiver = new Receiver();
  url = await receiver.start();
});
afterEach(() => receiver.stop());

async function start(dialect: "sqlite" | "postgres") {
  await harness.start(site.dir, ENV, dialect, { webhooks: { pollMs: 20, schedule: [40] } });
  await harness.app.listen({ port: 0, host: "127.0.0.1" });
  cookie = await signIn(harness.app);
}

const admin = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", path: string, payload?: unknown) =>
  harness.app.inject({ method, url: `/api/admin${path}`, headers: { cookie }, ...(payload ? { payload } : {}) });

const lead = async (id: string) => v.parse(leadJson, (await admin("GET", `/leads/${id}`)).json());

async function postLead(email: string): Promise<string> {
  await harness.postJson({ ...CONSULTING, email });
  const { leads } = (await admin("GET", `/leads?q=${encodeURIComponent(email)}`)).json<{ leads: LeadJson[] }>();
  return leads[0]!.id;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe.each(DIALECTS)("the owner's notes and follow-ups on %s", (dialect) => {
  it("adds, edits and deletes a note, kept as text, in the detail, the exports and the webhook", async () => {
    await start(dialect);
    const added = await admin("POST", "/webhooks/endpoints", { url, events: ["lead.note_added"] });
    const { secret } = v.parse(secretReply, added.json());
    const id = await postLead("notes@example.com");

    const body = '  =HYPERLINK("https://evil.example")\n<script>alert(1)</script>  ';
    const res = await admin("POST", `/leads/${id}/notes`, { body });
    expect(res.statusCode, res.body).toBe(201);
    const note = v.parse(noteJson, res.json());
    expect(note.body).toBe(body.trim());
    expect(note.updatedAt).toBe(note.createdAt);
    expect((await lead(id)).notes).toEqual([note]);

    const [event] = (await receiver.waitFor(1)).map((request) => v.parse(webhookEvent, verified(request, secret)));
    expect(event).toMatchObject({
      type: "lead.note_added",
      data: { id: note.id, body: body.trim(), createdAt: note.createdAt, lead: { id, email: "notes@example.com" } },
    });

    const csv = parseCsv((await admin("GET", "/leads/export?format=csv")).body.replace(/^\uFEFF/, ""));
    const notesColumn = csv[0]!.indexOf("notes");
    expect(notesColumn).toBeGreaterThan(0);
    // A cell that would start a formula is neutralised; this one starts with the note's time.
    expect(csv[1]![notesColumn]).toBe(`${note.createdAt} ${body.trim()}`);
    const json = JSON.parse((await admin("GET", "/leads/export?format=json")).body) as { notes: unknown[] }[];
    expect(json[0]!.notes).toEqual([{ createdAt: note.createdAt, updatedAt: note.updatedAt, body: body.trim() }]);

    const edited = await admin("PATCH", `/leads/${id}/notes/${note.id}`, { body: "Call back on Thursday" });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: note.id, body: "Call back on Thursday", createdAt: note.createdAt });
    expect((await lead(id)).notes?.map((each) => each.body)).toEqual(["Call back on Thursday"]);

    const other = await postLead("other@example.com");
    // A note is reached through its own lead only.
    expect((await admin("PATCH", `/leads/${other}/notes/${note.id}`, { body: "x" })).statusCode).toBe(404);
    expect((await admin("DELETE", `/leads/${other}/notes/${note.id}`)).statusCode).toBe(404);
    expect((await admin("DELETE", `/leads/${id}/notes/${note.id}`)).statusCode).toBe(204);
    expect((await lead(id)).notes).toEqual([]);
    expect((await admin("DELETE", `/leads/${id}/notes/${note.id}`)).statusCode).toBe(404);
    expect((await admin("POST", `/leads/no-such-lead/notes`, { body: "x" })).statusCode).toBe(404);
  });

  it.each<[string, unknown]>([
    ["no body", {}],
    ["an empty note", { body: "" }],
    ["a note of spaces only", { body: "   \n " }],
    ["a note too long", { body: "x".repeat(MAX_NOTE_LENGTH + 1) }],
    ["a NUL", { body: "a\u0000b" }],
    ["a body that is not text", { body: { text: "x" } }],
  ])("refuses %s: 400 BAD_REQUEST", async (_, payload) => {
    await start(dialect);
    const id = await postLead("refused@example.com");
    const res = await admin("POST", `/leads/${id}/notes`, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe("BAD_REQUEST");
    expect((await lead(id)).notes).toEqual([]);
  });

  it("holds at most MAX_NOTES_PER_LEAD notes on a lead", async () => {
    await start(dialect);
    const id = await postLead("many@example.com");
    await harness.app.db
      .insertInto("lead_notes")
      .values(
        Array.from({ length: MAX_NOTES_PER_LEAD }, (_, index) => ({
          id: `n-${index}`,
          lead_id: id,
          body: `note ${index}`,
          created_at: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(),
          updated_at: new Date(Date.UTC(2026, 10, 1, 0, index)).toISOString(),
        })),
      )
      .execute();
    const res = await admin("POST", `/leads/${id}/notes`, { body: "one more" });
    expect(res.statusCode, res.body).toBe(400);
    expect((await lead(id)).notes).toHaveLength(MAX_NOTES_PER_LEAD);
    expect((await admin("DELETE", `/leads/${id}/notes/n-0`)).statusCode).toBe(204);
    expect((await admin("POST", `/leads/${id}/notes`, { body: "one more" })).statusCode).toBe(201);
  });

  it("a task sets the lead's follow-up day, deleting it clears it; today shows exactly the replies, follow-ups and calls due", async () => {
    await start(dialect);
    const today = dayKey(new Date(), ZONE);
    const fresh = await postLead("fresh@example.com");
    const due = await postLead("due@example.com");
    const later = await postLead("later@example.com");
    const overdue = await postLead("overdue@example.com");
    const spam = await postLead("spam@example.com");
    // Answered leads: no reply is due; their follow-ups decide.
    await admin("POST", "/leads/stage", { ids: [due, later, overdue, spam], stage: "replied" });
    for (const [id, on] of [
      [due, today],
      [later, addDays(today, 1)],
      [overdue, addDays(today, -3)],
      [spam, today],
    ] as const) {
      const res = await admin("POST", `/leads/${id}/tasks`, { on });
      expect(res.statusCode, res.body).toBe(201);
      expect(await lead(id)).toMatchObject({ followUpOn: on, followUpDue: on <= today });
    }
    await admin("PATCH", `/leads/${spam}`, { status: "spam" });

    const day = v.parse(todayReply, (await admin("GET", "/today")).json());
    expect(day.day).toBe(today);
    expect(day.replies.map((each) => each.id)).toEqual([fresh]);
    expect(day.followUps.map((each) => each.id)).toEqual([overdue, due]);
    expect(day.calls).toEqual([]);
    expect(day.more).toEqual({ replies: 0, followUps: 0 });

    const list = (await admin("GET", "/leads")).json<{ leads: LeadJson[] }>().leads;
    expect(list.find((each) => each.id === later)).toMatchObject({ followUpOn: addDays(today, 1), followUpDue: false });

    const [task] = (await admin("GET", `/leads/${due}/tasks`)).json<{ tasks: { id: string }[] }>().tasks;
    expect((await admin("DELETE", `/leads/${due}/tasks/${task!.id}`)).statusCode).toBe(204);
    expect(await lead(due)).toMatchObject({ followUpOn: null, followUpDue: false });
    const after = v.parse(todayReply, (await admin("GET", "/today")).json());
    expect(after.followUps.map((each) => each.id)).toEqual([overdue]);
  });

  it("flags a lead a week old, still new, with nothing scheduled", async () => {
    await start(dialect);
    const id = await postLead("stale@example.com");
    const weekAgo = new Date(Date.now() - 7 * 86_400_000 - 60_000).toISOString();
    await harness.app.db.updateTable("leads").set({ received_at: weekAgo }).where("id", "=", id).execute();
    expect(await lead(id)).toMatchObject({ stage: "new", stale: true, overdue: true });
    await admin("POST", `/leads/${id}/tasks`, { on: addDays(dayKey(new Date(), ZONE), 2) });
    expect((await lead(id)).stale).toBe(false);
  });

  it.each<[string, unknown]>([
    ["no date", {}],
    ["a month that is not one", { on: "2026-13-01" }],
    ["a time", { on: "2026-12-01T10:00:00Z" }],
    ["a number", { on: 20261201 }],
    ["a time that is not one", { on: "2026-12-01", at: "25:00" }],
    ["a text of two lines", { on: "2026-12-01", text: "call\nback" }],
    ["a text too long", { on: "2026-12-01", text: "x".repeat(301) }],
  ])("refuses a task with %s: 400 BAD_REQUEST", async (_, payload) => {
    await start(dialect);
    const id = await postLead("date@example.com");
    const res = await admin("POST", `/leads/${id}/tasks`, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect((await lead(id)).followUpOn).toBeNull();
  });
});
