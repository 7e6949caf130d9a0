import type { FastifyBaseLogger } from "fastify";
import { ImapFlow, type FetchMessageObject } from "imapflow";
import { sql, type Kysely } from "kysely";
import { simpleParser } from "mailparser";
import type { Database } from "../db/database.js";
import { moveLeads } from "../leads/pipeline.js";
import type { ImapAccount } from "./settings.js";

/** Messages read in one sync at most: a first sync of a large Sent folder goes over several. */
const BATCH = 500;
/** How long one instance may hold the sync before another may take it over. */
const LEASE_MS = 4 * 60 * 1000;
/** A kept reply's text is cut here: the lead's page is not an archive. */
const MAX_BODY = 20_000;
/**
 * A reply may bear a time this much before its lead's: a Date header has whole seconds, and the
 * owner's mail server's clock is not ours. No reply to a lead is written a minute before it.
 */
const CLOCK_SLACK_MS = 60_000;

export interface SyncDeps {
  db: Kysely<Database>;
  account: ImapAccount;
  keepBodies: boolean;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
}

export interface SyncResult {
  /** False when another instance holds the sync. */
  ran: boolean;
  /** Messages read from the Sent folder. */
  read: number;
  /** Leads that gained a reply. */
  replies: number;
}

/**
 * Reads the owner's Sent folder from where the last sync stopped and keeps every message sent to
 * a lead's address (its e-mail or reply-to, in any case) after the lead arrived: a lead still
 * "new" moves to "replied" at the message's time, which keeps the 24-hour promise (no reminder,
 * no acknowledgement after it), and the message's time and subject show in the lead's history.
 * One instance at a time (a lease in the database); another finds it taken and does nothing.
 */
export async function syncSentFolder(deps: SyncDeps): Promise<SyncResult> {
  const { account } = deps;
  const key = syncKey(account);
  const state = await takeLease(deps.db, key, deps.now());
  if (state === undefined) return { ran: false, read: 0, replies: 0 };
  let { uidValidity, lastUid } = state;
  let read = 0;
  let replies = 0;
  const client = new ImapFlow({
    host: account.host,
    port: account.port,
    secure: account.secure,
    auth: { user: account.user, pass: account.password },
    logger: false,
    disableAutoIdle: true,
  });
  try {
    await client.connect();
    const folder = account.folder ?? (await sentFolder(client));
    const lock = await client.getMailboxLock(folder, { readOnly: true });
    try {
      const mailbox = client.mailbox;
      if (mailbox === false) throw new Error(`the folder ${folder} could not be opened`);
      // A new UIDVALIDITY renumbers the folder: read it again; what was kept stays kept once.
      if (String(mailbox.uidValidity) !== uidValidity) {
        uidValidity = String(mailbox.uidValidity);
        lastUid = 0;
      }
      if (mailbox.exists > 0) {
        const messages: FetchMessageObject[] = [];
        for await (const message of client.fetch(
          `${lastUid + 1}:*`,
          { uid: true, envelope: true, internalDate: true, source: deps.keepBodies },
          { uid: true },
        )) {
          // "n:*" always answers the last message, even one below n.
          if (message.uid > lastUid) messages.push(message);
          if (messages.length >= BATCH) break;
        }
        messages.sort((a, b) => a.uid - b.uid);
        for (const message of messages) {
          replies += await keepReply(deps, message);
          lastUid = message.uid;
          read += 1;
        }
      }
    } finally {
      lock.release();
    }
    await client.logout();
  } finally {
    client.close();
    await releaseLease(deps.db, key, { uidValidity, lastUid });
  }
  if (read > 0) deps.log.info({ read, replies }, "sent folder read");
  return { ran: true, read, replies };
}

/** The row of imap_sync an account's folder is read under. */
export const syncKey = (account: ImapAccount) =>
  `${account.user}@${account.host}:${account.port}/${account.folder ?? "\\Sent"}`;

/** The folder the server marks \Sent (RFC 6154); "Sent" where it marks none. */
async function sentFolder(client: ImapFlow): Promise<string> {
  const folders = await client.list();
  return folders.find((folder) => folder.specialUse === "\\Sent")?.path ?? "Sent";
}

/** Keeps one sent message with every lead it answers; how many leads gained it. */
async function keepReply(deps: SyncDeps, message: FetchMessageObject): Promise<number> {
  const envelope = message.envelope;
  const messageId = envelope?.messageId ?? `uid:${message.uid}`;
  const recipients = [...(envelope?.to ?? []), ...(envelope?.cc ?? []), ...(envelope?.bcc ?? [])]
    .map((recipient) => recipient.address?.trim().toLowerCase())
    .filter((address): address is string => address !== undefined && address !== "");
  if (recipients.length === 0) return 0;
  const dated = new Date(envelope?.date ?? message.internalDate ?? deps.now()).getTime();
  // No date, or one in the future (a wrong clock), is taken as now: a reply cannot precede itself.
  const sentAt = new Date(Number.isNaN(dated) ? deps.now().getTime() : Math.min(dated, deps.now().getTime()));
  const leads = await deps.db
    .selectFrom("leads")
    .select(["id", "stage"])
    .where((eb) =>
      eb.or([eb(sql<string>`lower(email)`, "in", recipients), eb(sql<string>`lower(reply_to)`, "in", recipients)]),
    )
    .where("status", "!=", "spam")
    .where("received_at", "<=", new Date(sentAt.getTime() + CLOCK_SLACK_MS).toISOString())
    .execute();
  if (leads.length === 0) return 0;
  const body = deps.keepBodies && message.source ? await textOf(message.source) : null;
  let kept = 0;
  for (const lead of leads) {
    const inserted = await deps.db
      .insertInto("lead_replies")
      .values({
        id: crypto.randomUUID(),
        lead_id: lead.id,
        message_id: messageId,
        sent_at: sentAt.toISOString(),
        subject: (envelope?.subject ?? "").slice(0, 500),
        body,
      })
      .onConflict((conflict) => conflict.columns(["lead_id", "message_id"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    kept += 1;
    if (lead.stage === "new") await moveLeads(deps.db, [lead.id], "replied", { now: sentAt });
  }
  return kept;
}

async function textOf(source: Buffer): Promise<string | null> {
  const parsed = await simpleParser(source);
  const text = parsed.text?.trim();
  return text ? text.slice(0, MAX_BODY) : null;
}

/** Takes the sync for LEASE_MS when no instance holds it; where the last one stopped, or undefined. */
async function takeLease(
  db: Kysely<Database>,
  mailbox: string,
  now: Date,
): Promise<{ uidValidity: string; lastUid: number } | undefined> {
  await db
    .insertInto("imap_sync")
    .values({ mailbox, uid_validity: "", last_uid: 0, leased_until: new Date(0).toISOString() })
    .onConflict((conflict) => conflict.column("mailbox").doNothing())
    .execute();
  const taken = await db
    .updateTable("imap_sync")
    .set({ leased_until: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where("mailbox", "=", mailbox)
    .where("leased_until", "<=", now.toISOString())
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) return undefined;
  const row = await db
    .selectFrom("imap_sync")
    .select(["uid_validity", "last_uid"])
    .where("mailbox", "=", mailbox)
    .executeTakeFirstOrThrow();
  return { uidValidity: row.uid_validity, lastUid: Number(row.last_uid) };
}

async function releaseLease(
  db: Kysely<Database>,
  mailbox: string,
  { uidValidity, lastUid }: { uidValidity: string; lastUid: number },
): Promise<void> {
  await db
    .updateTable("imap_sync")
    .set({ uid_validity: uidValidity, last_uid: lastUid, leased_until: new Date(0).toISOString() })
    .where("mailbox", "=", mailbox)
    .execute();
}
