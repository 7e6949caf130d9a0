/**
 * The owner's spam patterns, compiled for a linear-time engine (issue 37, decision 070).
 * JavaScript's own RegExp backtracks: one pattern such as `(\w+\s?)*!!!` and 25 letters held the
 * serving thread for a minute. RE2JS (a port of RE2 to JavaScript) matches in time linear in the
 * text, whatever the pattern; the price is that lookarounds and backreferences, which no linear
 * engine can run, are refused when the rule is saved.
 */
import { RE2JS } from "re2js";

/**
 * The largest compiled program a pattern may have. RE2's work is linear in the text times the
 * program, and a counted repeat (`[\s\S]{990}`) makes a program of a thousand instructions: the
 * cap keeps the worst pattern's pass over a whole lead short, while a pattern an owner writes by
 * hand (`\b(casino|bet)\d+` compiles to 17) fits many times over.
 */
const OWNER_PATTERN_MAX_PROGRAM = 200;

/** Why a pattern cannot be a rule; the inbox says it in the owner's language. */
export type OwnerPatternProblem = "pattern" | "pattern-unsupported" | "pattern-too-big";

/**
 * The pattern as the collector runs it (ignoring case, like the `i` flag), or why it cannot be:
 * no JavaScript regular expression at all (`pattern`), one that needs backtracking
 * (`pattern-unsupported`: lookarounds, backreferences), or one too large to run fast
 * (`pattern-too-big`).
 */
export function compileOwnerPattern(source: string): { pattern: RE2JS } | { problem: OwnerPatternProblem } {
  try {
    // The hint tells the owner to write a JavaScript expression: what it refuses stays refused.
    new RegExp(source, "iu");
  } catch {
    return { problem: "pattern" };
  }
  if (hasBackreference(source)) return { problem: "pattern-unsupported" };
  let pattern: RE2JS;
  try {
    // translateRegExp turns JavaScript's spellings (`\u00e9`, `(?<name>…)`) into RE2's.
    pattern = RE2JS.compile(RE2JS.translateRegExp(source), RE2JS.CASE_INSENSITIVE);
  } catch {
    return { problem: "pattern-unsupported" };
  }
  if (pattern.programSize() > OWNER_PATTERN_MAX_PROGRAM) return { problem: "pattern-too-big" };
  return { pattern };
}

/**
 * Whether a valid JavaScript pattern holds a backreference (`\1`, `\k<name>`). RE2 refuses `\1`
 * to `\7` itself, but translateRegExp reads `\8`, `\9` and `\k` as plain letters, which would
 * silently change what the rule matches. In a pattern valid with the `u` flag, such an escape can
 * be nothing but a backreference.
 */
function hasBackreference(source: string): boolean {
  for (let i = 0; i < source.length; i++) {
    if (source[i] !== "\\") continue;
    if (/[1-9k]/.test(source[i + 1] ?? "")) return true;
    i++;
  }
  return false;
}
