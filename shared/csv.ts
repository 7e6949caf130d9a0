/**
 * The one CSV writer (issue 37): the server's exports (`npm run leads`, `npm run stats`, the
 * inbox's download, a visitor's own data) and the dashboard's download in the browser write with
 * it, so a cell is quoted and neutralised the same way wherever a spreadsheet opens it.
 */
import { stripFormatCharacters } from "./format-characters.js";

/**
 * A spreadsheet runs a cell that starts with one of `= + - @`, a tab or a CR as a formula
 * (https://owasp.org/www-community/attacks/CSV_Injection). A cell can start at the beginning of
 * the value, and also after a `,`, `;`, tab or line break when the file is opened with another
 * separator than it was written with: Excel set to Portuguese, German or French splits on `;`,
 * and quoting does not hold across conventions. So a `'` goes before every trigger found at any
 * of these places (spaces between allowed), which makes what follows text in every convention.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])([ ]*)(?=[=+\-@\t\r])/g;

/** The text of a cell: format characters removed, formulas neutralised; null is an empty cell. */
export function spreadsheetText(value: string | null): string {
  if (value === null) return "";
  return stripFormatCharacters(value).replace(FORMULA_START, "$1'");
}

/**
 * Rows as RFC 4180 CSV that opens safely in any spreadsheet and locale: every cell quoted, every
 * text neutralised (`spreadsheetText`; a number is written as it is: it cannot be a formula),
 * lines ended by CRLF, cells separated by `separator`; the byte-order mark tells Excel the file is
 * UTF-8. Written by hand, not by csv-stringify: with every cell quoted the format is these few
 * lines, and that library needs Node's Buffer, which the browser has not.
 */
export function csvRows(
  rows: readonly (readonly (string | number | null)[])[],
  { bom = false, separator = "," }: { bom?: boolean; separator?: CsvSeparator } = {},
): string {
  const cell = (value: string | number | null) =>
    `"${(typeof value === "number" ? String(value) : spreadsheetText(value)).replaceAll('"', '""')}"`;
  return `${bom ? "\uFEFF" : ""}${rows.map((row) => `${row.map(cell).join(separator)}\r\n`).join("")}`;
}

/**
 * `,` by RFC 4180; `;` where the decimal mark is a comma: a spreadsheet set to Portuguese (or
 * German, French) splits a file's lines on `;` and opens a comma-separated one as one column.
 */
export type CsvSeparator = "," | ";";
