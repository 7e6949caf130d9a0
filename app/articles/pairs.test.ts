import { describe, expect, it } from "vitest";
import { pairArticles } from "./pairs";

type Lang = "en" | "pt";
const file = (id: string, date: string, pair?: string) => {
  const [language, slug] = id.split("/") as [Lang, string];
  return { id, data: { date: new Date(date), language, pair: pair ?? `${language === "en" ? "pt" : "en"}/${slug}` } };
};

describe("pairArticles", () => {
  it("pairs an article with its translation, newest first, under one path in both languages", () => {
    const pairs = pairArticles([
      file("en/older", "2026-01-01"),
      file("pt/newer", "2026-03-01"),
      file("pt/older", "2026-01-01"),
      file("en/newer", "2026-03-01"),
    ]);
    expect(pairs.map((pair) => [pair.slug, pair.path, pair.languages.pt.id])).toEqual([
      ["newer", "/insights/newer", "pt/newer"],
      ["older", "/insights/older", "pt/older"],
    ]);
  });

  it.each([
    ["pt", "en"],
    ["en", "pt"],
  ])("stops the build when the %s file's pair in %s is missing, naming the file to write", (present, missing) => {
    expect(() => pairArticles([file(`${present}/alone`, "2026-01-01")])).toThrow(
      `Article app/content/articles/${present}/alone.md names ${missing}/alone as its pair, which does not exist: ` +
        `write app/content/articles/${missing}/alone.md`,
    );
  });

  it("refuses a file whose front matter names another language than its folder", () => {
    const english = file("en/wrong", "2026-01-01");
    expect(() => pairArticles([{ ...english, data: { ...english.data, language: "pt" } }])).toThrow(
      "Article app/content/articles/en/wrong.md: it is in the en folder but says `language: pt`.",
    );
  });

  it("refuses a pair in the same language, or under another name", () => {
    expect(() => pairArticles([file("en/a", "2026-01-01", "en/a")])).toThrow(/must be in the other language/);
    expect(() => pairArticles([file("en/a", "2026-01-01", "pt/b")])).toThrow(
      /its pair is pt\/b, but a translation has the same file name.*write pt\/a/,
    );
  });

  it("refuses a file outside a language's folder", () => {
    expect(() => pairArticles([file("fr/article", "2026-01-01", "en/article")])).toThrow(/fr\/article\.md/);
  });
});
