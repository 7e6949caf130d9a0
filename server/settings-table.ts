import type { SettingDoc } from "./setting-rules.js";

/*
 * The README's server settings table, written from each capability's SettingDocs (in
 * config.ts's SETTING_DOCS) by `npm run readme:settings` and held to them by
 * tests/settings-table.test.ts: a setting is documented where it is declared.
 */

const HEADER = ["| variable | default | meaning |", "| --- | --- | --- |"];
/** The line above the table and the one after it, which the table sits between. */
const OPENING = "\nServer (read at start;";
const CLOSING = "\nSite (read at build time";

/** The table's Markdown, unpadded (Prettier lines the columns up). */
export function settingsTable(docs: Readonly<Record<string, SettingDoc>>): string {
  const rows = Object.entries(docs).map(([name, doc]) => `| \`${name}\` | ${doc.default} | ${doc.meaning} |`);
  return [...HEADER, ...rows].join("\n");
}

/** The README's server table as [variable, default, meaning] rows, cells trimmed. */
export function readmeSettingRows(readme: string): [string, string, string][] {
  const rows: [string, string, string][] = [];
  for (const line of tableSpan(readme).text.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    const name = /^`([A-Z_]+)`$/.exec(cells[1] ?? "")?.[1];
    if (name !== undefined) rows.push([name, cells[2]!, cells[3]!]);
  }
  return rows;
}

/** The README with its server table replaced by `table`. */
export function withSettingsTable(readme: string, table: string): string {
  const { start, end } = tableSpan(readme);
  return `${readme.slice(0, start)}${table}\n${readme.slice(end)}`;
}

/** Where the table is: from the line after the opening paragraph to the blank line before "Site". */
function tableSpan(readme: string): { start: number; end: number; text: string } {
  const opening = readme.indexOf(OPENING);
  const closing = readme.indexOf(CLOSING, opening);
  if (opening < 0 || closing < 0) throw new Error("The README has no server settings table where expected.");
  const start = readme.indexOf("\n|", opening) + 1;
  const end = readme.lastIndexOf("|\n", closing) + 2;
  return { start, end, text: readme.slice(start, end) };
}
