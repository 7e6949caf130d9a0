import { afterEach, describe, expect, it, vi } from "vitest";
import { coerceLanguage, isLanguage, LANGUAGE_TAGS, languageFromTag, looksLikeLanguageTag } from "./languages.js";

afterEach(() => vi.restoreAllMocks());

describe("isLanguage", () => {
  it.each([
    ["en", true],
    ["pt", true],
    ["EN", false],
    ["pt-BR", false],
    ["fr", false],
    ["", false],
    [undefined, false],
    [null, false],
    [42, false],
  ])("%j → %s", (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
});

describe("coerceLanguage", () => {
  it("keeps a supported language without a warning", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(coerceLanguage("pt")).toBe("pt");
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(["fr", "pt-PT", "", "xx", undefined])("coerces %j to en with a console warning", (value) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(coerceLanguage(value)).toBe("en");
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("looksLikeLanguageTag", () => {
  it.each(["fr", "es", "pt-PT", "pt-BR", "en-us", "zh_Hant", "EN", "de-CH-1996"])(
    "%s is language-shaped",
    (segment) => {
      expect(looksLikeLanguageTag(segment)).toBe(true);
    },
  );

  it.each(["consulting", "education", "faq", "", "f", "fr-", "12", "privacy"])("%j is not", (segment) => {
    expect(looksLikeLanguageTag(segment)).toBe(false);
  });
});

it("tags Portuguese as Brazilian Portuguese for <html lang>", () => {
  expect(LANGUAGE_TAGS).toEqual({ en: "en", pt: "pt-BR" });
});

describe("languageFromTag", () => {
  it.each([
    ["en", "en"],
    ["pt", "pt"],
    ["pt-BR", "pt"],
    ["pt_PT", "pt"],
    ["EN-us", "en"],
    [" pt ", "pt"],
    ["fr", undefined],
    ["english", undefined],
    ["", undefined],
    [undefined, undefined],
    [null, undefined],
  ])("%j → %s", (tag, expected) => {
    expect(languageFromTag(tag)).toBe(expected);
  });
});
