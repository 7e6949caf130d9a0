import * as v from "valibot";
import { port, rule, text, type SettingDocs } from "../setting-rules.js";

const METRICS_TOKEN_MIN_LENGTH = 24;
const METRICS_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9._~-]{${METRICS_TOKEN_MIN_LENGTH},256}$`);

/** Where Prometheus reads the metrics (server/http/metrics.ts). */
export const MetricsEnvSchema = v.object({
  /** Where Prometheus metrics are served apart from the site; no such listener without it. */
  METRICS_PORT: v.optional(port("METRICS_PORT")),
  /** The interface of the metrics listener. */
  METRICS_HOST: v.optional(text, "127.0.0.1"),
  /** With it, `GET /metrics` on the site's port answers a request bearing it; else 404 there. */
  METRICS_TOKEN: v.optional(
    rule(
      "METRICS_TOKEN",
      (value) => METRICS_TOKEN_PATTERN.test(value),
      (value) =>
        `${METRICS_TOKEN_MIN_LENGTH} to 256 letters, digits, "-", "_", "." or "~" ` +
        `(a secret a scraper sends as "Authorization: Bearer …"; got ${value.length} characters or others)`,
      String,
    ),
  ),
});

/** What config.ts gives the metrics plugin, from MetricsEnvSchema. */
export function toMetricsSettings(settings: v.InferOutput<typeof MetricsEnvSchema>) {
  return {
    metricsPort: settings.METRICS_PORT,
    metricsHost: settings.METRICS_HOST,
    metricsToken: settings.METRICS_TOKEN,
  };
}

/** The README's lines for these settings (`npm run readme:settings` writes the table). */
export const METRICS_SETTING_DOCS: SettingDocs<typeof MetricsEnvSchema> = {
  METRICS_PORT: {
    default: "(none: off)",
    meaning:
      "a port of its own for Prometheus metrics at `/metrics` (0 to 65535, not `PORT`): [below](#health-and-metrics)",
  },
  METRICS_HOST: {
    default: "`127.0.0.1`",
    meaning: "the interface of the metrics port; keep it private",
  },
  METRICS_TOKEN: {
    default: "(none: off)",
    meaning:
      "24 to 256 of `A-Z a-z 0-9 . _ ~ -`: `/metrics` on the site's port then answers a request with `Authorization: Bearer <token>` (404 otherwise)",
  },
};
