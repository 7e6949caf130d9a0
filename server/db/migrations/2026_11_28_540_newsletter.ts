import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The newsletter (issue 54, server/newsletter/tables.ts): subscribers unique by list and mailbox,
 * their consents, the requests the caps count, the owner's letters and one delivery row per letter
 * and subscriber, whose primary key is what keeps a letter from reaching anyone twice.
 */
export const newsletter: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("newsletter_subscribers")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("list", "text", (col) => col.notNull())
      .addColumn("email", "text", (col) => col.notNull())
      .addColumn("mailbox", "text", (col) => col.notNull())
      .addColumn("language", "text", (col) => col.notNull())
      .addColumn("status", "text", (col) => col.notNull())
      .addColumn("source", "text")
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("confirmed_at", "text")
      .addColumn("departed_at", "text")
      .addColumn("generation", "integer", (col) => col.notNull().defaultTo(1))
      .addUniqueConstraint("newsletter_subscribers_list_mailbox_unique", ["list", "mailbox"])
      .addCheckConstraint("newsletter_subscribers_list_check", sql`list in ('insights', 'course-launch')`)
      .addCheckConstraint("newsletter_subscribers_language_check", sql`language in ('en', 'pt')`)
      .addCheckConstraint("newsletter_subscribers_status_check", sql`status in ('pending', 'confirmed', 'departed')`)
      .execute();
    await db.schema
      .createIndex("newsletter_subscribers_audience_idx")
      .on("newsletter_subscribers")
      .columns(["list", "language", "status"])
      .execute();
    await db.schema
      .createIndex("newsletter_subscribers_mailbox_idx")
      .on("newsletter_subscribers")
      .column("mailbox")
      .execute();

    await db.schema
      .createTable("newsletter_consents")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("subscriber_id", "text", (col) =>
        col.notNull().references("newsletter_subscribers.id").onDelete("cascade"),
      )
      .addColumn("given_at", "text", (col) => col.notNull())
      .addColumn("words", "text", (col) => col.notNull())
      .addColumn("language", "text", (col) => col.notNull())
      .addColumn("network", "text")
      .execute();
    await db.schema
      .createIndex("newsletter_consents_subscriber_idx")
      .on("newsletter_consents")
      .column("subscriber_id")
      .execute();

    await db.schema
      .createTable("newsletter_requests")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("mailbox", "text", (col) => col.notNull())
      .addColumn("network", "text")
      .addColumn("requested_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("newsletter_requests_mailbox_idx")
      .on("newsletter_requests")
      .columns(["mailbox", "requested_at"])
      .execute();
    await db.schema
      .createIndex("newsletter_requests_network_idx")
      .on("newsletter_requests")
      .columns(["network", "requested_at"])
      .execute();

    await db.schema
      .createTable("newsletter_letters")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("list", "text", (col) => col.notNull())
      .addColumn("language", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("markdown", "text", (col) => col.notNull())
      .addColumn("state", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addColumn("sending_at", "text")
      .addColumn("sent_at", "text")
      .addCheckConstraint("newsletter_letters_state_check", sql`state in ('draft', 'sending', 'sent')`)
      .execute();

    await db.schema
      .createTable("newsletter_deliveries")
      .addColumn("letter_id", "text", (col) => col.notNull().references("newsletter_letters.id").onDelete("cascade"))
      .addColumn("subscriber_id", "text", (col) =>
        col.notNull().references("newsletter_subscribers.id").onDelete("cascade"),
      )
      .addColumn("queued_at", "text", (col) => col.notNull())
      .addColumn("sent_at", "text")
      .addPrimaryKeyConstraint("newsletter_deliveries_pk", ["letter_id", "subscriber_id"])
      .execute();
    await db.schema
      .createIndex("newsletter_deliveries_queued_idx")
      .on("newsletter_deliveries")
      .column("queued_at")
      .execute();
    await db.schema
      .createIndex("newsletter_deliveries_subscriber_idx")
      .on("newsletter_deliveries")
      .column("subscriber_id")
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("newsletter_deliveries").execute();
    await db.schema.dropTable("newsletter_letters").execute();
    await db.schema.dropTable("newsletter_requests").execute();
    await db.schema.dropTable("newsletter_consents").execute();
    await db.schema.dropTable("newsletter_subscribers").execute();
  },
};
