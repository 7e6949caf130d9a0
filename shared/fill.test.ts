import { describe, expect, it } from "vitest";
import { fill } from "./fill.js";

describe("fill", () => {
  it("puts values in their placeholders, numbers the language's way", () => {
    expect(fill("at most {max} characters", { max: 5000 }, "en")).toBe("at most 5,000 characters");
    expect(fill("no máximo {max} caracteres", { max: 5000 }, "pt-BR")).toBe("no máximo 5.000 caracteres");
    expect(fill("({attempt} of {total})", { attempt: 2, total: 3 }, "en")).toBe("(2 of 3)");
  });

  it("leaves unknown placeholders as they are", () => {
    expect(fill("{missing} stays", {}, "en")).toBe("{missing} stays");
  });
});
