import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import type { AdminPipelineCopy } from "~/content/en/admin-pipeline";
import { LEAD_STAGES, type LeadStage } from "@shared/admin-api";
import { BOARD_COLUMN_LIMIT, type BoardCard, type BoardReply } from "@shared/board";
import { leadPath } from "@shared/console-paths";
import { formatDealValue, type DealValue } from "@shared/deal-value";
import { LANGUAGE_TAGS, type Language } from "@shared/languages";
import { adminApi } from "../api";
import { useCan } from "../team/can";
import { LoadFailed, useLoad } from "../team/use-load";
import { pipelineApi } from "./api";
import { DealValueControl } from "./deal-value";

/** Sums per currency as one line: `R$ 12.500,00 · US$ 300,00`; a dash for none. */
const sumsText = (sums: readonly DealValue[], locale: string) =>
  sums.length === 0 ? "—" : sums.map((sum) => formatDealValue(sum, locale)).join(" · ");

const cardId = (id: string) => `board-card-${id}`;

/**
 * The board (issue 51, `/admin#board`): one column per open stage with its count and the sum of
 * its deal values; won and lost counted above. Each card moves with a labelled select and a
 * button (keyboard and phone alike, no dragging) through the same stage route the lead page
 * uses, and its value is set in place. After a move, focus follows the card to its new column.
 */
export function BoardPage({
  copy,
  adminCopy,
  language,
}: {
  copy: AdminPipelineCopy;
  adminCopy: AdminCopy;
  language: Language;
}) {
  const t = copy.board;
  const locale = LANGUAGE_TAGS[language];
  const [reply, reload] = useLoad(() => pipelineApi.board(), "board");
  const [message, setMessage] = useState<string | null>(null);
  // The card just moved: once the board is read again, focus goes to it in its new column (or,
  // when it left the board for won or lost, to the message saying so).
  const follow = useRef<string | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (follow.current === null || reply === null || reply === "failed") return;
    (document.getElementById(cardId(follow.current)) ?? status.current)?.focus();
    follow.current = null;
  }, [reply]);

  const move = async (card: BoardCard, stage: LeadStage) => {
    try {
      await adminApi.moveStage([card.id], stage);
      setMessage(t.moved(card.name, adminCopy.stages[stage]));
      follow.current = card.id;
      reload();
    } catch {
      setMessage(t.moveFailed(card.name));
      status.current?.focus();
    }
  };

  return (
    <section aria-labelledby="board-title" className="space-y-6">
      <div>
        <h2 id="board-title" className="text-xl font-semibold">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-muted">{t.intro}</p>
      </div>
      <p ref={status} tabIndex={-1} role="status" className="min-h-5 text-sm font-medium outline-none">
        {message}
      </p>
      {reply === null ? (
        <p className="text-sm text-muted">{t.loading}</p>
      ) : reply === "failed" ? (
        <LoadFailed message={t.failed} retry={t.retry} onRetry={reload} />
      ) : (
        <Board
          reply={reply}
          copy={copy}
          adminCopy={adminCopy}
          language={language}
          locale={locale}
          onMove={move}
          onValue={reload}
        />
      )}
    </section>
  );
}

function Board({
  reply,
  copy,
  adminCopy,
  language,
  locale,
  onMove,
  onValue,
}: {
  reply: BoardReply;
  copy: AdminPipelineCopy;
  adminCopy: AdminCopy;
  language: Language;
  locale: string;
  onMove: (card: BoardCard, stage: LeadStage) => Promise<void>;
  onValue: () => void;
}) {
  const t = copy.board;
  return (
    <>
      <dl aria-label={t.closed} className="flex flex-wrap gap-x-6 gap-y-2 rounded-2xl bg-surface p-4 text-sm shadow-sm">
        {reply.closed.map((column) => (
          <div key={column.stage} className="flex flex-wrap gap-x-2">
            <dt className="font-semibold">{adminCopy.stages[column.stage]}</dt>
            <dd>
              {t.count(column.total)} · <span className="tabular-nums">{sumsText(column.sums, locale)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {reply.columns.map((column) => (
          <section
            key={column.stage}
            aria-labelledby={`board-${column.stage}`}
            className="min-w-0 rounded-2xl border border-line bg-surface p-4 shadow-sm"
          >
            <h3 id={`board-${column.stage}`} className="text-base font-semibold">
              {adminCopy.stages[column.stage]}
            </h3>
            <p className="text-sm text-muted">{t.count(column.total)}</p>
            <p className="mt-1 text-lg font-semibold tabular-nums" data-testid={`board-sum-${column.stage}`}>
              {sumsText(column.sums, locale)}
            </p>
            {column.cards.length === 0 ? (
              <p className="mt-4 text-sm text-muted">{t.empty}</p>
            ) : (
              <ul className="mt-4 space-y-3">
                {column.cards.map((card) => (
                  <li key={card.id}>
                    <Card
                      card={card}
                      stage={column.stage}
                      currency={reply.currency}
                      copy={copy}
                      adminCopy={adminCopy}
                      language={language}
                      locale={locale}
                      onMove={onMove}
                      onValue={onValue}
                    />
                  </li>
                ))}
              </ul>
            )}
            {column.total > column.cards.length ? (
              <p className="mt-3 text-xs text-muted">
                {t.more(Math.min(column.total, BOARD_COLUMN_LIMIT), column.total)}
              </p>
            ) : null}
          </section>
        ))}
      </div>
    </>
  );
}

function Card({
  card,
  stage,
  currency,
  copy,
  adminCopy,
  language,
  locale,
  onMove,
  onValue,
}: {
  card: BoardCard;
  stage: LeadStage;
  currency: string;
  copy: AdminPipelineCopy;
  adminCopy: AdminCopy;
  language: Language;
  locale: string;
  onMove: (card: BoardCard, stage: LeadStage) => Promise<void>;
  onValue: () => void;
}) {
  const id = useId();
  const t = copy.board;
  const canMove = useCan("POST /api/admin/leads/stage");
  const [busy, setBusy] = useState(false);
  const targets = LEAD_STAGES.filter((each) => each !== stage);
  const next = LEAD_STAGES[LEAD_STAGES.indexOf(stage) + 1] ?? targets[0]!;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = LEAD_STAGES.find((each) => each === new FormData(event.currentTarget).get("stage"));
    if (to === undefined) return;
    setBusy(true);
    try {
      await onMove(card, to);
    } finally {
      setBusy(false);
    }
  };
  return (
    <article aria-labelledby={cardId(card.id)} className="rounded-xl border border-line bg-wash p-3 text-sm">
      <a
        id={cardId(card.id)}
        href={leadPath(card.id)}
        className="font-semibold break-words text-ink underline-offset-2 hover:underline"
      >
        {card.name}
      </a>
      <p className="break-words text-muted">
        {card.company} · {adminCopy.forms[card.form]}
      </p>
      <p className="mt-1 flex flex-wrap justify-between gap-x-2">
        <span className="font-semibold tabular-nums">
          {card.value === null ? t.noValue : formatDealValue(card.value, locale)}
        </span>
        <span className="text-muted">{t.days(card.daysInStage)}</span>
      </p>
      {canMove ? (
        <form onSubmit={(event) => void submit(event)} className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-auto space-y-1">
            <label htmlFor={`${id}-to`} className="block text-xs font-semibold">
              {t.moveTo(card.name)}
            </label>
            <select
              id={`${id}-to`}
              name="stage"
              defaultValue={next}
              className="min-h-11 w-full rounded-xl border border-line bg-surface px-3 text-sm"
            >
              {targets.map((each) => (
                <option key={each} value={each}>
                  {adminCopy.stages[each]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" disabled={busy} className={buttonVariants({ variant: "secondary" })}>
            {t.move}
          </button>
        </form>
      ) : null}
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold">{copy.value.label}</summary>
        <DealValueControl
          leadId={card.id}
          value={card.value}
          defaultCurrency={currency}
          language={language}
          copy={copy}
          onSaved={onValue}
          className="mt-2"
        />
      </details>
    </article>
  );
}
