import { describe, expect, it } from "vitest";
import { parseCsv } from "../testing/admin.js";
import { newLead } from "../testing/leads.js";
import { recordsToCsv, recordsToJson } from "./export-data.js";
import type { VisitorRecords } from "./records.js";

const lead = {
  ...newLead({ name: '=HYPERLINK("https://evil.example")', message: "a\u202Eb" }),
  id: "l1",
  receivedAt: new Date("2026-11-24T10:00:00.000Z"),
};
const records: VisitorRecords = {
  leads: [lead],
  attributions: new Map(),
  calls: [
    {
      id: "c1",
      leadId: "l1",
      start: "2026-11-26T13:00:00.000Z",
      end: "2026-11-26T13:30:00.000Z",
      status: "cancelled",
      timeZone: "America/Sao_Paulo",
      outcome: null,
      outcomeAt: null,
      cancelReason: "Something came up.",
      createdAt: "2026-11-24T10:01:00.000Z",
    },
  ],
  messages: [
    {
      id: "m1",
      leadId: "l1",
      kind: "visitor-booking",
      toVisitor: true,
      createdAt: "2026-11-24T10:01:00.000Z",
      sentAt: null,
    },
  ],
  notes: [
    {
      id: "n1",
      leadId: "l1",
      body: "=1+1 call back after the holidays",
      createdAt: "2026-11-25T09:00:00.000Z",
      updatedAt: "2026-11-25T09:00:00.000Z",
    },
  ],
  tasks: [
    {
      id: "t1",
      leadId: "l1",
      text: "=2+2 send the proposal",
      dueOn: "2026-11-27",
      dueAt: null,
      createdAt: "2026-11-25T09:05:00.000Z",
      doneAt: null,
    },
  ],
  webhookDeliveries: [],
  subscriptions: [],
};

describe("the visitor's downloads", () => {
  it("hold every record as stored, in JSON, with invisible characters written as escapes", () => {
    const json = recordsToJson(records, new Date("2026-11-24T12:00:00.000Z"));
    expect(json).toContain("\\u202e");
    const parsed = JSON.parse(json) as {
      exportedAt: string;
      leads: { name: string }[];
      calls: unknown[];
      messages: unknown[];
      notes: unknown[];
      tasks: unknown[];
    };
    expect(parsed.exportedAt).toBe("2026-11-24T12:00:00.000Z");
    expect(parsed.leads[0]!.name).toBe(lead.name);
    expect(parsed.calls).toEqual(records.calls);
    expect(parsed.messages).toEqual(records.messages);
    expect(parsed.notes).toEqual(records.notes);
    expect(parsed.tasks).toEqual(records.tasks);
  });

  it("hold the same in CSV, one value a row, with formulas neutralised", () => {
    const rows = parseCsv(recordsToCsv(records).replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual(["record", "id", "field", "value"]);
    expect(rows).toContainEqual(["lead", "l1", "name", '\'=HYPERLINK("https://evil.example")']);
    expect(rows).toContainEqual(["lead", "l1", "email", "ada@example.com"]);
    expect(rows).toContainEqual(["call", "c1", "status", "cancelled"]);
    expect(rows).toContainEqual(["message", "m1", "kind", "visitor-booking"]);
    expect(rows).toContainEqual(["task", "t1", "text", "'=2+2 send the proposal"]);
    expect(rows).toContainEqual(["note", "n1", "body", "'=1+1 call back after the holidays"]);
    expect(rows.flat().join("")).not.toContain("\u202E");
  });
});
