import type { AdminCopy } from "~/content/en/admin";
import { VITALS, type Vital, type VitalsRow } from "@shared/vitals";
import { FigureTable, type Column } from "./figure-table";

/**
 * Field Web Vitals (issue 52): per page, language and device class, the page views beside each
 * vital's 75th percentile and the share of good visits.
 */
export function VitalsTable({
  copy,
  rows,
  from,
  to,
  number,
  percent,
}: {
  copy: AdminCopy;
  rows: VitalsRow[];
  from: string;
  to: string;
  number: Intl.NumberFormat;
  percent: Intl.NumberFormat;
}) {
  const t = copy.dashboard;
  const c = t.columns;
  const decimal = new Intl.NumberFormat(number.resolvedOptions().locale, { maximumFractionDigits: 2 });
  const shown = (vital: Vital, value: number) =>
    vital === "cls" ? decimal.format(value) : `${number.format(Math.round(value))} ms`;
  const vitalColumn = (vital: Vital): Column<VitalsRow> => ({
    label: t.vitals[vital],
    numeric: true,
    value: (row) => row[vital].p75 ?? "",
    cell: (row) => {
      const { p75, good } = row[vital];
      if (p75 === null) return <span className="text-muted">{t.vitals.none}</span>;
      return (
        <>
          {shown(vital, p75)}
          <span className="block text-xs text-muted">{t.vitals.good(percent.format(good))}</span>
        </>
      );
    },
  });
  return (
    <FigureTable<VitalsRow>
      id="dashboard-vitals"
      title={t.tables.vitals}
      empty={t.empty}
      exportLabel={t.exportCsv(t.tables.vitals)}
      fileName={`vitals-${from}-${to}.csv`}
      className="xl:col-span-2"
      cards
      rows={rows}
      note={<p className="mt-3 text-xs text-muted">{t.vitals.note}</p>}
      columns={[
        { label: c.path, cell: (row) => row.path, value: (row) => row.path },
        {
          label: c.language,
          cell: (row) => (row.language === "en" || row.language === "pt" ? copy.languages[row.language] : row.language),
          value: (row) => row.language,
        },
        { label: c.device, cell: (row) => t.devices[row.device], value: (row) => row.device },
        { label: c.views, cell: (row) => number.format(row.views), value: (row) => row.views, numeric: true },
        ...VITALS.map(vitalColumn),
      ]}
    />
  );
}
