import { describe, expect, it } from "vitest";
import { isTimeZone } from "./time-zone.js";

describe("isTimeZone", () => {
  it.each(["America/Sao_Paulo", "Europe/Lisbon", "UTC", "Asia/Kolkata"])("knows %s", (zone) => {
    expect(isTimeZone(zone)).toBe(true);
  });

  it.each(["", "Mars/Olympus_Mons", "America/Sao Paulo", `America/${"x".repeat(64)}`])("refuses %j", (zone) => {
    expect(isTimeZone(zone)).toBe(false);
  });
});
