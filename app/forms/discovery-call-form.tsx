import { useId } from "react";
import { IslandBoundary } from "~/components/errors/fallback-error";
import { ContactFields } from "./contact-fields";
import { FORM_FALLBACK_COPY, FORMS_COPY } from "./form-copy";
import { DEFAULT_WORKSHOP_INTEREST, MAX_LENGTH, TEAM_SIZE_OPTIONS, WORKSHOP_INTERESTS } from "@shared/lead-forms";
import { controlProps, controlVariants, Field, SelectFrame } from "./form-controls";
import { LeadForm, type FormIslandProps } from "./lead-form";

/**
 * The education page's discovery-call form (SPEC section 3): name, email, company and current
 * challenges required; team size and workshop interest optional selects.
 */
export function DiscoveryCallForm(props: FormIslandProps) {
  return (
    <IslandBoundary copy={FORM_FALLBACK_COPY[props.language]}>
      <DiscoveryCallFormFields {...props} />
    </IslandBoundary>
  );
}

function DiscoveryCallFormFields(props: FormIslandProps) {
  const copy = FORMS_COPY[props.language];
  const { labels, teamSizes, workshopInterests } = copy.messages;
  const id = useId();

  return (
    <LeadForm kind="discovery" {...props}>
      {(errors) => (
        <>
          <ContactFields id={id} errors={errors} copy={copy} />
          <Field
            id={`${id}-challenges`}
            label={labels.currentChallenges}
            required
            requiredLabel={copy.required}
            error={errors.currentChallenges}
          >
            <textarea
              {...controlProps(`${id}-challenges`, errors.currentChallenges)}
              name="currentChallenges"
              required
              rows={5}
              maxLength={MAX_LENGTH.currentChallenges}
              placeholder={copy.placeholders.currentChallenges}
              className={controlVariants({ kind: "textarea", invalid: !!errors.currentChallenges })}
            />
          </Field>
          <Field id={`${id}-team`} label={labels.teamSize} requiredLabel={copy.required} error={errors.teamSize}>
            <SelectFrame>
              <select
                {...controlProps(`${id}-team`, errors.teamSize)}
                name="teamSize"
                defaultValue=""
                className={controlVariants({ kind: "select", invalid: !!errors.teamSize })}
              >
                {TEAM_SIZE_OPTIONS.map((size) => (
                  <option key={size} value={size}>
                    {teamSizes[size]}
                  </option>
                ))}
              </select>
            </SelectFrame>
          </Field>
          <Field
            id={`${id}-interest`}
            label={labels.workshopInterest}
            requiredLabel={copy.required}
            error={errors.workshopInterest}
          >
            <SelectFrame>
              <select
                {...controlProps(`${id}-interest`, errors.workshopInterest)}
                name="workshopInterest"
                defaultValue={DEFAULT_WORKSHOP_INTEREST}
                className={controlVariants({ kind: "select", invalid: !!errors.workshopInterest })}
              >
                {WORKSHOP_INTERESTS.map((interest) => (
                  <option key={interest} value={interest}>
                    {workshopInterests[interest]}
                  </option>
                ))}
              </select>
            </SelectFrame>
          </Field>
        </>
      )}
    </LeadForm>
  );
}
