import type { Kysely } from "kysely";
import * as v from "valibot";
import type { SendMailOptions } from "nodemailer";
import type { Database } from "../db/database.js";
import type { MailIdentity } from "../mail/mail-identity.js";
import type { OwnerReader } from "../mail/owner-readers.js";
import { messageKind } from "../mail/message-kinds.js";
import { queueMessage } from "../mail/outbox.js";
import { ownerCopy, ownerEnvelope, ownerTime } from "../mail/owner-lines.js";
import { withHtml } from "../mail/html/with-html.js";

const SIGN_IN_BUDGET_KIND = "owner-sign-in-budget";

const SignInBudgetPayload = v.object({
  /** Failed sign-ins, from all addresses together, that tripped the budget. */
  failures: v.number(),
  /** Until when sign-ins are slowed (ISO). */
  until: v.string(),
});

/**
 * The owners' alert that the global sign-in budget tripped: each owner in their language and zone,
 * through the outbox like every other owner alert (so a restart or a slow SMTP server loses none).
 */
export const signInBudgetKind = messageKind({
  kind: SIGN_IN_BUDGET_KIND,
  payload: SignInBudgetPayload,
  compose: async (payload, { identity, readers }) =>
    (await readers("owners")).map((reader) => composeSignInBudget(payload, identity, reader)),
});

export function composeSignInBudget(
  payload: v.InferOutput<typeof SignInBudgetPayload>,
  mail: Pick<MailIdentity, "from">,
  reader: OwnerReader,
): SendMailOptions {
  const copy = ownerCopy(reader).signInBudget;
  return withHtml(
    {
      ...ownerEnvelope(mail, reader),
      subject: copy.subject,
      text: `${copy.body(payload.failures, ownerTime(new Date(payload.until), reader))}\n`,
    },
    reader.language,
  );
}

/** Queued once per slowed period: its id is its end. */
export async function queueSignInBudgetAlert(
  db: Kysely<Database>,
  failures: number,
  until: Date,
  now: Date = new Date(),
): Promise<void> {
  const payload = { failures, until: until.toISOString() };
  const id = `${SIGN_IN_BUDGET_KIND}-${payload.until}`;
  await queueMessage(db, { id, leadId: null, kind: SIGN_IN_BUDGET_KIND, mailbox: null, payload, dueAt: now }, now);
}
