import { fieldLine } from "../../../shared/form-messages.js";
import type { Language } from "../../../shared/languages.js";
import {
  DEFAULT_WORKSHOP_INTEREST,
  FIELD_CONTROLS,
  isRequired,
  MAX_LENGTH,
  TEAM_SIZE_OPTIONS,
  WORKSHOP_INTERESTS,
  type FieldName,
  type FormKind,
} from "../../../shared/lead-forms.js";
import { FORM_MESSAGES } from "../copy.js";

export const fieldId = (field: FieldName) => `field-${field}`;

/** What a control shows for a submitted value (a repeated field's values, joined). */
export function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string").join(", ");
  return typeof value === "number" || typeof value === "boolean" ? String(value) : "";
}

interface LeadFieldProps {
  language: Language;
  form: FormKind;
  field: FieldName;
  /** What the visitor sent. */
  value: string;
  /** This field's error messages, in the visitor's language. */
  errors: readonly string[];
}

/** One field of a lead form as shared/lead-forms.ts describes it: its label, its control holding what was sent, its errors. */
export function LeadField({ language, form, field, value, errors }: LeadFieldProps) {
  const messages = FORM_MESSAGES[language];
  const id = fieldId(field);
  const errorId = `${id}-error`;
  const required = isRequired(form, field);
  const common = {
    id,
    name: field,
    required,
    ...(errors.length > 0 && { "aria-invalid": true, "aria-describedby": errorId }),
  };
  const spec: { control: string; type?: string; autocomplete?: string } = FIELD_CONTROLS[field];
  let control;
  if (field === "teamSize" || field === "workshopInterest") {
    const options = field === "teamSize" ? TEAM_SIZE_OPTIONS : WORKSHOP_INTERESTS;
    const labels: Record<string, string> = field === "teamSize" ? messages.teamSizes : messages.workshopInterests;
    const fallback = field === "workshopInterest" ? DEFAULT_WORKSHOP_INTEREST : "";
    control = (
      <select {...common} defaultValue={value.trim() || fallback}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    );
  } else if (spec.control === "textarea") {
    control = <textarea {...common} maxLength={MAX_LENGTH[field]} defaultValue={value} />;
  } else {
    control = (
      <input
        {...common}
        type={spec.type}
        maxLength={MAX_LENGTH[field as keyof typeof MAX_LENGTH]}
        autoComplete={spec.autocomplete ?? "off"}
        defaultValue={value}
      />
    );
  }
  return (
    <>
      <label htmlFor={id}>
        {messages.labels[field]}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {control}
      {errors.length > 0 && (
        <p className="field-error" id={errorId}>
          {fieldLine(messages, field, errors)}
        </p>
      )}
    </>
  );
}
