import * as v from "valibot";
import { quote, rule, type SettingDocs } from "../setting-rules.js";

const wholeNumber = (name: string, what: string, fallback: string) =>
  v.optional(
    rule(
      name,
      (value) => /^\d{1,6}$/.test(value) && Number(value) >= 1,
      (value) => `a whole number of ${what}, 1 or more (got ${quote(value)})`,
      Number,
    ),
    fallback,
  );

/**
 * The newsletter's settings (issue 54):
 * - `NEWSLETTER_PER_HOUR`: letters queued to subscribers in an hour, all letters together; a
 *   letter to more people goes out over several hours (the outbox's own caps on visitor mail do
 *   not count letters: this one does).
 * - `NEWSLETTER_NETWORK_PER_DAY`: subscriptions accepted from one network (a /24 or /48) in a day;
 *   past it no confirmation is sent and the owner is told, once a day.
 */
export const NewsletterEnvSchema = v.object({
  NEWSLETTER_PER_HOUR: wholeNumber("NEWSLETTER_PER_HOUR", "letters an hour", "200"),
  NEWSLETTER_NETWORK_PER_DAY: wholeNumber("NEWSLETTER_NETWORK_PER_DAY", "subscriptions a day", "10"),
});

export interface NewsletterSettings {
  lettersPerHour: number;
  networkPerDay: number;
}

export function toNewsletterSettings(settings: v.InferOutput<typeof NewsletterEnvSchema>): NewsletterSettings {
  return { lettersPerHour: settings.NEWSLETTER_PER_HOUR, networkPerDay: settings.NEWSLETTER_NETWORK_PER_DAY };
}

/** The README's lines for NewsletterEnvSchema's settings. */
export const NEWSLETTER_SETTING_DOCS: SettingDocs<typeof NewsletterEnvSchema> = {
  NEWSLETTER_PER_HOUR: {
    default: "`200`",
    meaning:
      "letters queued to subscribers in an hour, every letter together; a longer list goes out over several hours (see [Sending a letter](#sending-a-letter))",
  },
  NEWSLETTER_NETWORK_PER_DAY: {
    default: "`10`",
    meaning:
      "newsletter subscriptions accepted from one network (a /24 or /48) in a day; past it no confirmation is sent and the owner is told once that day",
  },
};
