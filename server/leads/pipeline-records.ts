import type { LeadStage } from "../../shared/admin-api.js";

// A leaf, so that the export and the webhook events can read these shapes without importing the
// pipeline (which queues webhook events): no cycle through webhooks/.

/** One change of a lead's stage, as its history keeps it. */
export interface StageChange {
  from: LeadStage | null;
  to: LeadStage;
  reason: string | null;
  at: Date;
}

/** One of the owner's notes on a lead. */
export interface Note {
  id: string;
  leadId: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
}
