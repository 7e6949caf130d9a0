import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { SendMailOptions } from "nodemailer";
import * as v from "valibot";
import type { Database } from "../db/database.js";
import { ownerTime } from "../mail/owner-lines.js";
import type { Language } from "../../shared/languages.js";
import { languageSchema } from "../../shared/team.js";
import { messageKind } from "../mail/message-kinds.js";
import { queueMessage } from "../mail/outbox.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { teamMailEn, type TeamMailCopy } from "./copy/en.js";
import { teamMailPt } from "./copy/pt.js";
import type { Person } from "./people.js";
import { withHtml } from "../mail/html/with-html.js";

export const PASSKEY_REFUSED_KIND = "team-passkey-refused";

const COPY: Record<Language, TeamMailCopy> = { en: teamMailEn, pt: teamMailPt };

const payloadSchema = v.object({
  /** Null: to NOTIFY_EMAIL. */
  to: v.nullable(v.string()),
  email: v.string(),
  device: v.string(),
  language: languageSchema,
  timeZone: v.string(),
  at: v.string(),
});
type PasskeyRefusedPayload = v.InferOutput<typeof payloadSchema>;

export function passkeyRefusedMail(
  payload: PasskeyRefusedPayload,
  identity: Pick<MailIdentity, "from" | "ownerEmail">,
): SendMailOptions {
  const copy = COPY[payload.language].passkeyRefused;
  const when = ownerTime(new Date(payload.at), payload);
  return withHtml(
    {
      from: identity.from,
      to: payload.to ?? identity.ownerEmail,
      subject: copy.subject,
      text: [copy.body(payload.email, payload.device, when), copy.action].join("\n\n") + "\n",
      headers: { "Auto-Submitted": "auto-generated" },
    },
    payload.language,
  );
}

/** A sign-in refused because a passkey's counter went backwards (issue 50, point 9). */
export const passkeyRefusedKind = messageKind({
  kind: PASSKEY_REFUSED_KIND,
  payload: payloadSchema,
  compose: async (payload, { identity }) => passkeyRefusedMail(payload, identity),
});

/**
 * Tells the passkey's person, in their language and zone, and NOTIFY_EMAIL (unless it is theirs),
 * in the language and zone the site's owner e-mails use. Once per passkey and hour: an attacker
 * replaying a copied authenticator does not flood either mailbox.
 */
export async function queuePasskeyRefused(
  db: Kysely<Database>,
  person: Person,
  passkey: { id: string; deviceName: string },
  notify: { email: string | undefined; timeZone: string | undefined },
  now: Date = new Date(),
): Promise<number> {
  // A credential id may be a kilobyte long: the outbox id takes a digest of it.
  const key = `${createHash("sha256").update(passkey.id).digest("hex").slice(0, 32)}-${now.toISOString().slice(0, 13)}`;
  const base = { email: person.email, device: passkey.deviceName, at: now.toISOString() };
  const messages: { id: string; payload: PasskeyRefusedPayload }[] = [
    {
      id: `${PASSKEY_REFUSED_KIND}-${key}-person`,
      payload: { ...base, to: person.email, language: person.language, timeZone: person.timeZone },
    },
  ];
  if (notify.email !== undefined && notify.email.toLowerCase() !== person.email.toLowerCase()) {
    messages.push({
      id: `${PASSKEY_REFUSED_KIND}-${key}-notify`,
      payload: { ...base, to: null, language: "en", timeZone: notify.timeZone ?? "UTC" },
    });
  }
  let queued = 0;
  for (const { id, payload } of messages) {
    const kind = PASSKEY_REFUSED_KIND;
    if (await queueMessage(db, { id, leadId: null, kind, mailbox: null, payload, dueAt: now }, now)) queued += 1;
  }
  return queued;
}
