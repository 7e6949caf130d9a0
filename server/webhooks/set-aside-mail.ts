import type { SendMailOptions } from "nodemailer";
import type { MailIdentity } from "../mail/mail-identity.js";
import { ownerTime } from "../mail/owner-lines.js";
import type { OwnerReader } from "../mail/owner-readers.js";
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

/** An owner's message about an endpoint the server stopped sending to for a while (decision 077), in their language and zone. */
export function composeEndpointSetAside(
  payload: EndpointSetAsidePayload,
  mail: MailIdentity,
  reader: OwnerReader,
): SendMailOptions {
  const copy = COPY[reader.language];
  return ownerWebhookMail(
    mail,
    reader,
    copy,
    copy.setAsideSubject(payload.url.slice(0, 150)),
    [
      copy.setAsideIntro(payload.requests),
      "",
      ...endpointLines(payload, copy),
      `${copy.setAsideSince}: ${ownerTime(new Date(payload.since), reader)}`,
      `${copy.nextTry}: ${ownerTime(new Date(payload.until), reader)}`,
      "",
      copy.eventsWait(DISABLE_AFTER_DAYS),
      copy.tryNow,
    ],
    payload.url,
  );
}
