import { describe, expect, it } from "vitest";
import { newSessionKey, sessionCookieName, sessionCookieOptions, sessionId, SessionSigner } from "./session.js";

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
