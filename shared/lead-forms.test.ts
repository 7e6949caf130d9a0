import { describe, expect, it } from "vitest";
import { checkLead, formFields, isEmailAddress, isRequired, type FieldIssue } from "./lead-forms.js";

const consulting = { name: "Ana", email: "ana@example.com", company: "Acme", context: "We need a model." };
const discovery = {
  name: "Ana",
  email: "ana@example.com",
  company: "Acme",
  teamSize: "",
  currentChallenges: "Shipping LLM features.",
  workshopInterest: "4-hour",
};

const problemOf = (result: ReturnType<typeof checkLead>, field: string): FieldIssue | undefined =>
  result.ok ? undefined : result.issues.find((problem) => problem.field === field);

describe("checkLead", () => {
  it("accepts complete leads, trimmed, with the selects' fallbacks", () => {
    expect(checkLead("consulting", { ...consulting, name: "  Ana " })).toEqual({ ok: true, values: consulting });
    expect(checkLead("discovery", discovery)).toEqual({
      ok: true,
      values: { ...discovery, teamSize: null, workshopInterest: "4-hour" },
    });
    const { teamSize: _team, workshopInterest: _interest, ...rest } = discovery;
    expect(checkLead("discovery", { ...rest, workshopInterest: " " })).toMatchObject({
      ok: true,
      values: { teamSize: null, workshopInterest: "4-hour" },
    });
    expect(checkLead("discovery", { ...discovery, teamSize: "31+", workshopInterest: "not-sure" })).toMatchObject({
      ok: true,
      values: { teamSize: "31+", workshopInterest: "not-sure" },
    });
  });

  it.each([
    ["consulting", { ...consulting, name: "   " }, "name", "REQUIRED_FIELD_EMPTY"],
    ["consulting", { ...consulting, name: null }, "name", "REQUIRED_FIELD_EMPTY"],
    ["consulting", { email: "ana@example.com" }, "name", "REQUIRED_FIELD_MISSING"],
    ["consulting", { ...consulting, name: 42 }, "name", "TYPE_TEXT"],
    ["consulting", { ...consulting, name: "A\u0000na" }, "name", "TYPE_TEXT"],
    ["consulting", { ...consulting, context: "" }, "context", "REQUIRED_FIELD_EMPTY"],
    ["consulting", { ...consulting, email: "ana@example" }, "email", "TYPE_EMAIL"],
    ["consulting", { ...consulting, email: "ana example.com" }, "email", "TYPE_EMAIL"],
    ["consulting", { ...consulting, email: "ana@@example.com" }, "email", "TYPE_EMAIL"],
    ["consulting", { ...consulting, company: "x".repeat(201) }, "company", "TYPE_TEXT"],
    ["consulting", { ...consulting, context: "x".repeat(5001) }, "context", "TYPE_TEXT"],
    ["discovery", { ...discovery, currentChallenges: "" }, "currentChallenges", "REQUIRED_FIELD_EMPTY"],
    ["discovery", { ...discovery, teamSize: "7" }, "teamSize", "TYPE_TEXT"],
    ["discovery", { ...discovery, teamSize: ["1-5"] }, "teamSize", "TYPE_TEXT"],
    ["discovery", { ...discovery, workshopInterest: "weekend" }, "workshopInterest", "TYPE_TEXT"],
  ] as const)("%s: %j → %s %s", (kind, values, field, code) => {
    expect(problemOf(checkLead(kind, values), field)?.code).toBe(code);
  });

  it("reports the length bound it applied, and the values a select allows", () => {
    expect(problemOf(checkLead("consulting", { ...consulting, name: "x".repeat(201) }), "name")).toEqual({
      field: "name",
      code: "TYPE_TEXT",
      max: 200,
    });
    expect(problemOf(checkLead("discovery", { ...discovery, teamSize: "7" }), "teamSize")).toEqual({
      field: "teamSize",
      code: "TYPE_TEXT",
      options: ["1-5", "6-15", "16-30", "31+"],
    });
  });

  it("reports one issue per field, in the form's order, and ignores other fields", () => {
    const result = checkLead("discovery", { teamSize: "x", email: "nope", other: 1 });
    expect(result.ok ? [] : result.issues.map(({ field, code }) => [field, code])).toEqual([
      ["name", "REQUIRED_FIELD_MISSING"],
      ["email", "TYPE_EMAIL"],
      ["company", "REQUIRED_FIELD_MISSING"],
      ["teamSize", "TYPE_TEXT"],
      ["currentChallenges", "REQUIRED_FIELD_MISSING"],
    ]);
  });
});

describe("typed text stays in its field (issue 49)", () => {
  it.each([
    ["name", "Ada\nEmail: ceo@bigcorp.example", "Ada Email: ceo@bigcorp.example"],
    ["company", "Acme\r\nInbox: https://evil.example", "Acme Inbox: https://evil.example"],
    ["name", "Security\u2800alert:\u2800pay", "Security alert: pay"],
    ["company", "Acme\u2028\u00a0Inc", "Acme Inc"],
  ] as const)("keeps a %s on one line", (field, typed, kept) => {
    const checked = checkLead("consulting", { ...consulting, [field]: typed });
    expect(checked.ok && checked.values[field]).toBe(kept);
  });

  it("keeps the line breaks of a multi-line field", () => {
    const checked = checkLead("consulting", { ...consulting, context: "Line one\nLine two" });
    expect(checked.ok && checked.values.context).toBe("Line one\nLine two");
  });
});

describe("the address rule", () => {
  it.each([
    ["a quoted local part", '"victim"@example.com'],
    ["a quoted local part with a space", '"a b"@example.com'],
    ["a bracketed IPv4 domain", "x@[10.0.0.5]"],
    ["a bracketed IPv6 domain", "x@[IPv6:2001:db8::1]"],
    ["a bare IPv4 domain", "x@10.0.0.5"],
  ])("refuses %s (%s) with a field error that says why", (_case, email) => {
    expect(problemOf(checkLead("consulting", { ...consulting, email }), "email")).toEqual({
      field: "email",
      code: "TYPE_EMAIL",
      plainAddress: true,
    });
    expect(isEmailAddress(email)).toBe(false);
  });

  it.each(["ana@example.com", "ana+tag@example.com.br", "a.n.a@sub.example.io", "ana@xn--bcher-kva.example"])(
    "accepts %s",
    (email) => {
      expect(checkLead("consulting", { ...consulting, email }).ok).toBe(true);
      expect(isEmailAddress(email)).toBe(true);
    },
  );

  it.each(["x1<victim@gmail.com>", "x2(c)victim@gmail.com", "r3,victim@gmail.com", "g4:victim@gmail.com"])(
    "refuses %s, more than one address, with a field error that says so",
    (email) => {
      expect(problemOf(checkLead("consulting", { ...consulting, email }), "email")).toEqual({
        field: "email",
        code: "TYPE_EMAIL",
        oneAddress: true,
      });
    },
  );

  it("keeps the address with its domain in lower case", () => {
    const checked = checkLead("consulting", { ...consulting, email: " Ana@Example.COM " });
    expect(checked.ok && checked.values.email).toBe("Ana@example.com");
  });

  it("tells a typo apart from a refused form of address", () => {
    expect(problemOf(checkLead("consulting", { ...consulting, email: "ana@example" }), "email")).toEqual({
      field: "email",
      code: "TYPE_EMAIL",
    });
  });
});

describe("text fields", () => {
  it("lose bidi overrides and C1 controls, which only disguise text", () => {
    const result = checkLead("consulting", {
      ...consulting,
      name: "Ana\u202E gpj.exe\u0085",
      company: "\u2066Acme\u2069",
    });
    expect(result).toMatchObject({ ok: true, values: { name: "Ana gpj.exe", company: "Acme" } });
  });

  it("count a value made only of them as empty", () => {
    expect(problemOf(checkLead("consulting", { ...consulting, name: "\u202E\u200F" }), "name")?.code).toBe(
      "REQUIRED_FIELD_EMPTY",
    );
  });
});

describe("formFields and isRequired", () => {
  it("list each form's fields in order, the selects optional", () => {
    expect(formFields("consulting")).toEqual(["name", "email", "company", "context"]);
    expect(formFields("discovery").filter((field) => isRequired("discovery", field))).toEqual([
      "name",
      "email",
      "company",
      "currentChallenges",
    ]);
  });
});
