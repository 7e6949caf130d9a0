import { useId, useState, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminPipelineCopy } from "~/content/en/admin-pipeline";
import { cn } from "~/lib/cn";
import { formatDealValue, minorDigits, parseAmount, type DealValue } from "@shared/deal-value";
import { LANGUAGE_TAGS, type Language } from "@shared/languages";
import { useCan } from "../team/can";
import { pipelineApi } from "./api";

/** The currencies offered besides the lead's own and the site's default: the ones a Brazilian firm bills in. */
const COMMON_CURRENCIES = ["BRL", "USD", "EUR"];

/** The amount as the owner would type it back: `12.500,00` in Portuguese, without the symbol. */
const amountText = ({ amount, currency }: DealValue, language: Language) =>
  new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    minimumFractionDigits: minorDigits(currency),
    maximumFractionDigits: minorDigits(currency),
  }).format(amount / 10 ** minorDigits(currency));

type Problem = keyof AdminPipelineCopy["value"]["errors"];

/**
 * A lead's deal value (issue 51): the amount typed as the owner writes numbers in their language,
 * and its currency; saved, changed or cleared. A viewer reads it only. What was typed stays in the
 * field when it is refused.
 */
export function DealValueControl({
  leadId,
  value,
  defaultCurrency,
  language,
  copy,
  onSaved,
  className,
}: {
  leadId: string;
  value: DealValue | null;
  defaultCurrency: string;
  language: Language;
  copy: AdminPipelineCopy;
  onSaved: (value: DealValue | null) => void | Promise<void>;
  className?: string;
}) {
  const id = useId();
  const t = copy.value;
  const canSet = useCan("PUT /api/admin/leads/:id/value");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const locale = LANGUAGE_TAGS[language];
  const shown = value === null ? t.none : formatDealValue(value, locale);
  if (!canSet)
    return (
      <p className={cn("text-sm", className)}>
        <span className="font-semibold text-muted">{t.label}: </span>
        {shown}
      </p>
    );

  const save = async (next: DealValue | null) => {
    setBusy(true);
    setProblem(null);
    try {
      await pipelineApi.setValue(leadId, next);
      await onSaved(next);
    } catch {
      setProblem("failed");
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const currency = String(form.get("currency") ?? defaultCurrency);
    const parsed = parseAmount(String(form.get("amount") ?? ""), language, currency);
    if ("error" in parsed) setProblem(parsed.error);
    else void save({ amount: parsed.amount, currency });
  };
  const currencies = [...new Set([value?.currency ?? defaultCurrency, defaultCurrency, ...COMMON_CURRENCIES])];
  const errorId = `${id}-error`;
  return (
    <form key={leadId} onSubmit={submit} aria-labelledby={`${id}-label`} className={cn("space-y-2", className)}>
      <p id={`${id}-label`} className="text-sm font-semibold">
        {t.label}: <span className="font-normal">{shown}</span>
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-auto space-y-1.5">
          <label htmlFor={`${id}-amount`} className="block text-sm">
            {t.amount}
          </label>
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            maxLength={24}
            defaultValue={value === null ? "" : amountText(value, language)}
            aria-describedby={problem === null ? `${id}-hint` : `${id}-hint ${errorId}`}
            aria-invalid={problem !== null && problem !== "failed"}
            className="min-h-11 w-full min-w-0 rounded-xl border border-line bg-surface px-3 text-sm tabular-nums"
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-currency`} className="block text-sm">
            {t.currency}
          </label>
          <select
            id={`${id}-currency`}
            name="currency"
            defaultValue={value?.currency ?? defaultCurrency}
            className="min-h-11 rounded-xl border border-line bg-surface px-3 text-sm"
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: "secondary" })}>
          {t.save}
        </button>
        {value !== null ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void save(null)}
            className={buttonVariants({ variant: "secondary" })}
          >
            {t.clear}
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t.hint}
      </p>
      {problem !== null ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {t.errors[problem]}
        </p>
      ) : null}
    </form>
  );
}
