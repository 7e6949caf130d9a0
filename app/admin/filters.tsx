import { Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import { controlVariants, SelectFrame } from "~/forms/form-controls";
import { LEAD_STAGES, type LeadFilter } from "@shared/admin-api";
import { MAX_QUERY_LENGTH } from "@shared/inbox-limits";

/**
 * A select's field on wide screens: as wide as its longest choice (the basis is its content), so
 * no choice is ever cut; the row wraps when the choices of a language need more room.
 */
const FILTER = "space-y-1.5 lg:flex-auto";

/** The filters besides the words: how many are set (the folded button says so on a phone). */
const FOLDED: readonly (keyof LeadFilter)[] = ["form", "status", "stage", "sort", "overdue", "mine"];

/** How long typing rests before the words apply: one request a pause, not one a key. */
const TYPING_PAUSE_MS = 400;

/**
 * The inbox's filters: form, status, order, words and "only overdue". Each applies as it changes
 * (the words once typing pauses, or at once on Enter), and each shows the filter in use, wherever
 * it was set: a cleared chip or a dashboard link moves the menus too.
 */
export function Filters({
  copy,
  filter,
  onChange,
}: {
  copy: AdminCopy;
  filter: LeadFilter;
  onChange: (filter: LeadFilter) => void;
}) {
  const id = useId();
  const [words, setWords] = useState(filter.q ?? "");
  // Another way of setting the words (a chip cleared, the back button) shows in the field.
  const [wordsOf, setWordsOf] = useState(filter.q);
  if (wordsOf !== filter.q) {
    setWordsOf(filter.q);
    setWords(filter.q ?? "");
  }

  // The filter as it is now: a pause that ends after a menu changed must not undo that change.
  const latest = useRef(filter);
  useEffect(() => {
    latest.current = filter;
  }, [filter]);
  const set = (changes: Partial<LeadFilter>) => onChange({ ...latest.current, ...changes });
  const applyWords = (value: string) => {
    const next = value.trim() || undefined;
    if (next !== (latest.current.q?.trim() || undefined)) set({ q: next });
  };
  useEffect(() => {
    const timer = setTimeout(() => applyWords(words), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
    // Only typing restarts the pause; the filter it applies to is read when it ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [words]);
  const choose =
    <K extends keyof LeadFilter>(key: K) =>
    (event: ChangeEvent<HTMLSelectElement>) =>
      set({ [key]: event.target.value || undefined } as Partial<LeadFilter>);
  // On a phone only the words show until asked: the leads come first (issue 51).
  const [more, setMore] = useState(false);
  const folded = more ? undefined : "max-sm:hidden";
  const on = FOLDED.filter((key) => filter[key] !== undefined).length;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyWords(words);
  };

  return (
    <form
      id={`${id}-more`}
      role="search"
      aria-label={copy.filters.label}
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 sm:items-end lg:flex lg:flex-wrap"
    >
      <div className={cn(FILTER, folded)}>
        <label htmlFor={`${id}-form`} className="block text-sm font-semibold">
          {copy.filters.form}
        </label>
        <SelectFrame>
          <select
            id={`${id}-form`}
            name="form"
            className={controlVariants({ kind: "select" })}
            value={filter.form ?? ""}
            onChange={choose("form")}
          >
            <option value="">{copy.filters.anyForm}</option>
            <option value="consulting">{copy.forms.consulting}</option>
            <option value="discovery">{copy.forms.discovery}</option>
          </select>
        </SelectFrame>
      </div>
      <div className={cn(FILTER, folded)}>
        <label htmlFor={`${id}-status`} className="block text-sm font-semibold">
          {copy.filters.status}
        </label>
        <SelectFrame>
          <select
            id={`${id}-status`}
            name="status"
            className={controlVariants({ kind: "select" })}
            value={filter.status ?? ""}
            onChange={choose("status")}
          >
            <option value="">{copy.filters.activeStatus}</option>
            <option value="new">{copy.statuses.new}</option>
            <option value="handled">{copy.statuses.handled}</option>
            <option value="spam">{copy.statuses.spam}</option>
          </select>
        </SelectFrame>
      </div>
      <div className={cn(FILTER, folded)}>
        <label htmlFor={`${id}-stage`} className="block text-sm font-semibold">
          {copy.filters.stage}
        </label>
        <SelectFrame>
          <select
            id={`${id}-stage`}
            name="stage"
            className={controlVariants({ kind: "select" })}
            value={filter.stage ?? ""}
            onChange={choose("stage")}
          >
            <option value="">{copy.filters.anyStage}</option>
            {LEAD_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {copy.stages[stage]}
              </option>
            ))}
          </select>
        </SelectFrame>
      </div>
      <div className={cn(FILTER, folded)}>
        <label htmlFor={`${id}-order`} className="block text-sm font-semibold">
          {copy.filters.order}
        </label>
        <SelectFrame>
          <select
            id={`${id}-order`}
            name="order"
            className={controlVariants({ kind: "select" })}
            value={filter.sort === "reply-by" ? "reply-by" : ""}
            onChange={choose("sort")}
          >
            <option value="">{copy.filters.newestFirst}</option>
            <option value="reply-by">{copy.filters.replyDueFirst}</option>
          </select>
        </SelectFrame>
      </div>
      {/* The words and their button: a row of their own on wide screens, so the field is never cramped. */}
      <div className="grid gap-4 max-sm:order-first sm:col-span-2 sm:grid-cols-[1fr_auto] sm:items-end lg:basis-full">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold">
            {copy.filters.search}
          </label>
          {/* What the words search: a line that wraps, where a placeholder was cut off on a phone. */}
          <p id={`${id}-q-hint`} className="text-sm text-muted">
            {copy.filters.searchHint}
          </p>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            maxLength={MAX_QUERY_LENGTH}
            aria-describedby={`${id}-q-hint`}
            className={controlVariants()}
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
        </div>
        <button type="submit" className={buttonVariants({ size: "lg" })}>
          <Search aria-hidden className="size-4" />
          {copy.filters.apply}
        </button>
      </div>
      <button
        type="button"
        aria-expanded={more}
        aria-controls={`${id}-more`}
        onClick={() => setMore((open) => !open)}
        className={cn(buttonVariants({ variant: "secondary" }), "max-sm:order-first sm:hidden")}
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {copy.filters.more(on)}
      </button>
      <label
        className={cn("flex min-h-11 items-center gap-3 text-sm font-semibold sm:col-span-2 lg:basis-full", folded)}
      >
        <input
          type="checkbox"
          name="overdue"
          className="size-5 accent-accent"
          checked={filter.overdue === "true"}
          onChange={(event) => set({ overdue: event.target.checked ? "true" : undefined })}
        />
        {copy.filters.overdueOnly}
      </label>
      <label
        className={cn("flex min-h-11 items-center gap-3 text-sm font-semibold sm:col-span-2 lg:basis-full", folded)}
      >
        <input
          type="checkbox"
          name="mine"
          className="size-5 accent-accent"
          checked={filter.mine === "true"}
          onChange={(event) => set({ mine: event.target.checked ? "true" : undefined })}
        />
        {copy.filters.mineOnly}
      </label>
    </form>
  );
}
