import type { SendMailOptions } from "nodemailer";
import type { Language } from "../../shared/languages.js";
import { webhookMail as en, type WebhookMailCopy } from "./copy/en.js";
import { webhookMail as pt } from "./copy/pt.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { DISABLE_AFTER_MS } from "./schedule.js";

export const COPY = { en, pt };

/** What the owner's "endpoint turned off" message needs, fixed when it is queued. */
export interface EndpointDisabledPayload {
  url: string;
  description: string;
  failingSince: string;
}

/** The owner's message about an endpoint the server turned off after failing for days. */
export function composeEndpointDisabled(
  payload: EndpointDisabledPayload,
  mail: MailIdentity,
  language: Language = "en",
): SendMailOptions {
  const copy = COPY[language];
  return ownerWebhookMail(mail, copy, copy.disabledSubject(payload.url.slice(0, 150)), [
    copy.disabledIntro(DISABLE_AFTER_DAYS),
    "",
    ...endpointLines(payload, copy),
    `${copy.failingSince}: ${payload.failingSince}`,
    "",
    copy.nothingLost,
    copy.whatToDo,
  ]);
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
  copy: WebhookMailCopy,
  subject: string,
  lines: string[],
): SendMailOptions {
  const text = mail.publicUrl === undefined ? lines : [...lines, `${copy.inbox}: ${mail.publicUrl}/admin`];
  return {
    from: mail.from,
    to: mail.ownerEmail,
    subject,
    text: `${text.join("\n")}\n`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
