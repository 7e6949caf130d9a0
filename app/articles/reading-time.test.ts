import { describe, expect, it } from "vitest";
import { readingMinutes, wordCount } from "./reading-time";

const words = (count: number, word = "word") => Array.from({ length: count }, () => word).join(" ");

describe("wordCount", () => {
  it("counts the words a reader reads, not Markdown's marks", () => {
    expect(wordCount("## A heading\n\nOne **bold** word, and [a link](https://example.com/a-long-path).")).toBe(8);
    expect(wordCount("- first item\n- second item\n\n> a quote")).toBe(6);
  });

  it("leaves code blocks and images out", () => {
    const markdown =
      "Before the code.\n\n```python\nfor case in cases:\n    print(case)\n```\n\n![A diagram](./d.png) After.";
    expect(wordCount(markdown)).toBe(4);
  });

  it("takes numbers, contractions and hyphenated words as one word each", () => {
    expect(wordCount("It's 90% of a 30-minute call, não é?")).toBe(8);
  });
});

describe("readingMinutes", () => {
  it("reads English faster than Portuguese, in words a minute", () => {
    expect(readingMinutes(words(228 * 4), "en")).toBe(4);
    expect(readingMinutes(words(181 * 4, "palavra"), "pt")).toBe(4);
    expect(readingMinutes(words(228 * 4), "pt")).toBe(5);
  });

  it("rounds to the nearest minute, and never says zero", () => {
    expect(readingMinutes(words(228 * 2 + 120), "en")).toBe(3);
    expect(readingMinutes(words(228 * 2 + 100), "en")).toBe(2);
    expect(readingMinutes("", "en")).toBe(1);
    expect(readingMinutes(words(10), "pt")).toBe(1);
  });
});
