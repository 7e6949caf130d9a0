import * as v from "valibot";
import { LANGUAGES } from "../../shared/languages.js";

/**
 * The privacy routes' own requests and replies (the form and the inbox's list are in
 * shared/privacy.ts, which the site uses too). Tokens are bounded: nothing longer is ours.
 */
const token = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));

/** `GET /privacy/data`: the e-mailed link's `token`, or the data page's `session`. */
export const dataQuery = v.object({
  token: v.optional(token),
  session: v.optional(token),
});

/** `POST /privacy/data`: the one button spends the link. */
export const openBody = v.object({ token });

/** The downloads. */
export const sessionQuery = v.object({ session: token });

/** `POST /privacy/erase`: the session, and the box the visitor ticked to confirm. */
export const eraseBody = v.object({
  session: token,
  confirm: v.optional(v.string()),
});

/** `POST /privacy/request` as JSON: the same answer whatever the address. */
export const requestReply = v.strictObject({ state: v.literal("sent") });

/** `POST /privacy/erase` as JSON: what was removed. */
export const erasedReply = v.strictObject({
  state: v.literal("erased"),
  erased: v.strictObject({ leads: v.number(), calls: v.number(), messages: v.number(), webhookDeliveries: v.number() }),
});

export const PRIVACY_ERROR_CODES = [
  "INVALID_EMAIL",
  "INVALID_REQUEST",
  "TOO_LARGE",
  "TOO_MANY_REQUESTS",
  "INVALID_LINK",
  "EXPIRED_LINK",
  "USED_LINK",
  "EXPIRED_SESSION",
  "NOT_CONFIRMED",
  "MAIL_OFF",
  "MAIL_BUSY",
  "SERVER_ERROR",
] as const;
export type PrivacyErrorCode = (typeof PRIVACY_ERROR_CODES)[number];

export const errorReply = v.strictObject({
  code: v.picklist(PRIVACY_ERROR_CODES),
  error: v.string(),
  language: v.picklist(LANGUAGES),
});
export type PrivacyErrorReply = v.InferOutput<typeof errorReply>;
