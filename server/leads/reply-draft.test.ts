import { describe, expect, it } from "vitest";
import { MAX_QUOTED_LENGTH, replyDraft } from "./reply-draft.js";

const lead = {
  name: "Ana Souza",
  message: "Linha 1\n\nLinha 3",
  language: "pt" as const,
  receivedAt: new Date("2026-11-21T02:30:00.000Z"),
};

describe("replyDraft", () => {
  it("answers in the visitor's language, their message quoted line by line", () => {
    expect(replyDraft(lead, {}, "America/Sao_Paulo")).toEqual({
      subject: "Re: sua mensagem para a OnRails Labs",
      // 02:30 UTC is still the 20th in São Paulo.
      body: "Olá, Ana Souza!\n\nObrigado pela sua mensagem.\n\n\nEm 20 de novembro de 2026, Ana Souza escreveu:\n> Linha 1\n>\n> Linha 3",
    });
    expect(replyDraft({ ...lead, language: "en" }, {}, "UTC").body).toMatch(
      /^Hi Ana Souza,\n\nThank you for your message\.\n\n\nOn November 21, 2026, Ana Souza wrote:\n> Linha 1/,
    );
  });

  it("opens with the owner's template for that language, the name wherever it says {name}", () => {
    const templates = { pt: "Oi {name}, tudo bem?\nAbraço", en: "Hello {name}" };
    expect(replyDraft(lead, templates, "UTC").body).toMatch(/^Oi Ana Souza, tudo bem\?\nAbraço\n\n\nEm /);
    expect(replyDraft({ ...lead, language: "en" }, templates, "UTC").body).toMatch(/^Hello Ana Souza\n\n\nOn /);
  });

  it("cuts a long message, so the mailto link stays one a mail client opens", () => {
    const body = replyDraft({ ...lead, message: "é".repeat(MAX_QUOTED_LENGTH + 500) }, {}, "UTC").body;
    expect(body.endsWith(`> ${"é".repeat(MAX_QUOTED_LENGTH)}…`)).toBe(true);
  });
});
