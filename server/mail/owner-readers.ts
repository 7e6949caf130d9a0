import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { Language } from "../../shared/languages.js";
import type { MailIdentity } from "./mail-identity.js";

/** One person an owner-facing e-mail is written for: their address, language and zone. */
export interface OwnerReader {
  to: string;
  language: Language;
  timeZone: string;
}

/**
 * Who an owner-facing e-mail goes to. `lead`: an alert about a lead, to its assignee (`assigneeId`)
 * or, unassigned, to everyone who asked for new-lead alerts; `weekly`: the Monday e-mail, to
 * everyone who asked for it; `owners`: what only an owner can act on (security, erasure, webhooks).
 */
export type Audience = { lead: { assigneeId: string | null } } | "weekly" | "owners";

/** Finds the readers of an audience; the team capability provides it (server/team/readers.ts). */
export type FindReaders = (db: Kysely<Database>, identity: MailIdentity, audience: Audience) => Promise<OwnerReader[]>;

/** NOTIFY_EMAIL as a reader: English, in OWNER_TIMEZONE (UTC without it), as before the team. */
export function notifyReader(identity: Pick<MailIdentity, "ownerEmail" | "ownerTimeZone">): OwnerReader {
  return { to: identity.ownerEmail, language: "en", timeZone: identity.ownerTimeZone ?? "UTC" };
}

/** Without a team capability (tools, tests of one capability): NOTIFY_EMAIL gets everything. */
export const onlyNotifyEmail: FindReaders = async (_db, identity) => [notifyReader(identity)];
