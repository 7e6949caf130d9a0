/**
 * The check of a spam rule the owner types, in the inbox before it is sent and on the server
 * before it is stored. Apart from shared/spam.ts because it compiles patterns with RE2JS: the
 * public forms import shared/spam.ts (the proof-of-work field), and must not download the engine.
 */
import { compileOwnerPattern } from "./owner-pattern.js";
import { normalizeSpamRule, type SpamRuleKind, type SpamRuleProblem } from "./spam.js";

const DOMAIN = /^(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}[\p{L}\p{N}-]{1,62}$/u;

/**
 * What is wrong with a rule before it is added, or undefined: empty or too long, a pattern that
 * is no regular expression or one the linear engine cannot run (owner-pattern.ts), a domain or
 * address that is none, or one the owner already has. The server answers all but a duplicate
 * with 400; a duplicate it simply keeps once.
 */
export function spamRuleProblem(
  input: { kind: SpamRuleKind; value: string },
  existing: readonly { kind: SpamRuleKind; value: string }[] = [],
): SpamRuleProblem | undefined {
  const rule = normalizeSpamRule(input);
  if (rule.value === "") return "empty";
  if (rule.value.length > 200) return "too-long";
  if (rule.kind === "pattern") {
    const compiled = compileOwnerPattern(rule.value);
    if ("problem" in compiled) return compiled.problem;
  }
  if (rule.kind === "domain" && !DOMAIN.test(rule.value)) return "domain";
  if (rule.kind === "address") {
    const at = rule.value.lastIndexOf("@");
    if (at < 1 || /\s/u.test(rule.value) || !DOMAIN.test(rule.value.slice(at + 1))) return "address";
  }
  const same = (other: { kind: SpamRuleKind; value: string }) => {
    const stored = normalizeSpamRule(other);
    // The collector folds case in keywords too: "SEO" and "seo" are one rule.
    const fold = (value: string) => (rule.kind === "keyword" ? value.toLowerCase() : value);
    return stored.kind === rule.kind && fold(stored.value) === fold(rule.value);
  };
  return existing.some(same) ? "duplicate" : undefined;
}
