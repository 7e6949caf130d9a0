import { render, screen } from "@testing-library/react";
import * as v from "valibot";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admin as en } from "~/content/en/admin";
import { admin as pt } from "~/content/pt/admin";
import { callsReply } from "@shared/admin-api";
import { UpcomingCalls } from "./upcoming-calls";

/** A reply as the server sends it, checked against the contract. */
const REPLY = v.parse(callsReply, {
  calls: [
    {
      id: "c1",
      leadId: "l1",
      name: "Bia",
      company: "Globex",
      email: "bia@example.com",
      language: "pt",
      start: "2026-12-01T13:00:00.000Z",
      end: "2026-12-01T13:30:00.000Z",
      visitorTimeZone: "America/Sao_Paulo",
    },
  ],
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the inbox's upcoming calls", () => {
  it.each([
    ["en", en, "en-US", "booked in Brasilia Time (UTC−3)"],
    ["pt", pt, "pt-BR", "agendada no fuso horário de Brasília (UTC−3)"],
  ] as const)("name the visitor's zone as a person says it, in %s", async (_, copy, locale, expected) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(REPLY), { status: 200 })),
    );
    render(<UpcomingCalls copy={copy} locale={locale} reloads={0} />);
    expect(await screen.findByText(expected)).toBeDefined();
    expect(document.body.textContent).not.toContain("America/Sao_Paulo");
  });
});
