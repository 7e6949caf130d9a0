import type { Kysely } from "kysely";
import type { ActivityEntry, ActivityKind } from "../../shared/team.js";
import type { TimelineEntry } from "../../shared/timeline.js";
import { stripFormatCharacters } from "../../shared/format-characters.js";
import type { Database } from "../db/database.js";
import { VISITOR_KIND_PREFIX } from "../mail/outbox.js";
import { listActivity } from "../team/activity.js";
import { stageHistory } from "./pipeline.js";
import { notesOf } from "./notes.js";
import { tasksOf } from "./tasks.js";

/** How far apart a change and the console's record of who made it may be: the same request. */
const SAME_REQUEST_MS = 10_000;

/**
 * The console's records of who did what, matched to the changes they made: each record names one
 * change, the nearest in time of its kind and subject; none for what the product or the visitor did.
 */
class WhoDidIt {
  private readonly unused: ActivityEntry[];
  constructor(entries: ActivityEntry[]) {
    this.unused = [...entries];
  }

  take(kinds: readonly ActivityKind[], subject: string, at: Date): string | null {
    let best: { index: number; distance: number } | undefined;
    this.unused.forEach((entry, index) => {
      if (!kinds.includes(entry.kind) || entry.subjectId !== subject) return;
      const distance = Math.abs(Date.parse(entry.at) - at.getTime());
      if (distance <= SAME_REQUEST_MS && (best === undefined || distance < best.distance)) best = { index, distance };
    });
    if (best === undefined) return null;
    return this.unused.splice(best.index, 1)[0]!.personName;
  }

  /** What no change above claimed: shown as it was recorded. */
  rest(): ActivityEntry[] {
    return this.unused;
  }
}

/** The records the timeline shows as its own entries (stage, call, note, task), never twice. */
const TOLD_BY_CHANGES: readonly ActivityKind[] = [
  "stage",
  "note",
  "task-add",
  "task-done",
  "call-move",
  "call-cancel",
  "call-outcome",
];

/**
 * A lead's timeline, newest first: its stage changes, calls (booked, moved, cancelled, held or
 * no-show), replies read from the owner's mailbox, notes, tasks made and done, the e-mails sent to
 * the visitor, and any other change made to it in the console, each once, with who did it.
 */
export async function leadTimeline(db: Kysely<Database>, leadId: string): Promise<TimelineEntry[]> {
  const calls = await db
    .selectFrom("bookings")
    .select([
      "id",
      "start_at",
      "status",
      "created_at",
      "updated_at",
      "timed_at",
      "outcome",
      "outcome_at",
      "cancel_reason",
    ])
    .where("lead_id", "=", leadId)
    .execute();
  // A call's change is kept under its lead (server/team/activity.ts `activitySubjects`).
  const records = await listActivity(db, { subjectId: leadId, limit: 500 });
  const who = new WhoDidIt(records);
  const entries: TimelineEntry[] = [];

  for (const change of await stageHistory(db, leadId))
    entries.push({
      kind: "stage",
      at: change.at.toISOString(),
      by: who.take(["stage"], leadId, change.at),
      from: change.from,
      to: change.to,
      reason: change.reason && stripFormatCharacters(change.reason),
    });

  for (const call of calls) {
    const start = new Date(call.start_at).toISOString();
    const booked = new Date(call.created_at);
    entries.push({ kind: "call-booked", at: booked.toISOString(), by: null, start });
    const timed = call.timed_at === null ? null : new Date(call.timed_at);
    if (timed !== null && timed.getTime() > booked.getTime())
      entries.push({ kind: "call-moved", at: timed.toISOString(), by: who.take(["call-move"], leadId, timed), start });
    if (call.status === "cancelled") {
      const cancelled = new Date(call.updated_at);
      entries.push({
        kind: "call-cancelled",
        at: cancelled.toISOString(),
        by: who.take(["call-cancel"], leadId, cancelled),
        start,
        reason: call.cancel_reason && stripFormatCharacters(call.cancel_reason),
      });
    }
    if (call.outcome !== null && call.outcome_at !== null) {
      const marked = new Date(call.outcome_at);
      entries.push({
        kind: "call-outcome",
        at: marked.toISOString(),
        by: who.take(["call-outcome"], leadId, marked),
        start,
        outcome: call.outcome,
      });
    }
  }

  const replies = await db
    .selectFrom("lead_replies")
    .select(["sent_at", "subject"])
    .where("lead_id", "=", leadId)
    .execute();
  for (const reply of replies)
    entries.push({
      kind: "reply",
      at: new Date(reply.sent_at).toISOString(),
      by: null,
      subject: stripFormatCharacters(reply.subject),
    });

  for (const note of await notesOf(db, leadId))
    entries.push({
      kind: "note",
      at: note.createdAt.toISOString(),
      by: who.take(["note"], leadId, note.createdAt),
      text: stripFormatCharacters(note.body),
    });

  for (const task of await tasksOf(db, leadId)) {
    const text = task.text && stripFormatCharacters(task.text);
    who.take(["task-add"], leadId, task.createdAt);
    entries.push({ kind: "task-added", at: task.createdAt.toISOString(), by: task.createdByName, text, on: task.on });
    if (task.doneAt !== null) {
      who.take(["task-done"], leadId, task.doneAt);
      entries.push({ kind: "task-done", at: task.doneAt.toISOString(), by: task.doneByName, text });
    }
  }

  const sent = await db
    .selectFrom("outbox")
    .select(["kind", "sent_at"])
    .where("lead_id", "=", leadId)
    .where("kind", "like", `${VISITOR_KIND_PREFIX}%`)
    .where("sent_at", "is not", null)
    .where("last_error", "is", null)
    .execute();
  for (const message of sent)
    entries.push({ kind: "email", at: new Date(message.sent_at!).toISOString(), by: null, message: message.kind });

  for (const record of who.rest())
    if (!TOLD_BY_CHANGES.includes(record.kind))
      entries.push({
        kind: "activity",
        at: record.at,
        by: record.personName,
        activity: record.kind,
        detail: record.detail,
      });

  return entries.sort((a, b) => b.at.localeCompare(a.at));
}
