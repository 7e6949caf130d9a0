import { describe, expect, it } from "vitest";
import { csvHref, tableToCsv } from "./csv";

describe("tableToCsv", () => {
  it("writes a header and rows with the server's writer: every cell quoted and neutralised", () => {
    expect(
      tableToCsv(
        ["Page", "Views"],
        [
          ["/en/", 3],
          ['=HYPERLINK("x")', 1],
          ["a,b", 0],
        ],
      ),
    ).toBe('\uFEFF"Page","Views"\r\n"/en/","3"\r\n"\'=HYPERLINK(""x"")","1"\r\n"a,b","0"\r\n');
  });

  // Issue 37, attack 8: unquoted, this opened as a formula in Excel set to ";".
  it.each([
    ["x;=cmd|' /C calc'!A0", `"x;'=cmd|' /C calc'!A0"`],
    ["utm;+1", `"utm;'+1"`],
    ["a\t@SUM(A1)", `"a\t'@SUM(A1)"`],
    ["line\n-1", `"line\n'-1"`],
  ])("a source %j comes out quoted and neutralised", (value, cell) => {
    expect(tableToCsv(["Source"], [[value]])).toBe(`\uFEFF"Source"\r\n${cell}\r\n`);
  });

  it("becomes a data: link", () => {
    expect(csvHref("a,b\r\n")).toBe("data:text/csv;charset=utf-8,a%2Cb%0D%0A");
  });
});
