// The README's settings table is what an engineer who deploys reads; the server's SETTINGS is
// what it obeys. Each capability documents its settings beside their rules (SettingDocs in its
// settings.ts); `npm run readme:settings` writes the table from them, and this holds the
// README to them and them to the rules.
import { readFileSync } from "node:fs";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { SETTING_DOCS, SETTINGS } from "../server/config.js";
import { readmeSettingRows, settingsTable, withSettingsTable } from "../server/settings-table.js";

const README = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("the README's settings table", () => {
  it("is the one the capabilities' SettingDocs write, row for row (else: npm run readme:settings)", () => {
    const documented = Object.entries(SETTING_DOCS).map(([name, doc]) => [name, doc.default, doc.meaning]);
    expect(readmeSettingRows(README)).toEqual(documented);
  });

  it("documents every setting the server reads, and no other", () => {
    expect(Object.keys(SETTING_DOCS).sort()).toEqual(Object.keys(SETTINGS).sort());
  });

  it.each(Object.entries(SETTINGS))("gives %s the default the server applies", (name, schema) => {
    const shown = SETTING_DOCS[name as keyof typeof SETTING_DOCS].default;
    const fallback: unknown = v.getDefault(schema as v.GenericSchema);
    // No value, an empty list or a switch left off: the table says so in words ("(none)", "off").
    if (fallback === undefined || fallback === "" || fallback === false || fallback === "false") {
      return expect(shown).not.toMatch(/^`[^`]+`$/);
    }
    // DATA_DIR's relative path is read from the package root: "./data" and "data" are one.
    expect(shown.replace(/^`\.\//, "`")).toBe(`\`${String(fallback)}\``);
  });

  it("is replaced whole, and only it, when written again", () => {
    const table = settingsTable({ PORT: { default: "`1`", meaning: "a port" } });
    const written = withSettingsTable(README, table);
    expect(readmeSettingRows(written)).toEqual([["PORT", "`1`", "a port"]]);
    expect(written.slice(0, written.indexOf("\nServer (read at start;"))).toBe(
      README.slice(0, README.indexOf("\nServer (read at start;")),
    );
    expect(written.slice(written.indexOf("\nSite (read at build time"))).toBe(
      README.slice(README.indexOf("\nSite (read at build time")),
    );
  });
});
