import type { APIRequestContext } from "@playwright/test";
import Database from "better-sqlite3";
import { join } from "node:path";
import type { TeamSize, WorkshopInterest } from "@shared/lead-forms";

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
  /** The spam verdict's reasons, a JSON array (issue 27). */
  spam_reasons: string;
}

const databasePath = (dataDir = process.env.E2E_DATA_DIR ?? "") => join(dataDir, "leads.sqlite");

/** Reads the leads an e2e server stored (the main one unless `dataDir` names another), from its SQLite file. */
export function leadsByEmail(email: string, dataDir?: string): StoredLead[] {
  const db = new Database(databasePath(dataDir), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT * FROM leads WHERE email = ? ORDER BY received_at").all(email) as StoredLead[];
  } finally {
    db.close();
  }
}

/**
 * Moves a stored lead's arrival `hours` into the past, as if it had waited that long: the only
 * way to see a reply turn overdue without waiting a day.
 */
export function backdateLead(email: string, hours: number): void {
  const db = new Database(databasePath(), { fileMustExist: true });
  try {
    const receivedAt = new Date(Date.now() - hours * 3_600_000).toISOString();
    const { changes } = db.prepare("UPDATE leads SET received_at = ? WHERE email = ?").run(receivedAt, email);
    if (changes !== 1) throw new Error(`Expected one lead from ${email}, moved ${changes}`);
  } finally {
    db.close();
  }
}

/**
 * Sends a consulting lead the way the site's forms do (JSON) and returns the booking token the
 * collector offers with it (the e2e server has booking on).
 */
export async function postLead(
  request: APIRequestContext,
  lead: {
    name: string;
    email: string;
    language: "en" | "pt";
    /** The education page's form, with its two choices, instead of the consulting one. */
    discovery?: { teamSize: TeamSize; workshopInterest: WorkshopInterest };
  },
): Promise<string> {
  const message = "When can we talk?";
  const reply = await request.post("/f/contact", {
    headers: { Accept: "application/json" },
    data: {
      name: lead.name,
      email: lead.email,
      company: "Globex",
      ...(lead.discovery === undefined ? { context: message } : { ...lead.discovery, currentChallenges: message }),
      _language: lead.language,
    },
  });
  if (!reply.ok()) throw new Error(`The collector answered ${reply.status()}`);
  const token = ((await reply.json()) as { booking?: { token: string } }).booking?.token;
  if (!token) throw new Error("The collector offered no call");
  return token;
}

/** An address no other test uses, so tests running in parallel never see each other's leads. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Moves the call booked by the lead from `email` so that it ended `hours` ago (a few random
 * seconds more, so two moved calls never share a start): the only way to see a call end without
 * waiting for it.
 */
export function backdateCall(email: string, hours: number): void {
  const db = new Database(databasePath(), { fileMustExist: true });
  try {
    const end = Date.now() - hours * 3_600_000 - Math.floor(Math.random() * 600) * 1_000;
    const { changes } = db
      .prepare(
        "UPDATE bookings SET start_at = ?, end_at = ? WHERE status = 'booked' AND lead_id IN (SELECT id FROM leads WHERE email = ?)",
      )
      .run(new Date(end - 30 * 60_000).toISOString(), new Date(end).toISOString(), email);
    if (changes !== 1) throw new Error(`Expected one call booked from ${email}, moved ${changes}`);
  } finally {
    db.close();
  }
}
