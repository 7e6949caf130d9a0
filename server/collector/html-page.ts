import { createHash } from "node:crypto";
import { LANGUAGE_TAGS, type Language } from "../../shared/languages.js";
import { identity } from "../../shared/identity.js";
import { FORM_MESSAGES } from "../../shared/form-catalog.js";
import { fieldLine } from "../../shared/form-messages.js";
import {
  DEFAULT_WORKSHOP_INTEREST,
  FIELD_CONTROLS,
  formFields,
  isRequired,
  MAX_LENGTH,
  TEAM_SIZE_OPTIONS,
  WORKSHOP_INTERESTS,
  type FieldName,
  type FormKind,
} from "../../shared/lead-forms.js";
import { MESSAGES } from "./messages.js";
import type { FieldError } from "./protocol.js";
import type { Fields } from "./submission.js";

// The page must work on its own (no site CSS or JS). One inline <style>: a later
// Content-Security-Policy allows it by hash (PAGE_STYLE_HASH) rather than 'unsafe-inline'.
export const PAGE_STYLE = `
:root{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1a1a1a;background:#fff}
body{margin:0;padding:0 1rem 2rem}
.brand{max-width:40rem;margin:0 auto 2rem;padding:1rem 0;border-bottom:1px solid #dfe2ee}
.brand a{color:#10142a;font-weight:700;text-decoration:none}
main{max-width:40rem;margin:0 auto}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}
.errors{border-left:4px solid #b42318;background:#fef3f2;padding:.75rem 1rem;margin:1rem 0}
.errors ul{margin:.5rem 0 0;padding-left:1.25rem}
a{color:#4338ca}
label{display:block;font-weight:600;margin-top:1.25rem}
input,select,textarea{display:block;box-sizing:border-box;width:100%;margin-top:.25rem;padding:.5rem .625rem;font:inherit;border:1px solid #6b6b6b;border-radius:.375rem;background:#fff;color:inherit}
textarea{min-height:9rem;resize:vertical}
[aria-invalid="true"]{border:2px solid #b42318}
.field-error{color:#b42318;margin:.25rem 0 0}
button{margin-top:1.5rem;padding:.625rem 1.25rem;font:inherit;font-weight:600;color:#fff;background:#4338ca;border:0;border-radius:.375rem;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,select:focus-visible,textarea:focus-visible{outline:3px solid #4338ca;outline-offset:2px}
.back{margin-top:2rem}
`.trim();

/** For the Content-Security-Policy's style-src, once there is one. */
export const PAGE_STYLE_HASH = `'sha256-${createHash("sha256").update(PAGE_STYLE).digest("base64")}'`;

/**
 * A no-JavaScript page's start, down to its heading: its language, its title, the page style
 * (and `extraStyle`, for pages that add to it, like the booking pages).
 */
export function documentStart(language: Language, title: string, extraStyle = ""): string {
  const extra = extraStyle === "" ? "" : `\n<style>${extraStyle}</style>`;
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>${extra}
</head>
<body>
<header class="brand"><a href="/${language}/">${escapeHtml(identity.companyName)}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>`;
}

export interface ErrorPage {
  language: Language;
  /** A form-level message; without it the page is about the field errors. */
  message?: string;
  errors: FieldError[];
  /** The submission to put back in the form; absent when the body could not be read. */
  submission?: { form: FormKind; action: string; fields: Fields };
}

/**
 * The no-JavaScript answer to a failed submission: what went wrong, and the same form with
 * everything the visitor typed, posting to the same place, so nothing is lost.
 */
export function renderErrorPage(page: ErrorPage): string {
  const { language, errors, submission } = page;
  const t = MESSAGES[language];
  const title = page.message === undefined ? t.page.checkTitle : t.page.notSentTitle;
  const summary = page.message ?? t.page.intro;
  const errorItems = errors
    .map((error) => {
      const line = fieldLine(FORM_MESSAGES[language], error.field, [error.message]);
      return `<li><a href="#${fieldId(error.field)}">${escapeHtml(line)}</a></li>`;
    })
    .join("");
  const errorList = errorItems === "" ? "" : `<ul>${errorItems}</ul>`;
  const back =
    submission === undefined
      ? `<a href="/${language}/">${escapeHtml(t.page.backToSite)}</a>`
      : submission.form === "consulting"
        ? `<a href="/${language}/consulting#contact">${escapeHtml(t.page.backToConsulting)}</a>`
        : `<a href="/${language}/education#contact">${escapeHtml(t.page.backToEducation)}</a>`;

  return `${documentStart(language, title)}
<div class="errors" role="alert"><p>${escapeHtml(summary)}</p>${errorList}</div>
${submission === undefined ? "" : renderForm(language, submission, errors)}
<p class="back">${back}</p>
</main>
</body>
</html>
`;
}

function renderForm(
  language: Language,
  submission: NonNullable<ErrorPage["submission"]>,
  errors: FieldError[],
): string {
  const t = MESSAGES[language];
  const messages = FORM_MESSAGES[language];
  const { fields } = submission;
  const hidden = Object.keys(fields)
    .filter((key) => key.startsWith("_"))
    .map((key) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(textOf(fields[key]))}">`)
    .join("\n");

  const controls = formFields(submission.form).map((field) => {
    const id = fieldId(field);
    const fieldErrors = errors.filter((error) => error.field === field);
    const errorId = `${id}-error`;
    const invalid = fieldErrors.length > 0 ? ` aria-invalid="true" aria-describedby="${errorId}"` : "";
    const required = isRequired(submission.form, field);
    const marker = required ? ` <span aria-hidden="true">*</span>` : "";
    const label = `<label for="${id}">${escapeHtml(messages.labels[field])}${marker}</label>`;
    const value = textOf(fields[field]);
    const attributes = `id="${id}" name="${field}"${required ? " required" : ""}${invalid}`;
    const control = renderControl(field, attributes, value, language);
    const lines = fieldErrors.map((error) => escapeHtml(fieldLine(messages, field, [error.message]))).join(", ");
    const errorText = lines === "" ? "" : `\n<p class="field-error" id="${errorId}">${lines}</p>`;
    return `${label}\n${control}${errorText}`;
  });

  return `<form method="post" action="${escapeHtml(submission.action)}">
${hidden}
${controls.join("\n")}
<button type="submit">${escapeHtml(t.page.send)}</button>
</form>`;
}

/** A field's control as shared/lead-forms.ts describes it, holding what the visitor sent. */
function renderControl(field: FieldName, attributes: string, value: string, language: Language): string {
  const messages = FORM_MESSAGES[language];
  const spec: { control: string; type?: string; autocomplete?: string } = FIELD_CONTROLS[field];
  if (field === "teamSize") return renderSelect(attributes, value.trim(), TEAM_SIZE_OPTIONS, messages.teamSizes);
  if (field === "workshopInterest") {
    const selected = value.trim() || DEFAULT_WORKSHOP_INTEREST;
    return renderSelect(attributes, selected, WORKSHOP_INTERESTS, messages.workshopInterests);
  }
  const max = MAX_LENGTH[field];
  if (spec.control === "textarea")
    return `<textarea ${attributes} maxlength="${max}">\n${escapeHtml(value)}</textarea>`;
  return `<input type="${spec.type}" ${attributes} maxlength="${max}" autocomplete="${spec.autocomplete ?? "off"}" value="${escapeHtml(value)}">`;
}

function renderSelect<T extends string>(
  attributes: string,
  selected: string,
  values: readonly T[],
  labels: Record<T, string>,
): string {
  const options = values
    .map((value) => {
      const isSelected = value === selected ? " selected" : "";
      return `<option value="${escapeHtml(value)}"${isSelected}>${escapeHtml(labels[value])}</option>`;
    })
    .join("");
  return `<select ${attributes}>${options}</select>`;
}

const fieldId = (field: FieldName) => `field-${field}`;

/** What a control shows for a submitted value (a repeated field's values, joined). */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string").join(", ");
  return typeof value === "number" || typeof value === "boolean" ? String(value) : "";
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
