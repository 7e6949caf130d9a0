import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { buttonVariants } from "~/components/ui/button";
import { csvHref, tableToCsv } from "./csv";

export interface Column<Row> {
  label: string;
  /** The cell as shown (a link, a formatted number). */
  cell: (row: Row) => ReactNode;
  /** The cell in the CSV: the plain value. */
  value: (row: Row) => string | number;
  numeric?: boolean;
  /** A short value that reads badly broken (a day, "26 de out."): kept on one line. */
  nowrap?: boolean;
}

/** One of the dashboard's tables, with its caption as heading and its own CSV export. */
export function FigureTable<Row>({
  id,
  title,
  columns,
  rows,
  empty,
  exportLabel,
  fileName,
  note,
  className = "",
  cards = false,
}: {
  id: string;
  title: string;
  columns: Column<Row>[];
  rows: Row[];
  empty: string;
  exportLabel: string;
  fileName: string;
  /** A line under the table that says what its figures leave out. */
  note?: ReactNode;
  className?: string;
  /**
   * A card per row on a phone, each figure named (issue 40): for the breakdowns whose columns a
   * phone cannot hold; a long run of days or a funnel stays a table that scrolls.
   */
  cards?: boolean;
}) {
  const csv = tableToCsv(
    columns.map((column) => column.label),
    rows.map((row) => columns.map((column) => column.value(row))),
  );
  // From xl two cards share a row: the tighter padding and column gaps there let six Portuguese
  // headings ("Origem Visitantes Visitas Contatos Conversas Ganhos") fit without scrolling.
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-2xl border border-line bg-surface p-4 sm:p-6 xl:p-5 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <a
          href={csvHref(csv)}
          download={fileName}
          aria-label={exportLabel}
          className={buttonVariants({ variant: "secondary", size: "md" })}
        >
          <Download aria-hidden className="size-4" />
          CSV
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{empty}</p>
      ) : (
        // A table wider than a phone scrolls, and a scrollable region must be reachable by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-labelledby={id}>
          <table className={`w-full text-sm ${cards ? "phone-cards" : ""}`}>
            <thead>
              <tr className="border-b border-line text-left text-muted">
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={`py-2 pl-2 font-semibold first:pl-0 sm:pl-3 xl:pl-2 ${column.numeric ? "text-right" : ""}`}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index} className="border-b border-line/60 last:border-0">
                  {columns.map((column, columnIndex) => {
                    const Cell = columnIndex === 0 ? "th" : "td";
                    return (
                      <Cell
                        key={column.label}
                        {...(columnIndex === 0 ? { scope: "row" } : cards ? { "data-label": column.label } : {})}
                        className={`py-2 pl-2 font-normal break-words first:pl-0 sm:pl-3 xl:pl-2 ${column.numeric ? "text-right whitespace-nowrap tabular-nums" : "text-left"} ${column.nowrap ? "whitespace-nowrap" : ""}`}
                      >
                        {column.cell(row)}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {note}
    </section>
  );
}
