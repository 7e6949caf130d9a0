import Database from "better-sqlite3";
import { join } from "node:path";

export interface StoredLead {
  id: string;
  form: string;
  language: string;
  name: string;
  email: string;
  company: string;
  message: string;
  team_size: string | null;
  workshop_interest: string | null;
  status: string;
}

/** Reads the leads the e2e server stored, straight from its SQLite file. */
export function leadsByEmail(email: string): StoredLead[] {
  const path = join(process.env.E2E_DATA_DIR ?? "", "leads.sqlite");
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT * FROM leads WHERE email = ? ORDER BY received_at").all(email) as StoredLead[];
  } finally {
    db.close();
  }
}

/** An address no other test uses, so tests running in parallel never see each other's leads. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
