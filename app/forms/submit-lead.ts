import { createClient, type FieldValues, type SubmissionError } from "@formspree/core";
import type { FieldErrorCode } from "@shared/lead-forms";
import { FORM_ENDPOINT, FORM_ID } from "./form-endpoint";

/** SPEC section 9's data-fetching defaults: 3 retries, 1 s doubling, capped at 30 s. */
export const RETRIES = 3;
export const FIRST_BACKOFF_MS = 1000;
export const MAX_BACKOFF_MS = 30_000;

export function backoff(retry: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** retry, MAX_BACKOFF_MS);
}

export type FormErrorKind =
  | "BLOCKED"
  | "EMPTY"
  | "FILES_TOO_BIG"
  | "FORM_NOT_FOUND"
  | "INACTIVE"
  | "NO_FILE_UPLOADS"
  | "PROJECT_NOT_FOUND"
  | "TOO_MANY_FILES"
  | "UNSPECIFIED"
  | "UNEXPECTED_RESPONSE"
  | "NETWORK";

export interface FieldProblem {
  code: FieldErrorCode | "UNSPECIFIED";
  message: string;
}

export type SubmitOutcome =
  | {
      kind: "success";
      /** Where the collector would send a visitor without JavaScript (it may carry a booking offer). */
      next: string;
    }
  | {
      kind: "error";
      fields: Partial<Record<string, FieldProblem[]>>;
      /** The first form-level problem, if any; `message` is the server's, as a fallback. */
      form?: { code: FormErrorKind; message: string };
    };

export interface SubmitOptions {
  /** Sent as `_idempotencyKey` on every attempt, so a retried lead is stored once. */
  idempotencyKey: string;
  /** Called before each retry with the retry number (1-based) and the total number of attempts. */
  onRetry?: (attempt: number, attempts: number) => void;
  sleep?: (ms: number) => Promise<void>;
  endpoint?: string;
  formId?: string;
}

const client = createClient();

/**
 * Posts a lead with the official Formspree client and retries what is worth retrying: a request
 * that never got an answer. `@formspree/core` turns every failure into a SubmissionError, so a
 * transport failure is recognised by its message: the browser's fetch TypeError, or a body that
 * was not JSON at all (an error page from a proxy in front of the collector).
 */
export async function submitLead(data: Record<string, string>, options: SubmitOptions): Promise<SubmitOutcome> {
  const sleep = options.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const payload: FieldValues = { ...data, _idempotencyKey: options.idempotencyKey };
  const endpoint = options.endpoint ?? (FORM_ENDPOINT || window.location.origin);
  for (let retry = 0; ; retry++) {
    const result = await client.submitForm(options.formId ?? FORM_ID, payload, { endpoint });
    if (result.kind === "success") return { kind: "success", next: result.next };
    const outcome = describeError(result);
    if (outcome.form?.code !== "NETWORK" || retry >= RETRIES) return outcome;
    options.onRetry?.(retry + 1, RETRIES + 1);
    await sleep(backoff(retry));
  }
}

const TRANSPORT_FAILURE = /failed to fetch|networkerror|load failed|network request failed|fetch failed|JSON/i;

export function describeError(error: SubmissionError): Extract<SubmitOutcome, { kind: "error" }> {
  const fields = Object.fromEntries(
    error
      .getAllFieldErrors()
      .map(([field, problems]) => [field, problems.map(({ code, message }) => ({ code, message }))]),
  ) as Partial<Record<string, FieldProblem[]>>;
  const [first] = error.getFormErrors();
  if (!first) return { kind: "error", fields };
  let code: FormErrorKind = first.code;
  if (first.code === "UNSPECIFIED") {
    if (first.message === "Unexpected response format") code = "UNEXPECTED_RESPONSE";
    else if (TRANSPORT_FAILURE.test(first.message)) code = "NETWORK";
  }
  return { kind: "error", fields, form: { code, message: first.message } };
}
