/**
 * Spam verdicts (issue 27): the reasons a submission can be judged spam by, the proof-of-work
 * challenge the forms fetch, and the owner's editable rules, as valibot schemas.
 */
import * as v from "valibot";
import type { OwnerPatternProblem } from "./owner-pattern.js";

/**
 * Every reason a verdict can name, in the order the layers run (decision 051). A lead that is
 * not spam may still carry the weak ones that fired without reaching the threshold.
 */
export const SPAM_REASONS = [
  "honeypot",
  "proof-of-work-invalid",
  "proof-of-work-replayed",
  "proof-of-work-expired",
  "too-fast",
  "link-in-name",
  "link-in-company",
  "link-density",
  "keyword",
  "owner-rule",
  "blocked-address",
  "blocked-domain",
  "disposable-email",
  "foreign-script",
  "repeated-message",
  "marked-by-owner",
] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
export const SpamReasonSchema = v.picklist(SPAM_REASONS);

/** The form field that carries the solved challenge (ALTCHA's name for it). */
export const PROOF_OF_WORK_FIELD = "altcha";

/** `GET /f/:formId/challenge`: an ALTCHA (v1 protocol) challenge, signed by the server. */
export const ChallengeReplySchema = v.strictObject({
  algorithm: v.literal("SHA-256"),
  challenge: v.string(),
  maxnumber: v.number(),
  salt: v.string(),
  signature: v.string(),
});
export type ChallengeReply = v.InferOutput<typeof ChallengeReplySchema>;

/** What the form sends back in PROOF_OF_WORK_FIELD, base64 of this JSON. */
export const SolutionSchema = v.strictObject({
  algorithm: v.literal("SHA-256"),
  challenge: v.pipe(v.string(), v.maxLength(128)),
  number: v.pipe(v.number(), v.integer(), v.minValue(0)),
  salt: v.pipe(v.string(), v.maxLength(256)),
  signature: v.pipe(v.string(), v.maxLength(128)),
});

/** The kinds of rule the owner edits in the inbox. */
export const SPAM_RULE_KINDS = ["keyword", "pattern", "domain", "address"] as const;
export type SpamRuleKind = (typeof SPAM_RULE_KINDS)[number];

export const SpamRuleInputSchema = v.strictObject({
  kind: v.picklist(SPAM_RULE_KINDS),
  value: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
});
export type SpamRuleInput = v.InferOutput<typeof SpamRuleInputSchema>;

export const SpamRuleSchema = v.strictObject({
  id: v.string(),
  kind: v.picklist(SPAM_RULE_KINDS),
  value: v.string(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type SpamRule = v.InferOutput<typeof SpamRuleSchema>;

export const SpamRulesReplySchema = v.strictObject({ rules: v.array(SpamRuleSchema) });
export type SpamRulesReply = v.InferOutput<typeof SpamRulesReplySchema>;

/** The inbox's "caught this week": how many submissions each reason named since `since`. */
export const SpamWeekReplySchema = v.strictObject({
  since: v.pipe(v.string(), v.isoTimestamp()),
  total: v.number(),
  byReason: v.array(v.strictObject({ reason: SpamReasonSchema, count: v.number() })),
});
export type SpamWeekReply = v.InferOutput<typeof SpamWeekReplySchema>;

/** `POST /api/admin/leads/:id/spam`: mark as spam, and block its sender's address if asked. */
export const MarkSpamBodySchema = v.strictObject({ block: v.optional(v.boolean(), false) });

/** Why a rule the owner typed cannot be added; the inbox says it in the owner's language. */
export type SpamRuleProblem = "empty" | "too-long" | OwnerPatternProblem | "domain" | "address" | "duplicate";

/**
 * A rule as it is stored: trimmed; a domain or an address in lower case, a domain without the
 * "@" an owner may type before it (the collector compares it that way).
 */
export function normalizeSpamRule(input: { kind: SpamRuleKind; value: string }): SpamRuleInput {
  const value = input.value.trim();
  if (input.kind === "domain") return { kind: input.kind, value: value.toLowerCase().replace(/^@/, "") };
  if (input.kind === "address") return { kind: input.kind, value: value.toLowerCase() };
  return { kind: input.kind, value };
}
