/**
 * The visitor's own data (issue 29): the routes a visitor uses to see, download and erase what we
 * hold for their e-mail address, and the inbox's list of those requests. Valibot schemas, turned
 * into route schemas on the server; the site and the inbox import the paths and types.
 *
 * The routes (all on the lead-collecting server, same origin as the site):
 * - `POST /privacy/request` (a plain form or JSON: `email`, `language`): the same answer whether
 *   or not we hold anything for the address; a message with a link goes to the address.
 * - `GET  /privacy/data?token=…`: a page with one button, since mail scanners follow links and a
 *   GET must not spend the single-use link; `POST /privacy/data` (`token`) spends it and shows the
 *   visitor's data, with downloads and the erase button, under a short-lived session token.
 * - `GET  /privacy/data/export.json?session=…`, `GET /privacy/data/export.csv?session=…`.
 * - `POST /privacy/erase` (`session`, confirmed on the page): erases, then says it is done.
 */
import * as v from "valibot";
import { LANGUAGES } from "./languages.js";

export const PRIVACY_PATHS = {
  request: "/privacy/request",
  data: "/privacy/data",
  exportJson: "/privacy/data/export.json",
  exportCsv: "/privacy/data/export.csv",
  erase: "/privacy/erase",
} as const;

/** What the visitor's form sends. The address is checked like the forms' `email`. */
export const privacyRequest = v.object({
  email: v.pipe(v.string(), v.trim(), v.maxLength(254)),
  language: v.picklist(LANGUAGES),
});
export type PrivacyRequest = v.InferOutput<typeof privacyRequest>;

// ---- The inbox's API: GET /api/admin/privacy/requests ----

/** What a visitor asked for: a link to see their data, then (perhaps) its erasure. */
export const PRIVACY_ACTIONS = ["access", "erasure"] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];

/**
 * Where a request stands: `sent` (the link went out), `opened` (the visitor spent the link and saw
 * their data), `expired` (24 hours passed unopened), `done` (erased).
 */
export const PRIVACY_REQUEST_STATUSES = ["sent", "opened", "expired", "done"] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/**
 * One request as the owner sees it. It holds no address: only the time, what was asked and done,
 * and (for an erasure) how many records of each kind were removed.
 */
export const privacyRequestRow = v.strictObject({
  id: v.string(),
  requestedAt: v.pipe(v.string(), v.isoTimestamp()),
  language: v.picklist(LANGUAGES),
  action: v.picklist(PRIVACY_ACTIONS),
  status: v.picklist(PRIVACY_REQUEST_STATUSES),
  completedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  erased: v.nullable(
    v.strictObject({
      leads: v.number(),
      calls: v.number(),
      messages: v.number(),
      webhookDeliveries: v.number(),
    }),
  ),
});
export type PrivacyRequestRow = v.InferOutput<typeof privacyRequestRow>;

/**
 * `POST /api/admin/leads/:id/erase`: an owner erases, at the person's request made another way
 * (an e-mail, a call), everything held for that lead's address, as the privacy page's erasure does.
 */
export const ownerErasureReply = v.strictObject({
  erased: v.strictObject({ leads: v.number(), calls: v.number(), messages: v.number(), webhookDeliveries: v.number() }),
});
export type OwnerErasureReply = v.InferOutput<typeof ownerErasureReply>;

/** `GET /api/admin/privacy/requests`: newest first, at most 200. */
export const privacyRequestsReply = v.strictObject({ requests: v.array(privacyRequestRow) });
export type PrivacyRequestsReply = v.InferOutput<typeof privacyRequestsReply>;
