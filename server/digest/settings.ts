import * as v from "valibot";
import { onOff } from "../setting-rules.js";

/**
 * `WEEKLY_DIGEST=off` stops the owner's Monday e-mail (issue 39); on by default, it goes only when
 * mail is on (SMTP_URL and NOTIFY_EMAIL).
 */
export const DigestEnvSchema = v.object({ WEEKLY_DIGEST: onOff("WEEKLY_DIGEST") });
