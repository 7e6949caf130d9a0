import { sql, SqliteAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The visitor's own data (issue 29, docs/decisions/054-privacy-requests-hold-no-address.md):
 * - `privacy_requests`: one row per request, holding no address: the keyed hash of the canonical
 *   mailbox, the time, the language, the link's and the session's state, and what an erasure
 *   removed. It stays after an erasure, as the record that it was honoured.
 * - the outbox's `lead_id` may be null: a message that must outlive its lead (the CANCEL of a call
 *   whose lead is being erased, the erasure's last messages) is detached from it and carries what
 *   it needs in its payload, and is deleted once sent (decision 055).
 */
export const privacy: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("privacy_requests")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("requested_at", "text", (col) => col.notNull())
      .addColumn("language", "text", (col) => col.notNull())
      .addColumn("mailbox_key", "text", (col) => col.notNull())
      .addColumn("action", "text", (col) => col.notNull().defaultTo("access"))
      .addColumn("link_expires_at", "text", (col) => col.notNull())
      .addColumn("opened_at", "text")
      .addColumn("session_key", "text")
      .addColumn("session_expires_at", "text")
      .addColumn("completed_at", "text")
      .addColumn("erased", "text")
      .addCheckConstraint("privacy_requests_action_check", sql`action in ('access', 'erasure')`)
      .addCheckConstraint("privacy_requests_language_check", sql`language in ('en', 'pt')`)
      .execute();
    await db.schema
      .createIndex("privacy_requests_mailbox_idx")
      .on("privacy_requests")
      .columns(["mailbox_key", "requested_at"])
      .execute();
    await db.schema
      .createIndex("privacy_requests_requested_at_idx")
      .on("privacy_requests")
      .column("requested_at")
      .execute();
    await db.schema.createIndex("privacy_requests_session_idx").on("privacy_requests").column("session_key").execute();

    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await rebuildOutboxWithNullableLead(db);
    } else {
      await db.schema
        .alterTable("outbox")
        .alterColumn("lead_id", (col) => col.dropNotNull())
        .execute();
    }
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("privacy_requests").execute();
    // Detached messages have no lead to belong to once `lead_id` is required again.
    await sql`delete from outbox where lead_id is null`.execute(db);
    if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
      await db.schema
        .alterTable("outbox")
        .alterColumn("lead_id", (col) => col.setNotNull())
        .execute();
    }
  },
};

/** SQLite cannot drop a NOT NULL: the table is copied into one without it (nothing refers to it). */
async function rebuildOutboxWithNullableLead(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("outbox_next")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("lead_id", "text", (col) => col.references("leads.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    .addColumn("kind", "text", (col) => col.notNull().defaultTo("notification"))
    .addColumn("mailbox", "text")
    .addColumn("payload", "text")
    .execute();
  const columns = sql.join(
    [
      "id",
      "lead_id",
      "created_at",
      "attempts",
      "next_attempt_at",
      "sent_at",
      "last_error",
      "kind",
      "mailbox",
      "payload",
    ].map((column) => sql.id(column)),
  );
  await sql`insert into outbox_next (${columns}) select ${columns} from outbox`.execute(db);
  await db.schema.dropTable("outbox").execute();
  await db.schema.alterTable("outbox_next").renameTo("outbox").execute();
  await db.schema
    .createIndex("outbox_due_idx")
    .on("outbox")
    .column("next_attempt_at")
    .where(sql.ref("sent_at"), "is", null)
    .execute();
  await db.schema.createIndex("outbox_lead_id_idx").on("outbox").column("lead_id").execute();
  await db.schema.createIndex("outbox_recipient_idx").on("outbox").columns(["mailbox", "created_at"]).execute();
}
