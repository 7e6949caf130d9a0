import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Field Web Vitals (issue 52): at most one row per counted page view (its id is the key), with the
 * page's path, language and day copied from the view so the dashboard reads one table, the
 * viewport's device class, and each vital the page reported (null when it did not). Deleted with
 * the raw page views.
 */
export const pageVitals: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("page_vitals")
      .addColumn("page_view_id", "text", (col) => col.primaryKey())
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("path", "text", (col) => col.notNull())
      .addColumn("language", "text")
      .addColumn("device", "text", (col) => col.notNull())
      .addColumn("lcp", "double precision")
      .addColumn("inp", "double precision")
      .addColumn("cls", "double precision")
      .addColumn("ttfb", "double precision")
      .execute();
    await db.schema.createIndex("page_vitals_day").on("page_vitals").columns(["day", "path"]).execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("page_vitals").execute();
  },
};
