import type { Language } from "../../shared/languages.js";
import type { PrivacyErrorCode } from "./contracts.js";

const STATUS: Record<PrivacyErrorCode, number> = {
  INVALID_EMAIL: 400,
  INVALID_REQUEST: 400,
  TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INVALID_LINK: 404,
  EXPIRED_LINK: 410,
  USED_LINK: 410,
  EXPIRED_SESSION: 410,
  NOT_CONFIRMED: 400,
  MAIL_OFF: 503,
  MAIL_BUSY: 503,
  SERVER_ERROR: 500,
};

/** A refusal, answered as a page in the visitor's language or as JSON. */
export class PrivacyError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: PrivacyErrorCode,
    readonly language: Language,
  ) {
    super(code);
    this.statusCode = STATUS[code];
  }
}
