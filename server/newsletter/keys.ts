import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { isLanguage, type Language } from "../../shared/languages.js";
import type { Database } from "../db/database.js";
import { sharedSecret } from "../secrets/repository.js";

/**
 * The newsletter's links carry a MAC instead of a stored token: nothing to keep, nothing to leak
 * from a backup, and every instance checks them with the one secret in `server_secrets`.
 */
export function newsletterSecret(db: Kysely<Database>): Promise<string> {
  return sharedSecret(db, "newsletter", () => randomBytes(32).toString("base64url"));
}

type Purpose = "confirm" | "leave";

function mac(secret: string, purpose: Purpose, value: string): string {
  return createHmac("sha256", secret).update(`${purpose}\n${value}`).digest("base64url");
}

/**
 * `confirm`: the subscriber, the subscription's generation (a newer subscription's link replaces
 * an older one's) and the language, for the refusal page. `leave`: the subscriber alone, for good.
 */
export function newsletterToken(
  secret: string,
  purpose: Purpose,
  claims: { id: string; generation: number; language: Language },
): string {
  const value =
    purpose === "confirm" ? `${claims.id}.${claims.generation}.${claims.language}` : `${claims.id}..${claims.language}`;
  return `${value}.${mac(secret, purpose, value)}`;
}

export interface TokenClaims {
  id: string;
  /** Undefined in a leave token. */
  generation: number | undefined;
  language: Language;
}

/** The claims of a token this server made for `purpose`; undefined for anything else. */
export function verifyNewsletterToken(secret: string, purpose: Purpose, token: string): TokenClaims | undefined {
  const parts = token.split(".");
  if (parts.length !== 4) return undefined;
  const [id, generation, language, signature] = parts as [string, string, string, string];
  const value = `${id}.${generation}.${language}`;
  const expected = Buffer.from(mac(secret, purpose, value));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (!isLanguage(language)) return undefined;
  if (purpose === "confirm" && !/^\d+$/.test(generation)) return undefined;
  return { id, generation: purpose === "confirm" ? Number(generation) : undefined, language };
}

/** The language a token names, signed or not: only for wording a refusal. */
export function tokenLanguage(token: string | undefined): Language {
  const language = token?.split(".")[2];
  return isLanguage(language) ? language : "en";
}
