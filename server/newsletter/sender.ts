import type { Kysely } from "kysely";
import type { Database } from "../db/database.js";
import { queueMessage } from "../mail/outbox.js";
import type { LetterPayload } from "./mail.js";
import type { Letter } from "./repository.js";
import { LETTER_KIND } from "./message-kinds.js";

const HOUR_MS = 60 * 60 * 1000;
/** Subscribers taken per step: small, so two instances overshoot the hourly cap by little. */
const BATCH = 20;

export interface SenderDeps {
  db: Kysely<Database>;
  /** NEWSLETTER_PER_HOUR. */
  lettersPerHour: number;
  now: () => Date;
}

/** The outbox id of one letter to one subscriber. */
const deliveryId = (letterId: string, subscriberId: string) => `letter-${letterId}-${subscriberId}`;

/**
 * One step of sending the letters in progress, on any instance: the next confirmed subscribers of
 * each letter's list and language who have no delivery row yet, each claimed by inserting its
 * (letter, subscriber) row and queuing its outbox message in one transaction. The primary key
 * makes the claim once across instances and restarts; what was claimed is in the outbox, which
 * survives both. Within NEWSLETTER_PER_HOUR, counted over the delivery rows of the last hour.
 * A letter with no one left is marked sent. True when it did something.
 */
/** The confirmed subscribers of a letter's list and language who have no delivery of it yet. */
function stillToGet(db: Kysely<Database>, letter: Pick<Letter, "id" | "list" | "language">) {
  return db
    .selectFrom("newsletter_subscribers as s")
    .where("s.list", "=", letter.list)
    .where("s.language", "=", letter.language)
    .where("s.status", "=", "confirmed")
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("newsletter_deliveries as d")
            .select("d.letter_id")
            .where("d.letter_id", "=", letter.id)
            .whereRef("d.subscriber_id", "=", "s.id"),
        ),
      ),
    );
}

export async function sendStep(deps: SenderDeps): Promise<boolean> {
  const { db } = deps;
  const now = deps.now();
  const letters = await db
    .selectFrom("newsletter_letters")
    .select(["id", "list", "language"])
    .where("state", "=", "sending")
    .orderBy("sending_at")
    .execute();
  if (letters.length === 0) return false;
  const { count } = await db
    .selectFrom("newsletter_deliveries")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("queued_at", ">", new Date(now.getTime() - HOUR_MS).toISOString())
    .executeTakeFirstOrThrow();
  let budget = deps.lettersPerHour - Number(count);
  let worked = false;
  for (const letter of letters) {
    if (budget <= 0) break;
    const next = await stillToGet(db, letter).select("s.id").orderBy("s.id").limit(Math.min(BATCH, budget)).execute();
    if (next.length === 0) {
      await db
        .updateTable("newsletter_letters")
        .set({ state: "sent", sent_at: now.toISOString() })
        .where("id", "=", letter.id)
        .where("state", "=", "sending")
        .execute();
      worked = true;
      continue;
    }
    for (const { id: subscriberId } of next) {
      if (await claim(db, letter.id, subscriberId, now)) budget -= 1;
    }
    worked = true;
  }
  return worked;
}

/** The (letter, subscriber) row and its outbox message, together or not at all; false when another got there first. */
async function claim(db: Kysely<Database>, letterId: string, subscriberId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("newsletter_deliveries")
      .values({ letter_id: letterId, subscriber_id: subscriberId, queued_at: now.toISOString(), sent_at: null })
      .onConflict((conflict) => conflict.columns(["letter_id", "subscriber_id"]).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const payload: LetterPayload = { letterId, subscriberId };
    await queueMessage(
      trx,
      {
        id: deliveryId(letterId, subscriberId),
        leadId: null,
        kind: LETTER_KIND,
        mailbox: null,
        payload,
        dueAt: now,
      },
      now,
    );
    return true;
  });
}

export interface LetterProgress {
  /** Confirmed subscribers of its list and language who have no delivery yet, plus those queued. */
  audience: number;
  queued: number;
  sent: number;
  /** Subscribers of its list and language who left since it started sending. */
  left: number;
}

export async function letterProgress(db: Kysely<Database>, letter: Letter): Promise<LetterProgress> {
  const deliveries = await db
    .selectFrom("newsletter_deliveries")
    .select((eb) => [eb.fn.countAll().as("queued"), eb.fn.count("sent_at").as("sent")])
    .where("letter_id", "=", letter.id)
    .executeTakeFirstOrThrow();
  const waiting = await stillToGet(db, letter)
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  const left =
    letter.sendingAt === null
      ? 0
      : Number(
          (
            await db
              .selectFrom("newsletter_subscribers")
              .select((eb) => eb.fn.countAll().as("count"))
              .where("list", "=", letter.list)
              .where("language", "=", letter.language)
              .where("status", "=", "departed")
              .where("departed_at", ">=", letter.sendingAt)
              .executeTakeFirstOrThrow()
          ).count,
        );
  const queued = Number(deliveries.queued);
  const waitingCount = letter.state === "sent" ? 0 : Number(waiting.count);
  return { audience: queued + waitingCount, queued, sent: Number(deliveries.sent), left };
}
