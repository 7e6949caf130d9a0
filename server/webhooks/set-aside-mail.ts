import type { SendMailOptions } from "nodemailer";
import type { Language } from "../../shared/languages.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { COPY, DISABLE_AFTER_DAYS, endpointLines, ownerWebhookMail } from "./disabled-mail.js";

/** What the owner's "endpoint set aside" message needs, fixed when it is queued. */
export interface EndpointSetAsidePayload {
  url: string;
  description: string;
  /** Requests in a row without a reply that set it aside. */
  requests: number;
  since: string;
  until: string;
}

/** The outbox id of the one message about a run of set-asides: queued once, by any instance. */
export const setAsideMessageId = (endpointId: string, since: Date) =>
  `webhook-set-aside-${endpointId}-${since.toISOString()}`;

/** The owner's message about an endpoint the server stopped sending to for a while (decision 077). */
export function composeEndpointSetAside(
  payload: EndpointSetAsidePayload,
  mail: MailIdentity,
  language: Language = "en",
): SendMailOptions {
  const copy = COPY[language];
  return ownerWebhookMail(mail, copy, copy.setAsideSubject(payload.url.slice(0, 150)), [
    copy.setAsideIntro(payload.requests),
    "",
    ...endpointLines(payload, copy),
    `${copy.setAsideSince}: ${payload.since}`,
    `${copy.nextTry}: ${payload.until}`,
    "",
    copy.eventsWait(DISABLE_AFTER_DAYS),
    copy.tryNow,
  ]);
}
