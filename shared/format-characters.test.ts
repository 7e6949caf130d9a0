import { describe, expect, it } from "vitest";
import { escapeFormatCharactersInJson, stripFormatCharacters } from "./format-characters.js";

describe("stripFormatCharacters", () => {
  it.each([
    ["a right-to-left override", "Ana\u202Egpj.exe", "Anagpj.exe"],
    ["every embedding and override", "\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee", "abcde"],
    ["the isolates", "\u2066x\u2067y\u2068z\u2069", "xyz"],
    ["the direction marks", "\u200Eleft\u200F right\u061C", "left right"],
    ["the C1 controls, first and last", "a\u0080b\u0085c\u009Fd", "abcd"],
  ])("removes %s", (_case, input, expected) => {
    expect(stripFormatCharacters(input)).toBe(expected);
  });

  it.each([
    ["Portuguese", "João Conceição, São Paulo"],
    ["Arabic and Hebrew, written right to left on their own", "سلام שלום"],
    ["emoji with joiners", "👩‍💻 Ada"],
    ["Latin-1 letters just above the C1 block", "\u00A0é ñ ü ÿ"],
    ["tabs and new lines", "line one\n\tline two\r\n"],
  ])("leaves %s as it is", (_case, text) => {
    expect(stripFormatCharacters(text)).toBe(text);
  });
});

describe("escapeFormatCharactersInJson", () => {
  it("writes each as a JSON escape, so the value reads back the same and the file shows it", () => {
    const value = { name: "Ana\u202Egpj.exe", note: "a\u0085b" };
    const json = escapeFormatCharactersInJson(JSON.stringify(value));
    expect(json).toBe('{"name":"Ana\\u202egpj.exe","note":"a\\u0085b"}');
    expect(JSON.parse(json)).toEqual(value);
  });
});
