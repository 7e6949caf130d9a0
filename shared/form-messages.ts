/**
 * How a field's error line is written from the forms' messages (shared/content/{en,pt}/
 * form-messages.ts). Free of the catalogs themselves, so an island can import it.
 */
import type { FormMessagesCopy } from "./content/en/form-messages.js";
import { fill } from "./fill.js";
import type { FieldIssue } from "./lead-forms.js";

/**
 * An issue's message, with its details: the bound or the values, written the locale's way. With
 * its field, a required field left empty is told what to give ("Informe seu nome.").
 */
export function issueMessage(
  messages: FormMessagesCopy,
  issue: Omit<FieldIssue, "field"> & { field?: FieldIssue["field"] },
  locale: string,
): string {
  if (issue.plainAddress) return messages.plainAddress;
  if (issue.oneAddress) return messages.oneAddress;
  if (issue.max !== undefined) return fill(messages.tooLong, { max: issue.max }, locale);
  if (issue.options !== undefined) {
    // The options as the select shows them: a visitor never sees the values it posts.
    const labels: Partial<Record<string, string>> = { ...messages.teamSizes, ...messages.workshopInterests };
    const options = issue.options.map((option) => labels[option] ?? option);
    const values = new Intl.ListFormat(locale, { style: "long", type: "disjunction" }).format(options);
    return fill(messages.oneOf, { values }, locale);
  }
  const required = issue.code === "REQUIRED_FIELD_EMPTY" || issue.code === "REQUIRED_FIELD_MISSING";
  if (required && issue.field !== undefined) return messages.required[issue.field];
  return issue.code === "TYPE_TEXT" ? messages.notText : messages.errors[issue.code];
}

/** A field's error line as the site and the no-JavaScript page show it: "Email is required". */
export function fieldLine(messages: FormMessagesCopy, field: FieldIssue["field"], lines: readonly string[]): string {
  // A function of its own rather than fill(): a field's name or message may hold braces.
  return messages.line.replace(/\{(name|messages)\}/g, (_whole, key: string) =>
    key === "name" ? messages.names[field] : lines.join(messages.joiner),
  );
}
