import { describe, expect, it } from "vitest";
import { csvRows, spreadsheetText } from "./csv";

describe("spreadsheetText", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    ["São Paulo — ação", "São Paulo — ação"],
    ['say "hi"', 'say "hi"'],
    ["a, b", "a, b"],
    ['=HYPERLINK("https://evil.example")', '\'=HYPERLINK("https://evil.example")'],
    ["=1+1", "'=1+1"],
    ["+55 11 99999-0000", "'+55 11 99999-0000"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["a\t=1", "a\t'=1"],
    ["\rcmd", "'\rcmd"],
    ["1-5", "1-5"],
    ["a=b", "a=b"],
    ["Ana;=1+1;x", "Ana;'=1+1;x"],
    ["Ana,=1+1,x", "Ana,'=1+1,x"],
    ["Ana; =1+1", "Ana; '=1+1"],
    ["a;@x;+y;-z", "a;'@x;'+y;'-z"],
    ["line 1\n=cmd", "line 1\n'=cmd"],
    ["\r=1", "'\r'=1"],
    ["Ana\u202egnp.exe", "Anagnp.exe"],
    ["\u2066=1+1\u2069", "'=1+1"],
    ["x\u0085y\u009b", "xy"],
    // Issue 37: the dashboard's own writer left this one as it was.
    ["x;=cmd|' /C calc'!A0", "x;'=cmd|' /C calc'!A0"],
  ])("%j → %j", (value, text) => {
    expect(spreadsheetText(value)).toBe(text);
  });

  it("writes null as an empty cell", () => {
    expect(spreadsheetText(null)).toBe("");
  });
});

describe("csvRows", () => {
  it("quotes every cell, doubles quotes, ends every line with CRLF, and starts with a BOM when asked", () => {
    expect(
      csvRows(
        [
          ["Page", "Views"],
          ['say "hi"', 3],
          [null, 0],
        ],
        { bom: true },
      ),
    ).toBe('\uFEFF"Page","Views"\r\n"say ""hi""","3"\r\n"","0"\r\n');
    expect(csvRows([["a"]])).toBe('"a"\r\n');
  });

  it("writes a number as it is, and neutralises a text that looks like one", () => {
    expect(csvRows([[-2, "-2+3"]])).toBe('"-2","\'-2+3"\r\n');
  });
});
