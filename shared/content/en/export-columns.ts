/**
 * The heading of each column of the inbox's spreadsheet export (server/leads/export.ts), in
 * English; a time's column names the zone its times are in.
 */
import type { Translation } from "../../translation.js";

const source = {
  id: "Id",
  receivedAt: (zone: string) => `Received (${zone})`,
  form: "Form",
  status: "Status",
  language: "Language",
  name: "Name",
  email: "E-mail",
  replyTo: "Reply to",
  company: "Company",
  message: "Message",
  teamSize: "Team size",
  workshopInterest: "Workshop interest",
  subject: "Subject",
  clientAddress: "Network address",
  userAgent: "Browser",
  spamReasons: "Spam reasons",
  stage: "Stage",
  lostReason: "Why lost",
  followUpOn: "Follow up on",
  dealValue: "Deal value",
  dealCurrency: "Currency",
  source: "Source",
  medium: "Medium",
  campaign: "Campaign",
  referrer: "Referrer",
  landingPage: "Landing page",
  callStart: (zone: string) => `Call starts (${zone})`,
  callEnd: (zone: string) => `Call ends (${zone})`,
  callOutcome: "Call outcome",
  callOutcomeAt: (zone: string) => `Outcome marked (${zone})`,
  notes: "Notes",
};

export type ExportColumns = Translation<typeof source>;
export const exportColumns: ExportColumns = source;
