import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { adminTeam as en } from "~/content/en/admin-team";
import { adminTeam as pt } from "~/content/pt/admin-team";
import type { PersonReply } from "@shared/team";
import { AccountForm } from "./account-form";

// A clearly made-up person.
const ME: PersonReply = {
  id: "p-owner",
  email: "owner@example.com",
  name: "Example Owner",
  role: "owner",
  language: "en",
  timeZone: "America/Sao_Paulo",
  newLeadAlerts: true,
  weeklyEmail: false,
  mustRegisterPasskey: false,
};

describe("My account's time zone", () => {
  it.each([
    ["en", en, /^Sao Paulo · Brasilia Time \(UTC−3\)$/],
    ["pt", pt, /^Sao Paulo · horário de Brasília \(UTC−3\)$/],
  ] as const)("names every zone by its place and its name, in %s, never by its identifier", (language, copy, own) => {
    render(<AccountForm copy={copy} person={{ ...ME, language }} onSaved={() => undefined} />);
    const menu = screen.getByLabelText(copy.account.timeZone) as HTMLSelectElement;
    expect(menu.value).toBe("America/Sao_Paulo");
    expect(menu.selectedOptions[0]?.textContent).toMatch(own);
    const labels = [...menu.options].map((option) => option.textContent ?? "");
    expect(labels.length).toBeGreaterThan(300);
    expect(labels.filter((label) => label.includes("/") || label.includes("_"))).toEqual([]);
  });
});
