import { describe, expect, it } from "vitest";
import { validateLead } from "./validate";

const consulting = { name: "Ana", email: "ana@example.com", company: "Acme", context: "We need a model." };
const discovery = {
  name: "Ana",
  email: "ana@example.com",
  company: "Acme",
  teamSize: "",
  currentChallenges: "Shipping LLM features.",
  workshopInterest: "4-hour",
};

describe("validateLead", () => {
  it("accepts complete leads", () => {
    expect(validateLead("consulting", consulting)).toEqual({});
    expect(validateLead("discovery", discovery)).toEqual({});
    expect(validateLead("discovery", { ...discovery, teamSize: "31+", workshopInterest: "not-sure" })).toEqual({});
  });

  it.each([
    ["consulting", { ...consulting, name: "   " }, "name", "REQUIRED_FIELD_EMPTY"],
    ["consulting", { ...consulting, context: "" }, "context", "REQUIRED_FIELD_EMPTY"],
    ["consulting", { ...consulting, email: "ana@example" }, "email", "TYPE_EMAIL"],
    ["consulting", { ...consulting, email: "ana example.com" }, "email", "TYPE_EMAIL"],
    ["consulting", { ...consulting, email: "ana@@example.com" }, "email", "TYPE_EMAIL"],
    ["consulting", { ...consulting, company: "x".repeat(201) }, "company", "TYPE_TEXT"],
    ["consulting", { ...consulting, context: "x".repeat(5001) }, "context", "TYPE_TEXT"],
    ["discovery", { ...discovery, currentChallenges: "" }, "currentChallenges", "REQUIRED_FIELD_EMPTY"],
    ["discovery", { ...discovery, teamSize: "7" }, "teamSize", "TYPE_TEXT"],
    ["discovery", { ...discovery, workshopInterest: "weekend" }, "workshopInterest", "TYPE_TEXT"],
  ] as const)("%s: %j → %s %s", (kind, values, field, code) => {
    expect(validateLead(kind, values)[field]?.code).toBe(code);
  });

  it("does not require the optional selects", () => {
    const { teamSize: _team, workshopInterest: _interest, ...rest } = discovery;
    expect(validateLead("discovery", rest)).toEqual({});
  });

  it("reports the length bound it applied", () => {
    expect(validateLead("consulting", { ...consulting, name: "x".repeat(201) }).name).toEqual({
      code: "TYPE_TEXT",
      max: 200,
    });
  });
});
