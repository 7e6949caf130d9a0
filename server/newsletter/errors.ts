import type { Language } from "../../shared/languages.js";
import type { NewsletterCopy } from "./copy/en.js";

export type NewsletterErrorCode = keyof NewsletterCopy["errors"];

const STATUS: Record<NewsletterErrorCode, number> = {
  INVALID_EMAIL: 400,
  INVALID_REQUEST: 400,
  TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INVALID_LINK: 404,
  MAIL_OFF: 503,
  MAIL_BUSY: 503,
  SERVER_ERROR: 500,
};

/** A refusal, answered as a page in the visitor's language or as JSON. */
export class NewsletterError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: NewsletterErrorCode,
    readonly language: Language,
  ) {
    super(code);
    this.statusCode = STATUS[code];
  }
}
