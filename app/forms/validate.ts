import {
  FORM_FIELDS,
  isEmailAddress,
  MAX_LENGTH,
  REQUIRED_FIELDS,
  TEAM_SIZES,
  WORKSHOP_INTERESTS,
  type FieldErrorCode,
  type FormKind,
} from "./fields";

export type FieldProblems = Partial<Record<string, { code: FieldErrorCode; max?: number }>>;

/**
 * The checks the collector makes, made first in the browser so the visitor hears about a typo
 * in their own language without a round trip. Returns one problem per field, in field order.
 */
export function validateLead(kind: FormKind, values: Record<string, string>): FieldProblems {
  const problems: FieldProblems = {};
  const required: readonly string[] = REQUIRED_FIELDS[kind];
  for (const field of FORM_FIELDS[kind]) {
    const value = (values[field] ?? "").trim();
    const max = (MAX_LENGTH as Record<string, number | undefined>)[field];
    if (required.includes(field) && value === "") problems[field] = { code: "REQUIRED_FIELD_EMPTY" };
    else if (field === "email" && value !== "" && !isEmailAddress(value)) problems[field] = { code: "TYPE_EMAIL" };
    else if (max !== undefined && value.length > max) problems[field] = { code: "TYPE_TEXT", max };
    else if (field === "teamSize" && !(TEAM_SIZES as readonly string[]).includes(value))
      problems[field] = { code: "TYPE_TEXT" };
    else if (field === "workshopInterest" && value !== "" && !(WORKSHOP_INTERESTS as readonly string[]).includes(value))
      problems[field] = { code: "TYPE_TEXT" };
  }
  return problems;
}
