import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { listMessagesOfLeads, type OutboxMessage } from "../mail/outbox.js";
import type { Booking } from "./repository.js";

/**
 * The outbox rows that speak of these calls (their reminders, a no-show's offer), by outbox id:
 * what the inbox shows beside each call. Read by their leads, since a row's id names its call.
 */
export async function callOutboxRows(
  db: Kysely<Database>,
  calls: readonly Pick<Booking, "leadId">[],
): Promise<Map<string, OutboxMessage>> {
  const leadIds = [...new Set(calls.map((call) => call.leadId))];
  const rows = await listMessagesOfLeads(db, ["visitor-call-reminder", "visitor-call-offer"], leadIds);
  return new Map(rows.map((row) => [row.id, row]));
}
