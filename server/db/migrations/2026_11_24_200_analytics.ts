import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * First-party, cookie-less analytics (issue 26, docs/decisions/041-analytics-counted-on-the-server.md):
 * page views as the server serves them, the daily salt behind the visitor key, daily aggregates
 * kept after the raw rows are gone, and each lead's attribution. No table holds a client address
 * or a user agent: the visitor key is an HMAC under a salt that is deleted the day after.
 */
export const analytics: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("page_views")
      .addColumn("id", "text", (col) => col.primaryKey())
      // The first view's id: every view of one visit carries it.
      .addColumn("visit_id", "text", (col) => col.notNull())
      .addColumn("starts_visit", "integer", (col) => col.notNull())
      // ISO 8601 in UTC, and its day (`2026-11-24`) for the daily figures.
      .addColumn("viewed_at", "text", (col) => col.notNull())
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("visitor_key", "text", (col) => col.notNull())
      .addColumn("path", "text", (col) => col.notNull())
      .addColumn("language", "text")
      .addColumn("referrer_host", "text")
      .addColumn("channel", "text", (col) => col.notNull())
      .addColumn("source", "text")
      .addColumn("medium", "text")
      .addColumn("campaign", "text")
      .addColumn("content", "text")
      .addColumn("term", "text")
      .addColumn("device", "text", (col) => col.notNull())
      .addCheckConstraint(
        "page_views_channel_check",
        sql`channel in ('search', 'social', 'email', 'referral', 'direct')`,
      )
      .addCheckConstraint("page_views_device_check", sql`device in ('phone', 'tablet', 'desktop')`)
      .execute();
    await db.schema.createIndex("page_views_day_idx").on("page_views").column("day").execute();
    await db.schema
      .createIndex("page_views_visitor_idx")
      .on("page_views")
      .columns(["visitor_key", "viewed_at"])
      .execute();
    await db.schema.createIndex("page_views_visit_idx").on("page_views").column("visit_id").execute();

    // One random salt per UTC day, shared by every instance; yesterday's is deleted.
    await db.schema
      .createTable("analytics_salts")
      .addColumn("day", "text", (col) => col.primaryKey())
      .addColumn("salt", "text", (col) => col.notNull())
      .execute();

    // Figures of whole days, folded from page_views and kept as long as leads.
    await db.schema
      .createTable("analytics_daily")
      .addColumn("day", "text", (col) => col.notNull())
      // "total", "page", "source", "campaign", "language", "device", "funnel" (server/analytics/daily.ts)
      .addColumn("dimension", "text", (col) => col.notNull())
      .addColumn("value", "text", (col) => col.notNull())
      .addColumn("views", "integer", (col) => col.notNull())
      .addColumn("visitors", "integer", (col) => col.notNull())
      .addColumn("visits", "integer", (col) => col.notNull())
      // Of those visits, how many reached a page with a form (the funnel's second step).
      .addColumn("form_visits", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("analytics_daily_pk", ["day", "dimension", "value"])
      .execute();

    await db.schema
      .createTable("lead_attribution")
      .addColumn("lead_id", "text", (col) => col.primaryKey().references("leads.id").onDelete("cascade"))
      .addColumn("visit_id", "text", (col) => col.notNull())
      .addColumn("channel", "text", (col) => col.notNull())
      .addColumn("source", "text")
      .addColumn("medium", "text")
      .addColumn("campaign", "text")
      .addColumn("referrer", "text")
      .addColumn("landing_page", "text", (col) => col.notNull())
      .addColumn("landing_language", "text")
      // The paths seen in the visit before the lead, in order, as a JSON array.
      .addColumn("pages", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("lead_attribution_visit_idx").on("lead_attribution").column("visit_id").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("lead_attribution").execute();
    await db.schema.dropTable("analytics_daily").execute();
    await db.schema.dropTable("analytics_salts").execute();
    await db.schema.dropTable("page_views").execute();
  },
};
