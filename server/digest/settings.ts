import * as v from "valibot";

/**
 * `WEEKLY_DIGEST=off` stops the owner's Monday e-mail (issue 39); on by default, it goes only when
 * mail is on (SMTP_URL and NOTIFY_EMAIL).
 */
export const DigestEnvSchema = v.object({
  WEEKLY_DIGEST: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => ["on", "off"].includes(value.toLowerCase()),
        (issue) => `WEEKLY_DIGEST must be on or off (got ${JSON.stringify(issue.input)}).`,
      ),
      v.transform((value) => value.toLowerCase() === "on"),
    ),
    "on",
  ),
});
