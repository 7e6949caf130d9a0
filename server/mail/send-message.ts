import type { Kysely } from "kysely";
import * as v from "valibot";
import type { Database } from "../db/database.js";
import type { OutboxMessage } from "./outbox.js";
import type { MailIdentity } from "./mail-identity.js";
import type { ComposeContext, MessageKinds } from "./message-kinds.js";
import { onlyNotifyEmail, type FindReaders } from "./owner-readers.js";
import { NotOneAddressError } from "./one-address.js";
import type { SendOutcome } from "./outbox-worker.js";
import type { MailTransport } from "./transport.js";

export interface SendDependencies {
  db: Kysely<Database>;
  transport: Pick<MailTransport, "deliver">;
  identity: MailIdentity;
  now: () => Date;
  /** What each kind is, as the capabilities registered them. */
  kinds: MessageKinds;
  /** Who reads the owner-facing kinds: the team's readers; NOTIFY_EMAIL alone without them. */
  findReaders?: FindReaders;
}

/**
 * Sends one outbox message through the composer its kind registered; or says why it is no longer
 * to be sent. The outbox knows no kind: a kind nobody registered is skipped with its name.
 */
export async function sendMessage(deps: SendDependencies, message: OutboxMessage): Promise<SendOutcome> {
  const kind = deps.kinds.get(message.kind);
  if (kind === undefined) return { skipped: `no message of kind ${message.kind}` };
  const payload = v.safeParse(kind.payload, message.payload);
  // Stored by an older or a broken writer: no retry would make it readable.
  if (!payload.success) return { skipped: `its payload is not a ${message.kind}: ${v.summarize(payload.issues)}` };
  try {
    const readers: ComposeContext["readers"] = (audience) =>
      (deps.findReaders ?? onlyNotifyEmail)(deps.db, deps.identity, audience);
    const context = { db: deps.db, identity: deps.identity, now: deps.now(), message, readers };
    const composed = await kind.compose(payload.output, context);
    if (!Array.isArray(composed) && ("skipped" in composed || "released" in composed)) return composed;
    const letters = Array.isArray(composed) ? composed : [composed];
    if (letters.length === 0) return { skipped: "no one on the team is to be told" };
    // One message, several readers: a failure part way retries them all (at least once, decision 007).
    for (const letter of letters) await deps.transport.deliver(letter);
    await kind.sent?.(payload.output, context);
    return undefined;
  } catch (error) {
    // An address kept before issue 49 that is not one mailbox: no retry would make it one.
    if (error instanceof NotOneAddressError) return { skipped: error.message };
    throw error;
  }
}
