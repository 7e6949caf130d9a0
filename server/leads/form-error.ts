import { FORM_ERROR_STATUS, type FormErrorCode } from "../../shared/collector.js";

/** A form-level failure, thrown anywhere in a request and answered by the collector. */
export class FormError extends Error {
  override name = "FormError";
  readonly statusCode: number;

  constructor(
    readonly code: FormErrorCode,
    /** Seconds, for RATE_LIMITED. */
    readonly retryAfter?: number,
  ) {
    super(code);
    this.statusCode = FORM_ERROR_STATUS[code];
  }
}
