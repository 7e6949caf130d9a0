import { Fragment } from "react";
import type { AdminCopy } from "~/content/en/admin";
import { sourceWords, type FiguresJson, type TotalsJson } from "@shared/analytics";
import { FigureTable, type Column } from "./figure-table";
import { FunnelNote } from "./funnel-note";
import { decimalAmount, formatDealValue, type DealValue } from "@shared/deal-value";

type Copy = AdminCopy["dashboard"];
type Rows = {
  [K in "funnel" | "sources" | "pages" | "campaigns" | "languages" | "devices" | "daily"]: FiguresJson[K][number];
};

/** The dashboard's figures: the headline beside the period before, then one table per breakdown. */
export function Headline({
  copy,
  current,
  previous,
  number,
  percent,
}: {
  copy: Copy;
  current: FiguresJson;
  previous: TotalsJson;
  number: Intl.NumberFormat;
  percent: Intl.NumberFormat;
}) {
  const keys = ["visitors", "visits", "pageviews", "leads", "calls", "conversion"] as const;
  const format = (key: (typeof keys)[number], value: number) =>
    key === "conversion" ? percent.format(value) : number.format(value);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {keys.map((key) => (
        <div key={key} className="rounded-2xl border border-line bg-surface p-4">
          <dt className="text-sm font-semibold text-muted">{copy.figures[key]}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{format(key, current[key])}</dd>
          <dd className="mt-1 text-xs text-muted">{copy.previous(format(key, previous[key]))}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Tables({
  copy,
  figures,
  number,
  percent,
  locale,
  dayLabel,
  linkToLeads,
  funnelFiltered,
}: {
  copy: AdminCopy;
  figures: FiguresJson;
  /** Whether the funnel was asked for one language, source or campaign. */
  funnelFiltered: boolean;
  number: Intl.NumberFormat;
  percent: Intl.NumberFormat;
  /** The console's language tag: deal values are written in it. */
  locale: string;
  dayLabel: (day: string) => string;
  linkToLeads: (
    count: number,
    what: string,
    filter: { source?: string; campaign?: string; landingPage?: string },
  ) => React.ReactNode;
}) {
  const t = copy.dashboard;
  const c = t.columns;
  const count = <Row,>(label: string, value: (row: Row) => number): Column<Row> => ({
    label,
    cell: (row) => number.format(value(row)),
    value,
    numeric: true,
  });
  const share = <Row,>(label: string, value: (row: Row) => number): Column<Row> => ({
    label,
    cell: (row) => percent.format(value(row)),
    value: (row) => Number(value(row).toFixed(4)),
    numeric: true,
  });
  const text = <Row,>(label: string, value: (row: Row) => string): Column<Row> => ({ label, cell: value, value });
  /** Deal values per currency: formatted in the console's language, plain decimals in the CSV. */
  const value = <Row,>(label: string, sums: (row: Row) => DealValue[]): Column<Row> => ({
    label,
    cell: (row) =>
      sums(row).length === 0
        ? "—"
        : sums(row)
            .map((sum) => formatDealValue(sum, locale))
            .join(" · "),
    value: (row) =>
      sums(row)
        .map((sum) => `${sum.currency} ${decimalAmount(sum)}`)
        .join(" "),
    numeric: true,
  });
  const languageName = (language: string) =>
    language === "en" || language === "pt" ? copy.languages[language] : t.languageChoice;
  const common = (key: keyof typeof t.tables) => ({
    id: `dashboard-${key}`,
    title: t.tables[key],
    empty: t.empty,
    exportLabel: t.exportCsv(t.tables[key]),
    fileName: `${key}-${figures.from}-${figures.to}.csv`,
  });
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <FigureTable<Rows["funnel"]>
        {...common("funnel")}
        rows={figures.funnel}
        note={<FunnelNote copy={t} figures={figures} filtered={funnelFiltered} />}
        columns={[
          text(c.step, (row) => t.steps[row.step]),
          count(c.count, (row) => row.count),
          share(c.dropOff, (row) => row.dropOff),
        ]}
      />
      <FigureTable<Rows["sources"]>
        {...common("sources")}
        cards
        rows={figures.sources}
        columns={[
          // Referring hosts run long ("news.ycombinator.com", "127.0.0.1:4321"): they wrap, not the card.
          // A visit with no source of its own is counted under its channel ("direct"): read in words.
          {
            ...text(c.source, (row) => sourceWords(row.source, copy.channels)),
            cell: (row) => breakableAfter(sourceWords(row.source, copy.channels)),
          },
          // Visits make way for the won value (issue 51): `npm run stats` keeps them.
          count(c.visitors, (row) => row.visitors),
          {
            ...count(c.leads, (row) => row.leads),
            cell: (row) => linkToLeads(row.leads, row.source, { source: row.source }),
          },
          count(c.calls, (row) => row.calls),
          count(c.won, (row) => row.won),
          value(c.wonValue, (row) => row.wonValue),
        ]}
      />
      <FigureTable<Rows["pages"]>
        {...common("pages")}
        cards
        rows={figures.pages}
        columns={[
          { ...text(c.path, (row) => row.path), cell: (row) => breakableAfter(row.path) },
          count(c.views, (row) => row.views),
          count(c.visitors, (row) => row.visitors),
          {
            ...count(c.leads, (row) => row.leads),
            cell: (row) => linkToLeads(row.leads, row.path, { landingPage: row.path }),
          },
          share(c.conversion, (row) => row.conversion),
        ]}
      />
      <FigureTable<Rows["campaigns"]>
        {...common("campaigns")}
        cards
        rows={figures.campaigns}
        columns={[
          { ...text(c.campaign, (row) => row.campaign), cell: (row) => breakableAfter(row.campaign) },
          count(c.visitors, (row) => row.visitors),
          {
            ...count(c.leads, (row) => row.leads),
            cell: (row) => linkToLeads(row.leads, row.campaign, { campaign: row.campaign }),
          },
          count(c.calls, (row) => row.calls),
          count(c.won, (row) => row.won),
          value(c.wonValue, (row) => row.wonValue),
        ]}
      />
      <FigureTable<Rows["languages"]>
        {...common("languages")}
        rows={figures.languages}
        columns={[
          text(c.language, (row) => languageName(row.language)),
          count(c.views, (row) => row.views),
          count(c.visitors, (row) => row.visitors),
          count(c.leads, (row) => row.leads),
        ]}
      />
      <FigureTable<Rows["devices"]>
        {...common("devices")}
        rows={figures.devices}
        columns={[
          text(c.device, (row) => t.devices[row.device]),
          count(c.views, (row) => row.views),
          count(c.visitors, (row) => row.visitors),
        ]}
      />
      <FigureTable<Rows["daily"]>
        {...common("daily")}
        // Six breakdowns fill three rows of two; the day-by-day table takes a row of its own, whole.
        className="xl:col-span-2"
        rows={figures.daily}
        columns={[
          { label: c.day, cell: (row) => dayLabel(row.day), value: (row) => row.day, nowrap: true },
          count(c.visitors, (row) => row.visitors),
          count(c.visits, (row) => row.visits),
          count(t.figures.pageviews, (row) => row.pageviews),
          count(c.leads, (row) => row.leads),
          count(c.calls, (row) => row.calls),
        ]}
      />
    </div>
  );
}

/**
 * A path, host or campaign name that may wrap after each "/", ".", ":" or "_" (a hyphen already
 * lets it), so a long one never widens its table.
 */
function breakableAfter(label: string): React.ReactNode {
  return label.split(/(?<=[/.:_])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
