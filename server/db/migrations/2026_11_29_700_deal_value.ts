import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 51: a lead's deal value, a whole number of the currency's minor units and its ISO 4217
 * code, both set or both empty (shared/deal-value.ts, docs/decisions/180-deal-value-and-funnel-steps.md).
 */
export const dealValue: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("leads").addColumn("deal_amount", "bigint").execute();
    await db.schema
      .alterTable("leads")
      .addColumn("deal_currency", "text", (col) =>
        col.check(sql`(deal_currency is null) = (deal_amount is null) and deal_amount >= 0`),
      )
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("leads").dropColumn("deal_currency").execute();
    await db.schema.alterTable("leads").dropColumn("deal_amount").execute();
  },
};
