import type { FieldError } from "../../shared/collector.js";
import { oneLine } from "../../shared/one-line.js";
import { issueMessage } from "../../shared/form-messages.js";
import { FALLBACK_LANGUAGE, LANGUAGE_TAGS, languageFromTag, type Language } from "../../shared/languages.js";
import { checkLead, isEmailAddress, type FormKind, type LeadCheck } from "../../shared/lead-forms.js";
import { oneAddress } from "../mail/one-address.js";
import { thanksPath } from "../../shared/paths.js";
import type { Lead } from "./repository.js";
import { FORM_MESSAGES } from "./copy.js";

/** A parsed body: JSON, URL-encoded or multipart, before anything is trusted. */
export type Fields = Record<string, unknown>;

/** What a valid submission stores, whichever form it came from. */
export type StoredValues = Pick<Lead, "name" | "email" | "company" | "message" | "teamSize" | "workshopInterest">;

export type Validation =
  { ok: true; form: FormKind; values: StoredValues } | { ok: false; form: FormKind; errors: FieldError[] };

/** The underscore fields: instructions to the collector, never stored as data. */
export interface Instructions {
  language: Language;
  /** Where to send the visitor: `_next` when it is a path on this site, else the thank-you page. */
  next: string;
  subject: string | null;
  replyTo: string | null;
  idempotencyKey: string | null;
  /** `_gotcha`, the honeypot field people never see, has something in it. */
  honeypot: boolean;
}

/** Upper bounds of what the collector keeps besides the form's fields, in UTF-16 code units. */
export const KEPT_MAX_LENGTH = { subject: 200, userAgent: 512 } as const;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
/** As for the form's fields (shared/lead-forms.ts): a value holding U+0000 is not text. */
const hasNul = (value: string) => value.includes("\u0000");

const has = (fields: Fields, key: string) => Object.hasOwn(fields, key) && fields[key] !== undefined;

/** Whether anything but underscore fields was sent. */
export function hasDataFields(fields: Fields): boolean {
  return Object.keys(fields).some((key) => !key.startsWith("_"));
}

/**
 * Both site forms post to the same form id (SPEC.md section 7), so their fields tell them
 * apart; a submission with neither form's own fields is checked as the consulting form.
 */
export function detectForm(fields: Fields): FormKind {
  if (has(fields, "context")) return "consulting";
  if (["currentChallenges", "teamSize", "workshopInterest"].some((key) => has(fields, key))) return "discovery";
  return "consulting";
}

export { isEmailAddress };

/**
 * The schema's address, confirmed by the mail library's parser (server/mail/one-address.ts): a
 * value the shared rule passes but nodemailer would read otherwise is refused like any other.
 */
function confirmAddress<K extends FormKind>(checked: LeadCheck<K>): LeadCheck<K> {
  if (!checked.ok || oneAddress(checked.values.email) !== undefined) return checked;
  return { ok: false, issues: [{ field: "email", code: "TYPE_EMAIL", oneAddress: true }] };
}

/** The submission checked against its form's schema, its errors worded in the visitor's language. */
export function validateSubmission(fields: Fields, language: Language): Validation {
  const form = detectForm(fields);
  const checked = confirmAddress(
    form === "consulting" ? checkLead("consulting", fields) : checkLead("discovery", fields),
  );
  if (!checked.ok) {
    const messages = FORM_MESSAGES[language];
    const errors = checked.issues.map((issue) => ({
      field: issue.field,
      code: issue.code,
      message: issueMessage(messages, issue, LANGUAGE_TAGS[language]),
    }));
    return { ok: false, form, errors };
  }
  const { name, email, company } = checked.values;
  const values: StoredValues =
    "context" in checked.values
      ? { name, email, company, message: checked.values.context, teamSize: null, workshopInterest: null }
      : {
          name,
          email,
          company,
          message: checked.values.currentChallenges,
          teamSize: checked.values.teamSize,
          workshopInterest: checked.values.workshopInterest,
        };
  return { ok: true, form, values };
}

/** Reads the underscore fields; a malformed one is ignored rather than reported. */
export function readInstructions(fields: Fields): Instructions {
  const string = (key: string): string | undefined => {
    const value = fields[key];
    return typeof value === "string" && !hasNul(value) ? value.trim() : undefined;
  };
  const language = languageFromTag(string("_language")) ?? FALLBACK_LANGUAGE;
  const subject = oneLine(string("_subject") ?? "");
  const replyTo = string("_replyto");
  const key = string("_idempotencyKey");
  const gotcha = fields["_gotcha"];
  return {
    language,
    next: safeNext(string("_next")) ?? thanksPath(language),
    subject: subject ? subject.slice(0, KEPT_MAX_LENGTH.subject) : null,
    replyTo: (replyTo && oneAddress(replyTo)) ?? null,
    idempotencyKey: key !== undefined && IDEMPOTENCY_KEY.test(key) ? key : null,
    honeypot: gotcha !== undefined && gotcha !== null && !(typeof gotcha === "string" && gotcha.trim() === ""),
  };
}

/**
 * `_next` only when it is a path on this site. `//host` and `/\host` are other sites to a
 * browser, and browsers drop tabs and newlines inside URLs, so `/\t/host` is one too. What is
 * not ASCII comes back percent-encoded, the same URL to a browser: a Location header can carry
 * nothing else (Node refuses the header, and the visitor whose lead was stored got a 500).
 */
export function safeNext(value: string | undefined): string | undefined {
  if (value === undefined || value.length > 2000) return undefined;
  if (!/^\/(?![/\\])/.test(value) || /[\s\p{Cc}]/u.test(value)) return undefined;
  const base = "http://collector.invalid";
  try {
    // encodeURIComponent throws on a lone surrogate, which no real URL has.
    const ascii = value.replace(/[\u0080-\uffff]+/g, (run) => encodeURIComponent(run));
    return new URL(ascii, base).origin === base ? ascii : undefined;
  } catch {
    return undefined;
  }
}
