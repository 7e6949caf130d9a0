import { sql, type Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import { databaseDialect, type Database } from "./database.js";
import { leads } from "./migrations/2026_11_21_001_leads.js";
import { leadSearch } from "./migrations/2026_11_21_002_lead_search.js";
import { adminSessions } from "./migrations/2026_11_21_003_admin_sessions.js";
import { outbox } from "./migrations/2026_11_21_004_outbox.js";
import { rateLimits } from "./migrations/2026_11_23_005_rate_limits.js";
import { bookings } from "./migrations/2026_11_23_006_bookings.js";
import { outboxMessages } from "./migrations/2026_11_23_007_outbox_messages.js";
import { outboxMailbox } from "./migrations/2026_11_24_100_outbox_mailbox.js";
import { analytics } from "./migrations/2026_11_24_200_analytics.js";
import { webhooks } from "./migrations/2026_11_24_300_webhooks.js";
import { spam } from "./migrations/2026_11_24_400_spam.js";
import { privacy } from "./migrations/2026_11_24_500_privacy.js";
import { analyticsVisitorDays } from "./migrations/2026_11_24_600_analytics_visitor_days.js";
import { leadMessageHash } from "./migrations/2026_11_24_700_lead_message_hash.js";
import { endpointsLearnOfErasures } from "./migrations/2026_11_24_800_endpoints_learn_of_erasures.js";
import { callLocations } from "./migrations/2026_11_25_310_call_locations.js";
import { callTimedAt } from "./migrations/2026_11_25_320_call_timed_at.js";
import { privacyAddressKey } from "./migrations/2026_11_27_100_privacy_address_key.js";
import { leadPipeline } from "./migrations/2026_11_27_200_lead_pipeline.js";
import { callOutcomes } from "./migrations/2026_11_27_210_call_outcomes.js";
import { leadsByAddress } from "./migrations/2026_11_27_220_leads_by_address.js";
import { webhookSetAside } from "./migrations/2026_11_27_230_webhook_set_aside.js";
import { outboxDeferred } from "./migrations/2026_11_28_480_outbox_deferred.js";
import { pageVitals } from "./migrations/2026_11_28_520_page_vitals.js";
import { newsletter } from "./migrations/2026_11_28_540_newsletter.js";
import { team } from "./migrations/2026_11_28_560_team.js";
import { leadReplies } from "./migrations/2026_11_29_600_lead_replies.js";
import { repliedLinks } from "./migrations/2026_11_29_610_replied_links.js";
import { dealValue } from "./migrations/2026_11_29_700_deal_value.js";
import { leadTasks } from "./migrations/2026_11_29_710_lead_tasks.js";
import { heldMail } from "./migrations/2026_11_29_720_held_mail.js";
import { cancelReason } from "./migrations/2026_11_29_730_cancel_reason.js";
import { shortLinks } from "./migrations/2026_11_29_800_short_links.js";

/** Every migration, by name; names sort in the order they run (date, then sequence). */
export const MIGRATIONS: Record<string, Migration> = {
  "2026_11_21_001_leads": leads,
  "2026_11_21_002_lead_search": leadSearch,
  "2026_11_21_003_admin_sessions": adminSessions,
  "2026_11_21_004_outbox": outbox,
  "2026_11_23_005_rate_limits": rateLimits,
  "2026_11_23_006_bookings": bookings,
  "2026_11_23_007_outbox_messages": outboxMessages,
  "2026_11_24_100_outbox_mailbox": outboxMailbox,
  "2026_11_24_200_analytics": analytics,
  "2026_11_24_300_webhooks": webhooks,
  "2026_11_24_400_spam": spam,
  "2026_11_24_500_privacy": privacy,
  "2026_11_24_600_analytics_visitor_days": analyticsVisitorDays,
  "2026_11_24_700_lead_message_hash": leadMessageHash,
  "2026_11_24_800_endpoints_learn_of_erasures": endpointsLearnOfErasures,
  "2026_11_25_310_call_locations": callLocations,
  "2026_11_25_320_call_timed_at": callTimedAt,
  "2026_11_27_100_privacy_address_key": privacyAddressKey,
  "2026_11_27_200_lead_pipeline": leadPipeline,
  "2026_11_27_210_call_outcomes": callOutcomes,
  "2026_11_27_220_leads_by_address": leadsByAddress,
  "2026_11_27_230_webhook_set_aside": webhookSetAside,
  "2026_11_28_480_outbox_deferred": outboxDeferred,
  "2026_11_28_520_page_vitals": pageVitals,
  "2026_11_28_540_newsletter": newsletter,
  "2026_11_28_560_team": team,
  "2026_11_29_600_lead_replies": leadReplies,
  "2026_11_29_610_replied_links": repliedLinks,
  "2026_11_29_700_deal_value": dealValue,
  "2026_11_29_710_lead_tasks": leadTasks,
  "2026_11_29_720_held_mail": heldMail,
  "2026_11_29_730_cancel_reason": cancelReason,
  "2026_11_29_800_short_links": shortLinks,
};

/**
 * The migrator of this database. Kysely looks for its own two tables in every schema it can see
 * unless it is told one, so on PostgreSQL it is told the connection's current schema (the
 * `search_path` a DATABASE_URL may set): another schema's `kysely_migration` in the same database,
 * another application's or another test's, must not pass for ours.
 */
export async function migratorOf(db: Kysely<Database>): Promise<Migrator> {
  const provider = { getMigrations: async () => MIGRATIONS };
  if (databaseDialect(db) === "sqlite") return new Migrator({ db, provider });
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema });
}

/** Brings the schema up to date; safe to run on every start and from several processes. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = await migratorOf(db);
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === "Error");
    const which = failed ? ` ${failed.migrationName}` : "";
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration${which} failed: ${reason}`, { cause: error });
  }
}

/** Throws naming the migrations this code knows of that the database has not run. */
export async function checkMigrations(db: Kysely<Database>): Promise<void> {
  const migrator = await migratorOf(db);
  const pending = (await migrator.getMigrations()).filter((migration) => migration.executedAt === undefined);
  if (pending.length > 0) throw new Error(`not applied: ${pending.map((migration) => migration.name).join(", ")}`);
}
