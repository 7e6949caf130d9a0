import { lazy, Suspense, type ComponentType, type ReactNode } from "react";
import type { BookingStepProps } from "~/booking/booking-step";
import type { FormsCopy } from "~/content/en/forms";
import { LANGUAGE_TAGS, type Language } from "@shared/languages";
import { localizePath } from "@shared/paths";
import { fill } from "@shared/fill";
import { useHydrated } from "~/lib/use-hydrated";
import { Words } from "~/components/ui/words";
import type { FormKind } from "@shared/lead-forms";
import { EmailFallback, FormAlert, SubmitButton, SuccessPanel } from "./form-controls";
import { thanksPath } from "@shared/paths";
import { FORMS_COPY } from "./form-copy";
import { FORM_ACTION } from "./form-endpoint";
import { useLeadForm, type FieldErrors } from "./use-lead-form";

/**
 * The booking step (issue 19) is fetched only when the collector offers a call. If it cannot be
 * fetched, the lead was still sent: the visitor sees the usual success panel.
 */
const BookingStep = lazy<ComponentType<BookingStepProps & { fallback: ReactNode }>>(() =>
  import("~/booking/booking-step").then(
    ({ BookingStep: Step }) => ({ default: Step }),
    (error: unknown) => {
      console.warn("Could not load the booking step.", error);
      return { default: ({ fallback }: { fallback: ReactNode }) => fallback };
    },
  ),
);

/**
 * What every form island receives from its page: only its language. Its words come from
 * `form-copy.ts`, so they are not written into the page as serialised props.
 */
export interface FormIslandProps {
  language: Language;
}

/**
 * The frame both contact forms share. It is a real `<form method="post">` to the collector,
 * rendered at build time, so it works before and without JavaScript (the collector then answers
 * with a redirect or a page listing the errors); once hydrated, it validates and submits in place.
 */
export function LeadForm({
  kind,
  language: language,
  children,
}: FormIslandProps & {
  kind: FormKind;
  /** The fields, given each field's error line. */
  children: (errors: FieldErrors) => ReactNode;
}) {
  const copy = FORMS_COPY[language];
  const { legend, submit, submitting, successTitle, successBody, afterSend } = copy[kind];
  const hydrated = useHydrated();
  const { state, formRef, successRef, onSubmit, onInput, onFocus } = useLeadForm(kind, language, copy);

  if (state.status === "succeeded") {
    const panel = <SuccessPanel ref={successRef} title={successTitle} body={successBody} />;
    if (!state.bookingToken) return panel;
    return (
      <Suspense
        fallback={<SuccessPanel ref={successRef} title={copy.booking.receivedTitle} body={copy.booking.loading} />}
      >
        <BookingStep kind={kind} language={language} copy={copy} token={state.bookingToken} fallback={panel} />
      </Suspense>
    );
  }

  const formError = state.status === "failed" ? state.formError : undefined;
  const fieldsFailed = state.status === "failed" && !formError && Object.keys(state.fieldErrors).length > 0;

  return (
    <form
      ref={formRef}
      method="post"
      action={FORM_ACTION}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={onFocus}
      aria-busy={state.status === "submitting"}
      data-form={kind}
      // For tests and styles: the island has hydrated and handles submissions itself.
      data-ready={hydrated ? "" : undefined}
      className="space-y-5 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      {/* Fields 0.75 rem apart below their error line, which is always there: an even rhythm that an error does not shift. */}
      <fieldset className="space-y-3">
        <legend className="text-xl font-semibold">{legend}</legend>
        <p className="text-sm text-muted">{copy.requiredHint}</p>
        {children(state.status === "failed" ? state.fieldErrors : {})}
      </fieldset>

      <input type="hidden" name="_language" value={language} />
      <input type="hidden" name="_next" value={thanksPath(language)} />
      {/* A field people never see or reach; bots that fill every input fill it too. */}
      <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {copy.honeypot}
          <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {formError ? (
        <FormAlert title={copy.formErrors.title}>
          <p>{formErrorMessage(copy, formError)}</p>
          {formError.code === "NETWORK" && formError.message ? (
            // The browser's own words, for whoever the visitor asks for help (SPEC section 8).
            <p className="text-xs text-muted">{formError.message}</p>
          ) : null}
          <EmailFallback lead={copy.emailFallback} />
        </FormAlert>
      ) : null}
      {fieldsFailed ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {copy.formErrors.fieldsNeedAttention}
        </p>
      ) : null}

      <p className="text-sm font-medium">
        <Words>{afterSend}</Words>
      </p>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton busy={state.status === "submitting"} label={submit} busyLabel={submitting} />
        <p className="text-sm text-muted">
          {copy.privacy}{" "}
          <a href={localizePath("/privacy", language)} className="font-medium text-accent underline">
            {copy.privacyLink}
          </a>
        </p>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted">
        {state.status === "submitting" && state.retry
          ? fill(copy.retrying, { attempt: state.retry.attempt, total: state.retry.attempts }, LANGUAGE_TAGS[language])
          : ""}
      </p>
    </form>
  );
}

function formErrorMessage(copy: FormsCopy, error: { code: string; message: string }): string {
  const known = copy.formErrors as Record<string, string | undefined>;
  if (error.code === "UNSPECIFIED") return error.message || copy.formErrors.UNSPECIFIED;
  return known[error.code] ?? error.message;
}
