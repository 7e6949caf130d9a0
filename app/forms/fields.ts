/**
 * The two contact forms' fields, option values and bounds (SPEC sections 3 and 5). Pure data
 * with no imports, so the collector on the server validates against exactly the same rules.
 */

export const TEAM_SIZE_BUCKETS = ["1-5", "6-15", "16-30", "31+"] as const;
export type TeamSizeBucket = (typeof TEAM_SIZE_BUCKETS)[number];
/** The select's values: the buckets, after the empty "select team size" placeholder. */
export const TEAM_SIZES = ["", ...TEAM_SIZE_BUCKETS] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

export const WORKSHOP_INTERESTS = ["4-hour", "6-week", "online", "not-sure"] as const;
export type WorkshopInterest = (typeof WORKSHOP_INTERESTS)[number];
export const DEFAULT_WORKSHOP_INTEREST: WorkshopInterest = "4-hour";

/** Longest accepted value per field, in characters. */
export const MAX_LENGTH = {
  name: 200,
  email: 254,
  company: 200,
  context: 5000,
  currentChallenges: 5000,
} as const;

export type FormKind = "consulting" | "discovery";

export const FORM_FIELDS = {
  consulting: ["name", "email", "company", "context"],
  discovery: ["name", "email", "company", "teamSize", "currentChallenges", "workshopInterest"],
} as const satisfies Record<FormKind, readonly string[]>;

export const REQUIRED_FIELDS = {
  consulting: ["name", "email", "company", "context"],
  discovery: ["name", "email", "company", "currentChallenges"],
} as const satisfies Record<FormKind, readonly string[]>;

export type FieldName = (typeof FORM_FIELDS)[FormKind][number];

/** Field error codes of the Formspree protocol (SPEC section 5). */
export type FieldErrorCode =
  "REQUIRED_FIELD_EMPTY" | "REQUIRED_FIELD_MISSING" | "TYPE_EMAIL" | "TYPE_NUMERIC" | "TYPE_TEXT";

/**
 * A pragmatic address check: something@domain.tld, no spaces. The real test is the reply; this
 * only catches typos such as a missing `@` or a comma instead of a dot.
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_LENGTH.email && /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(value);
}
