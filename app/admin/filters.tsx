import { Search } from "lucide-react";
import { useId, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import { controlVariants, SelectFrame } from "~/forms/form-controls";
import type { LeadFilter } from "@shared/admin-api";
import { MAX_QUERY_LENGTH } from "@shared/inbox-limits";

/**
 * A select's field on wide screens: as wide as its longest choice (the basis is its content), so
 * no choice is ever cut; the row wraps when the choices of a language need more room.
 */
const FILTER = "space-y-1.5 lg:flex-auto";

/** The inbox's filters: form, status, order, words and "only overdue", applied together. */
export function Filters({ copy, onApply }: { copy: AdminCopy; onApply: (filter: LeadFilter) => void }) {
  const id = useId();

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === "string" && value !== "" ? value : undefined;
    };
    onApply({
      form: text("form") as LeadFilter["form"],
      status: text("status") as LeadFilter["status"],
      q: text("q"),
      overdue: data.get("overdue") === "on" ? "true" : undefined,
      sort: text("order") === "reply-by" ? "reply-by" : undefined,
    });
  };

  return (
    <form
      role="search"
      aria-label={copy.filters.label}
      onSubmit={apply}
      className="grid gap-4 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 sm:items-end lg:flex lg:flex-wrap"
    >
      <div className={FILTER}>
        <label htmlFor={`${id}-form`} className="block text-sm font-semibold">
          {copy.filters.form}
        </label>
        <SelectFrame>
          <select id={`${id}-form`} name="form" className={controlVariants({ kind: "select" })} defaultValue="">
            <option value="">{copy.filters.anyForm}</option>
            <option value="consulting">{copy.forms.consulting}</option>
            <option value="discovery">{copy.forms.discovery}</option>
          </select>
        </SelectFrame>
      </div>
      <div className={FILTER}>
        <label htmlFor={`${id}-status`} className="block text-sm font-semibold">
          {copy.filters.status}
        </label>
        <SelectFrame>
          <select id={`${id}-status`} name="status" className={controlVariants({ kind: "select" })} defaultValue="">
            <option value="">{copy.filters.activeStatus}</option>
            <option value="new">{copy.statuses.new}</option>
            <option value="handled">{copy.statuses.handled}</option>
            <option value="spam">{copy.statuses.spam}</option>
          </select>
        </SelectFrame>
      </div>
      <div className={FILTER}>
        <label htmlFor={`${id}-order`} className="block text-sm font-semibold">
          {copy.filters.order}
        </label>
        <SelectFrame>
          <select id={`${id}-order`} name="order" className={controlVariants({ kind: "select" })} defaultValue="">
            <option value="">{copy.filters.newestFirst}</option>
            <option value="reply-by">{copy.filters.replyDueFirst}</option>
          </select>
        </SelectFrame>
      </div>
      {/* The words and their button: a row of their own on wide screens, so the field is never cramped. */}
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-[1fr_auto] sm:items-end lg:basis-full">
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
          />
        </div>
        <button type="submit" className={buttonVariants({ size: "lg" })}>
          <Search aria-hidden className="size-4" />
          {copy.filters.apply}
        </button>
      </div>
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold sm:col-span-2 lg:basis-full">
        <input type="checkbox" name="overdue" className="size-5 accent-accent" />
        {copy.filters.overdueOnly}
      </label>
    </form>
  );
}
