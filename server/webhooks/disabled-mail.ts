import type { SendMailOptions } from "nodemailer";
import { webhookMail as en, type WebhookMailCopy } from "./copy/en.js";
import { webhookMail as pt } from "./copy/pt.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { ownerEnvelope, ownerTime } from "../mail/owner-lines.js";
import type { OwnerReader } from "../mail/owner-readers.js";
import { DISABLE_AFTER_MS } from "./schedule.js";
import { withHtml } from "../mail/html/with-html.js";

export const COPY = { en, pt };

/** What the owner's "endpoint turned off" message needs, fixed when it is queued. */
export interface EndpointDisabledPayload {
  url: string;
  description: string;
  failingSince: string;
}

/** An owner's message about an endpoint the server turned off after failing for days, in their language and zone. */
export function composeEndpointDisabled(
  payload: EndpointDisabledPayload,
  mail: MailIdentity,
  reader: OwnerReader,
): SendMailOptions {
  const copy = COPY[reader.language];
  return ownerWebhookMail(
    mail,
    reader,
    copy,
    copy.disabledSubject(payload.url.slice(0, 150)),
    [
      copy.disabledIntro(DISABLE_AFTER_DAYS),
      "",
      ...endpointLines(payload, copy),
      `${copy.failingSince}: ${ownerTime(new Date(payload.failingSince), reader)}`,
      "",
      copy.nothingLost,
      copy.whatToDo,
    ],
    payload.url,
  );
}

export const DISABLE_AFTER_DAYS = Math.round(DISABLE_AFTER_MS / (24 * 60 * 60 * 1000));

/** The endpoint, as the owner's webhook messages name it. */
export function endpointLines(endpoint: { url: string; description: string }, copy: WebhookMailCopy): string[] {
  return [
    `${copy.endpoint}: ${endpoint.url}`,
    ...(endpoint.description ? [`${copy.description}: ${endpoint.description}`] : []),
  ];
}

/** One of the owner's webhook messages: these lines, then the link to the inbox when known. */
export function ownerWebhookMail(
  mail: MailIdentity,
  reader: OwnerReader,
  copy: WebhookMailCopy,
  subject: string,
  lines: string[],
  /** The endpoint's address: shown as the address it is, not as a button. */
  endpoint: string,
): SendMailOptions {
  const text = mail.publicUrl === undefined ? lines : [...lines, `${copy.inbox}: ${mail.publicUrl}/admin`];
  return withHtml({ ...ownerEnvelope(mail, reader), subject, text: `${text.join("\n")}\n` }, reader.language, {
    plain: [endpoint],
  });
}
