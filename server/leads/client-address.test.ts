import { describe, expect, it } from "vitest";
import { truncateAddress } from "./client-address.js";

describe("truncateAddress", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0"],
    ["10.1.2.3", "10.1.2.0"],
    ["127.0.0.1", "127.0.0.0"],
    ["::ffff:198.51.100.9", "198.51.100.0"],
    ["::FFFF:198.51.100.9", "198.51.100.0"],
    ["2001:db8:abcd:12:34::1", "2001:db8:abcd::"],
    ["2001:0DB8:0000:0012::", "2001:db8::"],
    ["2001:db8::1", "2001:db8::"],
    ["::1", "::"],
    ["fe80::1%eth0", "fe80::"],
    ["64:ff9b::198.51.100.9", "64:ff9b::"],
  ])("%s → %s", (address, truncated) => {
    expect(truncateAddress(address)).toBe(truncated);
  });

  it.each(["", "localhost", "300.1.1.1", "1.2.3"])("is null for %j", (address) => {
    expect(truncateAddress(address)).toBeNull();
  });
});
