import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 37: a privacy link opens the leads stored under the address it was sent to, not every
 * alias of its mailbox. `address_key` is the keyed hash of that address (server/privacy/keys.ts);
 * null on requests made before, whose links are refused as expired and whose erasures are done
 * again by their mailbox, as they were first done (docs/decisions/073).
 */
export const privacyAddressKey: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("privacy_requests").addColumn("address_key", "text").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("privacy_requests").dropColumn("address_key").execute();
  },
};
