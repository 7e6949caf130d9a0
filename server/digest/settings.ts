import * as v from "valibot";
import { onOff, type SettingDocs } from "../setting-rules.js";

/**
 * `WEEKLY_DIGEST=off` stops the owner's Monday e-mail (issue 39); on by default, it goes only when
 * mail is on (SMTP_URL and NOTIFY_EMAIL).
 */
export const DigestEnvSchema = v.object({ WEEKLY_DIGEST: onOff("WEEKLY_DIGEST") });

/** The README's lines for DigestEnvSchema's settings. */
export const DIGEST_SETTING_DOCS: SettingDocs<typeof DigestEnvSchema> = {
  WEEKLY_DIGEST: {
    default: "`on`",
    meaning:
      "`off` stops the owner's Monday e-mail (08:00 in `OWNER_TIMEZONE`: last week's visits, leads, calls, deals and what is overdue); sent only when mail is on: [decision 104](docs/decisions/104-a-week-in-one-e-mail.md)",
  },
};
