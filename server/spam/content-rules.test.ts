import { describe, expect, it, vi } from "vitest";
import { contentSignals, PATTERN_TEXT_LIMIT, type Content, type Rule } from "./content-rules.js";

const person: Content = {
  name: "Ana Lima",
  email: "ana@aprendermais.edu.br",
  company: "Aprender Mais",
  message: "Queremos um workshop de IA. Nosso site: https://aprendermais.edu.br",
};
const reasons = (content: Partial<Content>, rules: Rule[] = []) =>
  contentSignals({ ...person, ...content }, rules).map((signal) => signal.reason);

describe("contentSignals", () => {
  it.each<[string, Partial<Content>, Rule[], string[]]>([
    ["a person with a link to their own site", {}, [], []],
    ["a company written as a domain", { company: "acme.com" }, [], []],
    ["a link in the name", { name: "Deals https://x.example" }, [], ["link-in-name"]],
    ["a link in the company", { company: "www.x.example" }, [], ["link-in-company"]],
    [
      "four links",
      { message: "a https://a.ex b https://b.ex c https://c.ex d https://d.ex and some words" },
      [],
      ["link-density"],
    ],
    ["two links and nothing else", { message: "https://a.example/x https://b.example/y" }, [], ["link-density"]],
    ["a phrase, accents aside", { message: "Serviços de SEO baratos" }, [], ["keyword"]],
    ["an owner's keyword", { message: "We sell widgets" }, [{ kind: "keyword", value: "Widgets" }], ["owner-rule"]],
    ["an owner's pattern", { message: "Call 555-0100" }, [{ kind: "pattern", value: "\\d{3}-\\d{4}" }], ["owner-rule"]],
    ["an owner's broken pattern is ignored", {}, [{ kind: "pattern", value: "([" }], []],
    [
      "a blocked address",
      { email: "ANA@aprendermais.edu.br" },
      [{ kind: "address", value: "ana@aprendermais.edu.br" }],
      ["blocked-address"],
    ],
    [
      "a blocked domain's subdomain",
      { email: "x@mail.spam.example" },
      [{ kind: "domain", value: "spam.example" }],
      ["blocked-domain"],
    ],
    ["a disposable address", { email: "x@mailinator.com" }, [], ["disposable-email"]],
    ["a message in Cyrillic", { message: "Продвижение сайтов недорого" }, [], ["foreign-script"]],
  ])("%s", (_, content, rules, expected) => {
    expect(reasons(content, rules)).toEqual(expected);
  });

  it("counts two phrases as two points, never more", () => {
    const signals = contentSignals({ ...person, message: "crypto bitcoin forex casino" }, []);
    expect(signals).toEqual([{ reason: "keyword", points: 2 }]);
  });

  // Issue 37: JavaScript's engine took a minute over this rule and 25 letters.
  it("runs an owner's pattern in linear time: the catastrophic one answers within milliseconds", () => {
    const rules: Rule[] = [{ kind: "pattern", value: "(\\w+\\s?)*!!!" }];
    const started = performance.now();
    expect(reasons({ message: "a".repeat(25) }, rules)).toEqual([]);
    expect(reasons({ message: `${"word ".repeat(1000)}!!!` }, rules)).toEqual(["owner-rule"]);
    // A backtracking engine takes a minute here; a linear one milliseconds. The bound only tells the
    // two apart, with room for a loaded machine.
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it.each([
    ["a lookahead", "(?=.*winner)bet"],
    ["a backreference", "(\\w+) \\1"],
    ["a named backreference", "(?<w>\\w+) \\k<w>"],
    ["a pattern too large", "[\\s\\S]{990}x"],
  ])("counts a stored rule the engine cannot run (%s) as no match, and says so", (_, value) => {
    const onFailure = vi.fn();
    const rule: Rule = { kind: "pattern", value };
    expect(contentSignals({ ...person, message: "bet on the winner the winner" }, [rule], onFailure)).toEqual([]);
    expect(onFailure).toHaveBeenCalledWith(rule, expect.any(Error));
  });

  it("shows a pattern no more than PATTERN_TEXT_LIMIT characters", () => {
    const rules: Rule[] = [{ kind: "pattern", value: "needle" }];
    const lead = (at: number) => ({ name: "", company: "", message: `${"x".repeat(at)}needle` });
    expect(reasons(lead(PATTERN_TEXT_LIMIT - 10), rules)).toEqual(["owner-rule"]);
    expect(reasons(lead(PATTERN_TEXT_LIMIT), rules)).toEqual([]);
  });
});
