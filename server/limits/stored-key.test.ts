import { describe, expect, it } from "vitest";
import { storedKey } from "./postgres.js";

describe("storedKey", () => {
  it.each([
    ["an IPv4 address", "203.0.113.7"],
    ["an IPv6 /64", "2001:db8:1:2::"],
    ["printable ASCII of 200 characters", "k".repeat(200)],
  ])("keeps %s as it is", (_case, key) => {
    expect(storedKey(key)).toBe(key);
  });

  it.each([
    ["a NUL, which PostgreSQL's text refuses", "a\u0000b"],
    ["non-ASCII", "ção"],
    ["more than 200 characters", "k".repeat(201)],
  ])("hashes %s", (_case, key) => {
    expect(storedKey(key)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});
