import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The flood guard's row bound, shared by every instance (issue 26, docs/decisions/059): how many
 * page views each visitor key has offered on a day. A batch adds to it in the transaction that
 * writes its views, so two instances cannot both write the 100th view. Rows older than yesterday
 * are deleted when days are folded.
 */
export const analyticsVisitorDays: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("analytics_visitor_days")
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("visitor_key", "text", (col) => col.notNull())
      .addColumn("views", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("analytics_visitor_days_pk", ["day", "visitor_key"])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("analytics_visitor_days").execute();
  },
};
