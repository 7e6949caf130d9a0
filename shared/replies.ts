/**
 * The console's view of the owner's Sent folder (issue 51, server/replies/): whether it is read,
 * and a read asked for now.
 */
import * as v from "valibot";

export const REPLIES_ADMIN_PATHS = { status: "/replies", sync: "/replies/sync" } as const;

/** `GET /api/admin/replies`: whether IMAP_URL is set, so the console offers "Check sent mail". */
export const mailboxStatusReply = v.object({ imap: v.boolean() });
export type MailboxStatusReply = v.InferOutput<typeof mailboxStatusReply>;

/** `POST /api/admin/replies/sync`: what a read found; `busy` when another instance was reading. */
export const mailboxSyncReply = v.object({ busy: v.boolean(), read: v.number(), replies: v.number() });
export type MailboxSyncReply = v.InferOutput<typeof mailboxSyncReply>;
