import { describe, expect, it } from "vitest";
import { canonicalMailbox } from "./mailbox.js";

describe("canonicalMailbox", () => {
  it.each([
    ["ana@example.com", "ana@example.com"],
    ["Ana@Example.COM", "ana@example.com"],
    ["ana+news@example.com", "ana@example.com"],
    ["ana+1+2@example.com", "ana@example.com"],
    ["  ANA+x@example.com ", "ana@example.com"],
    // Kept: only some providers ignore dots, and a quoted local part is not ours to undo.
    ["a.na@example.com", "a.na@example.com"],
    ['"ana+x"@example.com', '"ana+x"@example.com'],
    // Nothing before the tag: the address as typed, lowercased, rather than "@example.com".
    ["+tag@example.com", "+tag@example.com"],
    ["no-at-sign", "no-at-sign"],
  ])("%s → %s", (address, mailbox) => {
    expect(canonicalMailbox(address)).toBe(mailbox);
  });
});
