import { describe, expect, it } from "vitest";
import { addressProblem, canonicalAddress, isEmailAddress } from "./email-address.js";

describe("one address is one mailbox", () => {
  it.each([
    "victim@gmail.com",
    "ana+tag@example.com.br",
    "a.n.a@sub.example.io",
    "ana@xn--bcher-kva.example",
    "o'neil@example.com",
    "joão@exemplo.com.br",
    "x?bcc=me&body=hi@y.co",
  ])("accepts %s", (address) => {
    expect(addressProblem(address)).toBeUndefined();
    expect(isEmailAddress(address)).toBe(true);
  });

  it.each([
    ["a display name", "x1<victim@gmail.com>"],
    ["a bracketed address", "<victim@gmail.com>"],
    ["a comment", "x2(c)victim@gmail.com"],
    ["a list", "r3,victim@gmail.com"],
    ["a list with a semicolon", "r3;victim@gmail.com"],
    ["a group", "g4:victim@gmail.com"],
    ["a disguised display name", "Security\u2800alert:\u2800pay\u2800at\u2800evil.example<victim2@gmail.com>"],
    ["a space", "victim @gmail.com"],
    ["a line break", "victim@gmail.com\nBcc: x@y.com"],
    ["two @", "a@b@gmail.com"],
    ["a backslash", "vic\\tim@gmail.com"],
  ])("refuses %s (%s) as more than one address", (_case, address) => {
    expect(addressProblem(address)).toBe("not-one");
  });

  it.each([
    ["a quoted local part", '"victim"@example.com'],
    ["a bracketed IPv4 domain", "x@[10.0.0.5]"],
    ["a bare IPv4 domain", "x@10.0.0.5"],
  ])("refuses %s (%s) as not plain", (_case, address) => {
    expect(addressProblem(address)).toBe("not-plain");
  });

  it.each([
    "ana@example",
    "ana",
    "@example.com",
    "ana@.example.com",
    ".ana@example.com",
    "a..na@example.com",
    "ana@-x.com",
  ])("refuses the typo %s", (address) => {
    expect(addressProblem(address)).toBe("shape");
  });

  it("lower-cases the domain and keeps the local part as typed", () => {
    expect(canonicalAddress("Ana.Silva@Example.COM")).toBe("Ana.Silva@example.com");
  });
});
