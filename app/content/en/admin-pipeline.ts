/**
 * The console's pipeline (issue 51): a lead's deal value and the board of leads by stage, in
 * English (the source of the type).
 */
import type { Translation } from "@shared/translation";

const source = {
  nav: "Board",
  value: {
    label: "Deal value",
    amount: "Amount",
    currency: "Currency",
    save: "Save value",
    clear: "Clear value",
    none: "No value yet",
    hint: "Amount as you would write it, such as 12,500.00",
    errors: {
      invalid: "Write the amount with digits, such as 12,500.00.",
      "too-many-decimals": "This currency has fewer decimal places.",
      "too-large": "That amount is too large.",
      failed: "Could not save the value. Try again.",
    },
  },
  /** The dashboard's panel: what each stage holds now. */
  worth: {
    title: "Pipeline value now",
    stage: "Stage",
    leads: "Leads",
    value: "Value",
    board: "Open the board",
  },
  board: {
    title: "Leads by stage",
    intro: "Open leads by stage, the longest waiting first. Move a lead with its menu.",
    loading: "Loading the board...",
    failed: "Could not load the board. Check the connection and try again.",
    retry: "Try again",
    count: (count: number) => (count === 1 ? "1 lead" : `${count} leads`),
    noValue: "No value",
    empty: "No leads at this stage.",
    more: (shown: number, total: number) => `Showing the ${shown} longest here of ${total}.`,
    days: (days: number) =>
      days === 0 ? "Since today" : days === 1 ? "1 day at this stage" : `${days} days at this stage`,
    moveTo: (name: string) => `Move ${name} to`,
    move: "Move",
    moved: (name: string, stage: string) => `${name} moved to ${stage}.`,
    moveFailed: (name: string) => `Could not move ${name}. Try again.`,
    closed: "Closed",
    open: "Open the lead",
  },
};

export type AdminPipelineCopy = Translation<typeof source>;
export const adminPipeline: AdminPipelineCopy = source;
