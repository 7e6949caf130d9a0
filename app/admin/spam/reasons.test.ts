import { describe, expect, it } from "vitest";
import { spamReasonsText } from "./reasons";

describe("spamReasonsText", () => {
  it.each([
    [[], "en", null],
    [["too-fast"], "en", "sent too fast for a person"],
    [["link-in-name", "keyword"], "pt", "link no nome, frases de spam"],
    [["marked-by-owner"], "pt", "marcado por você"],
  ] as const)("%j in %s", (reasons, language, text) => {
    expect(spamReasonsText(reasons, language)).toBe(text);
  });
});
