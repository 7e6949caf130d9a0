import { useCallback, useEffect, useState, type SubmitEvent } from "react";
import { ShieldAlert } from "lucide-react";
import type { LeadJson } from "@shared/admin-api";
import { LANGUAGE_TAGS, type Language } from "@shared/languages";
import type { SpamWeekReply } from "@shared/spam";
import { spamFolder as en } from "~/content/en/spam-folder";
import { spamFolder as pt } from "~/content/pt/spam-folder";
import { spamReasonsText } from "./reasons";
import { RulesEditor } from "./rules-editor";
import { useCan } from "../team/can";
import { spamApi } from "./spam-api";

/**
 * The spam folder (issue 27): this week's catch by reason, then every caught submission newest
 * first with its reasons, searchable, each one a "Not spam" away from the inbox; and below it
 * the owner's own rules.
 */
export function SpamFolder({ language, onRestored }: { language: Language; onRestored?: () => void }) {
  const copy = { en, pt }[language];
  const [week, setWeek] = useState<SpamWeekReply | null>(null);
  const [leads, setLeads] = useState<LeadJson[]>([]);
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<{ kind: "idle" | "failed" } | { kind: "restored"; name: string }>({
    kind: "idle",
  });
  const [busy, setBusy] = useState<string | null>(null);
  // A viewer reads the folder; restoring a lead is a consultant's (issue 50).
  const canRestore = useCan("POST /api/admin/leads/:id/not-spam");

  // Bumped to read the folder again: after a search or a restore.
  const [reads, setReads] = useState({ q: "", n: 0 });
  const load = useCallback((q: string) => setReads((previous) => ({ q, n: previous.n + 1 })), []);

  useEffect(() => {
    let current = true;
    Promise.all([spamApi.list(reads.q), spamApi.week()]).then(
      ([list, counts]) => {
        if (!current) return;
        setLeads(list.leads);
        setWeek(counts);
      },
      () => current && setStatus({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [reads]);

  const search = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    load(query);
  };

  const restore = async (lead: LeadJson) => {
    setBusy(lead.id);
    try {
      await spamApi.notSpam(lead.id);
      setStatus({ kind: "restored", name: lead.name });
      onRestored?.();
      load(query);
    } catch {
      setStatus({ kind: "failed" });
    } finally {
      setBusy(null);
    }
  };

  const date = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: "medium", timeStyle: "short" });
  return (
    <>
      {/* The page's title, as the other console pages': one h1 per page. */}
      <h1 className="text-title font-bold tracking-tight">{copy.pageTitle}</h1>
      <section
        aria-labelledby="spam-folder-title"
        className="mt-6 rounded-2xl border border-line bg-surface p-4 sm:p-6"
      >
        <h2 id="spam-folder-title" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldAlert aria-hidden className="size-5 text-accent" />
          {copy.title}
        </h2>
        {week && (
          <p className="mt-2 text-sm text-muted" data-testid="spam-week">
            {week.total === 0 ? copy.weekNone : copy.week(week.total)}
            {week.byReason.length > 0 &&
              `: ${week.byReason.map(({ reason, count }) => `${copy.reasons[reason]} (${count})`).join(", ")}`}
          </p>
        )}
        <form role="search" onSubmit={search} className="mt-4 flex flex-wrap gap-2">
          {/* The label and what it searches in sight, where a placeholder was cut off on a phone. */}
          <label className="basis-full text-sm font-semibold" htmlFor="spam-search">
            {copy.search}
          </label>
          <p id="spam-search-hint" className="-mt-1.5 basis-full text-sm text-muted">
            {copy.searchHint}
          </p>
          <input
            id="spam-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-describedby="spam-search-hint"
            className="min-h-11 min-w-0 flex-1 rounded-lg border border-line px-3"
          />
          <button type="submit" className="min-h-11 rounded-lg border border-line px-4 font-semibold">
            {copy.apply}
          </button>
        </form>
        <p role="status" className="mt-3 text-sm">
          {status.kind === "restored" ? copy.restored(status.name) : status.kind === "failed" ? copy.failed : ""}
        </p>
        {leads.length === 0 ? (
          <p className="mt-3 text-sm text-muted">{copy.empty}</p>
        ) : (
          <ol className="mt-3 divide-y divide-line">
            {leads.map((lead) => (
              <li
                key={lead.id}
                className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words">
                    {lead.name} · {lead.email}
                  </p>
                  <p className="text-muted">
                    {lead.company} · {date.format(new Date(lead.receivedAt))}
                  </p>
                  <p className="mt-1 line-clamp-2 break-words">{lead.message}</p>
                  <p className="mt-1 text-muted">
                    {copy.reasonsLabel}: {spamReasonsText(lead.spamReasons, language) ?? "—"}
                  </p>
                </div>
                {canRestore ? (
                  <button
                    type="button"
                    disabled={busy === lead.id}
                    onClick={() => void restore(lead)}
                    className="min-h-11 shrink-0 rounded-lg border border-line px-4 font-semibold"
                  >
                    {busy === lead.id ? copy.restoring : copy.notSpam}
                  </button>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        <p className="mt-3 text-xs text-muted">{copy.deletedAfter}</p>
      </section>
      <RulesEditor copy={copy.rules} />
    </>
  );
}
