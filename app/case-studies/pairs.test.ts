import { describe, expect, it } from "vitest";
import { pairCaseStudies } from "./pairs";

const on = (day: string) => ({ date: new Date(day) });

describe("pairCaseStudies", () => {
  it("pairs the files of a case by name, newest first", () => {
    const pairs = pairCaseStudies([
      { id: "en/older", data: on("2026-01-01") },
      { id: "pt/newer", data: on("2026-03-01") },
      { id: "pt/older", data: on("2026-01-01") },
      { id: "en/newer", data: on("2026-03-01") },
    ]);
    expect(pairs.map((pair) => [pair.slug, pair.path])).toEqual([
      ["newer", "/case-studies/newer"],
      ["older", "/case-studies/older"],
    ]);
  });

  it.each([
    ["pt", "en"],
    ["en", "pt"],
  ])("fails when the %s file has no %s partner, naming both files", (present, missing) => {
    expect(() => pairCaseStudies([{ id: `${present}/alone`, data: on("2026-01-01") }])).toThrow(
      `Case study app/content/case-studies/${present}/alone.md has no translation: write app/content/case-studies/${missing}/alone.md`,
    );
  });

  it("refuses a file outside a language's folder", () => {
    expect(() => pairCaseStudies([{ id: "fr/case", data: on("2026-01-01") }])).toThrow(/fr\/case\.md/);
  });
});
