import type { Kysely } from "kysely";
import type { CallOutcome } from "../../shared/admin-api.js";
import { attributionsOf, type Attribution } from "../analytics/attribution.js";
import type { Database } from "../db/database.js";
import { findLead, type Lead } from "../leads/repository.js";
import type { OutboxKind } from "../mail/tables.js";
import { isVisitorAddress, type VisitorKey } from "./keys.js";
import { subscriptionIdsOf, subscriptionsOf, type VisitorSubscription } from "../newsletter/privacy.js";

export interface VisitorCall {
  id: string;
  leadId: string;
  start: string;
  end: string;
  status: string;
  /** The zone the visitor booked in (IANA), when their browser said. */
  timeZone: string | null;
  /** Whether the call took place or was missed (issue 38), once the owner said. */
  outcome: CallOutcome | null;
  outcomeAt: string | null;
  /** Why they cancelled, in their words, when they said (issue 53). */
  cancelReason: string | null;
  createdAt: string;
}

export interface VisitorMessage {
  id: string;
  leadId: string;
  kind: OutboxKind;
  /** True for a message to the visitor; false for the owner's messages about their lead. */
  toVisitor: boolean;
  createdAt: string;
  sentAt: string | null;
}

/** A note the owner wrote about one of the visitor's leads (issue 39): about them, so theirs to see. */
export interface VisitorNote {
  id: string;
  leadId: string;
  body: string;
  createdAt: string;
  updatedAt: string;
}

/** A task the team set itself on one of the visitor's leads (issue 51): its words may be about them. */
export interface VisitorTask {
  id: string;
  leadId: string;
  /** Null: the console's default ("Follow up"). */
  text: string | null;
  dueOn: string;
  /** The instant, when the task has a time. */
  dueAt: string | null;
  createdAt: string;
  doneAt: string | null;
}

export interface VisitorWebhookDelivery {
  id: string;
  leadId: string;
  type: string;
  createdAt: string;
  state: string;
}

/** Everything held for one mailbox, as stored. */
export interface VisitorRecords {
  leads: Lead[];
  /** Where each lead came from, by lead id (absent: unknown). */
  attributions: Map<string, Attribution & { pages: string[] }>;
  calls: VisitorCall[];
  messages: VisitorMessage[];
  /** The owner's notes on these leads, oldest first. */
  notes: VisitorNote[];
  /** The team's tasks on these leads, oldest first. */
  tasks: VisitorTask[];
  webhookDeliveries: VisitorWebhookDelivery[];
  /** The newsletter's subscriptions of the address, with their consents (issue 54). */
  subscriptions: VisitorSubscription[];
}

const BATCH = 1000;

/**
 * The ids of every lead (spam included) whose e-mail or reply-to address is the visitor's (the
 * address the link was sent to: decision 073). Requests hold only the keyed hash, so each lead's
 * addresses are hashed in turn: a scan, which a small company's lead count keeps short (054).
 */
export async function leadIdsOf(db: Kysely<Database>, secret: string, visitor: VisitorKey): Promise<string[]> {
  const ids: string[] = [];
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("leads")
      .select(["id", "email", "reply_to"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of rows) {
      const match =
        isVisitorAddress(secret, visitor, row.email) ||
        (row.reply_to !== null && isVisitorAddress(secret, visitor, row.reply_to));
      if (match) ids.push(row.id);
    }
    if (rows.length < BATCH) return ids;
    after = rows.at(-1)!.id;
  }
}

const VISITOR_KINDS: readonly OutboxKind[] = ["visitor-booking", "visitor-acknowledgement"];

/** Every lead, call, message, note and webhook delivery held for the visitor's address. */
export async function collectRecords(
  db: Kysely<Database>,
  secret: string,
  visitor: VisitorKey,
): Promise<VisitorRecords> {
  const ids = await leadIdsOf(db, secret, visitor);
  const subscriptions = await subscriptionsOf(
    db,
    await subscriptionIdsOf(db, (address) => isVisitorAddress(secret, visitor, address)),
  );
  if (ids.length === 0) {
    return {
      leads: [],
      attributions: new Map(),
      calls: [],
      messages: [],
      notes: [],
      tasks: [],
      webhookDeliveries: [],
      subscriptions,
    };
  }
  const leads = (await Promise.all(ids.map((id) => findLead(db, id)))).filter((lead) => lead !== undefined);
  leads.sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime());
  const calls = await db
    .selectFrom("bookings")
    .select([
      "id",
      "lead_id",
      "start_at",
      "end_at",
      "status",
      "visitor_time_zone",
      "outcome",
      "outcome_at",
      "cancel_reason",
      "created_at",
    ])
    .where("lead_id", "in", ids)
    .orderBy("start_at")
    .execute();
  const messages = await db
    .selectFrom("outbox")
    .select(["id", "lead_id", "kind", "created_at", "sent_at", "last_error"])
    .where("lead_id", "in", ids)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const notes = await db
    .selectFrom("lead_notes")
    .selectAll()
    .where("lead_id", "in", ids)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const tasks = await db
    .selectFrom("lead_tasks")
    .select(["id", "lead_id", "text", "due_on", "due_at", "created_at", "done_at"])
    .where("lead_id", "in", ids)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const deliveries = await db
    .selectFrom("webhook_deliveries")
    .select(["id", "lead_id", "type", "created_at", "state"])
    .where("lead_id", "in", ids)
    .orderBy("created_at")
    .execute();
  return {
    leads,
    attributions: await attributionsOf(db, ids),
    calls: calls.map((call) => ({
      id: call.id,
      leadId: call.lead_id,
      start: call.start_at,
      end: call.end_at,
      status: call.status,
      timeZone: call.visitor_time_zone,
      outcome: call.outcome,
      outcomeAt: call.outcome_at,
      cancelReason: call.cancel_reason,
      createdAt: call.created_at,
    })),
    // Skipped messages (never sent) are records too, but not messages sent: they stay out.
    messages: messages
      .filter((message) => message.sent_at === null || message.last_error === null)
      .map((message) => ({
        id: message.id,
        leadId: message.lead_id!,
        kind: message.kind,
        toVisitor: VISITOR_KINDS.includes(message.kind),
        createdAt: message.created_at,
        sentAt: message.sent_at,
      })),
    notes: notes.map((note) => ({
      id: note.id,
      leadId: note.lead_id,
      body: note.body,
      createdAt: note.created_at,
      updatedAt: note.updated_at,
    })),
    tasks: tasks.map((task) => ({
      id: task.id,
      leadId: task.lead_id,
      text: task.text,
      dueOn: task.due_on,
      dueAt: task.due_at,
      createdAt: task.created_at,
      doneAt: task.done_at,
    })),
    webhookDeliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      leadId: delivery.lead_id!,
      type: delivery.type,
      createdAt: delivery.created_at,
      state: delivery.state,
    })),
    subscriptions,
  };
}
