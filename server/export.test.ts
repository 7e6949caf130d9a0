import { describe, expect, it } from "vitest";
import type { Lead } from "./db/leads.js";
import { csvCell, EXPORT_COLUMNS, leadsToCsv, leadsToJson } from "./export.js";
import { newLead } from "./testing/leads.js";

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  ...newLead(),
  id: "8c2f9a8e-0000-4000-8000-000000000001",
  receivedAt: new Date("2026-11-21T17:30:00.000Z"),
  idempotencyKey: "secret-key-123",
  ...overrides,
});

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    ["São Paulo — ação", "São Paulo — ação"],
    ['say "hi"', '"say ""hi"""'],
    ["a, b", '"a, b"'],
    ["line 1\nline 2", '"line 1\nline 2"'],
    ["line 1\r\nline 2", '"line 1\r\nline 2"'],
    ['=HYPERLINK("https://evil.example")', '"\'=HYPERLINK(""https://evil.example"")"'],
    ["=1+1", "'=1+1"],
    ["+55 11 99999-0000", "'+55 11 99999-0000"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
    ["1-5", "1-5"],
    ["a=b", "a=b"],
  ])("%j → %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("writes null as an empty cell", () => {
    expect(csvCell(null)).toBe("");
  });
});

describe("leadsToCsv", () => {
  it("has a BOM, a header row, one CRLF-ended row per lead, and no bookkeeping columns", () => {
    const csv = leadsToCsv([
      lead({ message: "Hello,\nworld", teamSize: "6-15", spamReasons: ["keyword", "disposable-email"] }),
      lead({ id: "2", name: "=cmd|' /C calc'!A0" }),
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const body = csv.slice(1);
    expect(body.endsWith("\r\n")).toBe(true);
    const lines = body.split("\r\n");
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(","));
    expect(lines[0]).not.toMatch(/idempotency|nextUrl/);
    expect(lines[1]).toBe(
      "8c2f9a8e-0000-4000-8000-000000000001,2026-11-21T17:30:00.000Z,consulting,new,en,Ada Lovelace,ada@example.com,," +
        'Analytical Engines Ltd,"Hello,\nworld",6-15,,,203.0.113.0,Mozilla/5.0 (X11; Linux x86_64),keyword disposable-email',
    );
    expect(lines[2]).toContain(",'=cmd|' /C calc'!A0,");
    expect(body).not.toContain("secret-key-123");
  });

  it("is just the header for no leads", () => {
    expect(leadsToCsv([])).toBe(`\uFEFF${EXPORT_COLUMNS.join(",")}\r\n`);
  });
});

describe("leadsToJson", () => {
  it("is an array of the exported columns, dates as ISO strings", () => {
    const parsed = JSON.parse(
      leadsToJson([lead({ language: "pt", name: "João", status: "spam", spamReasons: ["honeypot"] })]),
    );
    expect(parsed).toEqual([
      {
        id: "8c2f9a8e-0000-4000-8000-000000000001",
        receivedAt: "2026-11-21T17:30:00.000Z",
        form: "consulting",
        status: "spam",
        language: "pt",
        name: "João",
        email: "ada@example.com",
        replyTo: null,
        company: "Analytical Engines Ltd",
        message: "We want to find out where AI pays off in our support queue.",
        teamSize: null,
        workshopInterest: null,
        subject: null,
        clientAddress: "203.0.113.0",
        userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
        spamReasons: ["honeypot"],
      },
    ]);
    expect(Object.keys(parsed[0])).toEqual([...EXPORT_COLUMNS]);
  });

  it("is [] for no leads", () => {
    expect(leadsToJson([])).toBe("[]\n");
  });
});
