import { sql, type Kysely, type RawBuilder } from "kysely";
import { databaseDialect, type Database } from "../db/database.js";

/**
 * Whether `bookings` has the call's outcome (`outcome`: 'held', 'no_show' or null), which the
 * calls work (issue 38, migration 2026_11_27_210) adds. Asked of the database rather than assumed,
 * so that the funnel reads held calls wherever the column exists and counts none where it does not.
 */
export async function bookingsHaveOutcome(db: Kysely<Database>): Promise<boolean> {
  const { rows } =
    databaseDialect(db) === "sqlite"
      ? await sql`select 1 from pragma_table_info('bookings') where name = 'outcome'`.execute(db)
      : await sql`select 1 from information_schema.columns
          where table_schema = current_schema() and table_name = 'bookings' and column_name = 'outcome'`.execute(db);
  return rows.length > 0;
}

/**
 * The funnel's "call held" test on `lead_attribution a`: the lead has a call whose outcome is
 * "held". False for every lead while no booking can hold an outcome.
 */
export async function heldCalls(db: Kysely<Database>): Promise<RawBuilder<unknown>> {
  if (!(await bookingsHaveOutcome(db))) return sql`false`;
  return sql`a.lead_id in (select lead_id from bookings where ${sql.ref("outcome")} = 'held')`;
}
