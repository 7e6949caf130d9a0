import type { LeadStage, LeadStatus } from "../../shared/admin-api.js";
import type { Language } from "../../shared/languages.js";
import type { FormKind, TeamSize, WorkshopInterest } from "../../shared/lead-forms.js";

/** The leads table, as Kysely sees it. */
export interface LeadTables {
  leads: LeadsTable;
  lead_stage_changes: LeadStageChangesTable;
  lead_notes: LeadNotesTable;
  lead_tasks: LeadTasksTable;
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
  /** Its way to becoming a client (issue 39); `status` follows it unless the lead is spam. */
  stage: LeadStage;
  /** The owner's reason for "lost", when given; null at any other stage. */
  lost_reason: string | null;
  /** `YYYY-MM-DD`, the owner's day for the next step, or null. */
  follow_up_on: string | null;
  /** The person (server/team) whose lead it is, or null: its alerts go to them (issue 50). */
  assigned_to: string | null;
  /** Its deal value in the currency's minor units (PostgreSQL's bigint arrives as a string), or null. */
  deal_amount: number | string | null;
  /** The deal value's ISO 4217 code; null exactly when `deal_amount` is. */
  deal_currency: string | null;
}

/** Every change of a lead's stage, with its time: the lead's history. */
export interface LeadStageChangesTable {
  id: string;
  lead_id: string;
  from_stage: LeadStage | null;
  to_stage: LeadStage;
  reason: string | null;
  /** ISO 8601, UTC. */
  changed_at: string;
}

/** The owner's notes on a lead: personal data about the visitor, erased with the lead. */
export interface LeadNotesTable {
  id: string;
  lead_id: string;
  body: string;
  /** ISO 8601, UTC. */
  created_at: string;
  updated_at: string;
}

/** A lead's tasks (issue 51): what to do next, when, and whether it is done. */
export interface LeadTasksTable {
  id: string;
  lead_id: string;
  /** What to do; null: the default ("Follow up"), in the reader's language. */
  text: string | null;
  /** `YYYY-MM-DD`, the day in the zone of whoever made it. */
  due_on: string;
  /** ISO 8601, UTC: its moment when it has a time; null for a task for the day. */
  due_at: string | null;
  created_at: string;
  /** A person's id (server/team); null when the product made it. */
  created_by: string | null;
  done_at: string | null;
  done_by: string | null;
}
