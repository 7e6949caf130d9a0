import { describe, expect, it } from "vitest";
import { newTokenSecret, signToken, verifyToken, type TokenClaims } from "./tokens.js";

const secret = newTokenSecret();
const claims: TokenClaims = {
  purpose: "cancel",
  leadId: "lead-1",
  bookingId: "booking-1",
  language: "pt",
  expiresAt: new Date("2027-01-01T00:00:00Z"),
};
const before = new Date("2026-12-01T00:00:00Z");

describe("booking tokens", () => {
  it("carry their claims back for their own purpose", () => {
    expect(verifyToken(secret, signToken(secret, claims), "cancel", before)).toEqual({ ok: true, claims });
  });

  it("are refused for another purpose, with another secret, or altered", () => {
    const token = signToken(secret, claims);
    expect(verifyToken(secret, token, "reschedule", before)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyToken(newTokenSecret(), token, "cancel", before)).toEqual({ ok: false, reason: "invalid" });
    const [payload, mac] = token.split(".") as [string, string];
    const forged = Buffer.from(Buffer.from(payload, "base64url").toString().replace("booking-1", "booking-2")).toString(
      "base64url",
    );
    expect(verifyToken(secret, `${forged}.${mac}`, "cancel", before)).toEqual({ ok: false, reason: "invalid" });
    expect(verifyToken(secret, "not a token", "cancel", before)).toEqual({ ok: false, reason: "invalid" });
  });

  it("verify in one spelling only: the signature is compared as sent, not as decoded", () => {
    const token = signToken(secret, claims);
    const [payload, mac] = token.split(".") as [string, string];
    // The last of 43 base64url characters carries 4 unused bits: flipping them decodes the same.
    const last = mac.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const index = alphabet.indexOf(last);
    const sibling = alphabet[(index & ~0b1111) | ((index + 1) & 0b1111)]!;
    const respelled = [`${mac.slice(0, -1)}${sibling}`, `${mac}=`, `${mac}==`, `${mac.slice(0, 10)}*${mac.slice(10)}`];
    for (const spelling of respelled) {
      expect(Buffer.from(spelling, "base64url").equals(Buffer.from(mac, "base64url")), spelling).toBe(true);
      expect(verifyToken(secret, `${payload}.${spelling}`, "cancel", before), spelling).toEqual({
        ok: false,
        reason: "invalid",
      });
    }
  });

  it("expire", () => {
    const token = signToken(secret, claims);
    expect(verifyToken(secret, token, "cancel", claims.expiresAt)).toEqual({ ok: false, reason: "expired" });
  });
});
