import {
  WEBHOOK_EVENT_TYPES,
  type WebhookCall,
  type WebhookEvent,
  type WebhookEventType,
} from "../../shared/webhooks.js";
import type { Booking } from "../booking/repository.js";
import type { Lead } from "../leads/repository.js";
import type { Attribution } from "../analytics/attribution.js";
import { exportLead } from "../leads/export.js";
import type { Note, StageChange } from "../leads/pipeline-records.js";

/** What causes an event, as the code that changed a lead or a call has it at hand. */
export type EventCause =
  | { type: "lead.created" | "lead.restored"; lead: Lead }
  | { type: "lead.stage_changed"; lead: Lead; change: StageChange }
  | { type: "lead.note_added"; lead: Lead; note: Note }
  | {
      type: "call.booked" | "call.rescheduled" | "call.cancelled" | "call.held" | "call.no_show";
      lead: Lead;
      call: Booking;
    };

/**
 * The event's `{ type, timestamp, data }`, the lead as the export shows it with where it came
 * from; undefined for a spam lead, which never makes one.
 */
export function toEvent(cause: EventCause, attribution: Attribution, now: Date): WebhookEvent | undefined {
  if (cause.lead.status === "spam") return undefined;
  const timestamp = now.toISOString();
  const lead = { ...exportLead(cause.lead), attribution } as WebhookCall["lead"];
  if (cause.type === "lead.stage_changed") {
    const { from, to, reason, at } = cause.change;
    return { type: cause.type, timestamp, data: { from, to, reason, at: at.toISOString(), lead } };
  }
  if (cause.type === "lead.note_added") {
    const { id, body, createdAt } = cause.note;
    return { type: cause.type, timestamp, data: { id, body, createdAt: createdAt.toISOString(), lead } };
  }
  if (!("call" in cause)) return { type: cause.type, timestamp, data: lead };
  const { call } = cause;
  return {
    type: cause.type,
    timestamp,
    data: {
      id: call.id,
      start: call.start.toISOString(),
      end: call.end.toISOString(),
      visitorTimeZone: call.visitorTimeZone,
      location: call.location,
      lead,
    },
  };
}

export function isEventType(type: string): type is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);
}
