import * as v from "valibot";
import type { SettingDocs } from "../setting-rules.js";
import { isSecret } from "./signing.js";

const quote = (value: string) => JSON.stringify(value);
const ON = new Set(["1", "true", "yes", "on"]);
const OFF = new Set(["0", "false", "no", "off"]);

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ["http:", "https:"].includes(url.protocol) && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** WEBHOOK_*: one endpoint defined as code, and whether private targets are allowed. */
export const WebhookEnvSchema = v.object({
  /** An endpoint that receives every event, besides those the inbox defines. */
  WEBHOOK_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(isWebUrl, (issue) => `WEBHOOK_URL must be an https:// URL (got ${quote(String(issue.input))}).`),
    ),
  ),
  /** WEBHOOK_URL's signing secret, in the Standard Webhooks form. */
  WEBHOOK_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.check(
        isSecret,
        () =>
          "WEBHOOK_SECRET must be whsec_ followed by the base64 of 24 to 64 random bytes " +
          "(for instance: echo whsec_$(openssl rand -base64 32)).",
      ),
    ),
  ),
  /** For development and tests only: http and private, loopback and link-local targets allowed. */
  WEBHOOK_ALLOW_PRIVATE: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => ON.has(value.toLowerCase()) || OFF.has(value.toLowerCase()),
        (issue) => `WEBHOOK_ALLOW_PRIVATE must be 1 or 0 (got ${quote(String(issue.input))}).`,
      ),
      v.transform((value) => ON.has(value.toLowerCase())),
    ),
    "0",
  ),
});

type WebhookEnv = v.InferOutput<typeof WebhookEnvSchema>;

/** Rules between the WEBHOOK_* variables: a message, or undefined when they agree. */
export function webhookEnvProblem(env: WebhookEnv): string | undefined {
  if (env.WEBHOOK_URL === undefined) {
    return env.WEBHOOK_SECRET === undefined ? undefined : "WEBHOOK_SECRET is set without WEBHOOK_URL.";
  }
  if (env.WEBHOOK_SECRET === undefined)
    return "WEBHOOK_SECRET must be set when WEBHOOK_URL is: it signs every request.";
  if (!env.WEBHOOK_URL.startsWith("https:") && !env.WEBHOOK_ALLOW_PRIVATE) {
    return "WEBHOOK_URL must be an https:// URL (WEBHOOK_ALLOW_PRIVATE=1 allows http, for development).";
  }
  return undefined;
}

export interface WebhookSettings {
  /** The endpoint defined as code, if any. */
  endpoint: { url: string; secret: string } | undefined;
  allowPrivate: boolean;
}

export function toWebhookSettings(env: WebhookEnv): WebhookSettings {
  const { WEBHOOK_URL: url, WEBHOOK_SECRET: secret } = env;
  return {
    endpoint: url !== undefined && secret !== undefined ? { url, secret } : undefined,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
  };
}

/** The README's lines for WebhookEnvSchema's settings. */
export const WEBHOOK_SETTING_DOCS: SettingDocs<typeof WebhookEnvSchema> = {
  WEBHOOK_URL: {
    default: "(none)",
    meaning:
      "an endpoint that receives every event, signed with `WEBHOOK_SECRET`, besides those the inbox defines: [below](#webhooks)",
  },
  WEBHOOK_SECRET: {
    default: "(none)",
    meaning:
      "`WEBHOOK_URL`'s secret in the Standard Webhooks form, `whsec_` + base64 of 24 to 64 random bytes (`echo whsec_$(openssl rand -base64 32)`); required with it",
  },
  WEBHOOK_ALLOW_PRIVATE: {
    default: "`0`",
    meaning:
      "for development and tests only: `1` lets webhooks go over `http` and to loopback, private and link-local addresses",
  },
};
