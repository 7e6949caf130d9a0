import type { Generated } from "kysely";
import type { DeliveryState, DisabledReason, EndpointState } from "../../shared/webhooks.js";

/** The webhook tables (migration 2026_11_24_300_webhooks), as Kysely sees them. */
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
