import * as v from "valibot";
import type { SettingDocs } from "../setting-rules.js";

/** `ANALYTICS=off` stops counting page views (the dashboard then shows only leads and calls). */
export const AnalyticsEnvSchema = v.object({
  ANALYTICS: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => ["on", "off"].includes(value.toLowerCase()),
        (issue) => `ANALYTICS must be on or off (got ${JSON.stringify(issue.input)}).`,
      ),
      v.transform((value) => value.toLowerCase() === "on"),
    ),
    "on",
  ),
});

/** The README's lines for AnalyticsEnvSchema's settings. */
export const ANALYTICS_SETTING_DOCS: SettingDocs<typeof AnalyticsEnvSchema> = {
  ANALYTICS: {
    default: "`on`",
    meaning:
      "`off` stops counting page views (no rows, no attribution of new leads): [where leads come from](docs/decisions/067-a-lead-stands-alone-counting-in-a-buffer.md)",
  },
};
