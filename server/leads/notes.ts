import type { Kysely } from "kysely";
import { MAX_NOTES_PER_LEAD, type NoteJson } from "../../shared/admin-api.js";
import { stripFormatCharacters } from "../../shared/format-characters.js";
import type { Database } from "../db/database.js";
import { queueEvent } from "../webhooks/deliveries.js";
import type { Note } from "./pipeline.js";
import { findLead } from "./repository.js";

type NoteRow = { id: string; lead_id: string; body: string; created_at: string; updated_at: string };

const fromRow = (row: NoteRow): Note => ({
  id: row.id,
  leadId: row.lead_id,
  body: row.body,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

/** Why a note was not written: no such lead (or note), or the lead holds as many as it may. */
export type NoteRefusal = "not-found" | "too-many";

/** The leads' notes, by lead id, oldest first (the detail, the exports, the visitor's own data). */
export async function notesOfLeads(db: Kysely<Database>, leadIds: readonly string[]): Promise<Map<string, Note[]>> {
  const notes = new Map<string, Note[]>();
  for (let start = 0; start < leadIds.length; start += 500) {
    const rows = await db
      .selectFrom("lead_notes")
      .selectAll()
      .where("lead_id", "in", leadIds.slice(start, start + 500))
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    for (const row of rows) notes.set(row.lead_id, [...(notes.get(row.lead_id) ?? []), fromRow(row)]);
  }
  return notes;
}

export async function notesOf(db: Kysely<Database>, leadId: string): Promise<Note[]> {
  return (await notesOfLeads(db, [leadId])).get(leadId) ?? [];
}

/**
 * Adds the owner's note to a lead, with `lead.note_added` through the outbox, in one transaction.
 * The text is kept as written but for the blank lines around it; an empty note is refused by the
 * caller's schema, one of only spaces here.
 */
export async function addNote(
  db: Kysely<Database>,
  leadId: string,
  body: string,
  now = new Date(),
): Promise<Note | NoteRefusal | "empty"> {
  const text = body.trim();
  if (text === "") return "empty";
  return db.transaction().execute<Note | NoteRefusal>(async (trx) => {
    const lead = await findLead(trx, leadId);
    if (lead === undefined) return "not-found";
    const { count } = await trx
      .selectFrom("lead_notes")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("lead_id", "=", leadId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_NOTES_PER_LEAD) return "too-many";
    const at = now.toISOString();
    const row: NoteRow = { id: crypto.randomUUID(), lead_id: leadId, body: text, created_at: at, updated_at: at };
    await trx.insertInto("lead_notes").values(row).execute();
    const note = fromRow(row);
    await queueEvent(trx, { type: "lead.note_added", lead, note }, now);
    return note;
  });
}

/** Rewrites one of the lead's notes; its `updatedAt` moves, its `createdAt` stays. */
export async function editNote(
  db: Kysely<Database>,
  leadId: string,
  noteId: string,
  body: string,
  now = new Date(),
): Promise<Note | "not-found" | "empty"> {
  const text = body.trim();
  if (text === "") return "empty";
  const result = await db
    .updateTable("lead_notes")
    .set({ body: text, updated_at: now.toISOString() })
    .where("id", "=", noteId)
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return "not-found";
  const row = await db.selectFrom("lead_notes").selectAll().where("id", "=", noteId).executeTakeFirstOrThrow();
  return fromRow(row);
}

/** Deletes one of the lead's notes; false when the lead holds no such note. */
export async function deleteNote(db: Kysely<Database>, leadId: string, noteId: string): Promise<boolean> {
  const result = await db
    .deleteFrom("lead_notes")
    .where("id", "=", noteId)
    .where("lead_id", "=", leadId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A note as the inbox shows it: as written, invisible format characters left out like a lead's. */
export const noteJson = (note: Note): NoteJson => ({
  id: note.id,
  body: stripFormatCharacters(note.body),
  createdAt: note.createdAt.toISOString(),
  updatedAt: note.updatedAt.toISOString(),
});
