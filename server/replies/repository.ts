import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

/** A reply to a lead read from the owner's Sent folder, as the lead's page shows it. */
export interface LeadReply {
  sentAt: Date;
  subject: string;
  /** Null unless the owner keeps bodies (IMAP_KEEP_BODIES). */
  body: string | null;
}

/** The replies to a lead read from the owner's mailbox, oldest first. */
export async function repliesOf(db: Kysely<Database>, leadId: string): Promise<LeadReply[]> {
  const rows = await db
    .selectFrom("lead_replies")
    .select(["sent_at", "subject", "body"])
    .where("lead_id", "=", leadId)
    .orderBy("sent_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ sentAt: new Date(row.sent_at), subject: row.subject, body: row.body }));
}
