import { useEffect, useId, useState, type FormEvent } from "react";
import type { AdminCopy } from "~/content/en/admin";
import type { AdminNewsletterCopy } from "~/content/en/admin-newsletter";
import { buttonVariants } from "~/components/ui/button";
import { controlVariants, SelectFrame } from "~/forms/form-controls";
import type { DashboardReply } from "@shared/analytics";
import { DASHBOARD_PERIODS, sourceWords } from "@shared/analytics";
import { adminApi } from "../api";
import { DailyChart } from "./daily-chart";
import { Headline, Tables } from "./figures";
import { VitalsTable } from "./vitals-table";
import { ReadersPanel } from "./readers-panel";
import type { AdminPipelineCopy } from "~/content/en/admin-pipeline";
import { PipelineWorth } from "../board/pipeline-worth";

interface Selection {
  days: (typeof DASHBOARD_PERIODS)[number] | "custom";
  from: string;
  to: string;
  language: string;
  source: string;
  campaign: string;
}

function queryOf(selection: Selection): string {
  const params = new URLSearchParams();
  if (selection.days === "custom") {
    params.set("from", selection.from);
    params.set("to", selection.to);
  } else params.set("days", selection.days);
  for (const key of ["language", "source", "campaign"] as const) if (selection[key]) params.set(key, selection[key]);
  return `?${params}`;
}

/** The inbox filtered to the leads a count stands for. */
function leadsHref(filter: { source?: string; campaign?: string; landingPage?: string }): string {
  const params = new URLSearchParams(Object.entries(filter).filter(([, value]) => value) as [string, string][]);
  return `/admin?${params}`;
}

/**
 * The owner's dashboard: where visitors come from and which of them become leads, calls and
 * replies, for a period beside the one before it. Figures come from `GET /api/admin/dashboard`.
 */
export function Dashboard({
  copy,
  readersCopy,
  pipelineCopy,
  locale,
}: {
  copy: AdminCopy;
  readersCopy: AdminNewsletterCopy["readers"];
  /** The value per stage's words (issue 51). */
  pipelineCopy: AdminPipelineCopy;
  locale: string;
}) {
  const t = copy.dashboard;
  const id = useId();
  const [selection, setSelection] = useState<Selection>({
    days: "30",
    from: "",
    to: "",
    language: "",
    source: "",
    campaign: "",
  });
  const [reply, setReply] = useState<DashboardReply | "failed" | null>(null);
  /** Whether the figures shown were asked for with a funnel filter (set with them, not with the form). */
  const [funnelFiltered, setFunnelFiltered] = useState(false);
  const [badRange, setBadRange] = useState(false);

  useEffect(() => {
    let current = true;
    adminApi.dashboard(queryOf(selection)).then(
      (figures) => {
        if (!current) return;
        setReply(figures);
        setFunnelFiltered(Boolean(selection.language || selection.source || selection.campaign));
      },
      () => current && setReply("failed"),
    );
    return () => {
      current = false;
    };
  }, [selection]);

  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
  const shortDay = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
  const longDay = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
  const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? "");
    const days = value("days") as Selection["days"];
    const next = {
      days,
      from: value("from"),
      to: value("to"),
      language: value("language"),
      source: value("source"),
      campaign: value("campaign"),
    };
    const invalid = days === "custom" && (!next.from || !next.to || next.from > next.to);
    setBadRange(invalid);
    if (!invalid) setSelection(next);
  };

  const current = reply !== null && reply !== "failed" ? reply.current : null;
  const linkToLeads = (count: number, what: string, filter: Parameters<typeof leadsHref>[0]) =>
    count === 0 ? (
      number.format(0)
    ) : (
      <a href={leadsHref(filter)} aria-label={t.leadsOf(count, what)} className="font-semibold text-accent underline">
        {number.format(count)}
      </a>
    );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-title font-bold tracking-tight">{t.title}</h1>
        <p className="mt-1 text-sm text-muted">{t.privacy}</p>
      </div>

      <form onSubmit={choose} aria-label={t.period} className="space-y-4 rounded-2xl border border-line bg-surface p-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <Select id={`${id}-days`} name="days" label={t.period} defaultValue={selection.days}>
            {DASHBOARD_PERIODS.map((days) => (
              <option key={days} value={days}>
                {t.days(Number(days))}
              </option>
            ))}
            <option value="custom">{t.custom}</option>
          </Select>
          <DateField id={`${id}-from`} name="from" label={t.from} />
          <DateField id={`${id}-to`} name="to" label={t.to} />
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold text-muted">{t.funnelFilters}</legend>
          <Select id={`${id}-language`} name="language" label={t.language} defaultValue="">
            <option value="">{t.anyLanguage}</option>
            <option value="en">{copy.languages.en}</option>
            <option value="pt">{copy.languages.pt}</option>
          </Select>
          <Select id={`${id}-source`} name="source" label={t.source} defaultValue="">
            <option value="">{t.anySource}</option>
            {current?.sources.map((row) => (
              <option key={row.source} value={row.source}>
                {sourceWords(row.source, copy.channels)}
              </option>
            ))}
          </Select>
          <Select id={`${id}-campaign`} name="campaign" label={t.campaign} defaultValue="">
            <option value="">{t.anyCampaign}</option>
            {current?.campaigns.map((row) => (
              <option key={row.campaign} value={row.campaign}>
                {row.campaign}
              </option>
            ))}
          </Select>
        </fieldset>
        <button type="submit" className={buttonVariants({ size: "lg" })}>
          {t.show}
        </button>
        {badRange && (
          <p role="alert" className="text-sm font-semibold text-danger">
            {t.badRange}
          </p>
        )}
      </form>

      {reply === null ? (
        <p role="status" className="text-sm text-muted">
          {t.loading}
        </p>
      ) : reply === "failed" ? (
        <p role="alert" className="rounded-xl bg-danger/5 p-4 text-sm">
          {t.failed}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm font-medium text-muted">
            {t.range(longDay.format(dayOf(reply.current.from)), longDay.format(dayOf(reply.current.to)))}
          </p>
          <Headline copy={t} current={reply.current} previous={reply.previous} number={number} percent={percent} />
          <PipelineWorth copy={pipelineCopy} stages={copy.stages} locale={locale} />

          <section aria-labelledby={`${id}-chart`} className="rounded-2xl border border-line bg-surface p-4 sm:p-6">
            <h2 id={`${id}-chart`} className="text-lg font-semibold">
              {t.chartTitle}
            </h2>
            {/* The chart fits its width (it no longer scrolls, so it needs no focusable region). */}
            <div className="mt-2">
              <DailyChart
                daily={reply.current.daily}
                title={t.chartTitle}
                description={t.chartDescription(
                  reply.current.daily.length,
                  reply.current.visitors,
                  reply.current.leads,
                )}
                dayLabel={(day) => shortDay.format(dayOf(day))}
              />
            </div>
          </section>

          <Tables
            copy={copy}
            figures={reply.current}
            number={number}
            percent={percent}
            locale={locale}
            dayLabel={(day) => shortDay.format(dayOf(day))}
            linkToLeads={linkToLeads}
            funnelFiltered={funnelFiltered}
          />
          <VitalsTable
            copy={copy}
            rows={reply.vitals}
            from={reply.current.from}
            to={reply.current.to}
            number={number}
            percent={percent}
          />
          <ReadersPanel
            copy={copy}
            readersCopy={readersCopy}
            from={reply.current.from}
            to={reply.current.to}
            visitors={reply.current.visitors}
            number={number}
            dayLabel={(day) => longDay.format(dayOf(day))}
          />
        </>
      )}
    </div>
  );
}

function Select({
  id,
  name,
  label,
  defaultValue,
  children,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string;
  children: React.ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <SelectFrame>
        <select id={id} name={name} className={controlVariants({ kind: "select" })} defaultValue={defaultValue}>
          {children}
        </select>
      </SelectFrame>
    </div>
  );
}

function DateField({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <div className="min-w-0 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input id={id} name={name} type="date" className={controlVariants()} />
    </div>
  );
}
