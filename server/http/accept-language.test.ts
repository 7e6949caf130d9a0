import { describe, expect, it } from "vitest";
import { bestOfOurLanguages, preferredLanguage } from "./accept-language.js";

describe("the language an Accept-Language header prefers", () => {
  it.each([
    // Issue 49: a language refused with q=0 is not chosen, whatever its place.
    ["pt;q=0, en", "en"],
    ["pt;q=0", undefined],
    ["pt-BR;q=0, pt;q=0, en-US", "en"],
    ["en;q=0.2, pt;q=0.8", "pt"],
    ["en;q=0.5, pt-BR", "pt"],
    ["pt-BR,pt;q=0.9,en;q=0.8", "pt"],
    ["en-US,en;q=0.9", "en"],
    ["PT-br", "pt"],
    // Equal weights keep the header's order, as navigator.language would.
    ["pt, en", "pt"],
    ["en, pt", "en"],
    // The browser's preferred language is French: not ours, so the caller's fallback.
    ["fr-FR,pt;q=0.9", undefined],
    ["*", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%j → %s", (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });

  it.each([
    ["pt-BR,pt;q=0.9,en;q=0.8", "pt"],
    ["fr-FR,fr;q=0.9,en;q=0.5,pt;q=0.4", "en"],
    ["fr-FR,pt;q=0, en;q=0.1", "en"],
    ["de", undefined],
    [undefined, undefined],
  ])("the best of ours in %j → %s", (header, expected) => {
    expect(bestOfOurLanguages(header)).toBe(expected);
  });
});
