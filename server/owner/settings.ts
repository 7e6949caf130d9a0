import * as v from "valibot";
import { isTimeZone } from "../../shared/time-zone.js";
import { quote, rule, text, type SettingDocs } from "../setting-rules.js";

/** Shorter passwords leave the inbox off rather than guessable. */
const ADMIN_PASSWORD_MIN_LENGTH = 12;
const MAX_SESSION_HOURS = 24 * 30;

/** The owner's console: its password, how long a sign-in lasts, the owner's zone. */
export const OwnerEnvSchema = v.object({
  /** The inbox password; the inbox is off without one of ADMIN_PASSWORD_MIN_LENGTH characters. */
  ADMIN_PASSWORD: v.optional(text),
  /** How long a sign-in lasts. */
  ADMIN_SESSION_HOURS: v.optional(
    rule(
      "ADMIN_SESSION_HOURS",
      (value) => /^\d+(?:\.\d+)?$/.test(value) && Number(value) > 0 && Number(value) <= MAX_SESSION_HOURS,
      (value) => `a number of hours above 0 and at most ${MAX_SESSION_HOURS} (got ${quote(value)})`,
      Number,
    ),
    "8",
  ),
  /** The owner's IANA zone: the times in the owner's e-mails; BOOKING_TIMEZONE without it. */
  OWNER_TIMEZONE: v.optional(
    rule(
      "OWNER_TIMEZONE",
      isTimeZone,
      (value) => `an IANA time zone such as Europe/Lisbon (got ${quote(value)})`,
      String,
    ),
  ),
});

/** What config.ts gives the console, from OwnerEnvSchema (the owner's zone falls back on booking's there). */
export function toOwnerSettings(settings: v.InferOutput<typeof OwnerEnvSchema>) {
  const password = settings.ADMIN_PASSWORD;
  /** Why the inbox and `/api/admin/*` are off, for the start-up log; undefined when they are on. */
  const adminDisabledReason =
    password === undefined
      ? "ADMIN_PASSWORD is not set"
      : [...password].length < ADMIN_PASSWORD_MIN_LENGTH
        ? `ADMIN_PASSWORD is shorter than ${ADMIN_PASSWORD_MIN_LENGTH} characters`
        : undefined;
  return {
    adminPassword: adminDisabledReason === undefined ? password : undefined,
    adminDisabledReason,
    adminSessionHours: settings.ADMIN_SESSION_HOURS,
  };
}

/** The README's lines for these settings (`npm run readme:settings` writes the table). */
export const OWNER_SETTING_DOCS: SettingDocs<typeof OwnerEnvSchema> = {
  ADMIN_PASSWORD: {
    default: "(none)",
    meaning:
      "the inbox password, 12 characters or more (surrounding spaces are not part of it); missing or shorter: `/api/admin/*` answers 404 `ADMIN_DISABLED`",
  },
  ADMIN_SESSION_HOURS: {
    default: "`8`",
    meaning: "how long a sign-in lasts (above 0, at most 720; fractions allowed)",
  },
  OWNER_TIMEZONE: {
    default: "(none: `BOOKING_TIMEZONE`)",
    meaning:
      "the owner's IANA time zone (`America/Sao_Paulo`): the times in the owner's e-mails, the inbox's day and follow-ups, the Monday e-mail",
  },
};
