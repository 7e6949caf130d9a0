import type { Kysely } from "kysely";
import type { Language } from "../../shared/languages.js";
import type { NewsletterList } from "../../shared/newsletter.js";
import type { Database } from "../db/database.js";
import type { SubscriberStatus } from "./tables.js";

/** A subscription as the visitor's own data shows it (server/privacy/): with every consent they gave. */
export interface VisitorSubscription {
  id: string;
  list: NewsletterList;
  language: Language;
  status: SubscriberStatus;
  source: string | null;
  createdAt: string;
  confirmedAt: string | null;
  departedAt: string | null;
  consents: { givenAt: string; words: string; language: Language; network: string | null }[];
}

const BATCH = 1000;

/**
 * The subscriptions whose address `matches` (privacy's keyed hash of the visitor's address): a
 * scan, as the leads' is, since the privacy request holds no address to look up.
 */
export async function subscriptionIdsOf(
  db: Kysely<Database>,
  matches: (address: string) => boolean,
): Promise<string[]> {
  const ids: string[] = [];
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("newsletter_subscribers")
      .select(["id", "email"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of rows) if (matches(row.email)) ids.push(row.id);
    if (rows.length < BATCH) return ids;
    after = rows.at(-1)!.id;
  }
}

export async function subscriptionsOf(db: Kysely<Database>, ids: readonly string[]): Promise<VisitorSubscription[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("id", "in", ids)
    .orderBy("created_at")
    .execute();
  const consents = await db
    .selectFrom("newsletter_consents")
    .selectAll()
    .where("subscriber_id", "in", ids)
    .orderBy("given_at")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    list: row.list,
    language: row.language,
    status: row.status,
    source: row.source,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    departedAt: row.departed_at,
    consents: consents
      .filter((consent) => consent.subscriber_id === row.id)
      .map((consent) => ({
        givenAt: consent.given_at,
        words: consent.words,
        language: consent.language,
        network: consent.network,
      })),
  }));
}

/**
 * Erases the subscriptions with their consents and deliveries (the foreign keys cascade), and the
 * requests the caps kept for their mailboxes; in the erasure's transaction. How many subscriptions.
 */
export async function eraseSubscriptions(trx: Kysely<Database>, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const mailboxes = await trx.selectFrom("newsletter_subscribers").select("mailbox").where("id", "in", ids).execute();
  await trx.deleteFrom("newsletter_deliveries").where("subscriber_id", "in", ids).execute();
  await trx.deleteFrom("newsletter_consents").where("subscriber_id", "in", ids).execute();
  await trx
    .deleteFrom("newsletter_requests")
    .where(
      "mailbox",
      "in",
      mailboxes.map((row) => row.mailbox),
    )
    .execute();
  const result = await trx.deleteFrom("newsletter_subscribers").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
