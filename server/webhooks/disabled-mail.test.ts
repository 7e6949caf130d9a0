import { describe, expect, it } from "vitest";
import { composeEndpointDisabled } from "./disabled-mail.js";
import { composeEndpointSetAside } from "./set-aside-mail.js";

const identity = {
  from: "Site <no-reply@example.com>",
  ownerEmail: "owner@example.com",
  publicUrl: "https://example.com",
};
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
    const mail = composeEndpointDisabled(payload, identity, language);
    expect(mail).toMatchObject({ to: "owner@example.com", from: identity.from, subject });
    expect(mail.text).toContain(intro);
    expect(mail.text).toContain("2026-11-19T10:00:00.000Z");
    expect(mail.text).toContain(inbox);
    expect(mail.headers).toEqual({ "Auto-Submitted": "auto-generated" });
  });
});

describe("the owner's e-mail about an endpoint set aside", () => {
  const setAside = { ...payload, requests: 5, since: "2026-11-27T09:00:00.000Z", until: "2026-11-27T10:00:00.000Z" };

  it.each([
    ["en", "Webhook endpoint set aside: https://crm.example/hooks", "The last 5 requests", "Next try (UTC): "],
    [
      "pt",
      "Envios ao endpoint de webhook suspensos: https://crm.example/hooks",
      "As últimas 5",
      "Próxima tentativa (UTC): ",
    ],
  ] as const)("says when it is tried again and that nothing is lost, in %s", (language, subject, intro, next) => {
    const mail = composeEndpointSetAside(setAside, identity, language);
    expect(mail).toMatchObject({ to: "owner@example.com", from: identity.from, subject });
    expect(mail.text).toContain(intro);
    expect(mail.text).toContain(`${next}2026-11-27T10:00:00.000Z`);
    expect(mail.text).toContain("CRM");
    expect(mail.headers).toEqual({ "Auto-Submitted": "auto-generated" });
  });
});
