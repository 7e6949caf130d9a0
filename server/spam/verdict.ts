import type { Kysely } from "kysely";
import type { SpamReason } from "../../shared/spam.js";
import type { Database } from "../db/database.js";
import { listSpamRules, messageSeenSince } from "./repository.js";
import { contentSignals, type Content, type ContentSignal, type Rule, type RuleFailure } from "./content-rules.js";
import { checkProofOfWork } from "./proof-of-work.js";

/** The owner's rules are read again after this: an edit reaches every instance within it. */
const RULES_TTL_MS = 10_000;
const rulesCache = new WeakMap<Kysely<Database>, { at: number; rules: Promise<Rule[]> }>();

/** The owner's rules, read from the database at most once per RULES_TTL_MS per database. */
function currentRules(db: Kysely<Database>, now: Date): Promise<Rule[]> {
  const cached = rulesCache.get(db);
  if (cached !== undefined && now.getTime() - cached.at < RULES_TTL_MS) return cached.rules;
  const rules = listSpamRules(db);
  rulesCache.set(db, { at: now.getTime(), rules });
  // A failed read is not kept: the next submission tries again.
  rules.catch(() => rulesCache.delete(db));
  return rules;
}

/**
 * Forgets the cached rules of `db`, so that a rule the owner just added or deleted applies at
 * once on the instance that took the change (the others within RULES_TTL_MS).
 */
export function forgetOwnerRules(db: Kysely<Database>): void {
  rulesCache.delete(db);
}

/** Points at which a submission is spam: one strong signal, or two weak ones (decision 051). */
const SPAM_THRESHOLD = 2;
const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface VerdictDependencies {
  db: Kysely<Database>;
  now: () => Date;
  /** Less than this from the challenge to the submit is no person (SPAM_MIN_FILL_SECONDS); 0: off. */
  minFillMs: number;
  /** Told of an owner's rule that could not run (it counted as no match), for the log. */
  onRuleFailure?: RuleFailure;
}

export interface Submission {
  honeypot: boolean;
  /** The form's PROOF_OF_WORK_FIELD as sent, undefined without JavaScript. */
  proofOfWork: unknown;
  content: Content;
}

export interface Verdict {
  spam: boolean;
  /** Every signal that fired, in layer order; at least one when `spam`. */
  reasons: SpamReason[];
}

/**
 * The layers in order: honeypot, proof of work and the time to fill, content rules (with the
 * owner's), then the same message within 24 hours. Points add up; SPAM_THRESHOLD decides.
 * Without JavaScript there is no proof of work, and its absence counts for nothing: a lead is
 * never refused for lacking it, the other layers decide alone.
 */
export async function judge(deps: VerdictDependencies, submission: Submission): Promise<Verdict> {
  const signals: ContentSignal[] = [];
  if (submission.honeypot) signals.push({ reason: "honeypot", points: SPAM_THRESHOLD });

  const proof = await checkProofOfWork(deps, submission.proofOfWork);
  if (proof.kind === "refused") {
    // An expired challenge is a visitor who left the tab open, as often as a bot.
    signals.push({ reason: proof.reason, points: proof.reason === "proof-of-work-expired" ? 1 : SPAM_THRESHOLD });
  } else if (proof.kind === "solved" && deps.now().getTime() - proof.issuedAt.getTime() < deps.minFillMs) {
    signals.push({ reason: "too-fast", points: SPAM_THRESHOLD });
  }

  const rules = await currentRules(deps.db, deps.now());
  signals.push(...contentSignals(submission.content, rules, deps.onRuleFailure));

  const since = new Date(deps.now().getTime() - REPEAT_WINDOW_MS);
  if (await messageSeenSince(deps.db, submission.content.message, since))
    signals.push({ reason: "repeated-message", points: 1 });

  const points = signals.reduce((sum, signal) => sum + signal.points, 0);
  return { spam: points >= SPAM_THRESHOLD, reasons: signals.map((signal) => signal.reason) };
}
