import { sql, type Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { ReadersQuery, ReadersReply, SubscriptionsReply } from "../../shared/newsletter.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant of a UTC day, and of the day after another: the range's bounds as stored. */
const startOf = (day: string) => `${day}T00:00:00.000Z`;
const endOf = (day: string) => new Date(Date.parse(startOf(day)) + DAY_MS).toISOString();

/** The Monday (UTC) of the week an instant falls in. */
function weekOf(at: string): string {
  const date = new Date(at);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - sinceMonday))
    .toISOString()
    .slice(0, 10);
}

function entry<V>(map: Map<string, V>, key: string, make: () => V): V {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = make();
  map.set(key, made);
  return made;
}

/**
 * The dashboard's readers (issue 54). A reader counts in the range when their confirmation falls
 * in it, and as departed when their leaving does; a lead counts as a reader's when a confirmed
 * subscription of its address came before it (an address that left later still did subscribe
 * first). Spam is not a lead here, as nowhere on the dashboard.
 */
export async function readerFigures(db: Kysely<Database>, range: ReadersQuery): Promise<ReadersReply> {
  const [from, to] = [startOf(range.from), endOf(range.to)];
  const subscribers = await db
    .selectFrom("newsletter_subscribers")
    .select(["email", "source", "confirmed_at", "departed_at"])
    .where((eb) =>
      eb.or([
        eb.and([eb("confirmed_at", ">=", from), eb("confirmed_at", "<", to)]),
        eb.and([eb("departed_at", ">=", from), eb("departed_at", "<", to)]),
      ]),
    )
    .execute();
  const leads = await db
    .selectFrom("leads as l")
    .innerJoin("newsletter_subscribers as s", (join) =>
      join.on(sql`lower(s.email)`, "=", sql`lower(l.email)`).on("s.confirmed_at", "<", sql.ref("l.received_at")),
    )
    .select(["l.id", "s.source"])
    .where("l.received_at", ">=", from)
    .where("l.received_at", "<", to)
    .where("l.status", "!=", "spam")
    .execute();
  const { count: readersNow } = await db
    .selectFrom("newsletter_subscribers")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("status", "=", "confirmed")
    .executeTakeFirstOrThrow();

  const weeks = new Map<string, { confirmed: number; departed: number }>();
  const week = (at: string) => entry(weeks, weekOf(at), () => ({ confirmed: 0, departed: 0 }));
  const sources = new Map<string, { confirmed: number; leads: Set<string> }>();
  const source = (name: string | null) => entry(sources, name ?? "", () => ({ confirmed: 0, leads: new Set() }));
  let confirmed = 0;
  let departed = 0;
  for (const row of subscribers) {
    if (row.confirmed_at !== null && row.confirmed_at >= from && row.confirmed_at < to) {
      confirmed += 1;
      week(row.confirmed_at).confirmed += 1;
      source(row.source).confirmed += 1;
    }
    if (row.departed_at !== null && row.departed_at >= from && row.departed_at < to) {
      departed += 1;
      week(row.departed_at).departed += 1;
    }
  }
  // One address may be on both lists: a lead counts once in all, once per page it came from.
  for (const lead of leads) source(lead.source).leads.add(lead.id);

  return {
    from: range.from,
    to: range.to,
    confirmed,
    departed,
    readersNow: Number(readersNow),
    leadsFromReaders: new Set(leads.map((lead) => lead.id)).size,
    weeks: [...weeks]
      .map(([monday, counts]) => ({ week: monday, ...counts }))
      .sort((a, b) => a.week.localeCompare(b.week)),
    sources: [...sources]
      .map(([name, counts]) => ({ source: name, confirmed: counts.confirmed, leads: counts.leads.size }))
      .sort((a, b) => b.confirmed - a.confirmed || b.leads - a.leads || a.source.localeCompare(b.source)),
  };
}

/** An address's subscriptions, however it was typed: what a lead's page shows of its reading. */
export async function subscriptionsOf(db: Kysely<Database>, email: string): Promise<SubscriptionsReply> {
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .select(["list", "status", "created_at", "confirmed_at", "departed_at"])
    .where(sql`lower(email)`, "=", email.trim().toLowerCase())
    .orderBy("created_at")
    .execute();
  return {
    subscriptions: rows.map((row) => ({
      list: row.list,
      status: row.status,
      since: (row.status === "departed" ? row.departed_at : row.confirmed_at) ?? row.created_at,
      confirmedAt: row.confirmed_at,
    })),
  };
}
