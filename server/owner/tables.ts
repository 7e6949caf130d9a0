/** The owner's sessions (server-side, shared by every instance), as Kysely sees them. */
export interface OwnerTables {
  admin_sessions: AdminSessionsTable;
}

export interface AdminSessionsTable {
  /** SHA-256 (hex) of the session token; the token itself is only ever in the owner's cookie. */
  id: string;
  /** ISO 8601, UTC, like every time in this database. */
  created_at: string;
  expires_at: string;
  /** Whose session (issue 50). */
  person_id: string;
  /** The browser and system, as summarised from its User-Agent at sign-in. */
  user_agent: string | null;
  /** The network signed in from, as leads store it (the address without its last part). */
  network: string | null;
  last_seen_at: string | null;
}
