import { describe, expect, it } from "vitest";
import { composeEndpointDisabled } from "./disabled-mail.js";
import { composeEndpointSetAside } from "./set-aside-mail.js";

const identity = {
  from: "Site <no-reply@example.com>",
  ownerEmail: "owner@example.com",
  publicUrl: "https://example.com",
};
const reader = (language: "en" | "pt") => ({ to: "owner@example.com", language, timeZone: "America/Sao_Paulo" });
const payload = { url: "https://crm.example/hooks", description: "CRM", failingSince: "2026-11-19T10:00:00.000Z" };

describe("the owner's e-mail about a disabled endpoint", () => {
  it.each([
    [
      "en",
      "Webhook endpoint turned off: https://crm.example/hooks",
      "failed for 5 days",
      "Inbox: https://example.com/admin",
    ],
    ["pt", "Endpoint de webhook desativado: https://crm.example/hooks", "falharam por 5 dias", "Caixa de contatos:"],
  ] as const)("says what happened and what to do, in %s", (language, subject, intro, inbox) => {
    const mail = composeEndpointDisabled(payload, identity, reader(language));
    expect(mail).toMatchObject({ to: "owner@example.com", from: identity.from, subject });
    expect(mail.text).toContain(intro);
    // 10:00 UTC is 7:00 in São Paulo, written as each language writes it.
    expect(mail.text).toContain(language === "en" ? "November 19, 2026, at 7:00 AM" : "19 de novembro de 2026, às 7h");
    expect(mail.text).toContain(inbox);
    expect(mail.headers).toEqual({ "Auto-Submitted": "auto-generated" });
  });
});

describe("the owner's e-mail about an endpoint set aside", () => {
  const setAside = { ...payload, requests: 5, since: "2026-11-27T09:00:00.000Z", until: "2026-11-27T10:00:00.000Z" };

  it.each([
    [
      "en",
      "Webhook endpoint set aside: https://crm.example/hooks",
      "The last 5 requests",
      "Next try: Friday, November 27, 2026, at 7:00 AM",
    ],
    [
      "pt",
      "Envios ao endpoint de webhook suspensos: https://crm.example/hooks",
      "As últimas 5",
      "Próxima tentativa: sexta-feira, 27 de novembro de 2026, às 7h",
    ],
  ] as const)("says when it is tried again and that nothing is lost, in %s", (language, subject, intro, next) => {
    const mail = composeEndpointSetAside(setAside, identity, reader(language));
    expect(mail).toMatchObject({ to: "owner@example.com", from: identity.from, subject });
    expect(mail.text).toContain(intro);
    expect(mail.text).toContain(next);
    expect(mail.text).toContain("CRM");
    expect(mail.headers).toEqual({ "Auto-Submitted": "auto-generated" });
  });
});
