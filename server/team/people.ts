import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { Language } from "../../shared/languages.js";
import type { Role } from "../../shared/team.js";
import type { PeopleTable } from "./tables.js";

export interface Person {
  id: string;
  email: string;
  name: string;
  role: Role;
  language: Language;
  timeZone: string;
  createdAt: Date;
  removedAt: Date | null;
  newLeadAlerts: boolean;
  weeklyEmail: boolean;
}

export interface NewPerson {
  email: string;
  name: string;
  role: Role;
  language: Language;
  timeZone: string;
}

export function toPerson(row: PeopleTable): Person {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    language: row.language,
    timeZone: row.time_zone,
    createdAt: new Date(row.created_at),
    removedAt: row.removed_at === null ? null : new Date(row.removed_at),
    newLeadAlerts: row.new_lead_alerts === 1,
    weeklyEmail: row.weekly_email === 1,
  };
}

/**
 * Adds a person, or brings back a removed one with the same address (their past keeps their
 * name); undefined when someone on the team already has that address.
 */
export async function addPerson(
  db: Kysely<Database>,
  person: NewPerson,
  now: Date = new Date(),
): Promise<Person | undefined> {
  const email = person.email.trim().toLowerCase();
  const existing = await db.selectFrom("people").selectAll().where("email", "=", email).executeTakeFirst();
  const values = {
    name: person.name,
    role: person.role,
    language: person.language,
    time_zone: person.timeZone,
  };
  if (existing !== undefined) {
    if (existing.removed_at === null) return undefined;
    await db
      .updateTable("people")
      .set({ ...values, removed_at: null })
      .where("id", "=", existing.id)
      .execute();
    return findPerson(db, existing.id);
  }
  const id = randomUUID();
  await db
    .insertInto("people")
    .values({
      id,
      email,
      ...values,
      created_at: now.toISOString(),
      removed_at: null,
      new_lead_alerts: 1,
      weekly_email: 1,
    })
    .execute();
  return findPerson(db, id);
}

/** The person, removed or not. */
export async function findPerson(db: Kysely<Database>, id: string): Promise<Person | undefined> {
  const row = await db.selectFrom("people").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toPerson(row);
}

export async function findPersonByEmail(db: Kysely<Database>, email: string): Promise<Person | undefined> {
  const row = await db
    .selectFrom("people")
    .selectAll()
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  return row && toPerson(row);
}

/** The team, removed people last, each group by name. */
export async function listPeople(db: Kysely<Database>): Promise<Person[]> {
  const rows = await db.selectFrom("people").selectAll().orderBy("removed_at", "desc").orderBy("name").execute();
  return rows.map(toPerson).sort((a, b) => Number(a.removedAt !== null) - Number(b.removedAt !== null));
}

/** Whether anyone is on the team: with no one, only ADMIN_PASSWORD opens the console. */
export async function anyPerson(db: Kysely<Database>): Promise<boolean> {
  return (
    (await db.selectFrom("people").select("id").where("removed_at", "is", null).limit(1).executeTakeFirst()) !==
    undefined
  );
}

/**
 * Whether an owner on the team has a passkey: from then on ADMIN_PASSWORD opens nothing
 * (moving an existing site, issue 50).
 */
export async function ownerHasPasskey(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("passkeys")
    .innerJoin("people", "people.id", "passkeys.person_id")
    .select("passkeys.id")
    .where("people.role", "=", "owner")
    .where("people.removed_at", "is", null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The owner ADMIN_PASSWORD signs in as, before anyone has a passkey: NOTIFY_EMAIL's person,
 * made an owner when there is none yet.
 */
export async function bootstrapOwner(
  db: Kysely<Database>,
  { email, language, timeZone }: { email: string; language: Language; timeZone: string },
  now: Date = new Date(),
): Promise<Person> {
  const existing = await findPersonByEmail(db, email);
  if (existing !== undefined && existing.removedAt === null && existing.role === "owner") return existing;
  if (existing !== undefined) {
    await db.updateTable("people").set({ role: "owner", removed_at: null }).where("id", "=", existing.id).execute();
    return (await findPerson(db, existing.id))!;
  }
  const name = email.split("@")[0] ?? email;
  const added = await addPerson(db, { email, name, role: "owner", language, timeZone }, now);
  // A second instance may have added them at the same moment.
  return added ?? (await findPersonByEmail(db, email))!;
}

export async function updatePerson(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<Person, "name" | "role" | "language" | "timeZone" | "newLeadAlerts" | "weeklyEmail">>,
): Promise<void> {
  const set: Partial<PeopleTable> = {};
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.role !== undefined) set.role = changes.role;
  if (changes.language !== undefined) set.language = changes.language;
  if (changes.timeZone !== undefined) set.time_zone = changes.timeZone;
  if (changes.newLeadAlerts !== undefined) set.new_lead_alerts = changes.newLeadAlerts ? 1 : 0;
  if (changes.weeklyEmail !== undefined) set.weekly_email = changes.weeklyEmail ? 1 : 0;
  if (Object.keys(set).length === 0) return;
  await db.updateTable("people").set(set).where("id", "=", id).execute();
}

/**
 * Removes a person from the team: every session ends, their passkeys, invitations and recovery
 * codes stop working; the row stays, so that what they did keeps their name.
 */
export async function removePerson(db: Kysely<Database>, id: string, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("people").set({ removed_at: now.toISOString() }).where("id", "=", id).execute();
    await trx.deleteFrom("admin_sessions").where("person_id", "=", id).execute();
    await trx.deleteFrom("passkeys").where("person_id", "=", id).execute();
    await trx.deleteFrom("recovery_codes").where("person_id", "=", id).execute();
    await trx.deleteFrom("team_invitations").where("person_id", "=", id).execute();
  });
}
