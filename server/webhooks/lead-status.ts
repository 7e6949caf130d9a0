import type { Kysely } from "kysely";
import type { LeadStatus } from "../../shared/admin-api.js";
import type { Database } from "../db/database.js";
import { setLeadStatus, type Lead } from "../db/leads.js";
import { queueEvent } from "./deliveries.js";

/**
 * Sets a lead's status, and when that moves it out of spam queues `lead.restored` in the same
 * transaction: the receivers never had the lead (spam makes no event). The first update only
 * matches a spam lead, so of two requests restoring it at once only one queues the event.
 */
export async function setLeadStatusWithEvents(
  db: Kysely<Database>,
  id: string,
  status: LeadStatus,
): Promise<Lead | undefined> {
  return db.transaction().execute(async (trx) => {
    const restored =
      status !== "spam" &&
      Number(
        (
          await trx
            .updateTable("leads")
            .set({ status })
            .where("id", "=", id)
            .where("status", "=", "spam")
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0;
    const lead = await setLeadStatus(trx, id, status);
    if (restored && lead !== undefined) await queueEvent(trx, { type: "lead.restored", lead });
    return lead;
  });
}
