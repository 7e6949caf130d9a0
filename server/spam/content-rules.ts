import { disposableEmailBlocklistSet } from "disposable-email-domains-js";
import type { RE2JS } from "re2js";
import { compileOwnerPattern } from "../../shared/owner-pattern.js";
import type { SpamReason, SpamRuleKind } from "../../shared/spam.js";

/** What the content layer reads of a submission. */
export interface Content {
  name: string;
  email: string;
  company: string;
  message: string;
}

/** An owner's rule, as the verdict reads it. */
export interface Rule {
  kind: SpamRuleKind;
  value: string;
}

/** Built once: the library's own check builds this set of thousands of domains on every call. */
const DISPOSABLE_DOMAINS = disposableEmailBlocklistSet();

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"']+/giu;
const LINK_TEST = new RegExp(LINK.source, "iu");

/**
 * Phrases no one writing to a small AI consultancy about their own work uses, in English and
 * Portuguese, lower-cased and without accents (text is folded the same way before matching).
 * Each adds one point; a submission needs two (decision 051), so one odd phrase in a real
 * lead is never enough on its own.
 */
const BUILT_IN_PHRASES = [
  "seo services",
  "seo package",
  "backlink",
  "guest post",
  "link building",
  "first page of google",
  "rank your website",
  "increase your traffic",
  "boost your traffic",
  "web design services",
  "website redesign services",
  "dear sir",
  "dear website owner",
  "dear business owner",
  "click here",
  "limited time offer",
  "unsubscribe",
  "crypto",
  "bitcoin",
  "forex",
  "casino",
  "betting",
  "viagra",
  "investment opportunity",
  "guaranteed returns",
  "passive income",
  "make money",
  "whatsapp",
  "telegram",
  "virtual assistant services",
  "lead generation services",
  "email list",
  "b2b database",
  "we can help you get more",
  "monthly fee of",
  "reply stop",
  "servicos de seo",
  "primeira pagina do google",
  "renda extra",
  "ganhe dinheiro",
  "dinheiro rapido",
  "apostas",
  "cassino",
  "oferta imperdivel",
  "clique aqui",
  "prezado senhor",
  "prezado proprietario",
  "emprestimo",
  "criptomoeda",
  "lista de e-mails",
  "aumente seu trafego",
  "investimento garantido",
] as const;

/** Lower case, accents removed, whitespace collapsed: "Serviços  de SEO" matches "servicos de seo". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ");
}

/**
 * The most text an owner's pattern reads: all a lead's name, company and message can hold
 * (shared/lead-forms.ts), and no more if a caller ever passes more. Linear matching is bounded by
 * the text as much as by the pattern.
 */
export const PATTERN_TEXT_LIMIT = 6_000;

/** Compiled patterns by source, or the reason one cannot run; rules change rarely, so it stays small. */
const compiledPatterns = new Map<string, RE2JS | Error>();
const COMPILED_PATTERNS_KEPT = 500;

/** A rule's pattern on the linear engine, or the error that keeps it from running. */
function ownerPattern(source: string): RE2JS | Error {
  let compiled = compiledPatterns.get(source);
  if (compiled !== undefined) return compiled;
  const result = compileOwnerPattern(source);
  // A rule saved before the engine changed may be one it refuses (a lookahead, a backreference).
  compiled = "pattern" in result ? result.pattern : new Error(`pattern refused: ${result.problem}`);
  if (compiledPatterns.size >= COMPILED_PATTERNS_KEPT) compiledPatterns.clear();
  compiledPatterns.set(source, compiled);
  return compiled;
}

/** Told of an owner's rule that could not run; the rule counted as no match. */
export type RuleFailure = (rule: Rule, error: unknown) => void;

/** Whether an owner's pattern matches; a pattern that cannot run, or throws, matches nothing. */
function patternMatches(rule: Rule, text: string, onFailure: RuleFailure): boolean {
  const pattern = ownerPattern(rule.value);
  if (pattern instanceof Error) {
    onFailure(rule, pattern);
    return false;
  }
  try {
    return pattern.test(text.slice(0, PATTERN_TEXT_LIMIT));
  } catch (error) {
    onFailure(rule, error);
    return false;
  }
}

/** Letters of scripts that neither English nor Portuguese is written in. */
const FOREIGN_LETTER =
  /[\p{Script=Cyrillic}\p{Script=Han}\p{Script=Arabic}\p{Script=Hangul}\p{Script=Thai}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Devanagari}]/gu;
const LETTER = /\p{L}/gu;

export interface ContentSignal {
  reason: SpamReason;
  points: number;
}

/**
 * The content layer: links where a person writes none, a message that is mostly links, phrases,
 * the owner's rules, blocked or disposable addresses and a foreign script. Pure, so that the
 * corpus test and the collector see the same thing.
 */
export function contentSignals(
  content: Content,
  rules: readonly Rule[],
  onRuleFailure: RuleFailure = () => {},
): ContentSignal[] {
  const signals: ContentSignal[] = [];
  const add = (reason: SpamReason, points: number) => signals.push({ reason, points });

  if (LINK_TEST.test(content.name)) add("link-in-name", 2);
  if (LINK_TEST.test(content.company)) add("link-in-company", 2);

  const links = content.message.match(LINK) ?? [];
  const linkChars = links.reduce((sum, link) => sum + link.length, 0);
  // A person points at their site or a document or two; a link farm sends a list of them.
  if (links.length >= 4 || (links.length >= 2 && linkChars * 2 > content.message.trim().length)) add("link-density", 2);

  const text = fold(`${content.name} ${content.company} ${content.message}`);
  const phrases = BUILT_IN_PHRASES.filter((phrase) => text.includes(phrase)).length;
  if (phrases > 0) add("keyword", Math.min(phrases, 2));

  const email = content.email.toLowerCase();
  const domain = email.slice(email.lastIndexOf("@") + 1);
  // The owner wrote these rules for this very purpose: one is enough.
  const owner = rules.some(
    (rule) =>
      (rule.kind === "keyword" && text.includes(fold(rule.value))) ||
      (rule.kind === "pattern" &&
        patternMatches(rule, `${content.name}\n${content.company}\n${content.message}`, onRuleFailure)),
  );
  if (owner) add("owner-rule", 2);
  if (rules.some((rule) => rule.kind === "address" && rule.value.toLowerCase() === email)) add("blocked-address", 2);
  if (rules.some((rule) => rule.kind === "domain" && sameOrSubdomain(domain, rule.value.toLowerCase())))
    add("blocked-domain", 2);
  if (DISPOSABLE_DOMAINS.has(domain)) add("disposable-email", 1);

  const letters = content.message.match(LETTER)?.length ?? 0;
  const foreign = content.message.match(FOREIGN_LETTER)?.length ?? 0;
  if (letters > 0 && foreign * 3 > letters) add("foreign-script", 1);
  return signals;
}

function sameOrSubdomain(domain: string, blocked: string): boolean {
  const bare = blocked.replace(/^@/, "");
  return domain === bare || domain.endsWith(`.${bare}`);
}
