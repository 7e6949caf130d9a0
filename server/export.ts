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
  "spamReasons",
] as const satisfies readonly (keyof Lead)[];

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
/** Every value a string or null, but `spamReasons`: the verdict's reasons, a list (issue 27). */
export type ExportedLead = Record<ExportColumn, string | string[] | null>;

export function exportLead(lead: Lead): ExportedLead {
  const row = {} as ExportedLead;
  for (const column of EXPORT_COLUMNS) {
    const value = lead[column];
    row[column] = value instanceof Date ? value.toISOString() : value;
  }
  return row;
}

/** A JSON array of leads, one object per lead, dates in ISO 8601. */
export function leadsToJson(leads: Lead[]): string {
  return `${JSON.stringify(leads.map(exportLead), null, 2)}\n`;
}

/**
 * RFC 4180 CSV with a header row and CRLF line ends, preceded by a UTF-8 byte order mark so
 * that spreadsheet programs read accents right. Cells are neutralised against formula injection.
 */
export function leadsToCsv(leads: Lead[]): string {
  const cell = (value: string | string[] | null) => (Array.isArray(value) ? value.join(" ") : value);
  const rows = [EXPORT_COLUMNS, ...leads.map((lead) => EXPORT_COLUMNS.map((column) => cell(exportLead(lead)[column])))];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

// A spreadsheet runs a cell that starts with one of these as a formula
// (https://owasp.org/www-community/attacks/CSV_Injection); a leading ' makes it text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | null): string {
  if (value === null) return "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
