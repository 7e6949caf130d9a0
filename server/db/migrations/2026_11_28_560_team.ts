import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 50: the console's people, each signing in with passkeys; sessions tied to a person and a
 * device; invitations and recovery codes (hashed, single-use); WebAuthn challenges (single-use,
 * short-lived, shared by every instance); what each person did; whose lead a lead is.
 * Sessions from before (ADMIN_PASSWORD's, with no person) are ended: their cookies were signed
 * with a key derived from the password, which signs nothing any more.
 */
export const team: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("people")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("email", "text", (col) => col.notNull().unique())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("role", "text", (col) => col.notNull().check(sql`role in ('owner', 'consultant', 'viewer')`))
      .addColumn("language", "text", (col) => col.notNull().check(sql`language in ('en', 'pt')`))
      .addColumn("time_zone", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("removed_at", "text")
      .addColumn("new_lead_alerts", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("weekly_email", "integer", (col) => col.notNull().defaultTo(1))
      .execute();

    await db.schema
      .createTable("passkeys")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("person_id", "text", (col) => col.notNull().references("people.id"))
      .addColumn("public_key", "text", (col) => col.notNull())
      .addColumn("counter", "bigint", (col) => col.notNull().defaultTo(0))
      .addColumn("transports", "text", (col) => col.notNull().defaultTo("[]"))
      .addColumn("device_name", "text", (col) => col.notNull())
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("last_used_at", "text")
      .execute();
    await db.schema.createIndex("passkeys_person_idx").on("passkeys").column("person_id").execute();

    await db.schema
      .createTable("team_invitations")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("person_id", "text", (col) => col.notNull().references("people.id"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("expires_at", "text", (col) => col.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema.createIndex("team_invitations_person_idx").on("team_invitations").column("person_id").execute();

    await db.schema
      .createTable("recovery_codes")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("person_id", "text", (col) => col.notNull().references("people.id"))
      .addColumn("created_at", "text", (col) => col.notNull())
      .addColumn("used_at", "text")
      .execute();
    await db.schema.createIndex("recovery_codes_person_idx").on("recovery_codes").column("person_id").execute();

    await db.schema
      .createTable("webauthn_challenges")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("purpose", "text", (col) => col.notNull())
      .addColumn("person_id", "text")
      .addColumn("expires_at", "text", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("team_activity")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("person_id", "text", (col) => col.notNull().references("people.id"))
      .addColumn("at", "text", (col) => col.notNull())
      .addColumn("kind", "text", (col) => col.notNull())
      .addColumn("subject_id", "text")
      .addColumn("detail", "text")
      .execute();
    await db.schema.createIndex("team_activity_person_idx").on("team_activity").columns(["person_id", "at"]).execute();
    await db.schema
      .createIndex("team_activity_subject_idx")
      .on("team_activity")
      .columns(["subject_id", "at"])
      .execute();

    await sql`delete from admin_sessions`.execute(db);
    await db.schema
      .alterTable("admin_sessions")
      .addColumn("person_id", "text", (col) => col.notNull().references("people.id"))
      .execute();
    await db.schema.alterTable("admin_sessions").addColumn("user_agent", "text").execute();
    await db.schema.alterTable("admin_sessions").addColumn("network", "text").execute();
    await db.schema.alterTable("admin_sessions").addColumn("last_seen_at", "text").execute();
    await db.schema.createIndex("admin_sessions_person_idx").on("admin_sessions").column("person_id").execute();

    await db.schema.alterTable("leads").addColumn("assigned_to", "text").execute();
    await db.schema.createIndex("leads_assigned_to_idx").on("leads").column("assigned_to").execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex("leads_assigned_to_idx").execute();
    await db.schema.alterTable("leads").dropColumn("assigned_to").execute();
    await sql`delete from admin_sessions`.execute(db);
    await db.schema.dropIndex("admin_sessions_person_idx").execute();
    for (const column of ["last_seen_at", "network", "user_agent", "person_id"])
      await db.schema.alterTable("admin_sessions").dropColumn(column).execute();
    for (const table of [
      "team_activity",
      "webauthn_challenges",
      "recovery_codes",
      "team_invitations",
      "passkeys",
      "people",
    ])
      await db.schema.dropTable(table).execute();
  },
};
