import * as v from "valibot";

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
