import type { SendMailOptions } from "nodemailer";
import { identity } from "../../shared/identity.js";
import type { Language } from "../../shared/languages.js";
import { typeset } from "../../shared/typeset.js";
import { privacyOwnerMail, type PrivacyOwnerMailCopy } from "./copy/owner.js";
import { privacyOwnerMailPt } from "./copy/owner-pt.js";
import { ownerEnvelope, ownerTime } from "../mail/owner-lines.js";
import type { OwnerReader } from "../mail/owner-readers.js";
import { privacy as en, type PrivacyCopy } from "./copy/en.js";
import { privacy as pt } from "./copy/pt.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { VISITOR_MAIL_COPY, visitorFooter } from "../mail/visitor-mail.js";
import { visitorRecipient } from "../mail/one-address.js";
import type { ErasedCounts } from "./store.js";
import { withHtml } from "../mail/html/with-html.js";

/**
 * The privacy pages' and replies' words set as the site's are (shared/typeset.ts: "30 minutos"
 * stays on one line); the e-mails' plain text (`mail`) is kept as written.
 */
export const PRIVACY_COPY: Record<Language, PrivacyCopy> = { en: typesetPages(en), pt: typesetPages(pt) };

function typesetPages(copy: PrivacyCopy): PrivacyCopy {
  return { ...copy, page: typeset(copy.page), errors: typeset(copy.errors) };
}

/** The link message's payload: where it goes and the link, until it is sent (then the row goes). */
export interface LinkPayload {
  to: string;
  language: Language;
  link: string;
}

/** The visitor's last message. */
export interface ErasedPayload {
  to: string;
  language: Language;
}

export interface OwnerErasedPayload {
  requestId: string;
  requestedAt: string;
  erased: ErasedCounts;
}

/** The bare address, Reply-To the company, as every e-mail to a visitor (visitor-mail.ts). */
function envelope(to: string, mail: MailIdentity): Pick<SendMailOptions, "from" | "to" | "replyTo"> {
  return { from: mail.from, to: visitorRecipient(to), replyTo: identity.contactEmail };
}

export function composePrivacyLink(payload: LinkPayload, mail: MailIdentity): SendMailOptions {
  const copy = PRIVACY_COPY[payload.language].mail;
  const greeting = VISITOR_MAIL_COPY[payload.language].greeting(undefined);
  const text = [greeting, "", copy.linkBody(identity.companyName), "", payload.link, "", copy.linkIgnore];
  return withHtml(
    {
      ...envelope(payload.to, mail),
      subject: copy.linkSubject,
      text: `${text.join("\n")}\n\n${visitorFooter(payload.language, mail.publicUrl)}`,
      headers: { "Auto-Submitted": "auto-replied" },
    },
    payload.language,
  );
}

export function composePrivacyErased(payload: ErasedPayload, mail: MailIdentity): SendMailOptions {
  const copy = PRIVACY_COPY[payload.language].mail;
  const greeting = VISITOR_MAIL_COPY[payload.language].greeting(undefined);
  const signature = VISITOR_MAIL_COPY[payload.language].signature(identity.companyName);
  return withHtml(
    {
      ...envelope(payload.to, mail),
      subject: copy.erasedSubject,
      // No privacy link: there is nothing left to see.
      text: `${greeting}\n\n${copy.erasedBody(identity.companyName)}\n\n${signature}\n`,
      headers: { "Auto-Submitted": "auto-replied" },
    },
    payload.language,
  );
}

const OWNER_COPY: Record<Language, PrivacyOwnerMailCopy> = { en: privacyOwnerMail, pt: privacyOwnerMailPt };

/** The erasure notice as one owner reads it: their language, the request's time in their zone. */
export function composeOwnerErased(
  payload: OwnerErasedPayload,
  mail: MailIdentity,
  reader: OwnerReader,
): SendMailOptions {
  const owner = OWNER_COPY[reader.language];
  const { erased } = payload;
  const lines = [
    owner.intro,
    "",
    `${owner.request}: ${payload.requestId}`,
    `${owner.requestedAt}: ${ownerTime(new Date(payload.requestedAt), reader)}`,
    `${owner.leads}: ${erased.leads}`,
    `${owner.calls}: ${erased.calls}`,
    `${owner.messages}: ${erased.messages}`,
    `${owner.webhookDeliveries}: ${erased.webhookDeliveries}`,
    "",
    owner.crm,
  ];
  if (mail.publicUrl !== undefined) lines.push(`${owner.inbox}: ${mail.publicUrl}/admin`);
  return withHtml(
    { ...ownerEnvelope(mail, reader), subject: owner.subject, text: `${lines.join("\n")}\n` },
    reader.language,
  );
}
