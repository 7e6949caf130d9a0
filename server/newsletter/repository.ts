import type { Kysely, Selectable } from "kysely";
import type { Language } from "../../shared/languages.js";
import type { NewsletterList } from "../../shared/newsletter.js";
import type { Database } from "../db/database.js";
import type { LetterState, LettersTable, SubscriberStatus, SubscribersTable } from "./tables.js";

export interface Subscriber {
  id: string;
  list: NewsletterList;
  email: string;
  mailbox: string;
  language: Language;
  status: SubscriberStatus;
  source: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  departedAt: Date | null;
  generation: number;
}

function toSubscriber(row: Selectable<SubscribersTable>): Subscriber {
  return {
    id: row.id,
    list: row.list,
    email: row.email,
    mailbox: row.mailbox,
    language: row.language,
    status: row.status,
    source: row.source,
    createdAt: new Date(row.created_at),
    confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at),
    departedAt: row.departed_at === null ? null : new Date(row.departed_at),
    generation: Number(row.generation),
  };
}

export async function findSubscriber(db: Kysely<Database>, id: string): Promise<Subscriber | undefined> {
  const row = await db.selectFrom("newsletter_subscribers").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toSubscriber(row);
}

/**
 * Records a subscription request as a pending subscriber: a new row, or the list's row for that
 * mailbox made pending again (a new generation, so older links stop working) unless it is
 * confirmed. Returns the row as it now is.
 */
export async function upsertPending(
  db: Kysely<Database>,
  values: { list: NewsletterList; email: string; mailbox: string; language: Language; source: string | null },
  now: Date,
): Promise<Subscriber> {
  await db
    .insertInto("newsletter_subscribers")
    .values({
      id: crypto.randomUUID(),
      ...values,
      status: "pending",
      created_at: now.toISOString(),
      confirmed_at: null,
      departed_at: null,
      generation: 1,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["list", "mailbox"])
        .doUpdateSet((eb) => ({
          email: eb.ref("excluded.email"),
          language: eb.ref("excluded.language"),
          status: "pending",
          generation: eb(eb.ref("newsletter_subscribers.generation"), "+", 1),
          source: eb.ref("excluded.source"),
        }))
        .where("newsletter_subscribers.status", "!=", "confirmed"),
    )
    .execute();
  const row = await db
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("list", "=", values.list)
    .where("mailbox", "=", values.mailbox)
    .executeTakeFirstOrThrow();
  return toSubscriber(row);
}

/** Pending at `generation` → confirmed; false when not (confirmed already, or a newer link exists). */
export async function markConfirmed(db: Kysely<Database>, id: string, generation: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "confirmed", confirmed_at: now.toISOString(), departed_at: null })
    .where("id", "=", id)
    .where("generation", "=", generation)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Confirmed or pending → departed; false when it had left already. */
export async function markDeparted(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_subscribers")
    .set({ status: "departed", departed_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "!=", "departed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertConsent(
  db: Kysely<Database>,
  consent: { subscriberId: string; words: string; language: Language; network: string | null },
  now: Date,
): Promise<void> {
  await db
    .insertInto("newsletter_consents")
    .values({
      id: crypto.randomUUID(),
      subscriber_id: consent.subscriberId,
      given_at: now.toISOString(),
      words: consent.words,
      language: consent.language,
      network: consent.network,
    })
    .execute();
}

export async function insertRequest(
  db: Kysely<Database>,
  request: { mailbox: string; network: string | null },
  now: Date,
): Promise<void> {
  await db
    .insertInto("newsletter_requests")
    .values({ id: crypto.randomUUID(), ...request, requested_at: now.toISOString() })
    .execute();
}

/** Requests for one mailbox, and from one network, since `since`. */
export async function countRequests(
  db: Kysely<Database>,
  { mailbox, network }: { mailbox: string; network: string | null },
  since: Date,
): Promise<{ mailbox: number; network: number }> {
  const count = async (column: "mailbox" | "network", value: string) => {
    const row = await db
      .selectFrom("newsletter_requests")
      .select((eb) => eb.fn.countAll().as("count"))
      .where(column, "=", value)
      .where("requested_at", ">", since.toISOString())
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  return { mailbox: await count("mailbox", mailbox), network: network === null ? 0 : await count("network", network) };
}

/** Requests older than `before`: no cap looks back that far. */
export async function purgeRequests(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom("newsletter_requests").where("requested_at", "<", before.toISOString()).execute();
}

export interface Letter {
  id: string;
  list: NewsletterList;
  language: Language;
  subject: string;
  markdown: string;
  state: LetterState;
  createdAt: string;
  updatedAt: string;
  sendingAt: string | null;
  sentAt: string | null;
}

function toLetter(row: Selectable<LettersTable>): Letter {
  return {
    id: row.id,
    list: row.list,
    language: row.language,
    subject: row.subject,
    markdown: row.markdown,
    state: row.state,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    sendingAt: row.sending_at,
    sentAt: row.sent_at,
  };
}

export async function findLetter(db: Kysely<Database>, id: string): Promise<Letter | undefined> {
  const row = await db.selectFrom("newsletter_letters").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toLetter(row);
}

export async function listLetters(db: Kysely<Database>): Promise<Letter[]> {
  const rows = await db.selectFrom("newsletter_letters").selectAll().orderBy("created_at", "desc").limit(100).execute();
  return rows.map(toLetter);
}

export async function insertLetter(
  db: Kysely<Database>,
  letter: Pick<Letter, "list" | "language" | "subject" | "markdown">,
  now: Date,
): Promise<Letter> {
  const row = await db
    .insertInto("newsletter_letters")
    .values({
      id: crypto.randomUUID(),
      ...letter,
      state: "draft",
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      sending_at: null,
      sent_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toLetter(row);
}

/** A draft's new words; undefined when it is no draft any more. */
export async function updateDraft(
  db: Kysely<Database>,
  id: string,
  letter: Pick<Letter, "list" | "language" | "subject" | "markdown">,
  now: Date,
): Promise<Letter | undefined> {
  const row = await db
    .updateTable("newsletter_letters")
    .set({ ...letter, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("state", "=", "draft")
    .returningAll()
    .executeTakeFirst();
  return row && toLetter(row);
}

/** Draft → sending, once; false when it was not a draft. */
export async function startSending(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("newsletter_letters")
    .set({ state: "sending", sending_at: now.toISOString() })
    .where("id", "=", id)
    .where("state", "=", "draft")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks one delivery as taken by the SMTP server (the letter's own "got it" count). */
export async function markDelivered(db: Kysely<Database>, letterId: string, subscriberId: string, now: Date) {
  await db
    .updateTable("newsletter_deliveries")
    .set({ sent_at: now.toISOString() })
    .where("letter_id", "=", letterId)
    .where("subscriber_id", "=", subscriberId)
    .execute();
}
