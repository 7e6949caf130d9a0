import { useId } from "react";
import { forms as en } from "~/content/en/forms";
import { forms as pt } from "~/content/pt/forms";
import { useCopy } from "~/i18n/language-provider";
import { MAX_LENGTH } from "./fields";
import { controlProps, controlVariants, Field } from "./form-controls";
import { LeadForm } from "./lead-form";

/** The consulting contact form (SPEC section 3): name, email, company, context; all required. */
export function ConsultingForm() {
  const copy = useCopy({ en, pt });
  const fields = copy.consulting;
  const id = useId();

  return (
    <LeadForm
      kind="consulting"
      legend={fields.legend}
      submit={fields.submit}
      submitting={fields.submitting}
      successTitle={fields.successTitle}
      successBody={fields.successBody}
    >
      {(errors) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              id={`${id}-name`}
              label={fields.name.label}
              required
              requiredLabel={copy.required}
              error={errors.name}
            >
              <input
                {...controlProps(`${id}-name`, errors.name)}
                name="name"
                type="text"
                required
                maxLength={MAX_LENGTH.name}
                autoComplete="name"
                placeholder={fields.name.placeholder}
                className={controlVariants({ invalid: !!errors.name })}
              />
            </Field>
            <Field
              id={`${id}-email`}
              label={fields.email.label}
              required
              requiredLabel={copy.required}
              error={errors.email}
            >
              <input
                {...controlProps(`${id}-email`, errors.email)}
                name="email"
                type="email"
                required
                maxLength={MAX_LENGTH.email}
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                placeholder={fields.email.placeholder}
                className={controlVariants({ invalid: !!errors.email })}
              />
            </Field>
          </div>
          <Field
            id={`${id}-company`}
            label={fields.company.label}
            required
            requiredLabel={copy.required}
            error={errors.company}
          >
            <input
              {...controlProps(`${id}-company`, errors.company)}
              name="company"
              type="text"
              required
              maxLength={MAX_LENGTH.company}
              autoComplete="organization"
              placeholder={fields.company.placeholder}
              className={controlVariants({ invalid: !!errors.company })}
            />
          </Field>
          <Field
            id={`${id}-context`}
            label={fields.context.label}
            required
            requiredLabel={copy.required}
            error={errors.context}
          >
            <textarea
              {...controlProps(`${id}-context`, errors.context)}
              name="context"
              required
              rows={6}
              maxLength={MAX_LENGTH.context}
              placeholder={fields.context.placeholder}
              className={controlVariants({ kind: "textarea", invalid: !!errors.context })}
            />
          </Field>
        </>
      )}
    </LeadForm>
  );
}
