import type { Kysely, Selectable } from "kysely";
import type { DisabledReason, EndpointJson, EndpointState, WebhookEventType } from "../../shared/webhooks.js";
import { WEBHOOK_EVENT_TYPES } from "../../shared/webhooks.js";
import type { Database } from "../db/database.js";
import { isEventType } from "./events.js";
import { DISABLE_AFTER_MS } from "./schedule.js";
import { generateSecret } from "./signing.js";
import type { WebhookEndpointsTable } from "./tables.js";

/** How long the secret a rotation replaced keeps signing. */
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
/** The id of the endpoint WEBHOOK_URL defines. */
const SETTINGS_ENDPOINT_ID = "settings";

export interface Endpoint {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  state: EndpointState;
  disabledReason: DisabledReason | null;
  failingSince: Date | null;
  /** Set aside for giving no reply (decision 077): since when, and no request before `until`. */
  setAside: { since: Date; until: Date } | null;
  fromSettings: boolean;
  createdAt: Date;
}

export interface EndpointInput {
  url: string;
  description: string;
  events: WebhookEventType[];
  state: "active" | "paused";
}

export async function listEndpoints(db: Kysely<Database>): Promise<Endpoint[]> {
  const rows = await db.selectFrom("webhook_endpoints").selectAll().orderBy("created_at").orderBy("id").execute();
  return rows.map(fromRow);
}

export async function findEndpoint(db: Kysely<Database>, id: string): Promise<Endpoint | undefined> {
  const row = await db.selectFrom("webhook_endpoints").selectAll().where("id", "=", id).executeTakeFirst();
  return row && fromRow(row);
}

/** A new endpoint and its secret (the only time the secret leaves the server). */
export async function createEndpoint(db: Kysely<Database>, input: EndpointInput, now: Date = new Date()) {
  const id = crypto.randomUUID();
  const secret = generateSecret();
  await db
    .insertInto("webhook_endpoints")
    .values({
      id,
      url: input.url,
      description: input.description,
      events: JSON.stringify(input.events),
      secret,
      state: input.state,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return { endpoint: (await findEndpoint(db, id))!, secret };
}

/**
 * Saving an endpoint turns it back on: a disabled one is active (or paused) again, and one set
 * aside is tried at once (the owner may have fixed its URL).
 */
export async function updateEndpoint(
  db: Kysely<Database>,
  id: string,
  input: EndpointInput,
  now: Date = new Date(),
): Promise<Endpoint | undefined> {
  await db
    .updateTable("webhook_endpoints")
    .set({
      url: input.url,
      description: input.description,
      events: JSON.stringify(input.events),
      state: input.state,
      disabled_reason: null,
      failing_since: null,
      unanswered_in_a_row: 0,
      set_asides: 0,
      set_aside_until: null,
      set_aside_since: null,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("from_settings", "=", 0)
    .execute();
  return findEndpoint(db, id);
}

/** Deletes an endpoint with its deliveries and their log; false when there was none to delete. */
export async function deleteEndpoint(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("webhook_endpoints")
    .where("id", "=", id)
    .where("from_settings", "=", 0)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A new secret; the current one keeps signing for ROTATION_OVERLAP_MS. */
export async function rotateSecret(db: Kysely<Database>, id: string, now: Date = new Date()) {
  const endpoint = await findEndpoint(db, id);
  if (endpoint === undefined || endpoint.fromSettings) return undefined;
  const secret = generateSecret();
  await db
    .updateTable("webhook_endpoints")
    .set({
      secret,
      previous_secret: endpoint.secret,
      previous_secret_until: new Date(now.getTime() + ROTATION_OVERLAP_MS).toISOString(),
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .execute();
  return { endpoint: (await findEndpoint(db, id))!, secret };
}

/** The secrets that sign a request now: the current one, and the previous one during its overlap. */
export function signingSecrets(endpoint: Endpoint, now: Date): string[] {
  const previous =
    endpoint.previousSecret !== null && endpoint.previousSecretUntil !== null && endpoint.previousSecretUntil > now
      ? [endpoint.previousSecret]
      : [];
  return [endpoint.secret, ...previous];
}

/**
 * Makes the endpoint WEBHOOK_URL and WEBHOOK_SECRET define match them (every event), or removes
 * it when WEBHOOK_URL is not set. Its deliveries survive a change of URL or secret.
 */
export async function syncSettingsEndpoint(
  db: Kysely<Database>,
  settings: { url: string; secret: string } | undefined,
  now: Date = new Date(),
): Promise<void> {
  if (settings === undefined) {
    await db.deleteFrom("webhook_endpoints").where("id", "=", SETTINGS_ENDPOINT_ID).execute();
    return;
  }
  const values = {
    url: settings.url,
    secret: settings.secret,
    events: JSON.stringify(WEBHOOK_EVENT_TYPES),
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("webhook_endpoints")
    .values({
      ...values,
      id: SETTINGS_ENDPOINT_ID,
      description: "WEBHOOK_URL",
      state: "active",
      from_settings: 1,
      created_at: now.toISOString(),
    })
    // Several instances start at once: the same values, whoever writes last.
    .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
    .execute();
}

/** A delivered request: the endpoint is no longer failing. */
export async function endpointSucceeded(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable("webhook_endpoints")
    .set({ failing_since: null })
    .where("id", "=", id)
    .where("failing_since", "is not", null)
    .execute();
}

/**
 * A failed request. Returns true when this failure disabled the endpoint: it had failed every
 * attempt since DISABLE_AFTER_MS ago.
 */
export async function endpointFailed(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  await db
    .updateTable("webhook_endpoints")
    .set({ failing_since: now.toISOString() })
    .where("id", "=", id)
    .where("failing_since", "is", null)
    .execute();
  const disabled = await db
    .updateTable("webhook_endpoints")
    .set({ state: "disabled", disabled_reason: "failing", updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("state", "=", "active")
    .where("failing_since", "<=", new Date(now.getTime() - DISABLE_AFTER_MS).toISOString())
    .executeTakeFirst();
  return Number(disabled.numUpdatedRows) > 0;
}

/** The receiver answered 410 Gone: nothing more is sent until the owner saves the endpoint again. */
export async function endpointGone(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable("webhook_endpoints")
    .set({ state: "disabled", disabled_reason: "gone", updated_at: now.toISOString() })
    .where("id", "=", id)
    .execute();
}

export function endpointJson(endpoint: Endpoint): EndpointJson {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    events: endpoint.events,
    state: endpoint.state,
    disabledReason: endpoint.disabledReason,
    setAside: endpoint.setAside && {
      since: endpoint.setAside.since.toISOString(),
      until: endpoint.setAside.until.toISOString(),
    },
    fromSettings: endpoint.fromSettings,
    createdAt: endpoint.createdAt.toISOString(),
    previousSecretUntil: endpoint.previousSecretUntil?.toISOString() ?? null,
  };
}

function fromRow(row: Selectable<WebhookEndpointsTable>): Endpoint {
  const events: unknown = JSON.parse(row.events);
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: Array.isArray(events) ? events.filter((type): type is WebhookEventType => isEventType(String(type))) : [],
    secret: row.secret,
    previousSecret: row.previous_secret,
    previousSecretUntil: row.previous_secret_until === null ? null : new Date(row.previous_secret_until),
    state: row.state,
    disabledReason: row.disabled_reason,
    failingSince: row.failing_since === null ? null : new Date(row.failing_since),
    setAside:
      row.set_aside_since === null || row.set_aside_until === null
        ? null
        : { since: new Date(row.set_aside_since), until: new Date(row.set_aside_until) },
    fromSettings: Number(row.from_settings) === 1,
    createdAt: new Date(row.created_at),
  };
}
