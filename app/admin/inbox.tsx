import { ChevronLeft, ChevronRight, Download, LogOut } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { CheckSentMail } from "~/admin/check-sent-mail";
import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import type { LeadFilter, LeadJson, LeadStage, LeadStatus, ListReply } from "@shared/admin-api";
import { LANGUAGE_TAGS, type Language } from "@shared/languages";
import { adminApi, AdminApiError } from "./api";
import { ActiveFilters } from "./active-filters";
import { Filters } from "./filters";
import { FollowUpBadge } from "./follow-up";
import { inboxSearch, readInboxUrl } from "./inbox-url";
import { LeadDetail } from "./lead-detail";
import { SpamUndoNotice, type MarkedSpam } from "./spam/mark-spam";
import { SpamWeekLink } from "./spam/spam-week-link";
import { TableHead } from "./table-head";
import { isOverdue, ReplyDue, useNow } from "./reply-due";
import { StageBar } from "./stage-bar";
import { useCan } from "./team/can";
import { Today } from "./today";
import { UpcomingCalls } from "./upcoming-calls";
import type { OpenTaskChoice } from "@shared/tasks";

const stageTone: Record<LeadStage | "spam", string> = {
  new: "bg-accent-soft text-accent-strong",
  replied: "bg-wash text-ink",
  call: "bg-wash text-ink",
  proposal: "bg-wash text-ink",
  // Solid: the pale tint under a selected row left its green text short of 4.5:1.
  won: "bg-success text-white",
  lost: "bg-wash text-muted",
  spam: "bg-danger/10 text-danger",
};

/**
 * The owner's view: filter, search, page through, open, mark, export and delete leads; the time
 * left to reply to each unhandled lead (overdue ones first on request), and the booked calls.
 */
export function Inbox({
  copy,
  language,
  onSignedOut,
  initialFilter = {},
}: {
  copy: AdminCopy;
  language: Language;
  onSignedOut: () => void;
  /** The address's filter: a dashboard link's (`?source=linkedin`) or one the owner set (decision 121). */
  initialFilter?: LeadFilter;
}) {
  const languageTag = LANGUAGE_TAGS[language];
  const [filter, setFilter] = useState<LeadFilter>(initialFilter);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<ListReply | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<LeadJson | null>(null);
  const [reloads, setReloads] = useState(0);
  const [markedSpam, setMarkedSpam] = useState<MarkedSpam | null>(null);
  const [erasedNotice, setErasedNotice] = useState<string | null>(null);
  /** The leads ticked in the list, by id: what the stage bar moves. */
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const now = useNow();
  // A viewer ticks no leads to move and an export of every lead is an owner's (issue 50).
  const canMove = useCan("POST /api/admin/leads/stage");
  const canExport = useCan("GET /api/admin/leads/export");
  const canCheckMail = useCan("POST /api/admin/replies/sync");

  const handleFailure = useCallback(
    (error: unknown) => {
      if (error instanceof AdminApiError && error.status === 401) onSignedOut();
      else setFailed(true);
    },
    [onSignedOut],
  );

  useEffect(() => {
    let current = true;
    adminApi.list(filter, page).then(
      (next) => {
        if (!current) return;
        setResult(next);
        // The open lead follows its row: a call cancelled or marked shows on it at once. The row
        // has none of what only a whole lead carries (history, notes, other messages, reply), so
        // the open lead keeps those.
        setSelected((open) => {
          const row = open && next.leads.find((lead) => lead.id === open.id);
          return row ? { ...open, ...row } : open;
        });
        setFailed(false);
      },
      (error: unknown) => current && handleFailure(error),
    );
    return () => {
      current = false;
    };
  }, [filter, page, reloads, handleFailure]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  // A visitor may move or cancel a call while the inbox stays open in another tab: coming back
  // to it reloads the leads and the calls.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") reload();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [reload]);

  /** A filter applies as it changes, and the address says which apply (replaced: no history entry per key). */
  const applyFilters = (next: LeadFilter) => {
    setFilter(next);
    setPage(1);
    setSelected(null);
    setTicked(new Set());
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${inboxSearch(next)}`);
  };

  /** Fetches the whole lead (its history, its other messages, the reply draft); gone, nothing is open. */
  const load = useCallback(
    (id: string) =>
      adminApi.lead(id).then(
        (whole) => setSelected((current) => (current === null || current.id === whole.id ? whole : current)),
        (error: unknown) => {
          // An address naming no lead (gone, or never one: anyone can type it) opens nothing.
          if (error instanceof AdminApiError && (error.status === 404 || error.status === 400)) setSelected(null);
          else handleFailure(error);
        },
      ),
    [handleFailure],
  );

  /**
   * Opens a lead: the list's copy at once when there is one, then the whole lead. Each lead has
   * its own address (`?lead={id}`), pushed, so the back button closes it again.
   */
  const open = (lead: LeadJson | string) => {
    const id = typeof lead === "string" ? lead : lead.id;
    setSelected(typeof lead === "string" ? null : lead);
    window.history.pushState(null, "", `${window.location.pathname}${inboxSearch(filter, id)}`);
    void load(id);
  };

  const close = () => {
    setSelected(null);
    window.history.pushState(null, "", `${window.location.pathname}${inboxSearch(filter)}`);
  };

  // An address opened directly (an owner e-mail's link) opens its lead; back and forward follow.
  useEffect(() => {
    const follow = () => {
      const { filter: fromUrl, lead } = readInboxUrl(window.location.search);
      setFilter(fromUrl);
      setSelected((current) => (lead === undefined ? null : current?.id === lead ? current : null));
      if (lead !== undefined) void load(lead);
    };
    const { lead } = readInboxUrl(window.location.search);
    if (lead !== undefined) void load(lead);
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  }, [load]);

  const toggle = (id: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const move = async (ids: string[], stage: LeadStage, reason?: string, openTasks?: OpenTaskChoice) => {
    try {
      await adminApi.moveStage(ids, stage, reason, openTasks);
      if (selected && ids.includes(selected.id)) setSelected(await adminApi.lead(selected.id));
      setReloads((count) => count + 1);
    } catch (error) {
      handleFailure(error);
    }
  };

  /** A note or a follow-up changed: the lead again, and the list and the day's view with it. */
  const refresh = async (id: string) => {
    setSelected(await adminApi.lead(id));
    setReloads((count) => count + 1);
  };

  const update = async (lead: LeadJson, status: LeadStatus) => {
    try {
      await adminApi.setStatus(lead.id, status);
      setSelected(await adminApi.lead(lead.id));
      setReloads((count) => count + 1);
    } catch (error) {
      handleFailure(error);
    }
  };

  const remove = async (lead: LeadJson) => {
    try {
      await adminApi.remove(lead.id);
      setSelected(null);
      // Its address is no page any more: the back button must not lead to it.
      window.history.replaceState(null, "", `${window.location.pathname}${inboxSearch(filter)}`);
      setReloads((count) => count + 1);
    } catch (error) {
      handleFailure(error);
    }
  };

  const erase = async (lead: LeadJson) => {
    try {
      const { erased } = await adminApi.erase(lead.id);
      setSelected(null);
      setErasedNotice(copy.detail.erased(erased.leads, erased.calls));
      window.history.replaceState(null, "", `${window.location.pathname}${inboxSearch(filter)}`);
      setReloads((count) => count + 1);
    } catch (error) {
      handleFailure(error);
    }
  };

  const signOut = async () => {
    await adminApi.signOut().catch(() => undefined);
    onSignedOut();
  };

  // Beside an open lead on a wide screen the list keeps the columns that pick a lead (the detail
  // shows when it came, the company and the form): with all six it scrolled and hid its status
  // and reply time.
  const besideDetail = selected ? "xl:hidden" : undefined;
  // On a phone an open lead is a screen of its own (issue 51): what surrounds it waits behind its
  // close button, and the list keeps its place for when it comes back.
  const apart = selected ? "max-md:hidden" : undefined;

  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const formatDate = (iso: string) =>
    new Date(iso).toLocaleString(languageTag, { dateStyle: "short", timeStyle: "short" });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-title font-bold tracking-tight">{copy.title}</h1>
        <button type="button" onClick={signOut} className={buttonVariants({ variant: "secondary" })}>
          <LogOut aria-hidden className="size-4" />
          {copy.signOut}
        </button>
      </div>

      <div className={cn("space-y-6", apart)}>
        <SpamWeekLink language={language} reloads={reloads} />

        <Filters copy={copy} filter={filter} onChange={applyFilters} />

        <ActiveFilters copy={copy} filter={filter} onChange={applyFilters} />

        <Today copy={copy} locale={languageTag} reloads={reloads} onOpen={(lead) => void open(lead)} />

        <UpcomingCalls copy={copy} locale={languageTag} reloads={reloads} onChanged={reload} />
      </div>

      <div className={cn("flex flex-wrap items-center justify-between gap-3", apart)}>
        <p role="status" className="text-sm font-medium text-muted">
          {result ? copy.list.caption(result.total) : ""}
        </p>
        <div className="flex flex-wrap gap-2">
          {canCheckMail ? <CheckSentMail copy={copy} onChecked={reload} /> : null}
          {canExport ? (
            <>
              <a
                href={adminApi.exportUrl(filter, "csv", language)}
                download
                className={buttonVariants({ variant: "secondary" })}
              >
                <Download aria-hidden className="size-4" />
                {copy.exportCsv}
              </a>
              <a
                href={adminApi.exportUrl(filter, "json")}
                download
                className={buttonVariants({ variant: "secondary" })}
              >
                <Download aria-hidden className="size-4" />
                {copy.exportJson}
              </a>
            </>
          ) : null}
        </div>
      </div>

      {markedSpam ? (
        <SpamUndoNotice marked={markedSpam} copy={copy.spamAction} onUndone={() => setReloads((count) => count + 1)} />
      ) : null}

      {erasedNotice ? (
        <p role="status" className="rounded-xl bg-wash p-4 text-sm">
          {erasedNotice}
        </p>
      ) : null}

      {failed ? (
        <div role="alert" className="flex items-center justify-between gap-4 rounded-xl bg-danger/5 p-4 text-sm">
          {copy.loadFailed}
          <button
            type="button"
            className={buttonVariants({ variant: "secondary" })}
            onClick={() => setReloads((n) => n + 1)}
          >
            {copy.retry}
          </button>
        </div>
      ) : null}

      {canMove && ticked.size > 0 ? (
        <StageBar
          copy={copy}
          count={ticked.size}
          onMove={async (stage) => {
            await move([...ticked], stage);
            setTicked(new Set());
          }}
          onClear={() => setTicked(new Set())}
        />
      ) : null}

      <div className={cn("grid items-start gap-6", selected && "xl:grid-cols-[1fr_28rem]")}>
        <div className={cn("overflow-x-auto rounded-2xl border border-line bg-surface", apart)}>
          <table className="phone-cards w-full text-left text-sm">
            <TableHead
              columns={[
                ...(canMove ? [{ label: copy.stage.selectColumn, className: "w-12 px-0", unseen: true }] : []),
                { label: copy.list.received, className: besideDetail },
                copy.list.name,
                { label: copy.list.company, className: besideDetail },
                { label: copy.list.form, className: besideDetail },
                copy.list.stage,
                copy.list.replyBy,
              ]}
            />
            <tbody>
              {result?.leads.map((lead) => (
                <tr
                  key={lead.id}
                  data-overdue={isOverdue(lead, now) ? "" : undefined}
                  className={cn(
                    "border-b border-line last:border-0",
                    selected?.id === lead.id ? "bg-accent-soft/40" : isOverdue(lead, now) && "bg-danger/5",
                  )}
                >
                  {canMove ? (
                    <td className="w-12 py-3 pl-4">
                      <input
                        type="checkbox"
                        className="size-5 accent-accent"
                        checked={ticked.has(lead.id)}
                        onChange={() => toggle(lead.id)}
                        aria-label={copy.stage.select(lead.name)}
                      />
                    </td>
                  ) : null}
                  <td
                    data-label={copy.list.received}
                    className={cn("px-4 py-3 whitespace-nowrap text-muted", besideDetail)}
                  >
                    {formatDate(lead.receivedAt)}
                  </td>
                  <td className="min-w-44 px-4 py-3">
                    <button
                      type="button"
                      onClick={() => void open(lead)}
                      aria-current={selected?.id === lead.id ? "true" : undefined}
                      className="min-h-11 text-left font-semibold text-accent underline-offset-4 hover:underline"
                    >
                      {lead.name}
                    </button>
                    {/* One line, never broken mid-word: a long address ends in "…" (wider on a wide screen with no lead open) and shows whole on hover and in the detail. */}
                    <span
                      title={lead.email}
                      className={cn("block max-w-48 truncate text-xs text-muted", !selected && "xl:max-w-64")}
                    >
                      {lead.email}
                    </span>
                  </td>
                  <td data-label={copy.list.company} className={cn("px-4 py-3", besideDetail)}>
                    {lead.company}
                  </td>
                  <td data-label={copy.list.form} className={cn("px-4 py-3 whitespace-nowrap", besideDetail)}>
                    {copy.forms[lead.form]}
                  </td>
                  <td data-label={copy.list.stage} className="px-4 py-3">
                    <span
                      className={cn(
                        "rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap",
                        stageTone[lead.status === "spam" ? "spam" : lead.stage],
                      )}
                    >
                      {lead.status === "spam" ? copy.statuses.spam : copy.stages[lead.stage]}
                    </span>
                  </td>
                  <td data-label={copy.list.replyBy} className="px-4 py-3">
                    <ReplyDue lead={lead} now={now} copy={copy} />
                    <FollowUpBadge lead={lead} copy={copy} locale={languageTag} />
                    {lead.booking ? (
                      // It may break after the label, never inside the time: on one line, the longer
                      // Portuguese label pushed the list wider than a wide screen.
                      <span className="mt-1.5 block text-xs text-muted">
                        {copy.detail.fields.call}:{" "}
                        <span className="whitespace-nowrap">{formatDate(lead.booking.start)}</span>
                        {lead.booking.outcome ? ` · ${copy.calls.outcomes[lead.booking.outcome]}` : null}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {result && result.leads.length === 0 ? <p className="p-8 text-center text-muted">{copy.list.empty}</p> : null}
        </div>
        {selected ? (
          <LeadDetail
            lead={selected}
            copy={copy}
            language={language}
            onStatus={(status) => void update(selected, status)}
            onStage={(stage, reason, openTasks) => move([selected.id], stage, reason, openTasks)}
            onChanged={() => refresh(selected.id)}
            onMarkedSpam={(marked) => {
              setMarkedSpam(marked);
              setSelected(null);
              setReloads((count) => count + 1);
            }}
            onDelete={() => void remove(selected)}
            onErase={() => void erase(selected)}
            onClose={close}
            onOpenLead={open}
          />
        ) : null}
      </div>

      <nav aria-label={copy.list.page(page, pages)} className={cn("flex items-center justify-center gap-4", apart)}>
        <button
          type="button"
          disabled={page <= 1}
          onClick={() => setPage((value) => value - 1)}
          aria-label={copy.list.previous}
          className={buttonVariants({ variant: "secondary" })}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <span className="text-sm text-muted">{copy.list.page(page, pages)}</span>
        <button
          type="button"
          disabled={page >= pages}
          onClick={() => setPage((value) => value + 1)}
          aria-label={copy.list.next}
          className={buttonVariants({ variant: "secondary" })}
        >
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </nav>
    </div>
  );
}
