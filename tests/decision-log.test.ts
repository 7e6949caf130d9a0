// The decision log is read by number: "see 067", "amends 033". A record without its parts, a file
// whose heading names another number, two records under one number or a record the index does not
// list sends a reader to the wrong text or to none. Whether an accepted record was edited later is
// git history, which a shallow CI clone does not have: that stays a review's job.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const FOLDER = new URL("../docs/decisions/", import.meta.url);
const FILES = readdirSync(FOLDER).filter((name) => name.endsWith(".md") && name !== "README.md");
const INDEX = readFileSync(new URL("README.md", FOLDER), "utf8");

const text = (file: string) => readFileSync(new URL(file, FOLDER), "utf8");

/** The file each row of the index's table lists in its first cell: "[033](033-booking-abuse-limits.md)". */
function indexRows(): { label: string; file: string }[] {
  return [...INDEX.matchAll(/^\| *\[(\d{3})\]\(([^)]+)\) *\|/gm)].map((match) => ({
    label: match[1]!,
    file: match[2]!,
  }));
}

describe("the decision records", () => {
  it("are named NNN-slug.md, three digits and a slug", () => {
    expect(FILES.filter((file) => !/^\d{3}-[a-z0-9-]+\.md$/.test(file))).toEqual([]);
  });

  it("never share a number", () => {
    const numbers = FILES.map((file) => file.slice(0, 3));
    expect(numbers.filter((number, at) => numbers.indexOf(number) !== at)).toEqual([]);
  });

  it.each(FILES)(
    "%s has a heading with its own number, a Date, a Status, Context, Decision and Consequences",
    (file) => {
      const record = text(file);
      expect(/^# (\d{3})[.:]? \S/.exec(record)?.[1]).toBe(file.slice(0, 3));
      // Written either as one line, "Date: 2026-11-24 · Status: Accepted", or as two, plain or listed.
      expect(record).toMatch(/^(?:- )?Date: \d{4}-\d{2}-\d{2}\b/m);
      expect(record).toMatch(/(?:^(?:- )?|· )Status: \S/m);
      for (const part of ["Context", "Decision", "Consequences"])
        expect(record).toMatch(new RegExp(`^## ${part}$`, "m"));
    },
  );
});

describe("the decision index", () => {
  const rows = indexRows();

  it("lists every record once", () => {
    const listed = rows.map((row) => row.file);
    expect(listed.filter((file, at) => listed.indexOf(file) !== at)).toEqual([]);
    expect(FILES.filter((file) => !listed.includes(file))).toEqual([]);
  });

  it("lists only records that exist, each under its own number", () => {
    expect(rows.filter((row) => !FILES.includes(row.file))).toEqual([]);
    expect(rows.filter((row) => !row.file.startsWith(`${row.label}-`))).toEqual([]);
  });

  it("links only records that exist", () => {
    const linked = [...INDEX.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]!);
    expect(linked.filter((file) => !FILES.includes(file))).toEqual([]);
  });
});
