import type { SpamRule } from "../../shared/spam.js";

/** The spam layer's tables, as Kysely sees them. */
export interface SpamTables {
  spam_rules: SpamRulesTable;
  spent_challenges: SpentChallengesTable;
}

export interface SpamRulesTable {
  id: string;
  kind: SpamRule["kind"];
  value: string;
  created_at: string;
}

export interface SpentChallengesTable {
  /** The challenge's HMAC signature: unique to the challenge. */
  signature: string;
  expires_at: string;
}
