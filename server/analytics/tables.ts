import type { DEVICES } from "../../shared/analytics.js";
import type { Language } from "../../shared/languages.js";
import type { VitalsDevice } from "../../shared/vitals.js";

/** The analytics tables, as Kysely sees them. */
export interface AnalyticsTables {
  page_views: PageViewsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_daily: AnalyticsDailyTable;
  lead_attribution: LeadAttributionTable;
  analytics_visitor_days: AnalyticsVisitorDaysTable;
  page_vitals: PageVitalsTable;
}

import type { Channel } from "../../shared/analytics.js";
export type { Channel };

export type Device = (typeof DEVICES)[number];

/** One salt per UTC day behind the visitor keys (server/analytics/visitor-key.ts). */
export interface AnalyticsSaltsTable {
  /** The UTC day the salt keys (`2026-11-24`). */
  day: string;
  /** 32 random bytes, base64url. */
  salt: string;
}

export interface PageViewsTable {
  id: string;
  visit_id: string;
  /** 1 for a visit's first view (whose source is the visit's), else 0. */
  starts_visit: number;
  viewed_at: string;
  day: string;
  visitor_key: string;
  path: string;
  language: Language | null;
  referrer_host: string | null;
  channel: Channel;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  content: string | null;
  term: string | null;
  device: Device;
}

export interface AnalyticsDailyTable {
  day: string;
  dimension: string;
  value: string;
  views: number;
  visitors: number;
  visits: number;
  form_visits: number;
}

export interface LeadAttributionTable {
  lead_id: string;
  visit_id: string;
  channel: Channel;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  referrer: string | null;
  landing_page: string;
  landing_language: Language | null;
  /** JSON array of paths. */
  pages: string;
}

/** Page views each visitor key offered on a day: the flood guard's bound across instances. */
export interface AnalyticsVisitorDaysTable {
  day: string;
  visitor_key: string;
  views: number;
}

/** What a value is counted as past a bound on distinct values (per day, per table). */
export const OTHER = "(other)";

/** A visit ends after 30 minutes without a page view. */
export const VISIT_GAP_MS = 30 * 60 * 1000;

/** What one page view reported of how it felt (issue 52): at most one row per view. */
export interface PageVitalsTable {
  page_view_id: string;
  day: string;
  path: string;
  language: Language | null;
  device: VitalsDevice;
  /** Milliseconds, or null when the page did not report it. */
  lcp: number | null;
  inp: number | null;
  /** Unitless. */
  cls: number | null;
  ttfb: number | null;
}
