import type { Language } from "../../shared/languages.js";
import type { PrivacyAction } from "../../shared/privacy.js";

/** The visitors' privacy requests, as Kysely sees them. */
export interface PrivacyTables {
  privacy_requests: PrivacyRequestsTable;
}

/**
 * One visitor's request (issue 29). No address: `address_key` is the keyed hash of the address
 * the link was sent to (server/privacy/keys.ts), enough to find the visitor's records again, and
 * to erase them again from a restored backup; `mailbox_key`, of its canonical mailbox, counts the
 * links a day. docs/decisions/054-privacy-requests-hold-no-address.md, 073.
 */
export interface PrivacyRequestsTable {
  id: string;
  requested_at: string;
  language: Language;
  mailbox_key: string;
  /** Null on requests made before issue 37 (their erasures were by mailbox). */
  address_key: string | null;
  action: PrivacyAction;
  /** The e-mailed link opens the data until then, once. */
  link_expires_at: string;
  /** When the link was spent (null: not yet). */
  opened_at: string | null;
  /** SHA-256 of the data page's session token, while it lasts; null once erased. */
  session_key: string | null;
  session_expires_at: string | null;
  /** When the erasure was done. */
  completed_at: string | null;
  /** JSON ErasedCounts, for an erasure. */
  erased: string | null;
}
