import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import { flushErasure, type Database } from "../db/database.js";
import type { Mail } from "../mail/plugin.js";
import { findLead, replyAddress, type Lead } from "../leads/repository.js";
import { queueMessage } from "../mail/outbox.js";
import { queueErasures } from "../webhooks/deliveries.js";
import { leadIdsOf } from "./records.js";
import { eraseShortLinks, leadLinks, privacyLinks, subscriberLinks } from "../links/short-links.js";
import { eraseSubscriptions, subscriptionIdsOf } from "../newsletter/privacy.js";
import { isVisitorAddress, visitorKeyOf, type VisitorKey } from "./keys.js";
import { markErased, type ErasedCounts, type PrivacyRequest } from "./store.js";
import type { ErasedPayload, OwnerErasedPayload } from "./mail.js";
import { OWNER_ERASED_KIND, PRIVACY_ERASED_KIND } from "./message-kinds.js";

export interface EraseDeps {
  db: Kysely<Database>;
  secret: string;
  now: () => Date;
  /** The booking service's cancel path: each call's CANCEL goes to the visitor, the owner is told. */
  cancelCalls: (ids: readonly string[]) => Promise<string[]>;
  mail: Pick<Mail, "enabled" | "wake" | "queueToVisitor">;
  log: Pick<FastifyBaseLogger, "info">;
}

const BOOKING_KINDS = ["visitor-booking", "owner-booking"] as const;

/**
 * Erases everything held for the request's mailbox. Future calls are cancelled first, through
 * the booking service (their CANCEL and the owner's copy are queued then); those two messages
 * are detached from the lead, carrying it in their payload, so that deleting the lead does not
 * delete them before they are sent (decision 055). Then one transaction deletes every lead,
 * call, message, webhook delivery (with its attempts), attribution, note and stage change of the mailbox, records
 * the erasure on the request, and queues the visitor's last message and the owner's notice.
 */
export async function erase(deps: EraseDeps, request: PrivacyRequest): Promise<ErasedCounts> {
  const { db, now } = deps;
  const visitor = visitorKeyOf(request);
  const ids = await leadIdsOf(db, deps.secret, visitor);
  const subscriptions = await subscriptionIdsOf(db, (address) => isVisitorAddress(deps.secret, visitor, address));
  const leads = (await Promise.all(ids.map((id) => findLead(db, id)))).filter((lead) => lead !== undefined);
  const at = now();
  const future = await db
    .selectFrom("bookings")
    .select("id")
    .where("lead_id", "in", ids.length > 0 ? ids : [""])
    .where("status", "=", "booked")
    .where("start_at", ">", at.toISOString())
    .execute();
  if (future.length > 0) await deps.cancelCalls(future.map((call) => call.id));
  // Where the last message goes: the address, as the visitor typed it, of their newest lead.
  const to = addressOf(leads, deps.secret, visitor);

  const erased = await db.transaction().execute(async (trx) => {
    await detachCancellations(trx, leads);
    const calls = await callsOf(trx, ids);
    const counts = await eraseLeads(trx, ids);
    // The newsletter's subscriptions and consents go too (issue 54).
    await eraseSubscriptions(trx, subscriptions);
    // Their leave links, and this request's data-page link, stood for tokens naming them (issue 53).
    await eraseShortLinks(trx, [...subscriptions.map(subscriberLinks), privacyLinks(request.id)]);
    // The owner's tools had copies of these leads: they are told which ones to erase too.
    await queueErasures(
      trx,
      ids.map((id) => ({ id, calls: calls.get(id) ?? [] })),
      at,
    );
    const done = now();
    await markErased(trx, request.id, counts, done);
    if (deps.mail.enabled) {
      if (to !== undefined) {
        const payload: ErasedPayload = { to, language: request.language };
        // Under the hourly cap on visitor mail like every other message; held back, the erasure stands.
        const last = { leadId: null, mailbox: null, kind: PRIVACY_ERASED_KIND, payload, dueAt: done };
        await deps.mail.queueToVisitor(trx, last);
      }
      const notice: OwnerErasedPayload = { requestId: request.id, requestedAt: request.requested_at, erased: counts };
      await queueMessage(
        trx,
        { leadId: null, kind: OWNER_ERASED_KIND, mailbox: null, payload: notice, dueAt: done },
        done,
      );
    }
    return counts;
  });
  // What was deleted is overwritten in the file, not only unlinked (decision 072).
  await flushErasure(db);
  deps.log.info({ privacyRequest: request.id, erased }, "privacy: erased on the visitor's request");
  deps.mail.wake();
  return erased;
}

/** Each lead's calls, by lead id, read before they are deleted. */
async function callsOf(trx: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string[]>> {
  const calls = new Map<string, string[]>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await trx
      .selectFrom("bookings")
      .select(["id", "lead_id"])
      .where("lead_id", "in", ids.slice(start, start + 500))
      .orderBy("start_at")
      .execute();
    for (const row of rows) calls.set(row.lead_id, [...(calls.get(row.lead_id) ?? []), row.id]);
  }
  return calls;
}

function addressOf(leads: Lead[], secret: string, visitor: VisitorKey): string | undefined {
  const newest = [...leads].sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime());
  for (const lead of newest) {
    for (const address of [replyAddress(lead), lead.email]) {
      if (isVisitorAddress(secret, visitor, address)) return address;
    }
  }
  return undefined;
}

/** The unsent CANCELs of these leads' calls, detached: they carry the lead, and outlive it until sent. */
async function detachCancellations(trx: Kysely<Database>, leads: Lead[]): Promise<void> {
  for (const lead of leads) {
    const pending = await trx
      .selectFrom("outbox")
      .select(["id", "payload"])
      .where("lead_id", "=", lead.id)
      .where("kind", "in", BOOKING_KINDS)
      .where("sent_at", "is", null)
      .execute();
    for (const message of pending) {
      const payload = JSON.parse(message.payload ?? "{}") as { change?: string };
      if (payload.change !== "cancelled") continue;
      await trx
        .updateTable("outbox")
        .set({ lead_id: null, mailbox: null, payload: JSON.stringify({ ...payload, detachedLead: lead }) })
        .where("id", "=", message.id)
        .execute();
    }
  }
}

/**
 * Deletes the leads and every row that refers to them, counted by kind. The foreign keys would
 * cascade; the rows are deleted by name so the counts are exact and no table is left to a rule.
 */
export async function eraseLeads(trx: Kysely<Database>, ids: readonly string[]): Promise<ErasedCounts> {
  const counts: ErasedCounts = { leads: 0, calls: 0, messages: 0, webhookDeliveries: 0 };
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    const deliveries = trx.selectFrom("webhook_deliveries").select("id").where("lead_id", "in", batch);
    await trx.deleteFrom("webhook_attempts").where("delivery_id", "in", deliveries).execute();
    counts.webhookDeliveries += deleted(
      await trx.deleteFrom("webhook_deliveries").where("lead_id", "in", batch).executeTakeFirst(),
    );
    counts.messages += deleted(await trx.deleteFrom("outbox").where("lead_id", "in", batch).executeTakeFirst());
    counts.calls += deleted(await trx.deleteFrom("bookings").where("lead_id", "in", batch).executeTakeFirst());
    await trx.deleteFrom("lead_attribution").where("lead_id", "in", batch).execute();
    // The owner's notes are about the visitor (issue 39); the history holds a lost lead's reason.
    await trx.deleteFrom("lead_notes").where("lead_id", "in", batch).execute();
    // A task's text may be about the visitor too (issue 51).
    await trx.deleteFrom("lead_tasks").where("lead_id", "in", batch).execute();
    await trx.deleteFrom("lead_stage_changes").where("lead_id", "in", batch).execute();
    // The e-mails' short links stand for the visitor's booking links (issue 53).
    await eraseShortLinks(trx, batch.map(leadLinks));
    counts.leads += deleted(await trx.deleteFrom("leads").where("id", "in", batch).executeTakeFirst());
  }
  return counts;
}

const deleted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
