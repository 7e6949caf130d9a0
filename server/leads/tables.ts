import type { LeadStatus } from "../../shared/admin-api.js";
import type { Language } from "../../shared/languages.js";
import type { FormKind, TeamSize, WorkshopInterest } from "../../shared/lead-forms.js";

/** The leads table, as Kysely sees it. */
export interface LeadTables {
  leads: LeadsTable;
}

export interface LeadsTable {
  id: string;
  form: FormKind;
  /** ISO 8601, UTC. */
  received_at: string;
  language: Language;
  name: string;
  email: string;
  reply_to: string | null;
  company: string;
  /** The consulting form's `context` or the discovery call's `currentChallenges`. */
  message: string;
  team_size: TeamSize | null;
  workshop_interest: WorkshopInterest | null;
  subject: string | null;
  client_address: string | null;
  user_agent: string | null;
  status: LeadStatus;
  idempotency_key: string | null;
  next_url: string;
  /** The verdict's reasons as a JSON array of SpamReason names (shared/spam.ts); "[]" for none. */
  spam_reasons: string;
  /** Name, e-mail, company and message folded for search (see search.ts); never shown. */
  search_text: string;
  /** SHA-256 of the message: how the spam layer finds the same message again (messageHash). */
  message_hash: string | null;
}
