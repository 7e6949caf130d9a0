import { describe, expect, it } from "vitest";
import { FORM_MESSAGES } from "./form-catalog.js";
import { fieldLine, issueMessage } from "./form-messages.js";
import { FIELD_CHOICES } from "./lead-forms.js";

describe("a select's error line", () => {
  it("names the options as the select shows them, joined with 'or'", () => {
    const issue = { code: "TYPE_TEXT", options: FIELD_CHOICES.teamSize } as const;
    expect(fieldLine(FORM_MESSAGES.en, "teamSize", [issueMessage(FORM_MESSAGES.en, issue, "en")])).toBe(
      "Team size should be one of 1-5 developers, 6-15 developers, 16-30 developers, or 31+ developers",
    );
    expect(fieldLine(FORM_MESSAGES.pt, "teamSize", [issueMessage(FORM_MESSAGES.pt, issue, "pt-BR")])).toBe(
      "Tamanho do time: escolha entre 1 a 5 desenvolvedores, 6 a 15 desenvolvedores, 16 a 30 desenvolvedores ou 31 ou mais desenvolvedores",
    );
  });
});
