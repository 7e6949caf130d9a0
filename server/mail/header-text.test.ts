import { describe, expect, it } from "vitest";
import { headerText, visitorFirstName, withCleanHeaders } from "./header-text.js";

const RLO = "\u202e";

describe("headerText", () => {
  it.each([
    ["a CRLF and a header", "Acme\r\nBcc: x@example.com", 100, "Acme Bcc: x@example.com"],
    ["a bidi override", `Acme ${RLO}moc.elpmaxe`, 100, "Acme moc.elpmaxe"],
    ["a C1 next-line", "Acme\u0085Inc", 100, "AcmeInc"],
    ["a Unicode line separator", "Acme\u2028Inc", 100, "Acme Inc"],
    ["what is past the cut", "x".repeat(15), 5, `${"x".repeat(4)}…`],
  ])("keeps one line without %s", (_, value, max, expected) => {
    expect(headerText(value, max)).toBe(expected);
  });
});

describe("visitorFirstName", () => {
  it.each([
    ["Ana Souza", "Ana"],
    ["  João   da Silva ", "João"],
    ["José-María O'Neil", "José-María"],
    ["Dr. Ana", "Dr."],
    ["ACTION REQUIRED: your account is locked, restore it at https://phish.example", "ACTION"],
    ["https://phish.example", "httpsphishexample"],
    ["www.phish.example", "wwwphishexample"],
    [`Ana${RLO}evil`, "Anaevil"],
    ["<b>Ana</b>", "bAnab"],
    ["1234", undefined],
    ["--- '''", undefined],
    ["", undefined],
    ["A".repeat(60), "A".repeat(40)],
  ])("%j greets as %j", (name, first) => {
    expect(visitorFirstName(name)).toBe(first);
  });
});

describe("withCleanHeaders", () => {
  it("strips format characters from the subject and every name in From, To and Reply-To", () => {
    const message = withCleanHeaders({
      from: `Us${RLO} <us@example.com>`,
      to: [{ name: `Ana${RLO}`, address: "ana@example.com" }, "b@example.com"],
      replyTo: { name: "\u2066Ben\u2069", address: "ben@example.com" },
      subject: `Call\u0085 booked ${RLO}`,
      text: `body ${RLO} stays`,
    });
    expect(message).toEqual({
      from: "Us <us@example.com>",
      to: [{ name: "Ana", address: "ana@example.com" }, "b@example.com"],
      replyTo: { name: "Ben", address: "ben@example.com" },
      subject: "Call booked ",
      text: `body ${RLO} stays`,
    });
  });
});
