import type { Role } from "../../shared/team.js";
import type { Language } from "../../shared/languages.js";

/**
 * The console's people (issue 50): who they are, their passkeys, invitations, recovery codes,
 * the WebAuthn challenges in flight, and what each did. Times are ISO 8601, UTC.
 */
export interface TeamTables {
  people: PeopleTable;
  passkeys: PasskeysTable;
  team_invitations: TeamInvitationsTable;
  recovery_codes: RecoveryCodesTable;
  webauthn_challenges: WebauthnChallengesTable;
  team_activity: TeamActivityTable;
}

export interface PeopleTable {
  id: string;
  /** Lower case: one person per address. */
  email: string;
  name: string;
  role: Role;
  language: Language;
  /** An IANA zone name, for the console's and the e-mails' dates. */
  time_zone: string;
  created_at: string;
  /** Set when an owner removed them: they sign in no more, and their name stays on what they did. */
  removed_at: string | null;
  /** 1 when this person wants an e-mail for each new lead (unassigned ones, and their own). */
  new_lead_alerts: number;
  /** 1 when this person wants the Monday e-mail. */
  weekly_email: number;
}

export interface PasskeysTable {
  /** The credential ID, base64url. */
  id: string;
  person_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter as last seen; 0 for authenticators that keep none. */
  counter: number;
  /** JSON array of the transports the browser reported, for allowCredentials hints. */
  transports: string;
  /** What the person called the device. */
  device_name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface TeamInvitationsTable {
  /** SHA-256 (hex) of the link's token: the table alone invites no one. */
  id: string;
  person_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RecoveryCodesTable {
  /** SHA-256 (hex) of the code. */
  id: string;
  person_id: string;
  created_at: string;
  used_at: string | null;
}

export interface WebauthnChallengesTable {
  /** The challenge, base64url; deleted as it is used, so each serves once. */
  id: string;
  /** "register" (the person is known) or "sign-in" (the credential says who). */
  purpose: string;
  person_id: string | null;
  expires_at: string;
}

export interface TeamActivityTable {
  id: string;
  person_id: string;
  at: string;
  /** What was done: one of ACTIVITY_KINDS (shared/team.ts). */
  kind: string;
  /** A lead's, a webhook endpoint's, a person's id; null for what has no subject (an export). */
  subject_id: string | null;
  /** A short, non-personal detail: the new stage, the outcome, the device. */
  detail: string | null;
}
