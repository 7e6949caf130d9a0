import type { FormsCopy } from "~/content/en/forms";
import { FIELD_CONTROLS, MAX_LENGTH } from "@shared/lead-forms";
import { controlProps, controlVariants, Field } from "./form-controls";
import type { FieldErrors } from "./use-lead-form";

const FIELDS = ["name", "email", "company"] as const;

/** Who is writing: name, e-mail and company, required in both forms and laid out alike. */
export function ContactFields({ id, errors, copy }: { id: string; errors: FieldErrors; copy: FormsCopy }) {
  const [name, email, company] = FIELDS.map((field) => {
    const fieldId = `${id}-${field}`;
    const error = errors[field];
    const { type, autocomplete } = FIELD_CONTROLS[field];
    return (
      <Field
        key={field}
        id={fieldId}
        label={copy.messages.labels[field]}
        required
        requiredLabel={copy.required}
        error={error}
      >
        <input
          {...controlProps(fieldId, error)}
          name={field}
          type={type}
          required
          maxLength={MAX_LENGTH[field]}
          autoComplete={autocomplete}
          {...(type === "email" ? { inputMode: "email", spellCheck: false } : {})}
          placeholder={copy.placeholders[field]}
          className={controlVariants({ invalid: !!error })}
        />
      </Field>
    );
  });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {name}
        {email}
      </div>
      {company}
    </>
  );
}
