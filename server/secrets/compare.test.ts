import { describe, expect, it } from "vitest";
import { secretMatches } from "./compare.js";

describe("secretMatches", () => {
  it.each([
    ["the same password", "correct horse battery", true],
    ["a different one", "correct horse battery!", false],
    ["a prefix", "correct horse", false],
    ["a longer one", `correct horse battery${"x".repeat(1000)}`, false],
    ["the empty string", "", false],
    ["other case", "Correct Horse Battery", false],
  ])("%s → %s", (_, given, expected) => {
    expect(secretMatches(given, "correct horse battery")).toBe(expected);
  });
});
