/** The replies' tables (issue 51), as Kysely sees them. */
export interface ReplyTables {
  lead_replies: LeadRepliesTable;
  imap_sync: ImapSyncTable;
  replied_links: RepliedLinksTable;
}

/** A notification's "I replied" link: its short random id names one lead until it expires. */
export interface RepliedLinksTable {
  id: string;
  lead_id: string;
  expires_at: string;
}

/**
 * A message the owner sent to a lead's address from their own mailbox, read from its Sent folder:
 * when, its subject, and its text only when the owner chose to keep bodies (IMAP_KEEP_BODIES).
 * Unique by lead and Message-ID, so a sync read twice keeps it once.
 */
export interface LeadRepliesTable {
  id: string;
  lead_id: string;
  message_id: string;
  sent_at: string;
  subject: string;
  body: string | null;
}

/**
 * How far the Sent folder has been read: the folder's UIDVALIDITY and the last UID seen (a new
 * UIDVALIDITY means the server renumbered it: read it again from the start, the unique key keeps
 * what was seen), and the lease that lets one instance sync at a time.
 */
export interface ImapSyncTable {
  mailbox: string;
  uid_validity: string;
  last_uid: number;
  leased_until: string;
}
