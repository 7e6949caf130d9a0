import type { FormsCopy } from "~/content/en/forms";
import { MAX_LENGTH } from "./fields";
import { controlProps, controlVariants, Field } from "./form-controls";
import type { FieldErrors } from "./use-lead-form";

const FIELDS = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "company", type: "text", autoComplete: "organization" },
] as const;

/** Who is writing: name, e-mail and company, required in both forms and laid out alike. */
export function ContactFields({ id, errors, copy }: { id: string; errors: FieldErrors; copy: FormsCopy }) {
  const [name, email, company] = FIELDS.map((field) => {
    const fieldId = `${id}-${field.name}`;
    const error = errors[field.name];
    return (
      <Field
        key={field.name}
        id={fieldId}
        label={copy.contact[field.name].label}
        required
        requiredLabel={copy.required}
        error={error}
      >
        <input
          {...controlProps(fieldId, error)}
          name={field.name}
          type={field.type}
          required
          maxLength={MAX_LENGTH[field.name]}
          autoComplete={field.autoComplete}
          {...(field.type === "email" ? { inputMode: "email", spellCheck: false } : {})}
          placeholder={copy.contact[field.name].placeholder}
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
