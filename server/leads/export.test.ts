import { describe, expect, it } from "vitest";
import type { Lead } from "./repository.js";
import {
  CALL_COLUMNS,
  CSV_HEADER,
  EXPORT_COLUMNS,
  VALUE_COLUMNS,
  leadsToCsv,
  leadsToJson,
  leadsToSpreadsheet,
} from "./export.js";
import { parseCsv } from "../testing/admin.js";
import { newLead } from "../testing/leads.js";

const lead = (overrides: Partial<Lead> = {}): Lead => ({
  ...newLead(),
  id: "8c2f9a8e-0000-4000-8000-000000000001",
  receivedAt: new Date("2026-11-21T17:30:00.000Z"),
  idempotencyKey: "secret-key-123",
  ...overrides,
});

/**
 * The cells a spreadsheet sees when it reads the file with `separator`, as Excel does with
 * another list separator than the file's: a quoted stretch is taken whole, anything after its
 * closing quote is kept as it is, and a cell ends at the next separator or line break.
 */
function cellsAs(text: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === separator || char === "\n" || char === "\r") {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/** What a spreadsheet would run as a formula: a cell starting with a trigger. */
const runs = (cell: string) => /^[ ]*[=+\-@\t\r]/.test(cell);

describe("leadsToCsv", () => {
  it("has a BOM, a quoted header row, one CRLF-ended row per lead, every cell quoted, no bookkeeping columns", () => {
    const csv = leadsToCsv([
      lead({ message: "Hello,\nworld", teamSize: "6-15", spamReasons: ["keyword", "disposable-email"] }),
      // The owner's own text (issue 39) is neutralised like the visitor's.
      lead({ id: "2", name: "=cmd|' /C calc'!A0", stage: "lost", lostReason: "@SUM(1+1)", followUpOn: "2026-12-01" }),
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const body = csv.slice(1);
    expect(body.endsWith("\r\n")).toBe(true);
    const lines = body.split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER.map((column) => `"${column}"`).join(","));
    expect(lines[0]).not.toMatch(/idempotency|nextUrl/);
    expect(lines[1]).toBe(
      '"8c2f9a8e-0000-4000-8000-000000000001","2026-11-21T17:30:00.000Z","consulting","new","en","Ada Lovelace",' +
        '"ada@example.com","","Analytical Engines Ltd","Hello,\nworld","6-15","","","203.0.113.0",' +
        '"Mozilla/5.0 (X11; Linux x86_64)","keyword disposable-email","new","","","","","","","","","","","","","",""',
    );
    expect(lines[2]).toContain(`,"'=cmd|' /C calc'!A0",`);
    expect(lines[2]).toContain(`,"lost","'@SUM(1+1)","2026-12-01",`);
    expect(body).not.toContain("secret-key-123");
    expect(parseCsv(body)[2]![EXPORT_COLUMNS.indexOf("name")]).toBe("'=cmd|' /C calc'!A0");
  });

  it("is just the header for no leads", () => {
    expect(leadsToCsv([])).toBe(`\uFEFF${CSV_HEADER.map((column) => `"${column}"`).join(",")}\r\n`);
  });

  const hostile = [
    lead({ name: "Ana;=1+1;x", company: "Acme,+SUM(1)", message: "ok;\n@cmd", subject: "x; -2+3" }),
    lead({ name: '"x";=1+1', company: "\t=1", message: "=a;=b,=c", replyTo: "a@example.com;=1" }),
  ];

  it.each([",", ";", "\t"])("opens with no cell a spreadsheet would run as a formula, read with %j", (separator) => {
    const cells = cellsAs(leadsToCsv(hostile).slice(1), separator);
    expect(cells.filter(runs)).toEqual([]);
    // The reading is real: the same values unneutralised would run.
    expect(cellsAs("Ana;=1+1;x", separator === ";" ? ";" : ",").some(runs)).toBe(separator === ";");
  });

  it("keeps each value readable: what it neutralises is one ' before a trigger", () => {
    const [header, ...rows] = parseCsv(leadsToCsv(hostile).slice(1));
    expect(rows[0]![header!.indexOf("name")]).toBe("Ana;'=1+1;x");
    expect(rows[1]![header!.indexOf("company")]).toBe("'\t'=1");
  });

  it("leaves out bidi overrides, isolates and C1 controls", () => {
    const csv = leadsToCsv([lead({ name: "Ana\u202Egnp.exe", company: "\u2067Acme\u2069", message: "a\u0085b" })]);
    expect(csv).not.toMatch(/[\u0080-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(csv).toContain('"Anagnp.exe"');
  });

  it("ends each row with where the lead came from", () => {
    const attribution = {
      source: "newsletter",
      medium: "email",
      campaign: "launch",
      referrer: null,
      landingPage: "/en/",
    };
    const csv = leadsToCsv([lead()], new Map([["8c2f9a8e-0000-4000-8000-000000000001", attribution]]));
    expect(csv.split("\r\n")[1]).toMatch(/,"newsletter","email","launch","","\/en\/","","","","",""$/);
  });

  it("ends each row with the owner's notes, each after its time, neutralised where a line starts", () => {
    const at = new Date("2026-11-25T09:00:00.000Z");
    const notes = [
      {
        id: "n1",
        leadId: "8c2f9a8e-0000-4000-8000-000000000001",
        body: "First call went well",
        createdAt: at,
        updatedAt: at,
      },
      { id: "n2", leadId: "8c2f9a8e-0000-4000-8000-000000000001", body: "x\n=1+1", createdAt: at, updatedAt: at },
    ];
    const csv = leadsToCsv([lead()], new Map(), { notes: new Map([[notes[0]!.leadId, notes]]) });
    const [header, row] = parseCsv(csv.slice(1));
    expect(header!.at(-1)).toBe("notes");
    expect(row!.at(-1)).toBe("2026-11-25T09:00:00.000Z First call went well\n\n2026-11-25T09:00:00.000Z x\n'=1+1");
    const json = JSON.parse(leadsToJson([lead()], new Map(), { notes: new Map([[notes[0]!.leadId, notes]]) }));
    expect(json[0].notes).toEqual([
      { createdAt: at.toISOString(), updatedAt: at.toISOString(), body: "First call went well" },
      { createdAt: at.toISOString(), updatedAt: at.toISOString(), body: "x\n=1+1" },
    ]);
  });

  it("ends each row with the lead's call and what became of it (issue 38)", () => {
    const call = {
      start: new Date("2026-11-25T14:00:00.000Z"),
      end: new Date("2026-11-25T14:30:00.000Z"),
      outcome: "no_show" as const,
      outcomeAt: new Date("2026-11-25T15:02:00.000Z"),
    };
    const csv = leadsToCsv([lead()], new Map(), { calls: new Map([["8c2f9a8e-0000-4000-8000-000000000001", call]]) });
    const [header, row] = parseCsv(csv.slice(1));
    expect(header!.slice(-5, -1)).toEqual(["callStart", "callEnd", "callOutcome", "callOutcomeAt"]);
    expect(row!.slice(-5, -1)).toEqual([
      "2026-11-25T14:00:00.000Z",
      "2026-11-25T14:30:00.000Z",
      "no_show",
      "2026-11-25T15:02:00.000Z",
    ]);
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
        // Issue 39: the owner's stage and follow-up.
        stage: "new",
        lostReason: null,
        followUpOn: null,
        // Issue 51: no deal value.
        dealValue: null,
        dealCurrency: null,
        // Issue 26: a lead whose visit the server never saw says so, field by field.
        attribution: { source: null, medium: null, campaign: null, referrer: null, landingPage: null },
        // Issue 38: no call, so no outcome.
        callStart: null,
        callEnd: null,
        callOutcome: null,
        callOutcomeAt: null,
        // Issue 39: the owner's notes, none here.
        notes: [],
      },
    ]);
    expect(Object.keys(parsed[0])).toEqual([
      ...EXPORT_COLUMNS,
      ...VALUE_COLUMNS,
      "attribution",
      ...CALL_COLUMNS,
      "notes",
    ]);
  });

  it("writes format characters as visible escapes and keeps the value as sent", () => {
    const json = leadsToJson([lead({ name: "Ana\u202Egnp.exe", message: "a\u0085b" })]);
    expect(json).toContain("Ana\\u202egnp.exe");
    expect(json).not.toMatch(/[\u0080-\u009f\u202a-\u202e]/);
    expect(JSON.parse(json)[0]).toMatchObject({ name: "Ana\u202Egnp.exe", message: "a\u0085b" });
  });

  it("is [] for no leads", () => {
    expect(leadsToJson([])).toBe("[]\n");
  });
});

describe("leadsToSpreadsheet (the console's download, issue 51)", () => {
  const leads = [
    lead({ form: "discovery", stage: "proposal", status: "handled", language: "pt", name: "=1+1", spamReasons: [] }),
  ];
  const extras = {
    calls: new Map([
      [
        leads[0]!.id,
        {
          start: new Date("2026-12-01T02:30:00.000Z"),
          end: new Date("2026-12-01T03:00:00.000Z"),
          outcome: "no_show" as const,
          outcomeAt: new Date("2026-12-01T03:10:00.000Z"),
        },
      ],
    ]),
    notes: new Map([
      [
        leads[0]!.id,
        [
          {
            id: "n1",
            leadId: leads[0]!.id,
            body: "Ligar de novo",
            createdAt: new Date("2026-11-22T01:05:00.000Z"),
            updatedAt: new Date("2026-11-22T01:05:00.000Z"),
          },
        ],
      ],
    ]),
  };
  const cells = (csv: string, separator: "," | ";") => {
    const [header, row] = parseCsv(csv.slice(1), separator);
    return Object.fromEntries(header!.map((name, i) => [name, row![i]]));
  };

  it("in Portuguese: ';' between cells, Portuguese headers and names, times in the owner's zone", () => {
    const csv = leadsToSpreadsheet(leads, new Map(), extras, { language: "pt", timeZone: "America/Sao_Paulo" });
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.split("\r\n")[0]).toContain('";"');
    const row = cells(csv, ";");
    // 17:30 UTC is 14:30 in São Paulo; a call at 02:30 UTC on the 1st is 23:30 on the 30th there.
    expect(row["Recebido em (America/Sao_Paulo)"]).toBe("2026-11-21 14:30");
    expect(row["Formulário"]).toBe("Conversa inicial");
    expect(row["Situação"]).toBe("Atendido");
    expect(row["Etapa"]).toBe("Proposta");
    expect(row["Idioma"]).toBe("Português");
    expect(row["Início da conversa (America/Sao_Paulo)"]).toBe("2026-11-30 23:30");
    expect(row["Fim da conversa (America/Sao_Paulo)"]).toBe("2026-12-01 00:00");
    expect(row["Resultado da conversa"]).toBe("Não compareceu");
    expect(row["Anotações"]).toBe("2026-11-21 22:05 Ligar de novo");
    // The formula guard holds in the spreadsheet's own convention too.
    expect(row["Nome"]).toBe("'=1+1");
  });

  it("in English: ',' between cells, English headers and names, in the zone it is given", () => {
    const csv = leadsToSpreadsheet(leads, new Map(), extras, { language: "en", timeZone: "Europe/Lisbon" });
    const row = cells(csv, ",");
    expect(row["Received (Europe/Lisbon)"]).toBe("2026-11-21 17:30");
    expect(row["Form"]).toBe("Discovery call");
    expect(row["Stage"]).toBe("Proposal");
    expect(row["Call outcome"]).toBe("No-show");
    expect(Object.keys(row)).toHaveLength(CSV_HEADER.length);
  });
});
