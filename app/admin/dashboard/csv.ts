import { csvRows } from "@shared/csv";

/**
 * One table as CSV: the server's writer (shared/csv.ts), so the download opens as safely as the
 * server's exports: every cell quoted, formulas neutralised, a BOM for spreadsheets.
 */
export function tableToCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return csvRows([header, ...rows], { bom: true });
}

/** A link target that downloads the text, with no request to the server. */
export function csvHref(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}
