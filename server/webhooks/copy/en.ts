import type { Translation } from "../../../shared/translation.js";

const source = {
  disabledSubject: (url: string) => `Webhook endpoint turned off: ${url}`,
  disabledIntro: (days: number) =>
    `Every attempt to deliver an event to this endpoint has failed for ${days} days, so the server has turned it off.`,
  endpoint: "Endpoint",
  description: "Description",
  failingSince: "Failing since (UTC)",
  nothingLost:
    'No event is lost: events queued until now stay in its delivery log, and "Send again" sends every failed one.',
  whatToDo: "Fix the receiver, then save the endpoint in the inbox to turn it back on.",
  inbox: "Inbox",
};

export type WebhookMailCopy = Translation<typeof source>;
export const webhookMail: WebhookMailCopy = source;
