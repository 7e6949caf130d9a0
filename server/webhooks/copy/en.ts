import type { Translation } from "../../../shared/translation.js";

const source = {
  disabledSubject: (url: string) => `Webhook endpoint turned off: ${url}`,
  disabledIntro: (days: number) =>
    `Every attempt to deliver an event to this endpoint has failed for ${days} days, so the server has turned it off.`,
  endpoint: "Endpoint",
  description: "Description",
  failingSince: "Failing since",
  nothingLost:
    'No event is lost: events queued until now stay in its delivery log, and "Send again" sends every failed one.',
  whatToDo: "Fix the receiver, then save the endpoint in the inbox to turn it back on.",
  inbox: "Inbox",
  setAsideSubject: (url: string) => `Webhook endpoint set aside: ${url}`,
  setAsideIntro: (requests: number) =>
    `The last ${requests} requests to this endpoint got no reply (timed out or refused), so the server has stopped sending to it for a while. Your other endpoints are not affected.`,
  setAsideSince: "Set aside since",
  nextTry: "Next try",
  eventsWait: (days: number) =>
    `No event is lost: events wait and go out in order once it answers. While it does not, each pause doubles, up to a day; after ${days} days of failures the endpoint is turned off.`,
  tryNow: 'Once the receiver is fixed, press "Try now" on the Webhooks page of the inbox.',
};

export type WebhookMailCopy = Translation<typeof source>;
export const webhookMail: WebhookMailCopy = source;
