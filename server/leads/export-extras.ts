import type { Kysely } from "kysely";
import { currentCallsOfLeads } from "../booking/repository.js";
import type { Database } from "../db/database.js";
import type { ExportExtras } from "./export.js";
import { notesOfLeads } from "./notes.js";
import type { Lead } from "./repository.js";

/** What an export carries beside the leads themselves: the owner's notes and each lead's call. */
export async function exportExtras(db: Kysely<Database>, leads: readonly Lead[]): Promise<ExportExtras> {
  const ids = leads.map((lead) => lead.id);
  return { notes: await notesOfLeads(db, ids), calls: await currentCallsOfLeads(db, ids) };
}
