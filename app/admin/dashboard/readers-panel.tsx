import { useEffect, useId, useState } from "react";
import type { AdminCopy } from "~/content/en/admin";
import type { AdminNewsletterCopy } from "~/content/en/admin-newsletter";
import type { ReadersReply } from "@shared/newsletter";
import { newsletterApi } from "~/admin/newsletter/api";
import { FigureTable } from "./figure-table";

type Week = ReadersReply["weeks"][number];
type Source = ReadersReply["sources"][number];

/**
 * The newsletter's part of the dashboard (issue 54), for the range the dashboard shows: visitor →
 * new reader → lead who read first, then readers per week and by the page they subscribed on.
 * Asked of the newsletter's own route, so the dashboard's figures never wait for it.
 */
export function ReadersPanel({
  copy,
  readersCopy,
  from,
  to,
  visitors,
  number,
  dayLabel,
}: {
  copy: AdminCopy;
  readersCopy: AdminNewsletterCopy["readers"];
  from: string;
  to: string;
  visitors: number;
  number: Intl.NumberFormat;
  dayLabel: (day: string) => string;
}) {
  const t = readersCopy;
  const id = useId();
  const range = `${from}/${to}`;
  // Kept with the range it answers, so a new range never shows the last one's figures.
  const [answer, setAnswer] = useState<{ range: string; reply: ReadersReply | "failed" }>();

  useEffect(() => {
    let current = true;
    newsletterApi.readers(from, to).then(
      (reply) => current && setAnswer({ range: `${from}/${to}`, reply }),
      () => current && setAnswer({ range: `${from}/${to}`, reply: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [from, to]);

  if (answer?.range !== range) return null;
  const { reply } = answer;
  if (reply === "failed") {
    return (
      <p role="alert" className="rounded-xl bg-danger/5 p-4 text-sm">
        {t.loadFailed}
      </p>
    );
  }
  const steps = [
    [t.visitors, visitors],
    [t.newReaders, reply.confirmed],
    [t.leadsFromReaders, reply.leadsFromReaders],
  ] as const;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <h2 id={id} className="text-lg font-semibold">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{t.readersNow(reply.readersNow)}</p>
        <h3 className="mt-4 text-sm font-semibold">{t.journey}</h3>
        <ol className="mt-2 grid gap-3 sm:grid-cols-3">
          {steps.map(([label, count]) => (
            <li key={label} className="rounded-xl bg-muted/5 p-3">
              <span className="block text-sm text-muted">{label}</span>
              <span className="text-2xl font-bold tabular-nums">{number.format(count)}</span>
            </li>
          ))}
        </ol>
        <p className="mt-3 text-xs text-muted">{t.note}</p>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <FigureTable<Week>
          id={`${id}-weeks`}
          title={t.weeksTitle}
          empty={t.empty}
          exportLabel={copy.dashboard.exportCsv(t.weeksTitle)}
          fileName={`readers-weeks-${from}-${to}.csv`}
          rows={reply.weeks}
          columns={[
            { label: t.columns.week, cell: (row) => dayLabel(row.week), value: (row) => row.week, nowrap: true },
            {
              label: t.columns.confirmed,
              numeric: true,
              cell: (row) => number.format(row.confirmed),
              value: (row) => row.confirmed,
            },
            {
              label: t.columns.departed,
              numeric: true,
              cell: (row) => number.format(row.departed),
              value: (row) => row.departed,
            },
          ]}
        />
        <FigureTable<Source>
          id={`${id}-sources`}
          title={t.sourcesTitle}
          empty={t.empty}
          exportLabel={copy.dashboard.exportCsv(t.sourcesTitle)}
          fileName={`readers-pages-${from}-${to}.csv`}
          cards
          rows={reply.sources}
          columns={[
            {
              label: t.columns.page,
              cell: (row) => row.source || <span className="text-muted">{t.unknownPage}</span>,
              value: (row) => row.source,
            },
            {
              label: t.columns.confirmed,
              numeric: true,
              cell: (row) => number.format(row.confirmed),
              value: (row) => row.confirmed,
            },
            {
              label: t.columns.leads,
              numeric: true,
              cell: (row) => number.format(row.leads),
              value: (row) => row.leads,
            },
          ]}
        />
      </div>
    </section>
  );
}
