import { stringify } from "csv-stringify/sync";
import { escapeFormatCharactersInJson, stripFormatCharacters } from "./admin/format-characters.js";
import type { Lead } from "./db/leads.js";

/** What an export holds of a lead, in this order: bookkeeping (idempotency key, reply URL) stays out. */
export const EXPORT_COLUMNS = [
  "id",
  "receivedAt",
  "form",
  "status",
  "language",
  "name",
  "email",
  "replyTo",
  "company",
  "message",
  "teamSize",
  "workshopInterest",
  "subject",
  "clientAddress",
  "userAgent",
] as const satisfies readonly (keyof Lead)[];

type ExportColumn = (typeof EXPORT_COLUMNS)[number];
type ExportedLead = Record<ExportColumn, string | null>;

export function exportLead(lead: Lead): ExportedLead {
  const row = {} as ExportedLead;
  for (const column of EXPORT_COLUMNS) {
    const value = lead[column];
    row[column] = value instanceof Date ? value.toISOString() : value;
  }
  return row;
}

/**
 * A JSON array of leads, one object per lead, dates in ISO 8601. The values are as they were
 * sent; invisible format characters are written as escapes, so they show in the file.
 */
export function leadsToJson(leads: Lead[]): string {
  return `${escapeFormatCharactersInJson(JSON.stringify(leads.map(exportLead), null, 2))}\n`;
}

/**
 * RFC 4180 CSV with a header row, every cell quoted, CRLF line ends, preceded by a UTF-8 byte
 * order mark so that spreadsheet programs read accents right. Cells are neutralised against
 * formula injection (`spreadsheetText`).
 */
export function leadsToCsv(leads: Lead[]): string {
  const rows = leads.map((lead) => {
    const row = exportLead(lead);
    return EXPORT_COLUMNS.map((column) => spreadsheetText(row[column]));
  });
  return stringify([[...EXPORT_COLUMNS], ...rows], {
    bom: true,
    quoted: true,
    quoted_empty: true,
    record_delimiter: "\r\n",
  });
}

/**
 * A spreadsheet runs a cell that starts with one of `= + - @`, a tab or a CR as a formula
 * (https://owasp.org/www-community/attacks/CSV_Injection). A cell can start at the beginning of
 * the value, and also after a `,`, `;`, tab or line break when the file is opened with another
 * separator than it was written with: Excel set to Portuguese, German or French splits on `;`,
 * and quoting does not hold across conventions. So a `'` goes before every trigger found at any
 * of these places (spaces between allowed), which makes what follows text in every convention.
 */
const FORMULA_START = /(?<=^|[,;\t\r\n])([ ]*)(?=[=+\-@\t\r])/g;

export function spreadsheetText(value: string | null): string {
  if (value === null) return "";
  return stripFormatCharacters(value).replace(FORMULA_START, "$1'");
}
