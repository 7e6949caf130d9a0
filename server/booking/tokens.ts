import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { isLanguage, type Language } from "../../shared/languages.js";

/**
 * What a booking link may do. A token signed for one purpose is refused for any other, so the
 * offer made to a new lead cannot cancel anything and a cancel link cannot book.
 */
export const TOKEN_PURPOSES = ["book", "reschedule", "cancel"] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export interface TokenClaims {
  purpose: TokenPurpose;
  leadId: string;
  /**
   * The booking a reschedule or cancel link is about; for "book", the missed call an owner's offer
   * makes up for (it books one call after that one), absent from the form's own link.
   */
  bookingId?: string;
  /** The visitor's language: the pages the link opens speak it. */
  language: Language;
  expiresAt: Date;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: "invalid" | "expired" };

/** A new HMAC key: 32 random bytes, base64url. */
export function newTokenSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * `payload.signature`, both base64url: the payload is a short JSON array of the claims, the
 * signature its HMAC-SHA256 under the shared secret. Not encrypted: it holds ids, no personal data.
 */
export function signToken(secret: string, claims: TokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify([
      claims.purpose,
      claims.leadId,
      claims.bookingId ?? "",
      claims.language,
      Math.floor(claims.expiresAt.getTime() / 1000),
    ]),
  ).toString("base64url");
  return `${payload}.${signature(secret, payload)}`;
}

/** The claims of a token signed with `secret` for `purpose`, checked against `now`. */
export function verifyToken(secret: string, token: string, purpose: TokenPurpose, now: Date = new Date()): TokenCheck {
  const [payload = "", given = "", ...rest] = token.split(".");
  if (rest.length > 0 || payload === "") return { ok: false, reason: "invalid" };
  // Compared as the characters sent, not as the bytes they decode to: base64url decoding forgives
  // padding, stray characters and the last character's unused bits, so several spellings of one
  // signature would otherwise verify, and a link could be altered without breaking it.
  const expected = Buffer.from(signature(secret, payload), "latin1");
  const actual = Buffer.from(given, "latin1");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: "invalid" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return { ok: false, reason: "invalid" };
  const [tokenPurpose, leadId, bookingId, language, expires] = parsed as unknown[];
  if (
    tokenPurpose !== purpose ||
    typeof leadId !== "string" ||
    typeof bookingId !== "string" ||
    !isLanguage(language) ||
    typeof expires !== "number"
  ) {
    return { ok: false, reason: "invalid" };
  }
  const expiresAt = new Date(expires * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return {
    ok: true,
    claims: { purpose, leadId, ...(bookingId === "" ? {} : { bookingId }), language, expiresAt },
  };
}

function signature(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}
