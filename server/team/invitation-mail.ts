import type { Kysely } from "kysely";
import { shortLink } from "../links/short-links.js";
import type { SendMailOptions } from "nodemailer";
import * as v from "valibot";
import type { Database } from "../db/database.js";
import { ownerTime } from "../mail/owner-lines.js";
import type { Language } from "../../shared/languages.js";
import { languageSchema, roleSchema } from "../../shared/team.js";
import { messageKind } from "../mail/message-kinds.js";
import { queueMessage } from "../mail/outbox.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import { teamMailEn, type TeamMailCopy } from "./copy/en.js";
import { teamMailPt } from "./copy/pt.js";
import type { Person } from "./people.js";
import { withHtml } from "../mail/html/with-html.js";

export const INVITATION_KIND = "team-invitation";

const COPY: Record<Language, TeamMailCopy> = { en: teamMailEn, pt: teamMailPt };

const invitationPayload = v.object({
  email: v.string(),
  name: v.string(),
  role: roleSchema,
  language: languageSchema,
  timeZone: v.string(),
  link: v.string(),
  expiresAt: v.string(),
});
type InvitationPayload = v.InferOutput<typeof invitationPayload>;

/** The invitation as the invitee reads it: in their language, its end in their zone. */
export function invitationMail(payload: InvitationPayload, identity: Pick<MailIdentity, "from">): SendMailOptions {
  const copy = COPY[payload.language].invitation;
  const expires = new Date(payload.expiresAt);
  return withHtml(
    {
      from: identity.from,
      to: payload.email,
      subject: copy.subject(new URL(payload.link).host),
      text: [
        copy.greeting(payload.name),
        copy.body(copy.roles[payload.role]),
        payload.link,
        copy.validUntil(ownerTime(expires, payload)),
        copy.ignore,
      ].join("\n\n"),
      headers: { "Auto-Submitted": "auto-generated" },
    },
    payload.language,
  );
}

/**
 * The invitation e-mail (issue 50), detached from any lead. The link's token is in the payload
 * only until it is sent: the outbox empties a detached message once the SMTP server took it.
 */
export const invitationKind = messageKind({
  kind: INVITATION_KIND,
  payload: invitationPayload,
  compose: async (payload, { identity }) => invitationMail(payload, identity),
});

/** Queues a person's invitation, to be sent at once. */
export async function queueInvitation(
  db: Kysely<Database>,
  person: Person,
  invitation: { link: string; expiresAt: Date },
  now: Date = new Date(),
): Promise<void> {
  const payload: InvitationPayload = {
    email: person.email,
    name: person.name,
    role: person.role,
    language: person.language,
    timeZone: person.timeZone,
    // Short in the e-mail (issue 53): the row keeps the token until the invitation expires, as
    // the console's copy of the long link is good until then too.
    link: await shortLink(
      db,
      {
        origin: new URL(invitation.link).origin,
        target: invitation.link,
        language: person.language,
        about: `person:${person.id}`,
        expiresAt: invitation.expiresAt,
      },
      now,
    ),
    expiresAt: invitation.expiresAt.toISOString(),
  };
  await queueMessage(db, { leadId: null, kind: INVITATION_KIND, mailbox: null, payload, dueAt: now }, now);
}
