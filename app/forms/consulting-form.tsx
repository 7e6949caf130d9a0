import { useId } from "react";
import { forms as en } from "~/content/en/forms";
import { forms as pt } from "~/content/pt/forms";
import { useCopy } from "~/i18n/language-provider";
import type { TakeoverProps } from "~/islands/static-part";
import { ContactFields } from "./contact-fields";
import { MAX_LENGTH } from "./fields";
import { controlProps, controlVariants, Field } from "./form-controls";
import { LeadForm } from "./lead-form";

/** The consulting contact form (SPEC section 3): name, email, company, context; all required. */
export function ConsultingForm({ restore }: TakeoverProps) {
  const copy = useCopy({ en, pt });
  const id = useId();

  return (
    <LeadForm kind="consulting" restore={restore}>
      {(errors) => (
        <>
          <ContactFields id={id} errors={errors} />
          <Field
            id={`${id}-context`}
            label={copy.consulting.context.label}
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
              placeholder={copy.consulting.context.placeholder}
              className={controlVariants({ kind: "textarea", invalid: !!errors.context })}
            />
          </Field>
        </>
      )}
    </LeadForm>
  );
}
