import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import type { FormsCopy } from "~/content/en/forms";
import { LANGUAGE_TAGS, type Language } from "@shared/languages";
import { fieldLine, issueMessage } from "@shared/form-messages";
import { checkLead, formFields, type FieldName, type FormKind } from "@shared/lead-forms";
import { bookingTokenFrom } from "~/booking/booking-token";
import { clearDraft, loadDraft, saveDraft } from "./drafts";
import { focusCard } from "~/lib/reveal";
import { proofAtSubmit, startProofOfWork, type PendingProof } from "./proof-of-work";
import type { FieldProblem, FormErrorKind, SubmitOutcome } from "./submit-lead";

export type FieldErrors = Partial<Record<FieldName, string>>;

export type LeadFormState =
  | { status: "idle" }
  | { status: "submitting"; retry?: { attempt: number; attempts: number } }
  | {
      status: "succeeded";
      /** The collector's offer to book a call (issue 19); absent when booking is off or with Formspree. */
      bookingToken?: string;
    }
  | {
      status: "failed";
      /** Each field's error line, ready to show: "Email is required". */
      fieldErrors: FieldErrors;
      formError?: { code: FormErrorKind; message: string };
    };

// The client (and @formspree/core) is fetched when the visitor starts filling a form, not with
// the page: most visitors never submit, and every kilobyte before first paint counts.
const loadSubmit = () => import("./submit-lead");

/**
 * Everything a contact form does besides rendering: client-side validation in the page's
 * language, submission with retries under one idempotency key, a draft that survives reloads,
 * and focus sent where the visitor needs to look next.
 */
export function useLeadForm(kind: FormKind, language: Language, copy: FormsCopy) {
  const [state, setState] = useState<LeadFormState>({ status: "idle" });
  const form = useRef<HTMLFormElement>(null);
  const success = useRef<HTMLHeadingElement>(null);
  // One key per message: kept across retries and re-clicks, renewed when the text changes.
  const idempotencyKey = useRef<string | null>(null);
  // The proof of work, started on the first focus in the form and spent by one successful submit.
  const proof = useRef<PendingProof | null>(null);

  useEffect(() => {
    // Fills the (uncontrolled) fields the visitor has not touched from the saved draft. What was
    // typed into the pre-rendered form before hydration is newer: React keeps it, and so do we.
    // Local storage exists only in the browser.
    const element = form.current;
    if (!element) return;
    const draft = loadDraft(kind);
    let typed = false;
    for (const field of formFields(kind)) {
      const control = element.elements.namedItem(field);
      if (!isControl(control)) continue;
      if (changedByVisitor(control)) typed = true;
      else if (draft[field] !== undefined) control.value = draft[field];
    }
    if (typed) saveDraft(kind, valuesOf(element, kind));
  }, [kind]);

  useEffect(() => {
    if (state.status === "succeeded") focusCard(success.current);
    if (state.status !== "failed") return;
    const first = formFields(kind).find((field) => state.fieldErrors[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [state, kind]);

  const onInput = useCallback(() => {
    idempotencyKey.current = null;
    if (form.current) saveDraft(kind, valuesOf(form.current, kind));
  }, [kind]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (state.status === "submitting") return;
      // Read before the first await: React clears `currentTarget` once the handler returns.
      const formElement = event.currentTarget;
      const values = valuesOf(formElement, kind);
      const honeypot = new FormData(formElement).get("_gotcha");
      // The collector's own checks, made first so a typo is told without a round trip.
      const checked = checkLead(kind, values);
      if (!checked.ok) {
        const fieldErrors: FieldErrors = {};
        for (const issue of checked.issues) {
          const message = issueMessage(copy.messages, issue, LANGUAGE_TAGS[language]);
          fieldErrors[issue.field] = fieldLine(copy.messages, issue.field, [message]);
        }
        setState({ status: "failed", fieldErrors });
        return;
      }

      setState({ status: "submitting" });
      idempotencyKey.current ??= crypto.randomUUID();
      let outcome: SubmitOutcome;
      try {
        const { submitLead } = await loadSubmit();
        const proofField = await proofAtSubmit(proof.current);
        // Not ready in time, and now stopped: the next focus starts another.
        if (Object.keys(proofField).length === 0) proof.current = null;
        outcome = await submitLead(
          {
            ...values,
            _language: language,
            ...proofField,
            ...(typeof honeypot === "string" && honeypot ? { _gotcha: honeypot } : {}),
          },
          {
            idempotencyKey: idempotencyKey.current,
            onRetry: (attempt, attempts) =>
              setState({ status: "submitting", retry: { attempt: attempt + 1, attempts } }),
          },
        );
      } catch (error) {
        // The client chunk itself could not be fetched: the same as a network failure.
        console.warn("Could not send the form.", error);
        outcome = { kind: "error", fields: {}, form: { code: "NETWORK", message: String(error) } };
      }

      if (outcome.kind === "success") {
        clearDraft(kind);
        idempotencyKey.current = null;
        proof.current = null;
        const bookingToken = bookingTokenFrom(outcome.next);
        setState(bookingToken ? { status: "succeeded", bookingToken } : { status: "succeeded" });
        return;
      }
      const fieldErrors: FieldErrors = {};
      for (const field of formFields(kind)) {
        const problems = outcome.fields[field];
        if (problems?.length) fieldErrors[field] = fieldLine(copy.messages, field, problems.map(localize));
      }
      setState({ status: "failed", fieldErrors, formError: outcome.form });

      function localize(problem: FieldProblem): string {
        return problem.code === "UNSPECIFIED" ? problem.message : copy.messages.errors[problem.code];
      }
    },
    [copy, kind, language, state.status],
  );

  const onFocus = useCallback(() => {
    void loadSubmit();
    proof.current ??= startProofOfWork();
  }, []);

  return { state, formRef: form, successRef: success, onSubmit, onInput, onFocus };
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isControl(element: unknown): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

/** Whether a control holds something other than what the HTML gave it. */
function changedByVisitor(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return !(control.selectedOptions[0]?.defaultSelected ?? true);
  return control.value !== control.defaultValue;
}

function valuesOf(form: HTMLFormElement, kind: FormKind): Record<string, string> {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const field of formFields(kind)) {
    const value = data.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}
