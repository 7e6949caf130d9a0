import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

export const SESSION_COOKIE = "por_admin";

const sha256 = (value: string | Buffer) => createHash("sha256").update(value).digest();

/**
 * Whether the password given at sign-in is the configured one, in constant time: both are
 * hashed to 32 bytes first, so neither their content nor their length shows in the timing.
 */
export function passwordMatches(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** The session's row id: the token's hash, so that the table alone signs no one in. */
export function sessionId(token: string): string {
  return sha256(token).toString("hex");
}

// Fixed, so that every instance derives the same key from the same password.
const KEY_SALT = "product-on-rails/admin-session-cookie/v1";
const COOKIE_VALUE = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

/** Signs and checks session cookies with a key derived from ADMIN_PASSWORD. */
export class SessionSigner {
  private constructor(private readonly key: Buffer) {}

  /**
   * scrypt rather than a plain HMAC or HKDF of the password: a signed cookie (from a stolen
   * laptop, say) must not make guessing the password cheap. Every instance sharing the password
   * derives the same key; changing the password invalidates every cookie.
   */
  static async fromPassword(password: string): Promise<SessionSigner> {
    const key = (await promisify(scrypt)(password, KEY_SALT, 32)) as Buffer;
    return new SessionSigner(key);
  }

  /** A new session: the cookie value for the browser and the id to store. */
  issue(): { cookieValue: string; id: string } {
    const token = randomBytes(32).toString("base64url");
    return { cookieValue: `${token}.${this.signature(token)}`, id: sessionId(token) };
  }

  /** The session id a cookie value stands for, or undefined when this key did not sign it. */
  verify(cookieValue: string): string | undefined {
    const parts = COOKIE_VALUE.exec(cookieValue);
    if (parts === null) return undefined;
    const [, token = "", signature = ""] = parts;
    // The encoded text is compared, not the decoded bytes: the last of 43 base64url characters
    // carries 2 padding bits that decoders ignore, so four spellings decode to one signature.
    const expected = Buffer.from(this.signature(token));
    const given = Buffer.from(signature);
    return timingSafeEqual(given, expected) ? sessionId(token) : undefined;
  }

  private signature(token: string): string {
    return createHmac("sha256", this.key).update(token).digest("base64url");
  }
}

export interface CookieOptions {
  secure: boolean;
}

const attributes = ({ secure }: CookieOptions) => `Path=/; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;

export function sessionCookie(value: string, maxAgeSeconds: number, options: CookieOptions): string {
  return `${SESSION_COOKIE}=${value}; ${attributes(options)}; Max-Age=${maxAgeSeconds}`;
}

export function clearedSessionCookie(options: CookieOptions): string {
  return `${SESSION_COOKIE}=; ${attributes(options)}; Max-Age=0`;
}

/** The value of cookie `name` in a Cookie header (the first, if the browser sends several). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(";") ?? []) {
    const separator = pair.indexOf("=");
    if (separator !== -1 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}
