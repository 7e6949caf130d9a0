import { describe, expect, it } from "vitest";
import { typeset, typesetText } from "./typeset";

const NBSP = "\u00a0";

describe("typesetText", () => {
  it.each([
    ["We reply within 24 hours.", `We reply within 24${NBSP}hours.`],
    ["Respondemos em até 24 horas.", `Respondemos em até 24${NBSP}horas.`],
    ["24 h", `24${NBSP}h`],
    ["30 min", `30${NBSP}min`],
    ["2 hours a week plus async work", `2${NBSP}hours a week plus async work`],
    ["mentoria de 6 semanas", `mentoria de 6${NBSP}semanas`],
    ["the limit is 64 KB", `the limit is 64${NBSP}KB`],
    ["(LGPD, art. 18; GDPR, arts. 15, 20 e 17)", `(LGPD, art.${NBSP}18; GDPR, arts.${NBSP}15, 20 e 17)`],
  ])("sets %j", (text, set) => {
    expect(typesetText(text)).toBe(set);
  });

  it.each([
    "90% of AI projects",
    "5 habits", // "h" is a unit only as a word of its own
    "Write to hello@onrails-labs.com",
    "See https://example.com/a-b",
    "dash - between words",
    // Hyphens stay as typed: find-in-page and accessible names meet the word as written.
    "A 30-minute call, hands-on",
    "Seu e-mail",
  ])("leaves %j as it is", (text) => {
    expect(typesetText(text)).toBe(text);
  });
});

describe("typeset", () => {
  it("sets every string of a catalog and what its functions return, and keeps identifiers", () => {
    const catalog = {
      title: "A 4-hour workshop",
      items: [{ key: "two-hour", href: "/a-b", value: "24 h", label: "2 hours" }],
      greet: (name: string) => `${name}, see you in 30 minutes`,
    };
    const set = typeset(catalog);
    expect(set.title).toBe("A 4-hour workshop");
    expect(set.items[0]).toEqual({ key: "two-hour", href: "/a-b", value: `24${NBSP}h`, label: `2${NBSP}hours` });
    expect(set.greet("Ana")).toBe(`Ana, see you in 30${NBSP}minutes`);
    expect(catalog.title).toBe("A 4-hour workshop");
  });
});
