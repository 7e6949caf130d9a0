import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const SESSION_COOKIE = "por_admin";

const sha256 = (value: string | Buffer) => createHash("sha256").update(value).digest();

/** The session's row id: the token's hash, so that the table alone signs no one in. */
export function sessionId(token: string): string {
  return sha256(token).toString("hex");
}

const COOKIE_VALUE = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/;

/** The name of the server secret that signs session cookies (server/secrets). */
export const SESSION_KEY_SECRET = "admin-session-key";

/** A new session key, for `sharedSecret`: 32 random bytes. */
export function newSessionKey(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Signs and checks session cookies with a key of the server's own, generated once and shared by
 * every instance through the database (issue 50): no person's secret signs anything, so a
 * person leaving, or ADMIN_PASSWORD retiring, changes no key.
 */
export class SessionSigner {
  constructor(private readonly key: Buffer) {}

  static fromSecret(secret: string): SessionSigner {
    return new SessionSigner(Buffer.from(secret, "base64url"));
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

/**
 * Served over https, the cookie is `__Host-por_admin`: a browser accepts that name only with
 * Secure, Path=/ and no Domain, so no sibling subdomain or plain-http page can set or shadow it.
 * On plain http (development on localhost) a browser refuses every Secure cookie, so the session
 * there is `por_admin`, without the prefix. Each scheme reads only its own name: an https request
 * never takes the unprefixed cookie someone else could have planted. See decision 038.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The cookie's attributes, for @fastify/cookie's `setCookie`; a max age of 0 clears it. */
export function sessionCookieOptions(secure: boolean, maxAgeSeconds: number) {
  return { path: "/", httpOnly: true, sameSite: "strict", secure, maxAge: maxAgeSeconds } as const;
}
