import { describe, expect, it } from "vitest";
import { zoneName } from "./zone-name.js";

const NOVEMBER = new Date("2026-11-25T12:00:00Z");
const JULY = new Date("2027-07-01T12:00:00Z");

describe("zoneName", () => {
  it.each([
    ["America/Sao_Paulo", "pt-BR", NOVEMBER, "horário de Brasília (UTC−3)"],
    ["America/Sao_Paulo", "en", NOVEMBER, "Brasilia Time (UTC−3)"],
    ["America/New_York", "en", NOVEMBER, "Eastern Time (UTC−5)"],
    // Summer time moves the offset, not the name.
    ["America/New_York", "en", JULY, "Eastern Time (UTC−4)"],
    ["America/New_York", "pt-BR", NOVEMBER, "horário do Leste (UTC−5)"],
    ["Europe/Lisbon", "en", JULY, "Western European Time (UTC+1)"],
    ["Europe/Lisbon", "pt-BR", NOVEMBER, "horário da Europa Ocidental (UTC+0)"],
    ["Asia/Kolkata", "en", NOVEMBER, "India Time (UTC+5:30)"],
    // No name in the language: the offset alone.
    ["UTC", "en", JULY, "UTC+0"],
    ["Etc/GMT+3", "pt-BR", NOVEMBER, "UTC−3"],
  ])("names %s in %s as a person says it", (timeZone, locale, at, expected) => {
    expect(zoneName(timeZone, locale, at)).toBe(expected);
  });

  it("never shows an IANA identifier", () => {
    for (const timeZone of Intl.supportedValuesOf("timeZone")) {
      for (const locale of ["en", "pt-BR"]) {
        expect(zoneName(timeZone, locale, NOVEMBER)).not.toMatch(/[A-Za-z]+\/[A-Za-z_]+/);
      }
    }
  });
});
