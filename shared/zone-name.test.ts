import { describe, expect, it } from "vitest";
import { zoneName } from "./zone-name.js";

describe("zoneName", () => {
  it("names a zone the reader's way, with its IANA name, and summer time by the date", () => {
    expect(zoneName("America/Sao_Paulo", "pt-BR", new Date("2026-11-25T12:00:00Z"))).toBe(
      "Horário Padrão de Brasília (America/Sao_Paulo)",
    );
    expect(zoneName("Europe/Lisbon", "en", new Date("2027-07-01T12:00:00Z"))).toBe(
      "Western European Summer Time (Europe/Lisbon)",
    );
    expect(zoneName("UTC", "en", new Date("2027-07-01T12:00:00Z"))).toBe("Coordinated Universal Time (UTC)");
  });
});
