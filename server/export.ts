import type { Lead } from "./db/leads.js";
import { UNKNOWN_ATTRIBUTION, type Attribution } from "./analytics/attribution.js";

/** Where each lead came from (issue 26), by id; a lead missing from it is unknown. */
export type Attributions = ReadonlyMap<string, Attribution>;
const ATTRIBUTION_COLUMNS = ["source", "medium", "campaign", "referrer", "landingPage"] as const;

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

export type ExportColumn = (typeof EXPORT_COLUMNS)[number];

/** The CSV's header: the lead's columns, then where it came from (empty cells when unknown). */
export const CSV_HEADER = [...EXPORT_COLUMNS, ...ATTRIBUTION_COLUMNS] as const;
export type ExportedLead = Record<ExportColumn, string | null>;

export function exportLead(lead: Lead): ExportedLead {
  const row = {} as ExportedLead;
  for (const column of EXPORT_COLUMNS) {
    const value = lead[column];
    row[column] = value instanceof Date ? value.toISOString() : value;
  }
  return row;
}

/** A JSON array of leads, one object per lead, dates in ISO 8601. */
export function leadsToJson(leads: Lead[], attributions: Attributions = new Map()): string {
  const rows = leads.map((lead) => ({
    ...exportLead(lead),
    attribution: attributions.get(lead.id) ?? UNKNOWN_ATTRIBUTION,
  }));
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/**
 * RFC 4180 CSV with a header row and CRLF line ends, preceded by a UTF-8 byte order mark so
 * that spreadsheet programs read accents right. Cells are neutralised against formula injection.
 */
export function leadsToCsv(leads: Lead[], attributions: Attributions = new Map()): string {
  const rows = [
    CSV_HEADER,
    ...leads.map((lead) => [
      ...EXPORT_COLUMNS.map((column) => exportLead(lead)[column]),
      ...ATTRIBUTION_COLUMNS.map((column) => (attributions.get(lead.id) ?? UNKNOWN_ATTRIBUTION)[column]),
    ]),
  ];
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
