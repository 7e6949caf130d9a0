import { sql, type Kysely } from "kysely";
import { dayKey } from "../../shared/call-time.js";
import type { Database } from "../db/database.js";
import { listActiveBookings, type Booking } from "../booking/repository.js";
import { findLead, type Lead } from "./repository.js";

/** How many leads each of the day's lists shows; the rest are counted, and the list has them. */
const TODAY_LIMIT = 25;

/** What needs the owner on their day, as the inbox opens on it. */
export interface Today {
  /** `YYYY-MM-DD` in the owner's zone. */
  day: string;
  /** Every lead still waiting for its first answer (the 24-hour promise), oldest first. */
  replies: Lead[];
  /** Leads whose follow-up day is today or past, the most overdue first. */
  followUps: Lead[];
  /** The day's booked calls (those not over yet), soonest first, with their leads. */
  calls: { call: Booking; lead: Lead }[];
  more: { replies: number; followUps: number };
}

/**
 * The owner's day: replies due, follow-ups due or overdue, the day's calls. Every lead still
 * "new" is in the replies, since each one's 24 hours run out within a day of its arrival (those
 * already past it first); spam never is.
 */
export async function today(
  db: Kysely<Database>,
  timeZone: string,
  now = new Date(),
  /** The person asking: their leads come first in each list (issue 50). */
  personId?: string,
): Promise<Today> {
  const day = dayKey(now, timeZone);
  const inbox = db.selectFrom("leads").where("status", "<>", "spam");
  const mineFirst = sql<number>`case when assigned_to = ${personId ?? ""} then 0 else 1 end`;
  const [replyIds, followUpIds, replyCount, followUpCount] = await Promise.all([
    inbox
      .select("id")
      .where("stage", "=", "new")
      .orderBy(mineFirst)
      .orderBy("received_at")
      .orderBy("id")
      .limit(TODAY_LIMIT)
      .execute(),
    inbox
      .select("id")
      .where("follow_up_on", "<=", day)
      .orderBy(mineFirst)
      .orderBy("follow_up_on")
      .orderBy("received_at")
      .limit(TODAY_LIMIT)
      .execute(),
    inbox
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("stage", "=", "new")
      .executeTakeFirstOrThrow(),
    inbox
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("follow_up_on", "<=", day)
      .executeTakeFirstOrThrow(),
  ]);
  const leadsOf = async (rows: { id: string }[]) =>
    (await Promise.all(rows.map((row) => findLead(db, row.id)))).filter((lead) => lead !== undefined);
  // A call that began before now but is not over is still the day's; one of yesterday is not.
  const active = await listActiveBookings(db, now);
  const calls: Today["calls"] = [];
  for (const call of active.filter((booking) => dayKey(booking.start, timeZone) === day)) {
    const lead = await findLead(db, call.leadId);
    if (lead !== undefined && lead.status !== "spam") calls.push({ call, lead });
  }
  // Stable: the day's calls keep their order within mine and the others'.
  calls.sort((a, b) => Number(b.lead.assignedTo === personId) - Number(a.lead.assignedTo === personId));
  const [replies, followUps] = await Promise.all([leadsOf(replyIds), leadsOf(followUpIds)]);
  return {
    day,
    replies,
    followUps,
    calls,
    more: {
      replies: Math.max(0, Number(replyCount.count) - replies.length),
      followUps: Math.max(0, Number(followUpCount.count) - followUps.length),
    },
  };
}
