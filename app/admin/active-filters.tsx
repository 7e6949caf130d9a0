import { X } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import { cn } from "~/lib/cn";
import type { LeadFilter } from "@shared/admin-api";
import { sourceWords } from "@shared/analytics";
import { activeFilterKeys, type FilterKey } from "./inbox-url";

/** A filter in use as the owner reads it: "Form: Consulting", "Source: linkedin". */
function describe(key: FilterKey, filter: LeadFilter, copy: AdminCopy): string {
  const value = filter[key] ?? "";
  switch (key) {
    case "form":
      return `${copy.filters.form}: ${copy.forms[value as keyof AdminCopy["forms"]] ?? value}`;
    case "status":
      return `${copy.filters.status}: ${copy.statuses[value as keyof AdminCopy["statuses"]] ?? value}`;
    case "stage":
      return `${copy.filters.stage}: ${copy.stages[value as keyof AdminCopy["stages"]] ?? value}`;
    case "sort":
      return `${copy.filters.order}: ${copy.filters.replyDueFirst}`;
    case "overdue":
      return copy.filters.overdueOnly;
    case "mine":
      return copy.filters.mineOnly;
    case "q":
      return `${copy.filters.words}: ${copy.filters.inQuotes(value)}`;
    case "source":
      return `${copy.attribution.source}: ${sourceWords(value, copy.channels)}`;
    default:
      return `${copy.attribution[key]}: ${value}`;
  }
}

/**
 * The filters in use, above the list, each with a button that clears it: those chosen from the
 * menus, and those a dashboard link brought (`?source=linkedin`), which no menu shows.
 */
export function ActiveFilters({
  copy,
  filter,
  onChange,
}: {
  copy: AdminCopy;
  filter: LeadFilter;
  onChange: (filter: LeadFilter) => void;
}) {
  const keys = activeFilterKeys(filter);
  if (keys.length === 0) return null;
  return (
    <section aria-label={copy.filters.active} className="flex flex-wrap items-center gap-2">
      <h2 className="text-sm font-semibold text-muted">{copy.filters.active}:</h2>
      <ul className="contents">
        {keys.map((key) => {
          const label = describe(key, filter, copy);
          return (
            <li key={key} className="min-w-0">
              <button
                type="button"
                onClick={() => onChange({ ...filter, [key]: undefined })}
                className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium hover:border-accent"
              >
                {/* Named by its words, not an aria-label: "Clear Form: Consulting" is not a field's label. */}
                <span className="truncate">
                  <span className="sr-only">{copy.filters.clear} </span>
                  {label}
                </span>
                <X aria-hidden className="size-4 shrink-0" />
              </button>
            </li>
          );
        })}
      </ul>
      {keys.length > 1 ? (
        <button
          type="button"
          onClick={() => onChange({})}
          className={cn(buttonVariants({ variant: "secondary" }), "min-h-11")}
        >
          {copy.filters.clearAll}
        </button>
      ) : null}
    </section>
  );
}
