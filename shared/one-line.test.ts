import { describe, expect, it } from "vitest";
import { oneLine } from "./one-line.js";

describe("oneLine", () => {
  it.each([
    ["LF", "\n"],
    ["CR", "\r"],
    ["CRLF", "\r\n"],
    ["tab", "\t"],
    ["vertical tab", "\v"],
    ["form feed", "\f"],
    ["another C0 control", "\u0001"],
    ["DEL", "\u007f"],
    ["NEL (C1)", "\u0085"],
    ["line separator", "\u2028"],
    ["paragraph separator", "\u2029"],
    ["Braille blank", "\u2800"],
    ["no-break space", "\u00a0"],
    ["zero-width space", "\u200b"],
    ["zero-width non-joiner", "\u200c"],
    ["zero-width joiner", "\u200d"],
    ["word joiner", "\u2060"],
    ["BOM", "\ufeff"],
    ["ideographic space", "\u3000"],
    ["en quad", "\u2000"],
    ["hair space", "\u200a"],
    ["narrow no-break space", "\u202f"],
    ["medium mathematical space", "\u205f"],
    ["Hangul choseong filler", "\u115f"],
    ["Hangul jungseong filler", "\u1160"],
    ["Hangul filler", "\u3164"],
    ["halfwidth Hangul filler", "\uffa0"],
  ])("folds a %s into one space", (_name, character) => {
    expect(oneLine(`Ada${character}Email: ceo@bigcorp.example`)).toBe("Ada Email: ceo@bigcorp.example");
    expect(oneLine(`Ada ${character}${character} Lovelace`)).toBe("Ada Lovelace");
  });

  it("trims, drops bidi overrides, and leaves ordinary text and inner spaces alone", () => {
    expect(oneLine("\n Ana\u202eLima  São Paulo \u2028")).toBe("AnaLima  São Paulo");
    expect(oneLine("漢字 テスト 😀")).toBe("漢字 テスト 😀");
  });
});
