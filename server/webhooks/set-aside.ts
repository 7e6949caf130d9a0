import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";

const HOUR = 60 * 60 * 1000;

/** When an endpoint that gives no reply is set aside, and for how long (decision 077). */
export interface SetAsideRule {
  /** Requests in a row without a reply that set the endpoint aside. */
  after: number;
  /** The first pause; each set-aside after it, with no reply between, waits twice as long. */
  pauseMs: number;
  /** No pause is longer than this. */
  maxPauseMs: number;
}

export const SET_ASIDE_RULE: SetAsideRule = { after: 5, pauseMs: HOUR, maxPauseMs: 24 * HOUR };

/** An endpoint set aside: nothing is sent to it before `until`. */
export interface SetAside {
  until: Date;
  /** When this run of set-asides began (its first set-aside since the last reply). */
  since: Date;
  /** True only for the set-aside that began the run: the one the owner is told about. */
  first: boolean;
}

/** The pause after `setAsides` earlier set-asides in the run: doubling, up to the rule's longest. */
export function pauseAfter(setAsides: number, rule: SetAsideRule = SET_ASIDE_RULE): number {
  return Math.min(rule.pauseMs * 2 ** Math.min(setAsides, 30), rule.maxPauseMs);
}

/**
 * A request to the endpoint got no reply. Counts it and, at the rule's count, sets the endpoint
 * aside and makes every waiting delivery of it due at the end of the pause, all at the same time,
 * so that they go out in the order they were queued. Returns the set-aside the endpoint is under
 * after this request, if any. Atomic per statement, so that two instances failing at once set it
 * aside once: the second sees the first's set-aside (`first` false).
 */
export async function noteUnanswered(
  db: Kysely<Database>,
  id: string,
  now: Date,
  rule: SetAsideRule = SET_ASIDE_RULE,
): Promise<SetAside | undefined> {
  const row = await db
    .updateTable("webhook_endpoints")
    .set((eb) => ({ unanswered_in_a_row: eb("unanswered_in_a_row", "+", 1) }))
    .where("id", "=", id)
    .returning(["state", "unanswered_in_a_row", "set_aside_until", "set_aside_since", "set_asides"])
    .executeTakeFirst();
  if (row === undefined || row.state !== "active" || Number(row.unanswered_in_a_row) < rule.after) return undefined;
  if (row.set_aside_until !== null && new Date(row.set_aside_until) > now)
    return current(row.set_aside_until, row.set_aside_since);

  const setAsides = Number(row.set_asides);
  const until = new Date(now.getTime() + pauseAfter(setAsides, rule));
  const since = row.set_aside_since ?? now.toISOString();
  const taken = await db
    .updateTable("webhook_endpoints")
    .set({ set_aside_until: until.toISOString(), set_aside_since: since, set_asides: setAsides + 1 })
    .where("id", "=", id)
    // Unchanged since the read: no reply cleared the run, no other instance set it aside.
    .where("set_asides", "=", setAsides)
    .where("unanswered_in_a_row", ">=", rule.after)
    .where((eb) => eb.or([eb("set_aside_until", "is", null), eb("set_aside_until", "<=", now.toISOString())]))
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) {
    const after = await db
      .selectFrom("webhook_endpoints")
      .select(["set_aside_until", "set_aside_since"])
      .where("id", "=", id)
      .executeTakeFirst();
    return after?.set_aside_until ? current(after.set_aside_until, after.set_aside_since) : undefined;
  }
  await db
    .updateTable("webhook_deliveries")
    .set({ next_attempt_at: until.toISOString() })
    .where("endpoint_id", "=", id)
    .where("state", "=", "pending")
    // A later lease (another instance's request in flight) is left to run out.
    .where("next_attempt_at", "<", until.toISOString())
    .execute();
  return { until, since: new Date(since), first: setAsides === 0 };
}

function current(until: string, since: string | null): SetAside {
  return { until: new Date(until), since: new Date(since ?? until), first: false };
}

/** The endpoint replied (whatever the status): its run of unanswered requests and set-asides ends. */
export async function noteAnswered(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable("webhook_endpoints")
    .set({ unanswered_in_a_row: 0, set_asides: 0, set_aside_until: null, set_aside_since: null })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("unanswered_in_a_row", ">", 0), eb("set_aside_since", "is not", null)]))
    .execute();
}

/**
 * The owner's "Try now": the pause ends now and every waiting delivery of the endpoint is due now,
 * in the order queued. The run is kept: one more request without a reply sets it aside again, for
 * twice as long, without a second e-mail. False when the endpoint was not set aside.
 */
export async function endSetAside(db: Kysely<Database>, id: string, now: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable("webhook_endpoints")
      .set({ set_aside_until: now.toISOString() })
      .where("id", "=", id)
      .where("set_aside_until", ">", now.toISOString())
      .executeTakeFirst();
    if (Number(ended.numUpdatedRows) === 0) return false;
    await trx
      .updateTable("webhook_deliveries")
      .set({ next_attempt_at: now.toISOString() })
      .where("endpoint_id", "=", id)
      .where("state", "=", "pending")
      .execute();
    return true;
  });
}

/**
 * When a delivery queued now to an endpoint is due: now, or the end of its set-aside, the time its
 * waiting deliveries share, so that it goes after them.
 */
export function dueFor(endpoint: { set_aside_until: string | null }, now: Date): string {
  const until = endpoint.set_aside_until;
  return until !== null && new Date(until) > now ? until : now.toISOString();
}

/** `dueFor` the endpoint with this id (now when there is none). */
export async function dueForEndpoint(db: Kysely<Database>, id: string, now: Date): Promise<string> {
  const endpoint = await db
    .selectFrom("webhook_endpoints")
    .select("set_aside_until")
    .where("id", "=", id)
    .executeTakeFirst();
  return endpoint ? dueFor(endpoint, now) : now.toISOString();
}
