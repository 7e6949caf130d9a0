import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import { articleSchema } from "./schema";

// Outside a build there is no image pipeline: a cover's source is taken as a path.
const schema = articleSchema(() => z.string());

const good = {
  title: "Why AI pilots stall before production",
  description: "A pilot proves that a model can do a task once; production asks whether it does it every day.",
  date: "2026-11-28",
  tags: ["ai-pilots", "production"],
  language: "en",
  pair: "pt/why-ai-pilots-stall",
};

/** The fields a refusal names. */
function refused(entry: Record<string, unknown>): string[] {
  const result = schema.safeParse(entry);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

describe("an article's front matter", () => {
  it("is accepted when whole, with its dates as dates and an optional cover", () => {
    const parsed = schema.parse({
      ...good,
      updated: "2026-12-02",
      cover: { src: "./cover.png", alt: "A diagram of it" },
    });
    expect(parsed.date).toEqual(new Date("2026-11-28"));
    expect(parsed.updated).toEqual(new Date("2026-12-02"));
    expect(schema.parse(good).cover).toBeUndefined();
  });

  it.each([
    ["no title", { title: undefined }, "title"],
    ["a description too short to describe", { description: "Short." }, "description"],
    ["a date that is not one", { date: "next week" }, "date"],
    ["a tag the catalog has no words for", { tags: ["ai-pilots", "blockchain"] }, "tags.1"],
    ["no tag", { tags: [] }, "tags"],
    ["a language the site is not written in", { language: "fr" }, "language"],
    ["a pair that is not a file of the collection", { pair: "why-ai-pilots-stall" }, "pair"],
    ["a cover without its alt text", { cover: { src: "./cover.png" } }, "cover.alt"],
    ["an update before the publication", { updated: "2026-11-01" }, "updated"],
  ])("refuses %s", (_, change, field) => {
    expect(refused({ ...good, ...change })).toEqual([field]);
  });
});
