/**
 * The owner's dashboard (`GET /api/admin/dashboard`) and `npm run stats`: what they accept and
 * what they answer, as valibot schemas (issue 26). The server turns them into route schemas;
 * the inbox imports the inferred types.
 */
import * as v from "valibot";
import { LANGUAGES } from "./languages.js";
import { vitalsRow } from "./vitals.js";
import { dealValue } from "./deal-value.js";

/** Where a lead came from; each field null when unknown (the server never saw its visit). */
const attributionJson = v.strictObject({
  source: v.nullable(v.string()),
  medium: v.nullable(v.string()),
  campaign: v.nullable(v.string()),
  referrer: v.nullable(v.string()),
  landingPage: v.nullable(v.string()),
});

/** A lead's attribution in the inbox, with the pages its visit saw before it. */
export const leadAttributionJson = v.strictObject({
  ...attributionJson.entries,
  pages: v.array(v.string()),
});

/**
 * Where a visit came from, in five channels (server/analytics/channels.ts tells which). A visit
 * with no source of its own is counted under its channel's code, and a lead's medium is its
 * channel when its link named none: shown to the owner, a code is read in their words
 * (`sourceWords`).
 */
export const CHANNELS = ["search", "social", "email", "referral", "direct"] as const;
export type Channel = (typeof CHANNELS)[number];

/** A source or medium as the owner reads it: a channel's code in their words, anything else as it came. */
export function sourceWords(value: string, channels: Readonly<Record<Channel, string>>): string {
  return (CHANNELS as readonly string[]).includes(value) ? channels[value as Channel] : value;
}

export const DASHBOARD_PERIODS = ["7", "30", "90"] as const;
export const DEVICES = ["phone", "tablet", "desktop"] as const;
/** From a visit to a client, in the order they happen (issue 39, decision 101). */
export const FUNNEL_STEPS = ["landing", "form", "lead", "replied", "call", "held", "proposal", "won"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

const day = v.pipe(v.string(), v.isoDate());
const label = v.pipe(v.string(), v.maxLength(200));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const ratio = v.pipe(v.number(), v.minValue(0));

/** `days` (7, 30, 90) or a custom `from`–`to` (inclusive, UTC days); the funnel's filters. */
export const dashboardQuery = v.object({
  days: v.optional(v.picklist(DASHBOARD_PERIODS)),
  from: v.optional(day),
  to: v.optional(day),
  language: v.optional(v.picklist([...LANGUAGES, ""])),
  source: v.optional(label),
  campaign: v.optional(label),
});
export type DashboardQuery = v.InferOutput<typeof dashboardQuery>;

export const totalsJson = v.strictObject({
  visitors: count,
  visits: count,
  pageviews: count,
  leads: count,
  calls: count,
  /** Leads from a visit the server counted ÷ visitors (0 without visitors). */
  conversion: ratio,
});
export type TotalsJson = v.InferOutput<typeof totalsJson>;

const channelEntries = {
  visitors: count,
  visits: count,
  leads: count,
  calls: count,
  won: count,
  wonValue: v.array(dealValue),
};

export const figuresJson = v.strictObject({
  from: day,
  to: day,
  ...totalsJson.entries,
  daily: v.array(v.strictObject({ day, visitors: count, visits: count, pageviews: count, leads: count, calls: count })),
  pages: v.array(v.strictObject({ path: v.string(), views: count, visitors: count, leads: count, conversion: ratio })),
  /** `utm_source`, else `ref`, else the referrer's host, else the channel (`direct`, ...). */
  /**
   * `won`: its leads of the range that are clients now; `wonValue`: their deal values added up
   * per currency (issue 51). Calls and won count as server/analytics/funnel-steps.ts says.
   */
  sources: v.array(v.strictObject({ source: v.string(), ...channelEntries })),
  campaigns: v.array(v.strictObject({ campaign: v.string(), ...channelEntries })),
  /** `""` is the pages that choose a language (`/`). */
  languages: v.array(v.strictObject({ language: v.string(), views: count, visitors: count, leads: count })),
  devices: v.array(v.strictObject({ device: v.picklist(DEVICES), views: count, visitors: count })),
  /** Each step's count and the share lost since the step before (0 for the first). */
  funnel: v.array(v.strictObject({ step: v.picklist(FUNNEL_STEPS), count, dropOff: ratio })),
});
export type FiguresJson = v.InferOutput<typeof figuresJson>;

export const dashboardReply = v.strictObject({
  current: figuresJson,
  /** The period of the same length just before. */
  previous: totalsJson,
  previousFrom: day,
  previousTo: day,
  /** Field Web Vitals of the range, per page, language and device class (issue 52). */
  vitals: v.array(vitalsRow),
});
export type DashboardReply = v.InferOutput<typeof dashboardReply>;
