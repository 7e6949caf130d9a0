import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Webhooks (issue 28, docs/decisions/048-webhook-deliveries.md): the owner's endpoints, one
 * delivery per event and endpoint (queued in the transaction of the lead or call it carries),
 * and every attempt to send one, for the delivery log.
 */
export const webhooks: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("webhook_endpoints")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("url", "text", (col) => col.notNull())
      .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
      // JSON array of event types.
      .addColumn("events", "text", (col) => col.notNull())
      // `whsec_` + base64: the Standard Webhooks form, given to the receiver as is.
      .addColumn("secret", "text", (col) => col.notNull())
      // The secret before the last rotation: it signs too until `previous_secret_until`.
      .addColumn("previous_secret", "text")
      .addColumn("previous_secret_until", "text")
      .addColumn("state", "text", (col) => col.notNull().defaultTo("active"))
      .addColumn("disabled_reason", "text")
      // When the first of an unbroken run of failed attempts happened; null after a success.
      .addColumn("failing_since", "text")
      .addColumn("from_settings", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("updated_at", "text", (col) => col.notNull())
      .addCheckConstraint("webhook_endpoints_state_check", sql`state in ('active', 'paused', 'disabled')`)
      .execute();

    await db.schema
      .createTable("webhook_deliveries")
      .addColumn("id", "text", (col) => col.primaryKey())
      // The `webhook-id` header: one per event, the same for every endpoint and every attempt.
      .addColumn("message_id", "text", (col) => col.notNull())
      .addColumn("endpoint_id", "text", (col) => col.notNull().references("webhook_endpoints.id").onDelete("cascade"))
      // Deleting a lead deletes the deliveries (and log) that carry it; null for a test event.
      .addColumn("lead_id", "text", (col) => col.references("leads.id").onDelete("cascade"))
      .addColumn("type", "text", (col) => col.notNull())
      // The exact body that is signed and sent, fixed when the event was queued.
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("state", "text", (col) => col.notNull().defaultTo("pending"))
      // Failed attempts in the current round (the retry schedule's position); "send again" resets it.
      .addColumn("failures", "integer", (col) => col.notNull().defaultTo(0))
      // Every attempt ever, for the log's numbering.
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      // When it may be tried (again); while an instance sends it, the end of that instance's lease.
      .addColumn("next_attempt_at", "text", (col) => col.notNull())
      .addCheckConstraint("webhook_deliveries_state_check", sql`state in ('pending', 'delivered', 'failed')`)
      .execute();
    await db.schema
      .createIndex("webhook_deliveries_due_idx")
      .on("webhook_deliveries")
      .column("next_attempt_at")
      .where(sql.ref("state"), "=", "pending")
      .execute();
    await db.schema
      .createIndex("webhook_deliveries_endpoint_idx")
      .on("webhook_deliveries")
      .columns(["endpoint_id", "created_at"])
      .execute();
    await db.schema.createIndex("webhook_deliveries_lead_idx").on("webhook_deliveries").column("lead_id").execute();

    await db.schema
      .createTable("webhook_attempts")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("delivery_id", "text", (col) => col.notNull().references("webhook_deliveries.id").onDelete("cascade"))
      .addColumn("attempt", "integer", (col) => col.notNull())
      .addColumn("at", "text", (col) => col.notNull())
      .addColumn("status", "integer")
      .addColumn("duration_ms", "integer", (col) => col.notNull())
      // The first kilobyte of the reply, or why there was none.
      .addColumn("reply", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("webhook_attempts_delivery_idx")
      .on("webhook_attempts")
      .columns(["delivery_id", "at"])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("webhook_attempts").execute();
    await db.schema.dropTable("webhook_deliveries").execute();
    await db.schema.dropTable("webhook_endpoints").execute();
  },
};
