import { sql, type Kysely } from "kysely";
import type { LeadStage, LeadStatus } from "../../shared/admin-api.js";
import type { FormKind } from "../../shared/lead-forms.js";
import type { Database } from "../db/database.js";

/** Another message the same address sent, as a lead shows it. */
export interface OtherMessage {
  id: string;
  form: FormKind;
  receivedAt: Date;
  stage: LeadStage;
  status: LeadStatus;
  message: string;
}

/** The most a lead lists: a long correspondence shows its latest, each opening its own lead. */
const MAX_OTHER_MESSAGES = 20;

/**
 * The other leads sent from this lead's address (in any case: "Ana@" and "ana@" are one person),
 * newest first. The address as typed, not its canonical mailbox: "ana+work@" may be a colleague's
 * alias, and the owner can see the difference in the list.
 */
export async function otherMessagesFrom(
  db: Kysely<Database>,
  lead: { id: string; email: string },
): Promise<OtherMessage[]> {
  const rows = await db
    .selectFrom("leads")
    .select(["id", "form", "received_at", "stage", "status", "message"])
    // Both sides folded by the database: SQLite folds ASCII only, and must agree with itself.
    .where(sql<string>`lower(email)`, "=", sql<string>`lower(${lead.email})`)
    .where("id", "!=", lead.id)
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .limit(MAX_OTHER_MESSAGES)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    form: row.form,
    receivedAt: new Date(row.received_at),
    stage: row.stage,
    status: row.status,
    message: row.message,
  }));
}
