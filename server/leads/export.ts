import { exportColumns as enColumns } from "../../shared/content/en/export-columns.js";
import { leadNames as en } from "../../shared/content/en/lead-names.js";
import { exportColumns as ptColumns } from "../../shared/content/pt/export-columns.js";
import { leadNames as pt } from "../../shared/content/pt/lead-names.js";
import { csvRows, type CsvSeparator } from "../../shared/csv.js";
import { decimalAmount } from "../../shared/deal-value.js";
import { escapeFormatCharactersInJson } from "../../shared/format-characters.js";
import { NATIVE_NAMES, type Language } from "../../shared/languages.js";
import { wallClockText } from "../../shared/wall-clock.js";
import type { Lead } from "./repository.js";
import { UNKNOWN_ATTRIBUTION, type Attribution } from "../analytics/attribution.js";
import type { Booking } from "../booking/repository.js";
import type { Note } from "./pipeline-records.js";

/** Where each lead came from (issue 26), by id; a lead missing from it is unknown. */
export type Attributions = ReadonlyMap<string, Attribution>;
const ATTRIBUTION_COLUMNS = ["source", "medium", "campaign", "referrer", "landingPage"] as const;
/** The owner's notes on each lead (issue 39), by id, oldest first; a lead missing from it has none. */
export type LeadNotes = ReadonlyMap<string, readonly Note[]>;

/** Each lead's call (the one it holds, else its last with an outcome), by lead id; none: no call. */
type ExportedCall = Pick<Booking, "start" | "end" | "outcome" | "outcomeAt">;
export type ExportCalls = ReadonlyMap<string, ExportedCall>;
export const CALL_COLUMNS = ["callStart", "callEnd", "callOutcome", "callOutcomeAt"] as const;

/** A lead's call as the export shows it (issue 38): held or no_show once the owner marked it. */
function exportCall(call: ExportedCall | undefined) {
  return {
    callStart: call?.start.toISOString() ?? null,
    callEnd: call?.end.toISOString() ?? null,
    callOutcome: call?.outcome ?? null,
    callOutcomeAt: call?.outcomeAt?.toISOString() ?? null,
  } satisfies Record<(typeof CALL_COLUMNS)[number], string | null>;
}

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
  "stage",
  "lostReason",
  "followUpOn",
] as const satisfies readonly (keyof Lead)[];

/** Its deal value (issue 51) as a plain decimal in major units (`1500.00`), and its currency. */
export const VALUE_COLUMNS = ["dealValue", "dealCurrency"] as const;

type ExportColumn = (typeof EXPORT_COLUMNS)[number] | (typeof VALUE_COLUMNS)[number];
/** Every value a string or null, but `spamReasons`: the verdict's reasons, a list (issue 27). */
type ExportedLead = Record<ExportColumn, string | string[] | null>;
const LEAD_COLUMNS = [...EXPORT_COLUMNS, ...VALUE_COLUMNS] as const;

/**
 * The CSV's header: the lead's columns, where it came from, its call (empty cells when unknown or
 * none), and its notes last, the longest cell.
 */
export const CSV_HEADER = [...LEAD_COLUMNS, ...ATTRIBUTION_COLUMNS, ...CALL_COLUMNS, "notes"] as const;

const exportNote = (note: Note) => ({
  createdAt: note.createdAt.toISOString(),
  updatedAt: note.updatedAt.toISOString(),
  body: note.body,
});

/** A lead's notes in one cell: each after its time, a blank line between them. */
const notesCell = (notes: readonly Note[] = []) =>
  notes.length === 0 ? null : notes.map((note) => `${note.createdAt.toISOString()} ${note.body}`).join("\n\n");

/** What the owner added to the leads being exported, by lead id: their notes and their calls. */
export interface ExportExtras {
  notes?: LeadNotes;
  calls?: ExportCalls;
}

export function exportLead(lead: Lead): ExportedLead {
  const row = {} as ExportedLead;
  for (const column of EXPORT_COLUMNS) {
    const value = lead[column];
    row[column] = value instanceof Date ? value.toISOString() : value;
  }
  row.dealValue = lead.value ? decimalAmount(lead.value) : null;
  row.dealCurrency = lead.value?.currency ?? null;
  return row;
}

/**
 * A JSON array of leads, one object per lead with where it came from, its call and its notes, dates in ISO 8601. The
 * values are as they were sent; invisible format characters are written as escapes, so they show
 * in the file.
 */
export function leadsToJson(
  leads: Lead[],
  attributions: Attributions = new Map(),
  { notes = new Map(), calls = new Map() }: ExportExtras = {},
): string {
  const rows = leads.map((lead) => ({
    ...exportLead(lead),
    attribution: attributions.get(lead.id) ?? UNKNOWN_ATTRIBUTION,
    ...exportCall(calls.get(lead.id)),
    notes: (notes.get(lead.id) ?? []).map(exportNote),
  }));
  return `${escapeFormatCharactersInJson(JSON.stringify(rows, null, 2))}\n`;
}

/** A list (the spam reasons) is one cell, its entries separated by spaces. */
const cell = (value: string | string[] | null) => (Array.isArray(value) ? value.join(" ") : value);

/**
 * RFC 4180 CSV with a header row, every cell quoted, CRLF line ends, preceded by a UTF-8 byte
 * order mark so that spreadsheet programs read accents right. Cells are neutralised against
 * formula injection (shared/csv.ts).
 */
export function leadsToCsv(
  leads: Lead[],
  attributions: Attributions = new Map(),
  { notes = new Map(), calls = new Map() }: ExportExtras = {},
): string {
  const rows = leads.map((lead) => {
    const row = exportLead(lead);
    const attribution = attributions.get(lead.id) ?? UNKNOWN_ATTRIBUTION;
    const call = exportCall(calls.get(lead.id));
    return [
      ...LEAD_COLUMNS.map((column) => cell(row[column])),
      ...ATTRIBUTION_COLUMNS.map((column) => attribution[column]),
      ...CALL_COLUMNS.map((column) => call[column]),
      notesCell(notes.get(lead.id)),
    ];
  });
  return csvRows([[...CSV_HEADER], ...rows], { bom: true });
}

/** How the console's download is written for a spreadsheet: in the owner's language and zone. */
export interface Spreadsheet {
  language: Language;
  timeZone: string;
}

const NAMES = { en, pt };
const COLUMNS = { en: enColumns, pt: ptColumns };
/** A spreadsheet set to Portuguese splits lines on `;` (its decimal mark is the comma). */
const SEPARATORS: Record<Language, CsvSeparator> = { en: ",", pt: ";" };
const DECIMAL_MARKS: Record<Language, string> = { en: ".", pt: "," };

/** A moment in the zone as a spreadsheet reads one; an empty cell for none. */
const sheetTime = (instant: Date | null | undefined, timeZone: string): string | null =>
  instant === null || instant === undefined ? null : wallClockText(instant, timeZone);

/**
 * The inbox's download for a spreadsheet (issue 51): the same columns as `leadsToCsv`, headed
 * in the owner's language, with forms, statuses, stages and outcomes named as the console names
 * them, times in the owner's zone (the header says which), and `;` between cells in Portuguese.
 * The byte-order mark and the formula guards are csvRows', as in every export.
 */
export function leadsToSpreadsheet(
  leads: Lead[],
  attributions: Attributions,
  { notes = new Map(), calls = new Map() }: ExportExtras,
  { language, timeZone }: Spreadsheet,
): string {
  const names = NAMES[language];
  const header = CSV_HEADER.map((column) => {
    const label = COLUMNS[language][column];
    return typeof label === "function" ? label(timeZone) : label;
  });
  const rows = leads.map((lead) => {
    const attribution = attributions.get(lead.id) ?? UNKNOWN_ATTRIBUTION;
    const call = calls.get(lead.id);
    const named: ExportedLead = {
      ...exportLead(lead),
      receivedAt: sheetTime(lead.receivedAt, timeZone),
      form: names.forms[lead.form],
      status: names.statuses[lead.status],
      language: NATIVE_NAMES[lead.language],
      stage: names.stages[lead.stage],
      dealValue: lead.value ? decimalAmount(lead.value, DECIMAL_MARKS[language]) : null,
    };
    const noteLines = (notes.get(lead.id) ?? []).map((note) => `${sheetTime(note.createdAt, timeZone)} ${note.body}`);
    return [
      ...LEAD_COLUMNS.map((column) => cell(named[column])),
      ...ATTRIBUTION_COLUMNS.map((column) => attribution[column]),
      sheetTime(call?.start, timeZone),
      sheetTime(call?.end, timeZone),
      call?.outcome ? names.outcomes[call.outcome] : null,
      sheetTime(call?.outcomeAt, timeZone),
      noteLines.length === 0 ? null : noteLines.join("\n\n"),
    ];
  });
  return csvRows([header, ...rows], { bom: true, separator: SEPARATORS[language] });
}
