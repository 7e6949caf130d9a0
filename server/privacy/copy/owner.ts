import type { Translation } from "../../../shared/translation.js";

/** The owner's notice of a visitor's erasure (issue 29): what was removed, never who. */
const source = {
  subject: "A visitor erased their data",
  intro:
    "A visitor used the link we e-mailed them and erased everything held for their address. Nothing about them is left; the request's record keeps the time and the counts below.",
  requestedAt: "Requested",
  request: "Request",
  leads: "Leads",
  calls: "Calls (future ones were canceled first)",
  messages: "E-mail records",
  webhookDeliveries: "Webhook deliveries",
  crm: "If you copied this visitor to other tools (a CRM, a spreadsheet, your mailbox), erase them there too.",
  inbox: "Inbox",
};

export type PrivacyOwnerMailCopy = Translation<typeof source>;
export const privacyOwnerMail: PrivacyOwnerMailCopy = source;
