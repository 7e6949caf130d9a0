import * as v from "valibot";
import { quote, rule, type SettingDocs } from "../setting-rules.js";

export const SpamEnvSchema = v.object({
  /**
   * Seconds from the proof-of-work challenge to the submit under which a submission is "too fast"
   * for a person (issue 27, decision 051); 0 turns that layer off (end-to-end tests fill forms
   * as fast as a script).
   */
  SPAM_MIN_FILL_SECONDS: v.optional(
    rule(
      "SPAM_MIN_FILL_SECONDS",
      (value) => /^\d{1,2}$/.test(value) && Number(value) <= 60,
      (value) => `a whole number of seconds from 0 to 60 (got ${quote(value)})`,
      Number,
    ),
    "3",
  ),
});

/** What config.ts gives the spam verdict, from SpamEnvSchema. */
export function toSpamSettings(settings: v.InferOutput<typeof SpamEnvSchema>) {
  return { spamMinFillMs: settings.SPAM_MIN_FILL_SECONDS * 1000 };
}

/** The README's lines for these settings (`npm run readme:settings` writes the table). */
export const SPAM_SETTING_DOCS: SettingDocs<typeof SpamEnvSchema> = {
  SPAM_MIN_FILL_SECONDS: {
    default: "`3`",
    meaning:
      'a submit sooner than this after the form fetched its proof-of-work challenge is "too fast" for a person (0 to 60; 0: that layer off)',
  },
};
