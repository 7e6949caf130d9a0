/**
 * The shape of the forms' messages (shared/form-catalog.ts holds them) and how a field's error
 * line is written from them. Free of the catalogs themselves, so an island can import it.
 */
import { fill } from "./fill.js";
import type { FieldErrorCode, FieldName, FieldIssue, TeamSizeOption, WorkshopInterest } from "./lead-forms.js";

export interface FormMessages {
  /** Field names as an error line starts with them: "Email is required" (SPEC section 5). */
  names: Record<FieldName, string>;
  /** Between the field's name and its message: "Email is required", "E-mail: campo obrigatório". */
  separator: string;
  /** The controls' labels. */
  labels: Record<FieldName, string>;
  /** A field error, by its protocol code (UNSPECIFIED: a code the site does not know). */
  errors: Record<FieldErrorCode | "UNSPECIFIED", string>;
  /** TYPE_TEXT for a value that is not text at all. */
  notText: string;
  /** TYPE_TEXT for a value over its bound; `{max}` is the bound. */
  tooLong: string;
  /** TYPE_TEXT for a value that is none of a select's; `{values}` lists their labels, "a, b or c". */
  oneOf: string;
  teamSizes: Record<TeamSizeOption, string>;
  workshopInterests: Record<WorkshopInterest, string>;
  /** Problems with the whole submission that the site and the collector word alike. */
  formErrors: Record<"BLOCKED" | "EMPTY" | "INACTIVE" | "NO_FILE_UPLOADS", string>;
}

/** An issue's message, with its details: the bound or the values, written the locale's way. */
export function issueMessage(messages: FormMessages, issue: Omit<FieldIssue, "field">, locale: string): string {
  if (issue.max !== undefined) return fill(messages.tooLong, { max: issue.max }, locale);
  if (issue.options !== undefined) {
    // The options as the select shows them: a visitor never sees the values it posts.
    const labels: Partial<Record<string, string>> = { ...messages.teamSizes, ...messages.workshopInterests };
    const options = issue.options.map((option) => labels[option] ?? option);
    const values = new Intl.ListFormat(locale, { style: "long", type: "disjunction" }).format(options);
    return fill(messages.oneOf, { values }, locale);
  }
  return issue.code === "TYPE_TEXT" ? messages.notText : messages.errors[issue.code];
}

/** A field's error line as the site and the no-JavaScript page show it: "Email is required". */
export function fieldLine(messages: FormMessages, field: FieldName, lines: readonly string[]): string {
  return `${messages.names[field]}${messages.separator}${lines.join(", ")}`;
}
