// The README's settings table is what an engineer who deploys reads; the server's SETTINGS is
// what it obeys. Written in two places, they drift: this holds the table to the code.
import { readFileSync } from "node:fs";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { SETTINGS } from "../server/config.js";

const README = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The rows of the table under "Server" in the README's Settings section: variable → default. */
function serverTable(): Map<string, string> {
  const section = README.slice(README.indexOf("\n## Settings\n"));
  const server = section.slice(section.indexOf("\nServer"), section.indexOf("\nSite"));
  const rows = new Map<string, string>();
  for (const line of server.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    const name = /^`([A-Z_]+)`$/.exec(cells[1] ?? "")?.[1];
    if (name !== undefined) rows.set(name, cells[2]!);
  }
  return rows;
}

describe("the README's settings table", () => {
  const table = serverTable();

  it("lists every setting the server reads, and no other", () => {
    expect([...table.keys()].sort()).toEqual(Object.keys(SETTINGS).sort());
  });

  it.each(Object.entries(SETTINGS))("gives %s the default the server applies", (name, schema) => {
    const fallback: unknown = v.getDefault(schema as v.GenericSchema);
    // No value, an empty list or a switch left off: the table says so in words ("(none)", "off").
    if (fallback === undefined || fallback === "" || fallback === false || fallback === "false") {
      return expect(table.get(name)).not.toMatch(/^`[^`]+`$/);
    }
    // DATA_DIR's relative path is read from the package root: "./data" and "data" are one.
    expect(table.get(name)?.replace(/^`\.\//, "`")).toBe(`\`${String(fallback)}\``);
  });
});
