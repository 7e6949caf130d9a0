import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * An endpoint that keeps giving no reply is set aside for a while (issue 37, decision 077): its
 * run of requests without a reply, until when it is set aside, since when (the run of set-asides
 * the owner was told about once) and how many set-asides that run has had (each pause doubles).
 * In the database, so that every instance and a restart see it.
 */
export const webhookSetAside: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("webhook_endpoints")
      .addColumn("unanswered_in_a_row", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("webhook_endpoints").addColumn("set_aside_until", "text").execute();
    await db.schema.alterTable("webhook_endpoints").addColumn("set_aside_since", "text").execute();
    await db.schema
      .alterTable("webhook_endpoints")
      .addColumn("set_asides", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const column of ["set_asides", "set_aside_since", "set_aside_until", "unanswered_in_a_row"])
      await db.schema.alterTable("webhook_endpoints").dropColumn(column).execute();
  },
};
