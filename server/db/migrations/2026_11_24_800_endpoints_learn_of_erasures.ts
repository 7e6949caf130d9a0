import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** The events that give a receiver a copy of a visitor's data (shared/webhooks.ts, as they were). */
const CARRY_A_VISITOR = ["lead.created", "lead.restored", "call.booked", "call.rescheduled", "call.cancelled"];

/**
 * `lead.erased` (docs/decisions/062) came after endpoints could be created, so the endpoints
 * created before it never asked for it, and a visitor's erasure would leave their copy in the
 * owner's other tools. Every endpoint that receives a visitor's data now asks for it too
 * (docs/decisions/065); the owner can still untick it in the inbox.
 */
export const endpointsLearnOfErasures: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const endpoints = await sql<{ id: string; events: string }>`select id, events from webhook_endpoints`.execute(db);
    for (const endpoint of endpoints.rows) {
      const events = JSON.parse(endpoint.events) as string[];
      if (events.includes("lead.erased") || !events.some((type) => CARRY_A_VISITOR.includes(type))) continue;
      const asked = JSON.stringify([...events, "lead.erased"]);
      await sql`update webhook_endpoints set events = ${asked} where id = ${endpoint.id}`.execute(db);
    }
  },

  // Which endpoints had it ticked by this migration is not kept: going down leaves them as they are.
  async down(): Promise<void> {},
};
