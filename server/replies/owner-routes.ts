import type { FastifyInstance } from "fastify";
import {
  mailboxStatusReply,
  mailboxSyncReply,
  REPLIES_ADMIN_PATHS,
  type MailboxStatusReply,
  type MailboxSyncReply,
} from "../../shared/replies.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { AdminError, errorReplies } from "../owner/api.js";

/**
 * The console's "Check sent mail" (issue 51): the owner who just replied from their mail program
 * need not wait for the next pass. The read is the pass's own, under the same lease.
 */
export async function repliesOwnerRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ValibotSchemas>();

  api.get(
    REPLIES_ADMIN_PATHS.status,
    { schema: { response: { 200: jsonSchema(mailboxStatusReply), ...errorReplies } } },
    async (): Promise<MailboxStatusReply> => ({ imap: app.replies.on }),
  );

  api.post(
    REPLIES_ADMIN_PATHS.sync,
    { schema: { response: { 200: jsonSchema(mailboxSyncReply), ...errorReplies } } },
    async (request): Promise<MailboxSyncReply> => {
      if (!app.replies.on) throw new AdminError("MAILBOX_OFF");
      try {
        const result = (await app.replies.sync())!;
        return { busy: !result.ran, read: result.read, replies: result.replies };
      } catch (error) {
        request.log.warn({ err: error }, "the owner's Sent folder could not be read");
        throw new AdminError("MAILBOX_FAILED");
      }
    },
  );
}
