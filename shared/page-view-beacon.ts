/**
 * The static-host beacon's contract (issue 26, point 7; docs/decisions/059): a page that was not
 * served by this server posts what the server would have seen when serving it. Sent with
 * `navigator.sendBeacon` as a `text/plain` string of JSON (a CORS-safelisted type: no preflight).
 */
import * as v from "valibot";
import { PAGE_VIEW_BEACON_PATH } from "./page-view-beacon-path.js";

export { PAGE_VIEW_BEACON_PATH };

/** The longest path or query string the beacon sends: a UTM value is a label, not a document. */
const BEACON_VALUE_MAX = 1_000;

export const PageViewBeaconSchema = v.strictObject({
  /** `location.pathname`. */
  path: v.pipe(v.string(), v.regex(/^\/(?!\/)/), v.maxLength(BEACON_VALUE_MAX)),
  /** `location.search` (the server keeps only `utm_*` and `ref`), or empty. */
  search: v.pipe(v.string(), v.maxLength(BEACON_VALUE_MAX)),
  /** The referrer's origin (`https://www.google.com`), or empty: the server keeps its host. */
  referrer: v.pipe(v.string(), v.maxLength(BEACON_VALUE_MAX)),
});

export type PageViewBeacon = v.InferOutput<typeof PageViewBeaconSchema>;
