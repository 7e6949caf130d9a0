/**
 * The two contact forms (SPEC sections 3 and 5): one valibot schema per form, read by the
 * site's validation, the collector, its no-JavaScript page, the repository's types and the
 * inbox. A schema's issue messages are the Formspree protocol's field error codes; each side
 * words them in the visitor's language from shared/content/{en,pt}/form-messages.ts.
 */
import * as v from "valibot";
import { addressProblem, canonicalAddress, isEmailAddress } from "./email-address.js";
import { stripFormatCharacters } from "./format-characters.js";
import { oneLine } from "./one-line.js";

/** The site's two forms; a lead is stored with the kind of form it came from. */
export const FORM_KINDS = ["consulting", "discovery"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/** The team-size buckets a lead can hold. */
export const TEAM_SIZES = ["1-5", "6-15", "16-30", "31+"] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];
/** The team-size select's values: no answer (stored as null), then the buckets. */
export const TEAM_SIZE_OPTIONS = ["", ...TEAM_SIZES] as const;

export const WORKSHOP_INTERESTS = ["4-hour", "6-week", "online", "not-sure"] as const;
export type WorkshopInterest = (typeof WORKSHOP_INTERESTS)[number];
/** What a discovery call is about when the visitor does not say. */
export const DEFAULT_WORKSHOP_INTEREST: WorkshopInterest = "4-hour";

/** Longest accepted value per field, in UTF-16 code units like a browser's `maxlength`. */
export const MAX_LENGTH = {
  name: 200,
  email: 254,
  company: 200,
  context: 5000,
  currentChallenges: 5000,
} as const;

/**
 * Field error codes of the Formspree protocol (`@formspree/core` FieldErrorCode); TYPE_NUMERIC
 * is in the protocol, though none of our fields is numeric.
 */
export const FIELD_ERROR_CODES = [
  "REQUIRED_FIELD_MISSING",
  "REQUIRED_FIELD_EMPTY",
  "TYPE_EMAIL",
  "TYPE_TEXT",
  "TYPE_NUMERIC",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export { isEmailAddress };

const code = (value: FieldErrorCode) => value;

const isPlainAddress = (value: string) => addressProblem(value) !== "not-plain";
const isOneAddress = (value: string) => addressProblem(value) !== "not-one";

/**
 * Text the visitor must give. A JSON null is an empty answer; anything else that is not a
 * string is not text, and neither is a string holding U+0000 (PostgreSQL's text cannot hold
 * it, so the insert would fail, and no keyboard types it).
 */
function requiredText(max: number, lines: "one" | "many") {
  return v.pipe(
    v.custom<string | null>((input) => input === null || typeof input === "string", code("TYPE_TEXT")),
    v.check((input) => input === null || !input.includes("\u0000"), code("TYPE_TEXT")),
    // Bidi overrides and C1 controls are invisible and only ever used to disguise text; a
    // single-line value also loses its line breaks and look-alike spaces, so it cannot forge a
    // line wherever it is shown (issue 49).
    v.transform((input) => (lines === "one" ? oneLine(input ?? "") : stripFormatCharacters(input ?? "").trim())),
    v.nonEmpty(code("REQUIRED_FIELD_EMPTY")),
    v.maxLength(max, code("TYPE_TEXT")),
  );
}

/** One of a select's values; no answer (absent, null or blank) is `fallback`. */
function choice<const T extends readonly string[], F extends T[number] | null>(options: T, fallback: F) {
  return v.optional(
    v.pipe(
      v.custom<string | null>((input) => input === null || typeof input === "string", code("TYPE_TEXT")),
      v.transform((input) => input?.trim() || null),
      v.union([v.picklist(options, code("TYPE_TEXT")), v.null()], code("TYPE_TEXT")),
      v.transform((value): T[number] | F => value ?? fallback),
    ),
    null,
  );
}

const contact = {
  name: requiredText(MAX_LENGTH.name, "one"),
  email: v.pipe(
    requiredText(MAX_LENGTH.email, "one"),
    // One check per problem, so the visitor is told what to change (checkLead reads which).
    v.check(isPlainAddress, code("TYPE_EMAIL")),
    v.check(isOneAddress, code("TYPE_EMAIL")),
    v.check(isEmailAddress, code("TYPE_EMAIL")),
    // Stored, counted and written to as this one address (shared/email-address.ts).
    v.transform(canonicalAddress),
  ),
  company: requiredText(MAX_LENGTH.company, "one"),
};

/** The selects' values, for their options and for the message that lists them. */
export const FIELD_CHOICES = { teamSize: TEAM_SIZES, workshopInterest: WORKSHOP_INTERESTS } as const;

/** Each form's fields, in the order the form shows them. */
export const LEAD_SCHEMAS = {
  consulting: v.object({ ...contact, context: requiredText(MAX_LENGTH.context, "many") }),
  discovery: v.object({
    ...contact,
    teamSize: choice(TEAM_SIZES, null),
    currentChallenges: requiredText(MAX_LENGTH.currentChallenges, "many"),
    workshopInterest: choice(WORKSHOP_INTERESTS, DEFAULT_WORKSHOP_INTEREST),
  }),
} as const satisfies Record<FormKind, v.GenericSchema>;

export type LeadValues<K extends FormKind = FormKind> = v.InferOutput<(typeof LEAD_SCHEMAS)[K]>;
export type DiscoveryLead = LeadValues<"discovery">;

/** Every field of either form. */
export type FieldName = {
  [K in FormKind]: keyof (typeof LEAD_SCHEMAS)[K]["entries"];
}[FormKind];

/** Every field of either form, each once, in the forms' order. */
export const FIELD_NAMES = [
  ...new Set(Object.values(LEAD_SCHEMAS).flatMap((schema) => Object.keys(schema.entries))),
] as FieldName[];

/** A form's fields, in order. */
export function formFields<K extends FormKind>(kind: K): (keyof (typeof LEAD_SCHEMAS)[K]["entries"] & FieldName)[] {
  return Object.keys(LEAD_SCHEMAS[kind].entries) as (keyof (typeof LEAD_SCHEMAS)[K]["entries"] & FieldName)[];
}

/** Whether the visitor must fill the field in (the selects have a fallback). */
export function isRequired(kind: FormKind, field: FieldName): boolean {
  const entry = (LEAD_SCHEMAS[kind].entries as Record<string, v.GenericSchema | undefined>)[field];
  return entry !== undefined && entry.type !== "optional";
}

/** How each field is asked for, on the site's form and on the collector's no-JavaScript page. */
export const FIELD_CONTROLS = {
  name: { control: "input", type: "text", autocomplete: "name" },
  email: { control: "input", type: "email", autocomplete: "email" },
  company: { control: "input", type: "text", autocomplete: "organization" },
  context: { control: "textarea" },
  teamSize: { control: "select" },
  currentChallenges: { control: "textarea" },
  workshopInterest: { control: "select" },
} as const satisfies Record<
  FieldName,
  { control: "input" | "textarea" | "select"; type?: string; autocomplete?: string }
>;

/** What is wrong with one field: a protocol code, with the bound or the values a TYPE_TEXT is about. */
export interface FieldIssue {
  field: FieldName;
  code: FieldErrorCode;
  /** The longest value allowed, when the value is too long. */
  max?: number;
  /** The values allowed, when the value is none of them. */
  options?: readonly string[];
  /** An address refused for its quotes or its IP-address domain (isPlainAddress). */
  plainAddress?: true;
  /** A value that is more than one address: a name, comment, list or group around it (issue 49). */
  oneAddress?: true;
}

export type LeadCheck<K extends FormKind> = { ok: true; values: LeadValues<K> } | { ok: false; issues: FieldIssue[] };

/**
 * Checks a submission against its form's schema: its values, trimmed and with the selects'
 * fallbacks, or one issue per field in the form's order. Fields of neither form are ignored.
 */
export function checkLead<K extends FormKind>(kind: K, input: Record<string, unknown>): LeadCheck<K> {
  // A key whose value is undefined was not sent (the body parsers never produce one).
  const defined = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const result = v.safeParse(LEAD_SCHEMAS[kind], defined, { abortPipeEarly: true });
  if (result.success) return { ok: true, values: result.output as LeadValues<K> };
  const byField = new Map<FieldName, FieldIssue>();
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key as FieldName;
    if (byField.has(field)) continue;
    // valibot reports an absent key on the object itself, before the field's own checks run.
    const missing = issue.kind === "schema" && issue.type === "object";
    const found: FieldIssue = {
      field,
      code: missing ? "REQUIRED_FIELD_MISSING" : (issue.message as FieldErrorCode),
    };
    if (issue.type === "max_length") found.max = issue.requirement as number;
    if (issue.type === "check" && issue.requirement === isPlainAddress) found.plainAddress = true;
    if (issue.type === "check" && issue.requirement === isOneAddress) found.oneAddress = true;
    if (issue.type === "union" && field in FIELD_CHOICES)
      found.options = FIELD_CHOICES[field as keyof typeof FIELD_CHOICES];
    byField.set(field, found);
  }
  return { ok: false, issues: formFields(kind).flatMap((field) => byField.get(field) ?? []) };
}
