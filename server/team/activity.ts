import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import type { ActivityEntry, ActivityKind } from "../../shared/team.js";
import * as v from "valibot";
import { dealValue, decimalAmount } from "../../shared/deal-value.js";

const isDealValue = (value: unknown) => v.is(dealValue, value);

export interface NewActivity {
  personId: string;
  kind: ActivityKind;
  subjectId?: string | null;
  detail?: string | null;
}

/** Keeps a change made in the console with who made it and when, in the caller's transaction. */
export async function recordActivity(
  db: Kysely<Database>,
  activity: NewActivity,
  now: Date = new Date(),
): Promise<void> {
  await db
    .insertInto("team_activity")
    .values({
      id: randomUUID(),
      person_id: activity.personId,
      at: now.toISOString(),
      kind: activity.kind,
      subject_id: activity.subjectId ?? null,
      detail: activity.detail === undefined || activity.detail === null ? null : activity.detail.slice(0, 200),
    })
    .execute();
}

/** The newest first: the team's, one person's, or one subject's (a lead's history). */
export async function listActivity(
  db: Kysely<Database>,
  { personId, subjectId, limit = 200 }: { personId?: string; subjectId?: string; limit?: number } = {},
): Promise<ActivityEntry[]> {
  let query = db
    .selectFrom("team_activity")
    .innerJoin("people", "people.id", "team_activity.person_id")
    .select([
      "team_activity.id",
      "team_activity.at",
      "team_activity.kind",
      "team_activity.person_id",
      "people.name",
      "team_activity.subject_id",
      "team_activity.detail",
    ])
    .orderBy("team_activity.at", "desc")
    .orderBy("team_activity.id")
    .limit(limit);
  if (personId !== undefined) query = query.where("team_activity.person_id", "=", personId);
  if (subjectId !== undefined) query = query.where("team_activity.subject_id", "=", subjectId);
  const rows = await query.execute();
  // An assignment keeps the person's id (a name changes); it reads as their name.
  const given = rows.filter((row) => row.kind === "assign" && row.detail !== null).map((row) => row.detail!);
  const names = new Map(
    given.length === 0
      ? []
      : (await db.selectFrom("people").select(["id", "name"]).where("id", "in", given).execute()).map((person) => [
          person.id,
          person.name,
        ]),
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    kind: row.kind as ActivityKind,
    personId: row.person_id,
    personName: row.name,
    subjectId: row.subject_id,
    detail: (row.kind === "assign" && row.detail !== null ? names.get(row.detail) : undefined) ?? row.detail,
  }));
}

/**
 * A request's subjects: the leads it changed. The route's `:id`, or each of the `ids` a bulk
 * change names; a call's route names calls, and its change is its lead's (a lead's history shows
 * who moved, cancelled or marked its call).
 */
export async function activitySubjects(db: Kysely<Database>, request: FastifyRequest): Promise<(string | null)[]> {
  const params = request.params as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  const ids =
    typeof params?.id === "string"
      ? [params.id]
      : Array.isArray(body?.ids)
        ? body.ids.filter((id): id is string => typeof id === "string")
        : [];
  if (ids.length === 0) return [null];
  if (!(request.routeOptions.url ?? "").startsWith("/api/admin/calls")) return ids;
  const calls = await db.selectFrom("bookings").select("lead_id").where("id", "in", ids).execute();
  return [...new Set(calls.map((call) => call.lead_id))];
}

/** What changed, in a word the activity page can show: the new stage, the outcome, the date. */
export function activityDetail(request: FastifyRequest): string | null {
  const body = request.body as Record<string, unknown> | undefined;
  for (const field of ["stage", "status", "outcome", "on", "assignee"]) {
    const value = body?.[field];
    if (typeof value === "string") return value;
  }
  const value = body?.value;
  if (isDealValue(value)) return `${value.currency} ${decimalAmount(value)}`;
  if (
    body !== undefined &&
    (("on" in body && body.on === null) ||
      ("assignee" in body && body.assignee === null) ||
      ("value" in body && body.value === null))
  )
    return "cleared";
  return null;
}
