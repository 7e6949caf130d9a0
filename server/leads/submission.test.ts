import { describe, expect, it } from "vitest";
import { fieldLine } from "../../shared/form-messages.js";
import { FORM_MESSAGES } from "./copy.js";
import { detectForm, isEmailAddress, readInstructions, safeNext, validateSubmission } from "./submission.js";

describe("detectForm", () => {
  it.each([
    [{ name: "A", context: "" }, "consulting"],
    [{ name: "A", context: "x", teamSize: "1-5" }, "consulting"],
    [{ name: "A", currentChallenges: "x" }, "discovery"],
    [{ name: "A", teamSize: "" }, "discovery"],
    [{ name: "A", workshopInterest: "online" }, "discovery"],
    [{ name: "A", email: "a@b.co", company: "C" }, "consulting"],
    [{}, "consulting"],
  ])("%j → %s", (fields, form) => {
    expect(detectForm(fields)).toBe(form);
  });
});

describe("isEmailAddress", () => {
  it.each(["ada@example.com", "a.b+tag@sub.example.com.br", "x@y.io", "josé@exemplo.com.br"])("accepts %s", (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each([
    "",
    "ada",
    "ada@",
    "@example.com",
    "ada@example",
    "ada@@example.com",
    "a da@example.com",
    "ada@example.com.",
    "a@b.c".padStart(255, "x"),
  ])("refuses %j", (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});

describe("safeNext", () => {
  it.each(["/en/thanks", "/pt/obrigado?x=1#y", "/", "/a//b", "/%2F%2Fevil.com"])("keeps %j", (value) => {
    expect(safeNext(value)).toBe(value);
  });

  it.each([
    undefined,
    "",
    "//evil.com",
    "/\\evil.com",
    "\\/evil.com",
    "https://evil.com/",
    "javascript:alert(1)",
    "/\t/evil.com",
    "/\r\n/evil.com",
    "/ok\u0000",
    "thanks",
    `/${"a".repeat(2000)}`,
    "/pt/\ud800",
  ])("refuses %j", (value) => {
    expect(safeNext(value)).toBeUndefined();
  });

  it.each([
    ["/pt/obrigado?nome=João", "/pt/obrigado?nome=Jo%C3%A3o"],
    ["/漢字/😀#é", "/%E6%BC%A2%E5%AD%97/%F0%9F%98%80#%C3%A9"],
    ["/already%20encoded/ç", "/already%20encoded/%C3%A7"],
  ])("percent-encodes what is not ASCII (a Location header's limit): %j → %j", (value, next) => {
    expect(safeNext(value)).toBe(next);
  });
});

describe("readInstructions", () => {
  it("has defaults for a form without underscore fields", () => {
    expect(readInstructions({ name: "A" })).toEqual({
      language: "en",
      next: "/en/thanks",
      subject: null,
      replyTo: null,
      idempotencyKey: null,
      honeypot: false,
    });
  });

  it("reads every underscore field it knows, trimmed", () => {
    expect(
      readInstructions({
        _language: " pt ",
        _next: "/pt/obrigado",
        _subject: `  ${"s".repeat(250)}`,
        _replyto: " assistente@example.com ",
        _idempotencyKey: "abc_DEF-123",
        _gotcha: "",
      }),
    ).toEqual({
      language: "pt",
      next: "/pt/obrigado",
      subject: "s".repeat(200),
      replyTo: "assistente@example.com",
      idempotencyKey: "abc_DEF-123",
      honeypot: false,
    });
  });

  it("ignores an underscore field with a NUL character, which PostgreSQL cannot store", () => {
    expect(
      readInstructions({
        _language: "pt\u0000",
        _subject: "Hi\u0000",
        _replyto: "a@example.com\u0000",
        _next: "/x\u0000",
      }),
    ).toEqual(readInstructions({}));
  });

  it("keeps no bidi override or C1 control of the subject, and no quoted or IP-literal reply address", () => {
    expect(readInstructions({ _subject: "\u202Eevil\u0085", _replyto: '"victim"@example.com' })).toMatchObject({
      subject: "evil",
      replyTo: null,
    });
    expect(readInstructions({ _replyto: "x@[10.0.0.5]" }).replyTo).toBeNull();
  });

  it.each(["short", "has space in it", "ümlaut-key-123", "x".repeat(129), 12345678])(
    "ignores the idempotency key %j",
    (key) => {
      expect(readInstructions({ _idempotencyKey: key }).idempotencyKey).toBeNull();
    },
  );

  it.each([
    ["", false],
    ["   ", false],
    [null, false],
    ["x", true],
    [["x"], true],
    [0, true],
  ])("_gotcha %j → honeypot %s", (gotcha, honeypot) => {
    expect(readInstructions({ _gotcha: gotcha }).honeypot).toBe(honeypot);
  });
});

// Issue 49, finding 1: each of these reached victim@gmail.com through nodemailer as a name,
// comment, list or group; the collector now refuses them and says why, in the visitor's language.
describe("an address that is more than one mailbox", () => {
  const lead = { name: "Ana", company: "Acme", context: "We need a model." };
  it.each([
    ["x1<victim@gmail.com>", "en", "Email should be one address on its own"],
    ["x2(c)victim@gmail.com", "pt", "Informe só um e-mail"],
    ["r3,victim@gmail.com", "en", "Email should be one address on its own"],
    ["g4:victim@gmail.com", "pt", "Informe só um e-mail"],
    ["Security\u2800alert:\u2800pay\u2800at\u2800evil.example<victim2@gmail.com>", "en", "Email should be one"],
  ] as const)("%s is refused under TYPE_EMAIL (%s)", (email, language, message) => {
    const checked = validateSubmission({ ...lead, email }, language);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual([{ field: "email", code: "TYPE_EMAIL", message: expect.any(String) }]);
    expect(fieldLine(FORM_MESSAGES[language], "email", [checked.errors[0]!.message])).toContain(message);
  });

  it("keeps the one address with its domain in lower case, and _replyto only when it is one address", () => {
    const checked = validateSubmission({ ...lead, email: "Victim@Gmail.COM" }, "en");
    expect(checked.ok && checked.values.email).toBe("Victim@gmail.com");
    expect(readInstructions({ _replyto: "r3,victim@gmail.com" }).replyTo).toBeNull();
    expect(readInstructions({ _replyto: "Boss@Example.COM" }).replyTo).toBe("Boss@example.com");
  });

  it("folds a line break typed in _subject", () => {
    expect(readInstructions({ _subject: "Hi\nInbox: https://evil.example" }).subject).toBe(
      "Hi Inbox: https://evil.example",
    );
  });
});
