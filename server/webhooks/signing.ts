import { createHmac, randomBytes } from "node:crypto";

/** The Standard Webhooks secret prefix; what follows is the key, in base64. */
const PREFIX = "whsec_";
/** The specification allows 24 to 64 bytes of key. */
const KEY_BYTES = 32;

/** A new secret in the specification's form: `whsec_` + base64 of random bytes. */
export function generateSecret(): string {
  return PREFIX + randomBytes(KEY_BYTES).toString("base64");
}

/** Whether a secret (WEBHOOK_SECRET) is in the specification's form with a 24 to 64-byte key. */
export function isSecret(secret: string): boolean {
  if (!secret.startsWith(PREFIX)) return false;
  const key = secret.slice(PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(key)) return false;
  const bytes = Buffer.from(key, "base64").length;
  return bytes >= 24 && bytes <= 64;
}

/** `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`, keyed with the secret's base64 part. */
function sign(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(PREFIX.length), "base64");
  const mac = createHmac("sha256", key).update(`${messageId}.${timestampSeconds}.${body}`).digest("base64");
  return `v1,${mac}`;
}

/**
 * The `webhook-id`, `webhook-timestamp` and `webhook-signature` headers for one attempt. During a
 * rotation both secrets sign, space-separated as the specification allows, so a receiver
 * still holding the old secret keeps verifying until it has the new one.
 */
export function signatureHeaders(
  secrets: readonly string[],
  messageId: string,
  body: string,
  now: Date,
): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets.map((secret) => sign(secret, messageId, timestamp, body)).join(" "),
  };
}
