import { escapeFormatCharactersInJson } from "../../shared/format-characters.js";
import { UNKNOWN_ATTRIBUTION } from "../analytics/attribution.js";
import { csvRows } from "../../shared/csv.js";
import { exportLead } from "../leads/export.js";
import type { VisitorRecords } from "./records.js";

/** The visitor's records as one JSON document: leads (with where they came from), calls, messages, notes, tasks, webhook deliveries. */
export function recordsToJson(records: VisitorRecords, exportedAt: Date): string {
  const document = {
    exportedAt: exportedAt.toISOString(),
    leads: records.leads.map((lead) => ({
      ...exportLead(lead),
      attribution: records.attributions.get(lead.id) ?? UNKNOWN_ATTRIBUTION,
    })),
    calls: records.calls,
    messages: records.messages,
    notes: records.notes,
    tasks: records.tasks,
    webhookDeliveries: records.webhookDeliveries,
    subscriptions: records.subscriptions,
  };
  return `${escapeFormatCharactersInJson(JSON.stringify(document, null, 2))}\n`;
}

/**
 * The same as CSV, one row per value (`record`, `id`, `field`, `value`): records of five shapes
 * fit one sheet, and every value is neutralised against formulas like the inbox's export.
 */
export function recordsToCsv(records: VisitorRecords): string {
  const rows: (string | null)[][] = [["record", "id", "field", "value"]];
  const add = (record: string, id: string, values: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(values)) {
      if (field === "id") continue;
      rows.push([record, id, field, cellText(value)]);
    }
  };
  for (const lead of records.leads) {
    add("lead", lead.id, {
      ...exportLead(lead),
      attribution: records.attributions.get(lead.id) ?? UNKNOWN_ATTRIBUTION,
    });
  }
  for (const call of records.calls) add("call", call.id, { ...call });
  for (const message of records.messages) add("message", message.id, { ...message });
  for (const note of records.notes) add("note", note.id, { ...note });
  for (const task of records.tasks) add("task", task.id, { ...task });
  for (const delivery of records.webhookDeliveries) add("webhookDelivery", delivery.id, { ...delivery });
  for (const subscription of records.subscriptions) add("subscription", subscription.id, { ...subscription });
  return csvRows(rows, { bom: true });
}

function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((entry) => typeof entry === "string")) return value.join(" ");
  return JSON.stringify(value);
}
