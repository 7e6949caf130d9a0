import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { notifyReader, type Audience, type FindReaders, type OwnerReader } from "../mail/owner-readers.js";

/**
 * Who reads an owner-facing e-mail (issue 50, points 5 and 6), each in their language and zone:
 * a lead's alerts go to its assignee while they are on the team, else to everyone who asked for
 * new-lead alerts; the Monday e-mail to everyone who asked for it; security, erasure and webhook
 * notices to every owner. NOTIFY_EMAIL is the reader only while the team is empty (a site not yet
 * moved from ADMIN_PASSWORD).
 */
export const teamReaders: FindReaders = async (
  db: Kysely<Database>,
  identity: MailIdentity,
  audience: Audience,
): Promise<OwnerReader[]> => {
  const team = await db
    .selectFrom("people")
    .select(["id", "email", "role", "language", "time_zone", "new_lead_alerts", "weekly_email"])
    .where("removed_at", "is", null)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  if (team.length === 0) return [notifyReader(identity)];
  const chosen = (() => {
    if (audience === "weekly") return team.filter((person) => person.weekly_email === 1);
    if (audience === "owners") return team.filter((person) => person.role === "owner");
    const assignee = team.find((person) => person.id === audience.lead.assigneeId);
    return assignee === undefined ? team.filter((person) => person.new_lead_alerts === 1) : [assignee];
  })();
  return chosen.map((person) => ({ to: person.email, language: person.language, timeZone: person.time_zone }));
};
