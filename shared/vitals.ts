/**
 * Field Web Vitals (issue 52): what a page reports of how it felt to its visitor, once per page
 * view, and the thresholds the owner reads them against. The beacon is a `text/plain` string of
 * JSON (`navigator.sendBeacon`, no preflight); the server joins it to the page view it counted.
 */
import * as v from "valibot";
import { VITALS_BEACON_PATH } from "./vitals-beacon-path.js";

export { VITALS_BEACON_PATH };

export const VITALS = ["lcp", "inp", "cls", "ttfb"] as const;
export type Vital = (typeof VITALS)[number];

/** Google's "good" bounds (web.dev/articles/vitals): a value at or under it is good. */
export const GOOD: Record<Vital, number> = { lcp: 2500, inp: 200, cls: 0.1, ttfb: 800 };

/** The device classes of the field figures, by the viewport's width (the page's own CSS breakpoint). */
export const VITALS_DEVICES = ["phone", "desktop"] as const;
export type VitalsDevice = (typeof VITALS_DEVICES)[number];
/** A viewport narrower than this is a phone's. */
const PHONE_MAX_WIDTH = 768;

/** The beacon's body, at most (a few numbers and a path). */
export const VITALS_BEACON_BYTES = 512;

/**
 * No time a page reports is longer than this: a minute is no paint a visitor waited for, it is a
 * tab left in the background or a made-up figure.
 */
const MAX_MS = 60_000;
/** CLS is a sum of fractions of the viewport; a page that moves its whole screen ten times is broken, not measured. */
const MAX_CLS = 10;

const milliseconds = v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_MS));

export const VitalsBeaconSchema = v.strictObject({
  /** `location.pathname` of the page as it was counted. */
  path: v.pipe(v.string(), v.regex(/^\/(?!\/)/), v.maxLength(200)),
  /** `innerWidth` in CSS pixels: the device class. */
  width: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  lcp: v.optional(milliseconds),
  /** Absent when the visitor did not interact. */
  inp: v.optional(milliseconds),
  cls: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(MAX_CLS))),
  ttfb: v.optional(milliseconds),
});
export type VitalsBeacon = v.InferOutput<typeof VitalsBeaconSchema>;

export function deviceOfWidth(width: number): VitalsDevice {
  return width < PHONE_MAX_WIDTH ? "phone" : "desktop";
}

/** One vital of a page over a period: its 75th percentile and the share of good visits. */
const vitalFigure = v.strictObject({
  /** Page views that reported it. */
  samples: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The 75th percentile (nearest rank), null without samples. */
  p75: v.nullable(v.number()),
  /** Share of the samples at or under the "good" bound (0 to 1). */
  good: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});
export type VitalFigure = v.InferOutput<typeof vitalFigure>;

/** The dashboard's field figures: one row per page, language and device class. */
export const vitalsRow = v.strictObject({
  path: v.string(),
  language: v.string(),
  device: v.picklist(VITALS_DEVICES),
  /** The page views counted of that page, language and device class (by the user agent). */
  views: v.pipe(v.number(), v.integer(), v.minValue(0)),
  lcp: vitalFigure,
  inp: vitalFigure,
  cls: vitalFigure,
  ttfb: vitalFigure,
});
export type VitalsRow = v.InferOutput<typeof vitalsRow>;
