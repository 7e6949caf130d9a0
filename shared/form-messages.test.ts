import { describe, expect, it } from "vitest";
import { formMessages as en } from "./content/en/form-messages.js";
import { formMessages as pt } from "./content/pt/form-messages.js";
import { fieldLine, issueMessage } from "./form-messages.js";
import { FIELD_CHOICES, type FieldIssue } from "./lead-forms.js";

describe("a field's error line", () => {
  it.each([
    [{ field: "email", code: "REQUIRED_FIELD_EMPTY" }, "Email is required", "Informe seu e-mail."],
    [{ field: "name", code: "REQUIRED_FIELD_MISSING" }, "Name is required", "Informe seu nome."],
    [
      { field: "email", code: "TYPE_EMAIL" },
      "Email should be a valid e-mail address, like name@company.com",
      "Informe um e-mail válido, como nome@empresa.com.br.",
    ],
    [
      { field: "email", code: "TYPE_EMAIL", plainAddress: true },
      "Email should be a plain address without quotes or an IP address, like name@company.com",
      "Informe um e-mail sem aspas e sem endereço IP, como nome@empresa.com.br.",
    ],
    [
      { field: "context", code: "TYPE_TEXT", max: 5000 },
      "Context is too long (at most 5,000 characters)",
      "Encurte o texto para no máximo 5.000 caracteres.",
    ],
    [{ field: "currentChallenges", code: "TYPE_TEXT" }, "Current Challenges should be plain text", "Use apenas texto."],
    [
      { field: "teamSize", code: "TYPE_TEXT", options: FIELD_CHOICES.teamSize },
      "Team size should be one of 1-5 developers, 6-15 developers, 16-30 developers, or 31+ developers",
      "Escolha uma das opções: 1 a 5 desenvolvedores, 6 a 15 desenvolvedores, 16 a 30 desenvolvedores ou 31 ou mais desenvolvedores.",
    ],
  ] as [FieldIssue, string, string][])("%j: %s / %s", (issue, english, portuguese) => {
    expect(fieldLine(en, issue.field, [issueMessage(en, issue, "en")])).toBe(english);
    expect(fieldLine(pt, issue.field, [issueMessage(pt, issue, "pt-BR")])).toBe(portuguese);
  });

  it("joins several messages with commas in English (SPEC section 5) and as sentences in Portuguese", () => {
    expect(fieldLine(en, "email", ["is required", "is not valid"])).toBe("Email is required, is not valid");
    expect(fieldLine(pt, "email", ["Informe seu e-mail.", "Confira este campo."])).toBe(
      "Informe seu e-mail. Confira este campo.",
    );
  });
});
