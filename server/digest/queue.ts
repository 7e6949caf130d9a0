import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { queueMessage } from "../mail/outbox.js";
import { composeDigest, DIGEST_KIND } from "./compose.js";
import { weekReport } from "./report.js";
import { latestDigestWeek, type DigestWeek } from "./week.js";

/**
 * A Monday e-mail later than this (the server was down on Monday morning) is not sent: by then
 * the week is old news, and the outbox may have let go of the row that says it was sent.
 */
const DIGEST_LATE_MS = 12 * 60 * 60 * 1000;

export interface DigestDeps {
  db: Kysely<Database>;
  /** The owner's zone: Monday 08:00 there. */
  timeZone: string;
  publicUrl: string | undefined;
  now: () => Date;
}

/** The week's outbox id: queued under it once, whichever instance or pass gets there first. */
const digestId = (week: Pick<DigestWeek, "from">) => `weekly-digest-${week.from}`;

/**
 * Queues last week's e-mail once it is due (Monday 08:00) and not late, once across instances and restarts (the
 * fixed outbox id, as call reminders: decision 104). True when this call queued it.
 */
export async function queueDueDigest(deps: DigestDeps): Promise<boolean> {
  const now = deps.now();
  const week = latestDigestWeek(now, deps.timeZone);
  // Monday before 08:00: the week is whole, its e-mail not due yet.
  if (now.getTime() < week.dueAt.getTime()) return false;
  if (now.getTime() - week.dueAt.getTime() > DIGEST_LATE_MS) return false;
  const id = digestId(week);
  // Most sweeps find it queued already: the week's figures are not counted again for nothing.
  const queued = await deps.db.selectFrom("outbox").select("id").where("id", "=", id).executeTakeFirst();
  if (queued !== undefined) return false;
  const payload = composeDigest(await weekReport(deps.db, week, deps.timeZone, now), deps.publicUrl);
  return queueMessage(deps.db, { id, leadId: null, kind: DIGEST_KIND, mailbox: null, payload, dueAt: now }, now);
}
