import type { Generated } from "kysely";
import type { DeliveryState, DisabledReason, EndpointState } from "../../shared/webhooks.js";

/** The webhook tables (migrations 2026_11_24_300_webhooks and 2026_11_27_230_webhook_set_aside), as Kysely sees them. */
export interface WebhookTables {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}

export interface WebhookEndpointsTable {
  id: string;
  url: string;
  description: Generated<string>;
  /** JSON array of event types. */
  events: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: string | null;
  state: Generated<EndpointState>;
  disabled_reason: DisabledReason | null;
  failing_since: string | null;
  /** Requests in a row that got no reply (timed out, refused, unreachable); any reply clears it. */
  unanswered_in_a_row: Generated<number>;
  /** No request goes to the endpoint before this while it is set aside (decision 077). */
  set_aside_until: string | null;
  /** When the endpoint was first set aside since its last reply: the owner is told once per run. */
  set_aside_since: string | null;
  /** Set-asides since its last reply: each pause is twice the one before. */
  set_asides: Generated<number>;
  /** 1 for the endpoint WEBHOOK_URL defines. */
  from_settings: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface WebhookDeliveriesTable {
  id: string;
  message_id: string;
  endpoint_id: string;
  lead_id: string | null;
  type: string;
  body: string;
  created_at: string;
  state: Generated<DeliveryState>;
  failures: Generated<number>;
  attempts: Generated<number>;
  next_attempt_at: string;
}

interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  attempt: number;
  at: string;
  status: number | null;
  duration_ms: number;
  reply: string;
}
