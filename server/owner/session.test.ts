import { describe, expect, it } from "vitest";
import {
  newSessionKey,
  passwordMatches,
  sessionCookieName,
  sessionCookieOptions,
  sessionId,
  SessionSigner,
} from "./session.js";
import { SignInLimiter } from "./sign-in-limiter.js";

describe("passwordMatches", () => {
  it.each([
    ["the same password", "correct horse battery", true],
    ["a different one", "correct horse battery!", false],
    ["a prefix", "correct horse", false],
    ["a longer one", `correct horse battery${"x".repeat(1000)}`, false],
    ["the empty string", "", false],
    ["other case", "Correct Horse Battery", false],
  ])("%s → %s", (_, given, expected) => {
    expect(passwordMatches(given, "correct horse battery")).toBe(expected);
  });
});

describe("SessionSigner", () => {
  it("verifies the cookies it issued, giving the session id: the token's SHA-256", async () => {
    const signer = SessionSigner.fromSecret(newSessionKey());
    const { cookieValue, id } = signer.issue();
    expect(cookieValue).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(id).toBe(sessionId(cookieValue.split(".")[0]!));
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(signer.verify(cookieValue)).toBe(id);
    expect(signer.issue().id).not.toBe(id);
  });

  it("shares its key with every instance that has the same secret, and no other", () => {
    const secret = newSessionKey();
    const { cookieValue, id } = SessionSigner.fromSecret(secret).issue();
    expect(SessionSigner.fromSecret(secret).verify(cookieValue)).toBe(id);
    expect(SessionSigner.fromSecret(newSessionKey()).verify(cookieValue)).toBeUndefined();
  });

  it("refuses forged, tampered and malformed values", async () => {
    const signer = SessionSigner.fromSecret(newSessionKey());
    const { cookieValue } = signer.issue();
    const [token = "", signature = ""] = cookieValue.split(".");
    const flip = (text: string) => `${text.slice(0, -2)}${text.at(-2) === "A" ? "B" : "A"}${text.at(-1)}`;
    for (const value of [
      `${flip(token)}.${signature}`,
      `${token}.${flip(signature)}`,
      `${token}.${signature.slice(0, -1)}`,
      `${token}`,
      `${token}.${signature}.x`,
      `${signer.issue().cookieValue.split(".")[0]}.${signature}`,
      "",
      "garbage",
    ]) {
      expect(signer.verify(value), value).toBeUndefined();
    }
  });

  it("accepts only the canonical spelling of a signature, not one that decodes to the same bytes", async () => {
    const signer = SessionSigner.fromSecret(newSessionKey());
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (let i = 0; i < 20; i++) {
      const [token = "", signature = ""] = signer.issue().cookieValue.split(".");
      const last = alphabet.indexOf(signature.at(-1)!);
      // The same top 4 bits with other padding bits: all four decode to the same 32 bytes.
      const siblings = [0, 1, 2, 3].map((bits) => alphabet[(last & ~3) | bits]!).filter((c) => c !== signature.at(-1));
      for (const sibling of siblings) {
        const spelled = `${signature.slice(0, -1)}${sibling}`;
        expect(Buffer.from(spelled, "base64url")).toEqual(Buffer.from(signature, "base64url"));
        expect(signer.verify(`${token}.${spelled}`), spelled).toBeUndefined();
      }
    }
  });
});

describe("session cookies", () => {
  it("are __Host- prefixed over https, and plain on http where a browser refuses Secure cookies", () => {
    expect(sessionCookieName(true)).toBe("__Host-por_admin");
    expect(sessionCookieName(false)).toBe("por_admin");
  });

  it("are HttpOnly, SameSite=Strict, for the whole site, Secure over https", () => {
    expect(sessionCookieOptions(true, 60)).toEqual({
      path: "/",
      httpOnly: true,
      sameSite: "strict",
      secure: true,
      maxAge: 60,
    });
    expect(sessionCookieOptions(false, 0)).toMatchObject({ secure: false, maxAge: 0 });
  });
});

describe("SignInLimiter", () => {
  it("refuses an address after 5 failures until the 15-minute window ends, and no other address", () => {
    let now = 1_000_000;
    const limiter = new SignInLimiter(5, 15 * 60_000, () => now);
    for (let i = 0; i < 5; i++) expect(limiter.take("203.0.113.7")).toBe(0);
    expect(limiter.take("203.0.113.7")).toBe(900);
    expect(limiter.take("203.0.113.8")).toBe(0);
    now += 15 * 60_000 - 1_000;
    expect(limiter.take("203.0.113.7")).toBe(1);
    now += 1_000;
    expect(limiter.take("203.0.113.7")).toBe(0);
  });

  it("does not count attempts given back as successful sign-ins", async () => {
    const limiter = new SignInLimiter(2, 60_000, () => 0);
    for (let i = 0; i < 10; i++) {
      expect(await limiter.attempt("owner")).toBe(0);
      await limiter.succeeded("owner");
    }
    expect(await limiter.attempt("owner")).toBe(0);
    expect(await limiter.attempt("owner")).toBe(0);
    expect(await limiter.attempt("owner")).toBe(60);
  });

  it("keeps a bounded number of addresses", () => {
    const limiter = new SignInLimiter(1, 60_000, () => 0, 3);
    for (const address of ["a", "b", "c", "d"]) limiter.take(address);
    // The newest is still counted; the oldest was forgotten to make room for it.
    expect(limiter.take("d")).toBe(60);
    expect(limiter.take("a")).toBe(0);
  });
});
