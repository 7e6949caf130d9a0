import { useId } from "react";
import { IslandBoundary } from "~/components/errors/fallback-error";
import { ContactFields } from "./contact-fields";
import { FORM_FALLBACK_COPY, FORMS_COPY } from "./form-copy";
import { MAX_LENGTH } from "@shared/lead-forms";
import { controlProps, controlVariants, Field } from "./form-controls";
import { LeadForm, type FormIslandProps } from "./lead-form";

/** The consulting contact form (SPEC section 3): name, email, company, context; all required. */
export function ConsultingForm(props: FormIslandProps) {
  return (
    <IslandBoundary copy={FORM_FALLBACK_COPY[props.language]}>
      <ConsultingFormFields {...props} />
    </IslandBoundary>
  );
}

function ConsultingFormFields(props: FormIslandProps) {
  const copy = FORMS_COPY[props.language];
  const id = useId();

  return (
    <LeadForm kind="consulting" {...props}>
      {(errors) => (
        <>
          <ContactFields id={id} errors={errors} copy={copy} />
          <Field
            id={`${id}-context`}
            label={copy.messages.labels.context}
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
              placeholder={copy.placeholders.context}
              className={controlVariants({ kind: "textarea", invalid: !!errors.context })}
            />
          </Field>
        </>
      )}
    </LeadForm>
  );
}
