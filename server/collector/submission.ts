import { DEFAULT_WORKSHOP_INTEREST, MAX_LENGTH as FIELD_MAX_LENGTH, isEmailAddress } from "../../app/forms/fields.js";
import { FALLBACK_LANGUAGE, isLanguage, type Language } from "../../app/i18n/languages.js";
import { TEAM_SIZES, WORKSHOP_INTERESTS, type LeadForm, type TeamSize, type WorkshopInterest } from "../db/leads.js";
import { MESSAGES, type FieldName } from "./messages.js";
import type { FieldError, FieldErrorCode } from "./protocol.js";

/** A parsed body: JSON, URL-encoded or multipart, before anything is trusted. */
export type Fields = Record<string, unknown>;

export interface LeadValues {
  name: string;
  email: string;
  company: string;
  /** `context` (consulting) or `currentChallenges` (discovery call). */
  message: string;
  teamSize: TeamSize | null;
  workshopInterest: WorkshopInterest | null;
}

export type Validation =
  { ok: true; form: LeadForm; values: LeadValues } | { ok: false; form: LeadForm; errors: FieldError[] };

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

/**
 * Upper bounds, in UTF-16 code units like a browser's `maxlength`: the form fields' bounds are
 * the site's own (one source for both sides), plus the fields only the collector keeps.
 */
export const MAX_LENGTH = { ...FIELD_MAX_LENGTH, subject: 200, userAgent: 512 } as const;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
/**
 * PostgreSQL's text cannot hold U+0000 (the insert fails, and the visitor would get a 500), and
 * no keyboard types it: a value with one is not text.
 */
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
export function detectForm(fields: Fields): LeadForm {
  if (has(fields, "context")) return "consulting";
  if (["currentChallenges", "teamSize", "workshopInterest"].some((key) => has(fields, key))) return "discovery";
  return "consulting";
}

export { isEmailAddress };

export function validateSubmission(fields: Fields, language: Language): Validation {
  const form = detectForm(fields);
  const messages = MESSAGES[language].field;
  const errors: FieldError[] = [];
  const fail = (field: FieldName, code: FieldErrorCode, message: string) => {
    errors.push({ field, code, message });
    return null;
  };

  const text = (field: FieldName, max: number): string | null => {
    if (!has(fields, field)) return fail(field, "REQUIRED_FIELD_MISSING", messages.required);
    const raw = fields[field];
    if (raw === null) return fail(field, "REQUIRED_FIELD_EMPTY", messages.required);
    if (typeof raw !== "string" || hasNul(raw)) return fail(field, "TYPE_TEXT", messages.text);
    const value = raw.trim();
    if (value === "") return fail(field, "REQUIRED_FIELD_EMPTY", messages.required);
    if (value.length > max) return fail(field, "TYPE_TEXT", messages.tooLong(max));
    return value;
  };

  const choice = <T extends string>(field: FieldName, allowed: readonly T[], fallback: T | null): T | null => {
    const raw = fields[field];
    if (raw === undefined || raw === null) return fallback;
    if (typeof raw !== "string") return fail(field, "TYPE_TEXT", messages.text);
    const value = raw.trim();
    if (value === "") return fallback;
    if (!(allowed as readonly string[]).includes(value)) return fail(field, "TYPE_TEXT", messages.oneOf(allowed));
    return value as T;
  };

  const messageField = form === "consulting" ? "context" : "currentChallenges";
  const name = text("name", MAX_LENGTH.name);
  let email = text("email", MAX_LENGTH.email);
  if (email !== null && !isEmailAddress(email)) email = fail("email", "TYPE_EMAIL", messages.email);
  const company = text("company", MAX_LENGTH.company);
  const message = text(messageField, MAX_LENGTH[messageField]);
  const teamSize = form === "discovery" ? choice("teamSize", TEAM_SIZES, null) : null;
  const workshopInterest =
    form === "discovery" ? choice("workshopInterest", WORKSHOP_INTERESTS, DEFAULT_WORKSHOP_INTEREST) : null;

  if (errors.length > 0 || name === null || email === null || company === null || message === null) {
    return { ok: false, form, errors };
  }
  return { ok: true, form, values: { name, email, company, message, teamSize, workshopInterest } };
}

/** Reads the underscore fields; a malformed one is ignored rather than reported. */
export function readInstructions(fields: Fields): Instructions {
  const string = (key: string): string | undefined => {
    const value = fields[key];
    return typeof value === "string" && !hasNul(value) ? value.trim() : undefined;
  };
  const language = languageOf(string("_language")) ?? FALLBACK_LANGUAGE;
  const subject = string("_subject");
  const replyTo = string("_replyto");
  const key = string("_idempotencyKey");
  const gotcha = fields["_gotcha"];
  return {
    language,
    next: safeNext(string("_next")) ?? thanksPage(language),
    subject: subject ? subject.slice(0, MAX_LENGTH.subject) : null,
    replyTo: replyTo && isEmailAddress(replyTo) ? replyTo : null,
    idempotencyKey: key !== undefined && IDEMPOTENCY_KEY.test(key) ? key : null,
    honeypot: gotcha !== undefined && gotcha !== null && !(typeof gotcha === "string" && gotcha.trim() === ""),
  };
}

/** `en`, `pt`, and the tags a browser might send for them (`pt-BR`, `en_US`). */
export function languageOf(value: string | undefined): Language | undefined {
  const primary = value?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

export function thanksPage(language: Language): string {
  return `/${language}/thanks`;
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
