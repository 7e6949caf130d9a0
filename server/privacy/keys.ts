import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { isLanguage, type Language } from "../../shared/languages.js";
import { canonicalMailbox } from "../../shared/mailbox.js";
import { sharedSecret } from "../secrets/repository.js";
import type { Database } from "../db/database.js";

/**
 * The one secret of the privacy requests, in `server_secrets`: it keys the mailbox hash (so the
 * same address is found again, and erased again after a restore, which carries the secret over:
 * server/privacy/reapply.ts) and the e-mailed links' MAC.
 */
export const PRIVACY_SECRET_NAME = "privacy";

export function newPrivacySecret(): string {
  return randomBytes(32).toString("base64url");
}

export function privacySecret(db: Kysely<Database>): Promise<string> {
  return sharedSecret(db, PRIVACY_SECRET_NAME, newPrivacySecret);
}

function mac(secret: string, purpose: string, value: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}\n${value}`).digest();
}

/** HMAC-SHA256 of the canonical mailbox: what the links a day per mailbox are counted by. */
export function mailboxKey(secret: string, address: string): string {
  return mac(secret, "mailbox", canonicalMailbox(address)).toString("base64url");
}

/**
 * HMAC-SHA256 of the address itself, trimmed and in lower case: how a request and a lead's
 * address are matched. `+tags` and dots stay, so an alias opens only what was stored under it
 * (issue 37); case does not, as no mail service tells `Ana@` from `ana@` (decision 073).
 */
export function addressKey(secret: string, address: string): string {
  return mac(secret, "address", address.trim().toLowerCase()).toString("base64url");
}

/**
 * How a request finds its visitor's leads: by the address the link was sent to; a request made
 * before addresses were keyed (its `addressKey` null) by its mailbox, as it was then.
 */
export type VisitorKey = { by: "address" | "mailbox"; key: string };

export function visitorKeyOf(request: { address_key: string | null; mailbox_key: string }): VisitorKey {
  return request.address_key === null
    ? { by: "mailbox", key: request.mailbox_key }
    : { by: "address", key: request.address_key };
}

/** Whether `address` is the visitor's: the same keyed hash, by address or by mailbox. */
export function isVisitorAddress(secret: string, visitor: VisitorKey, address: string): boolean {
  const key = visitor.by === "address" ? addressKey(secret, address) : mailboxKey(secret, address);
  return key === visitor.key;
}

/**
 * The e-mailed link's token: the language, the request's id and their MAC (`pt.<id>.<mac>`), so
 * no token is stored at all; the language words a refusal before anything is looked up.
 */
export function linkToken(secret: string, requestId: string, language: Language): string {
  const claims = `${language}.${requestId}`;
  return `${claims}.${mac(secret, "link", claims).toString("base64url")}`;
}

/** The request a token names when its MAC holds; undefined for anything else. */
export function verifyLinkToken(secret: string, token: string): { id: string; language: Language } | undefined {
  const dot = token.lastIndexOf(".");
  const claims = token.slice(0, Math.max(dot, 0));
  const [language, id, ...rest] = claims.split(".");
  if (!isLanguage(language) || id === undefined || id === "" || rest.length > 0) return undefined;
  const given = Buffer.from(token.slice(dot + 1), "base64url");
  const expected = mac(secret, "link", claims);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  // base64url decoding forgives a changed last character's spare bits: the text must match too.
  return token.slice(dot + 1) === expected.toString("base64url") ? { id, language } : undefined;
}

/** The language a link or session token starts with, unchecked: only to word a refusal. */
export function tokenLanguage(token: string | undefined): Language {
  const language = (token ?? "").split(".")[0];
  return isLanguage(language) ? language : "en";
}

/** A random session token for the data page (`pt.<random>`); only its hash is stored. */
export function newSessionToken(language: Language): { token: string; key: string } {
  const token = `${language}.${randomBytes(32).toString("base64url")}`;
  return { token, key: sessionKey(token) };
}

export function sessionKey(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
