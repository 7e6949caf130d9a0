/**
 * A lead's deal value (issue 51): what the owner expects it to be worth, as a whole number of
 * the currency's minor units (centavos, cents) and an ISO 4217 code. One schema for the console
 * and the server; integers, so that no sum is ever off by a fraction of a cent.
 */
import * as v from "valibot";
import type { Language } from "./languages.js";

/**
 * The largest amount in minor units (a hundred billion in a two-decimal currency): far beyond any
 * deal, and sums of thousands of them stay exact integers in JavaScript and in SQL.
 */
const MAX_DEAL_AMOUNT = 10_000_000_000_000;

/** An ISO 4217 code this runtime knows (Intl's list): `BRL`, `USD`, `EUR`. */
export function isCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code);
}

// The shape JSON Schema can say; the server checks the code with isCurrency as it reads it, as
// the team's routes check a time zone.
export const currencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, "an ISO 4217 code in capitals, such as BRL"));

export const dealValue = v.strictObject({
  /** In the currency's minor units: `150000` BRL is R$ 1.500,00. */
  amount: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_DEAL_AMOUNT)),
  currency: currencyCode,
});
export type DealValue = v.InferOutput<typeof dealValue>;

/** `PUT /api/admin/leads/:id/value`: the lead's value, or null to clear it. */
export const dealValueBody = v.strictObject({ value: v.nullable(dealValue) });

/** How many decimals the currency's minor unit has: 2 for BRL, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** The amount in major units as a plain decimal (`1500.00`): the export's and the webhooks' text. */
export function decimalAmount({ amount, currency }: DealValue, decimalMark = "."): string {
  const digits = minorDigits(currency);
  const text = (amount / 10 ** digits).toFixed(digits);
  return decimalMark === "." ? text : text.replace(".", decimalMark);
}

/** The value as a person reads it in their language: `R$ 1.500,00`, `$1,500.00`. */
export function formatDealValue({ amount, currency }: DealValue, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount / 10 ** minorDigits(currency));
}

/** The language's decimal mark: what the owner types between units and cents. */
const DECIMAL_MARKS: Record<Language, string> = { en: ".", pt: "," };

export type AmountParse = { amount: number } | { error: "invalid" | "too-many-decimals" | "too-large" };

/**
 * What the owner typed in the console, read as people write amounts in their language: in
 * Portuguese `1.500,50` or `1500,5`, in English `1,500.50`; spaces and a currency symbol are
 * ignored. The other mark groups thousands and is dropped.
 */
export function parseAmount(text: string, language: Language, currency: string): AmountParse {
  const decimal = DECIMAL_MARKS[language];
  const grouping = decimal === "," ? "." : ",";
  if (text.includes("-")) return { error: "invalid" };
  const bare = text.replace(/[\s\u00a0]/g, "").replace(/^[^\d]*?(?=\d)/, "");
  if (!/^\d[\d.,]*$/.test(bare)) return { error: "invalid" };
  const [whole = "", fraction = "", ...rest] = bare.split(decimal);
  if (rest.length > 0 || fraction.includes(grouping)) return { error: "invalid" };
  const units = whole.split(grouping).join("");
  if (!/^\d+$/.test(units) || !/^\d*$/.test(fraction)) return { error: "invalid" };
  const digits = minorDigits(currency);
  if (fraction.length > digits) return { error: "too-many-decimals" };
  const amount = Number(units + fraction.padEnd(digits, "0"));
  if (!Number.isSafeInteger(amount) || amount > MAX_DEAL_AMOUNT) return { error: "too-large" };
  return { amount };
}

/** Amounts added up per currency, in the order each currency first appears. */
export function sumByCurrency(values: readonly (DealValue | null)[]): DealValue[] {
  const sums = new Map<string, number>();
  for (const value of values) {
    if (value !== null) sums.set(value.currency, (sums.get(value.currency) ?? 0) + value.amount);
  }
  return [...sums].map(([currency, amount]) => ({ currency, amount }));
}
