import { describe, expect, it } from "vitest";
import { normalizeSpamRule, type SpamRuleKind, type SpamRuleProblem } from "./spam";
import { spamRuleProblem } from "./spam-rules";

describe("spamRuleProblem", () => {
  const existing = [
    { kind: "keyword" as const, value: "Backlinks" },
    { kind: "domain" as const, value: "spam.example" },
    { kind: "address" as const, value: "bot@example.com" },
  ];

  it.each<[SpamRuleKind, string, SpamRuleProblem | undefined]>([
    ["keyword", "guest post", undefined],
    ["keyword", "", "empty"],
    ["keyword", " \t ", "empty"],
    ["keyword", "x".repeat(201), "too-long"],
    ["keyword", "backlinks", "duplicate"],
    ["keyword", "  BACKLINKS ", "duplicate"],
    ["pattern", "cheap\\s+(seo|links)", undefined],
    ["pattern", "(unclosed", "pattern"],
    ["pattern", "[z-a]", "pattern"],
    // Issue 37: what only a backtracking engine runs is refused when saved, with its own words.
    ["pattern", "(\\w+\\s?)*!!!", undefined],
    ["pattern", "caf\\u00e9|(?<word>spam)", undefined],
    ["pattern", "(?=.*casino)bet", "pattern-unsupported"],
    ["pattern", "(?!ok)\\w+", "pattern-unsupported"],
    ["pattern", "(?<=buy )now", "pattern-unsupported"],
    ["pattern", "(?<!x)y", "pattern-unsupported"],
    ["pattern", "(\\w+) \\1", "pattern-unsupported"],
    ["pattern", "(?<w>\\w+) \\k<w>", "pattern-unsupported"],
    ["pattern", "(a)(b)(c)(d)(e)(f)(g)(h)\\8", "pattern-unsupported"],
    ["pattern", "[\\s\\S]{990}x", "pattern-too-big"],
    ["pattern", "((a{10}){10}){10}", "pattern-too-big"],
    ["domain", "spam.example", "duplicate"],
    ["domain", "@Spam.Example", "duplicate"],
    ["domain", "other.example", undefined],
    ["domain", "ação.com.br", undefined],
    ["domain", "localhost", "domain"],
    ["domain", "not a domain", "domain"],
    ["domain", "bot@example.com", "domain"],
    ["address", "Bot@Example.com", "duplicate"],
    ["address", "someone@other.example", undefined],
    ["address", "example.com", "address"],
    ["address", "@example.com", "address"],
    ["address", "bot@", "address"],
    ["address", "two words@example.com", "address"],
  ])("a %s rule %j: %s", (kind, value, problem) => {
    expect(spamRuleProblem({ kind, value }, existing)).toBe(problem);
  });

  it("stores domains and addresses in lower case, a domain without its @, keywords as typed", () => {
    expect(normalizeSpamRule({ kind: "domain", value: " @Spam.Example " })).toEqual({
      kind: "domain",
      value: "spam.example",
    });
    expect(normalizeSpamRule({ kind: "address", value: "Bot@Example.com" }).value).toBe("bot@example.com");
    expect(normalizeSpamRule({ kind: "keyword", value: " Guest Post " }).value).toBe("Guest Post");
  });
});
