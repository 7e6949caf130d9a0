/**
 * A lead's names as the owner reads them, in English: its form, status, stage, call outcome and channel.
 * The console (app/content/en/admin.ts) and the
 * server's export both read them, so a stage is called one thing wherever the owner sees it.
 */
import type { CallOutcome, LeadStage, LeadStatus } from "../../admin-api.js";
import type { Channel } from "../../analytics.js";
import type { FormKind } from "../../lead-forms.js";
import type { Translation } from "../../translation.js";

const source = {
  forms: { consulting: "Consulting", discovery: "Discovery call" } satisfies Record<FormKind, string>,
  statuses: { new: "New", handled: "Handled", spam: "Spam" } satisfies Record<LeadStatus, string>,
  /** A lead's way to becoming a client (issue 39). */
  stages: {
    new: "New",
    replied: "Replied",
    call: "Call",
    proposal: "Proposal",
    won: "Won",
    lost: "Lost",
  } satisfies Record<LeadStage, string>,
  /** What became of an ended call (issue 38). */
  outcomes: { held: "Held", no_show: "No-show" } satisfies Record<CallOutcome, string>,
  /** A visit's channel, where no source of its own names it (shared/analytics.ts). */
  channels: {
    search: "Search",
    social: "Social",
    email: "E-mail",
    referral: "Other sites",
    direct: "Direct",
  } satisfies Record<Channel, string>,
};

export type LeadNames = Translation<typeof source>;
export const leadNames: LeadNames = source;
