import { describe, expect, it } from "vitest";
import { csvHref, tableToCsv } from "./csv";

describe("tableToCsv", () => {
  it("writes a header and rows, quoting and neutralising cells", () => {
    expect(
      tableToCsv(
        ["Page", "Views"],
        [
          ["/en/", 3],
          ['=HYPERLINK("x")', 1],
          ["a,b", 0],
        ],
      ),
    ).toBe('\uFEFFPage,Views\r\n/en/,3\r\n"\'=HYPERLINK(""x"")",1\r\n"a,b",0\r\n');
  });

  it("becomes a data: link", () => {
    expect(csvHref("a,b\r\n")).toBe("data:text/csv;charset=utf-8,a%2Cb%0D%0A");
  });
});
