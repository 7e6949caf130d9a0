import type { SendMailOptions } from "nodemailer";
import type { Language } from "../../shared/languages.js";
import { webhookMail as en } from "./copy/en.js";
import { webhookMail as pt } from "./copy/pt.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { DISABLE_AFTER_MS } from "./schedule.js";

const COPY = { en, pt };

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
  const lines = [
    copy.disabledIntro(Math.round(DISABLE_AFTER_MS / (24 * 60 * 60 * 1000))),
    "",
    `${copy.endpoint}: ${payload.url}`,
    ...(payload.description ? [`${copy.description}: ${payload.description}`] : []),
    `${copy.failingSince}: ${payload.failingSince}`,
    "",
    copy.nothingLost,
    copy.whatToDo,
  ];
  if (mail.publicUrl !== undefined) lines.push(`${copy.inbox}: ${mail.publicUrl}/admin`);
  return {
    from: mail.from,
    to: mail.ownerEmail,
    subject: copy.disabledSubject(payload.url.slice(0, 150)),
    text: `${lines.join("\n")}\n`,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
