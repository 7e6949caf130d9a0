import { createHash } from "node:crypto";
import type { Kysely, Selectable, SelectQueryBuilder, Transaction } from "kysely";
import type { Language } from "../../shared/languages.js";
import type { LeadStage, LeadStatus } from "../../shared/admin-api.js";
import type { DealValue } from "../../shared/deal-value.js";
import type { SpamReason } from "../../shared/spam.js";
import type { DiscoveryLead, FormKind } from "../../shared/lead-forms.js";
import { databaseDialect, type Database } from "../db/database.js";
import type { LeadsTable } from "./tables.js";
import { matchesWords, searchText, searchWords } from "./search.js";
import { attributedTo, type AttributionFilter } from "../analytics/attribution.js";

/** The site's promise: a reply within 24 hours of a lead (the inbox's reply-by time, the reminder). */
export const REPLY_WITHIN_MS = 24 * 60 * 60 * 1000;

/** How long a repeated idempotency key returns the first reply instead of storing again. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Every column but `search_text` (and SQLite's `seq`): what a Lead is made of. */
const LEAD_COLUMNS = [
  "id",
  "form",
  "received_at",
  "language",
  "name",
  "email",
  "reply_to",
  "company",
  "message",
  "team_size",
  "workshop_interest",
  "subject",
  "client_address",
  "user_agent",
  "status",
  "idempotency_key",
  "next_url",
  "spam_reasons",
  "stage",
  "lost_reason",
  "follow_up_on",
  "assigned_to",
  "deal_amount",
  "deal_currency",
] as const satisfies readonly (keyof LeadsTable)[];

type LeadRow = Pick<Selectable<LeadsTable>, (typeof LEAD_COLUMNS)[number]>;

/**
 * A stored lead: the contact fields of either form (shared/lead-forms.ts), its message (the
 * consulting form's `context` or the discovery call's `currentChallenges`), the discovery call's
 * selects (null for a consulting lead), and what the collector learnt about the submission.
 */
export interface Lead extends Pick<DiscoveryLead, "name" | "email" | "company"> {
  id: string;
  form: FormKind;
  receivedAt: Date;
  language: Language;
  /** `_replyto`, when it was an address: where a reply goes instead of `email`. */
  replyTo: string | null;
  message: string;
  teamSize: DiscoveryLead["teamSize"];
  workshopInterest: DiscoveryLead["workshopInterest"] | null;
  subject: string | null;
  /** Truncated (IPv4 /24, IPv6 /48), never the full address. */
  clientAddress: string | null;
  userAgent: string | null;
  status: LeadStatus;
  idempotencyKey: string | null;
  /** Where the visitor was sent: a retry with the same idempotency key gets the same answer. */
  nextUrl: string;
  /** Why the spam layers flagged it (issue 27); a lead that is not spam may carry weak ones. */
  spamReasons: SpamReason[];
  /** Its way to becoming a client (issue 39): `status` is "new" at stage "new", else "handled", unless spam. */
  stage: LeadStage;
  /** Why it was lost, when the owner said; null at any other stage. */
  lostReason: string | null;
  /** The owner's day for its next step, `YYYY-MM-DD`, or null. */
  followUpOn: string | null;
  /** The person whose lead it is (issue 50): its alerts go to them. Null: to everyone who asked. */
  assignedTo: string | null;
  /** What the owner expects the deal to be worth (issue 51), or null when they have not said. */
  value: DealValue | null;
}

/** Where a reply to the lead goes: its `_replyto` when it gave one, else its e-mail (one rule for every e-mail). */
export { replyAddress } from "../mail/visitor-address.js";

type Defaulted = "id" | "receivedAt" | "spamReasons" | "stage" | "lostReason" | "followUpOn" | "assignedTo" | "value";
export type NewLead = Omit<Lead, Defaulted> & Partial<Pick<Lead, Defaulted>>;

export interface InsertLeadOptions {
  /** Runs in the lead's transaction once its row is written (an outbox row, for instance). */
  afterInsert?: (trx: Transaction<Database>, lead: Lead) => Promise<void>;
}

/**
 * Stores a lead in one transaction and resolves once it is committed. Resolves to undefined,
 * storing nothing, when another lead received in the last 24 hours holds the same
 * idempotency key; an older holder gives the key up to the new lead.
 */
export async function insertLead(
  db: Kysely<Database>,
  newLead: NewLead,
  options: InsertLeadOptions = {},
): Promise<Lead | undefined> {
  const lead: Lead = {
    ...newLead,
    id: newLead.id ?? crypto.randomUUID(),
    receivedAt: newLead.receivedAt ?? new Date(),
    spamReasons: newLead.spamReasons ?? [],
    stage: newLead.stage ?? "new",
    lostReason: newLead.lostReason ?? null,
    followUpOn: newLead.followUpOn ?? null,
    assignedTo: newLead.assignedTo ?? null,
    value: newLead.value ?? null,
  };
  return db.transaction().execute(async (trx) => {
    if (lead.idempotencyKey !== null) {
      await trx
        .updateTable("leads")
        .set({ idempotency_key: null })
        .where("idempotency_key", "=", lead.idempotencyKey)
        .where("received_at", "<=", windowStart(lead.receivedAt))
        .execute();
    }
    const result = await trx
      .insertInto("leads")
      .values(toRow(lead))
      .onConflict((conflict) => conflict.column("idempotency_key").doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return undefined;
    await options.afterInsert?.(trx, lead);
    return lead;
  });
}

/** The lead that holds `key`, if it was received within the idempotency window before `now`. */
export async function findLeadByIdempotencyKey(
  db: Kysely<Database>,
  key: string,
  now: Date = new Date(),
): Promise<Lead | undefined> {
  const row = await db
    .selectFrom("leads")
    .select(LEAD_COLUMNS)
    .where("idempotency_key", "=", key)
    .where("received_at", ">", windowStart(now))
    .executeTakeFirst();
  return row && fromRow(row);
}

/** Which leads a list, a count or an export is about; every lead when empty. */
export interface LeadFilter {
  form?: FormKind | undefined;
  /** Only leads with one of these statuses; any status when absent. */
  statuses?: readonly LeadStatus[] | undefined;
  /** Only leads at this stage of the pipeline (never spam). */
  stage?: LeadStage | undefined;
  /** Words that must each appear in the name, e-mail, company or message (case and accents aside). */
  q?: string | undefined;
  /** Only leads received at or before this instant (the inbox's overdue filter). */
  receivedBy?: Date | undefined;
  /** Only the leads assigned to this person ("Mine"). */
  assignedTo?: string | undefined;
  /** Only leads whose visit had this source, campaign or landing page (issue 26). */
  attribution?: AttributionFilter | undefined;
}

export interface Page {
  limit: number;
  offset?: number;
}

function matching(db: Kysely<Database>, filter: LeadFilter): SelectQueryBuilder<Database, "leads", object> {
  let query = db.selectFrom("leads");
  if (filter.form !== undefined) query = query.where("form", "=", filter.form);
  if (filter.statuses !== undefined) {
    if (filter.statuses.length === 0) return query.where((eb) => eb.lit(false));
    query = query.where("status", "in", filter.statuses);
  }
  if (filter.stage !== undefined) query = query.where("stage", "=", filter.stage).where("status", "!=", "spam");
  const words = searchWords(filter.q ?? "");
  if (words.length > 0) query = query.where(matchesWords(databaseDialect(db), words));
  if (filter.receivedBy !== undefined) query = query.where("received_at", "<=", filter.receivedBy.toISOString());
  if (filter.assignedTo !== undefined) query = query.where("assigned_to", "=", filter.assignedTo);
  const attributed = filter.attribution && attributedTo(filter.attribution);
  if (attributed !== undefined) query = query.where(attributed);
  return query;
}

/** Newest first (or oldest first: the reply that is due soonest), a page at a time. */
export async function listLeads(
  db: Kysely<Database>,
  { limit, offset = 0, oldestFirst = false, ...filter }: Page & LeadFilter & { oldestFirst?: boolean },
): Promise<Lead[]> {
  const direction = oldestFirst ? "asc" : "desc";
  // The page's ids come from the (received_at, id, status, form) index alone, however deep the
  // page; only the rows shown are read.
  const page = matching(db, filter)
    .select("id")
    .orderBy("received_at", direction)
    .orderBy("id", direction)
    .limit(limit)
    .offset(offset);
  const rows = await db
    .selectFrom("leads")
    .select(LEAD_COLUMNS)
    .where("id", "in", page)
    .orderBy("received_at", direction)
    .orderBy("id", direction)
    .execute();
  return rows.map(fromRow);
}

export async function countLeads(db: Kysely<Database>, filter: LeadFilter = {}): Promise<number> {
  const { count } = await matching(db, filter)
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  // PostgreSQL's count is a bigint, which pg hands over as a string.
  return Number(count);
}

/**
 * Every lead the filter selects, newest first (exports). Read in batches after the last one
 * seen rather than by offset, so leads arriving meanwhile neither shift nor repeat a batch.
 */
export async function listAllLeads(db: Kysely<Database>, filter: LeadFilter = {}, batch = 500): Promise<Lead[]> {
  const leads: Lead[] = [];
  let last: LeadRow | undefined;
  for (;;) {
    const after = last;
    const rows = await matching(db, filter)
      .select(LEAD_COLUMNS)
      .$if(after !== undefined, (query) =>
        query.where((eb) =>
          eb.or([
            eb("received_at", "<", after!.received_at),
            eb.and([eb("received_at", "=", after!.received_at), eb("id", "<", after!.id)]),
          ]),
        ),
      )
      .orderBy("received_at", "desc")
      .orderBy("id", "desc")
      .limit(batch)
      .execute();
    leads.push(...rows.map(fromRow));
    if (rows.length < batch) return leads;
    last = rows.at(-1);
  }
}

export async function findLead(db: Kysely<Database>, id: string): Promise<Lead | undefined> {
  const row = await db.selectFrom("leads").select(LEAD_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row && fromRow(row);
}

/**
 * Deletes the lead for good, with its notifications (the outbox rows cascade) and its search
 * entry: what a data-subject request asks for. False when there was no such lead.
 */
export async function deleteLead(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("leads").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function windowStart(now: Date): string {
  return new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString();
}

function toRow(lead: Lead): LeadsTable {
  return {
    id: lead.id,
    form: lead.form,
    received_at: lead.receivedAt.toISOString(),
    language: lead.language,
    name: lead.name,
    email: lead.email,
    reply_to: lead.replyTo,
    company: lead.company,
    message: lead.message,
    team_size: lead.teamSize,
    workshop_interest: lead.workshopInterest,
    subject: lead.subject,
    client_address: lead.clientAddress,
    user_agent: lead.userAgent,
    status: lead.status,
    idempotency_key: lead.idempotencyKey,
    next_url: lead.nextUrl,
    spam_reasons: JSON.stringify(lead.spamReasons),
    search_text: searchText(lead),
    message_hash: messageHash(lead.message),
    stage: lead.stage,
    lost_reason: lead.lostReason,
    follow_up_on: lead.followUpOn,
    assigned_to: lead.assignedTo,
    deal_amount: lead.value?.amount ?? null,
    deal_currency: lead.value?.currency ?? null,
  };
}

/**
 * Gives a lead to a person, or to nobody (null); false when there is no such lead. The caller
 * checks the person is on the team.
 */
export async function assignLead(db: Kysely<Database>, leadId: string, personId: string | null): Promise<boolean> {
  const result = await db
    .updateTable("leads")
    .set({ assigned_to: personId })
    .where("id", "=", leadId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The person whose lead it is (issue 50), or null: unassigned, or the lead is gone. */
export async function assigneeOf(db: Kysely<Database>, leadId: string): Promise<string | null> {
  const row = await db.selectFrom("leads").select("assigned_to").where("id", "=", leadId).executeTakeFirst();
  return row?.assigned_to ?? null;
}

/** A row's deal value: both columns are set or neither is (the migration checks it). */
export function dealValueOf(row: Pick<LeadRow, "deal_amount" | "deal_currency">): DealValue | null {
  return row.deal_amount === null || row.deal_currency === null
    ? null
    : { amount: Number(row.deal_amount), currency: row.deal_currency };
}

/** Sets a lead's deal value, or clears it (null); false when there is no such lead. */
export async function setDealValue(db: Kysely<Database>, leadId: string, value: DealValue | null): Promise<boolean> {
  const result = await db
    .updateTable("leads")
    .set({ deal_amount: value?.amount ?? null, deal_currency: value?.currency ?? null })
    .where("id", "=", leadId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The message's SHA-256, indexed with the time: "the same message within 24 hours" is one lookup. */
export function messageHash(message: string): string {
  return createHash("sha256").update(message).digest("base64url");
}

function fromRow(row: LeadRow): Lead {
  return {
    id: row.id,
    form: row.form,
    receivedAt: new Date(row.received_at),
    language: row.language,
    name: row.name,
    email: row.email,
    replyTo: row.reply_to,
    company: row.company,
    message: row.message,
    teamSize: row.team_size,
    workshopInterest: row.workshop_interest,
    subject: row.subject,
    clientAddress: row.client_address,
    userAgent: row.user_agent,
    status: row.status,
    idempotencyKey: row.idempotency_key,
    nextUrl: row.next_url,
    spamReasons: JSON.parse(row.spam_reasons) as SpamReason[],
    stage: row.stage,
    lostReason: row.lost_reason,
    followUpOn: row.follow_up_on,
    assignedTo: row.assigned_to,
    value: dealValueOf(row),
  };
}
