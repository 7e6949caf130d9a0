import { sql, SqliteAdapter, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

// Migrations are frozen history: this is a copy of server/leads/search.ts `searchText` as it was
// written, on purpose. A later change to the folding is a new migration that recomputes it.
function searchText(row: { name: string; email: string; company: string; message: string }): string {
  return [row.name, row.email, row.company, row.message]
    .join("\n")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** The tables as this migration knows them (never the app's types, which move on). */
interface Tables {
  leads: { id: string; name: string; email: string; company: string; message: string; search_text: string };
}
type Db = Kysely<Tables>;

/**
 * The inbox's search: every lead gets `search_text` (name, e-mail, company and message, lower
 * case, accents removed, so "joao" finds "João"), and an index on the columns the inbox filters
 * and sorts by. SQLite also gets an FTS5 trigram index over `search_text`, which finds any
 * substring of three characters or more without reading every row; PostgreSQL gets a trigram
 * index for its LIKE when the pg_trgm extension can be had, and scans without it.
 */
export const leadSearch: Migration = {
  async up(db: Db): Promise<void> {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      // SQLite has no transactional migrations in Kysely: a failure must not leave half a table.
      await db.transaction().execute(async (trx) => {
        await rebuildWithStableRowid(trx);
        await backfill(trx);
        await createIndexes(trx);
        await createFullTextIndex(trx);
      });
      return;
    }
    await db.schema
      .alterTable("leads")
      .addColumn("search_text", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await backfill(db);
    await db.schema.dropIndex("leads_received_at_idx").execute();
    await createIndexes(db);
    // Counts by status: an index-only scan instead of reading every wide row. (Not on SQLite,
    // whose planner would then sort instead of walking leads_inbox_idx in order.)
    await db.schema.createIndex("leads_status_form_idx").on("leads").columns(["status", "form"]).execute();
    await createTrigramIndex(db);
  },

  async down(db: Db): Promise<void> {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      for (const trigger of ["leads_search_insert", "leads_search_update", "leads_search_delete"]) {
        await sql`drop trigger ${sql.id(trigger)}`.execute(db);
      }
      await sql`drop table leads_search`.execute(db);
    }
    await db.schema.dropIndex("leads_inbox_idx").execute();
    await db.schema.dropIndex("leads_status_form_idx").ifExists().execute();
    await db.schema.dropIndex("leads_search_trgm_idx").ifExists().execute();
    await db.schema.alterTable("leads").dropColumn("search_text").execute();
    await db.schema.createIndex("leads_received_at_idx").on("leads").column("received_at").execute();
  },
};

/**
 * The FTS index refers to leads by rowid, and SQLite may renumber the rowids of a table without
 * an INTEGER PRIMARY KEY on VACUUM (https://sqlite.org/lang_vacuum.html), which would silently
 * break search. So `leads` is rebuilt with `seq` as its rowid; `id` stays the key everyone uses.
 */
async function rebuildWithStableRowid(db: Db): Promise<void> {
  const columns = [
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
  ];
  await db.schema
    .createTable("leads_next")
    .addColumn("seq", "integer", (col) => col.primaryKey())
    .addColumn("id", "text", (col) => col.notNull().unique())
    .addColumn("form", "text", (col) => col.notNull())
    .addColumn("received_at", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("reply_to", "text")
    .addColumn("company", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("team_size", "text")
    .addColumn("workshop_interest", "text")
    .addColumn("subject", "text")
    .addColumn("client_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
    .addColumn("idempotency_key", "text", (col) => col.unique())
    .addColumn("next_url", "text", (col) => col.notNull())
    .addColumn("search_text", "text", (col) => col.notNull().defaultTo(""))
    .addCheckConstraint("leads_form_check", sql`form in ('consulting', 'discovery')`)
    .addCheckConstraint("leads_language_check", sql`language in ('en', 'pt')`)
    .addCheckConstraint("leads_status_check", sql`status in ('new', 'handled', 'spam')`)
    .addCheckConstraint("leads_team_size_check", sql`team_size in ('1-5', '6-15', '16-30', '31+')`)
    .addCheckConstraint(
      "leads_workshop_interest_check",
      sql`workshop_interest in ('4-hour', '6-week', 'online', 'not-sure')`,
    )
    .execute();
  const list = sql.join(columns.map((column) => sql.id(column)));
  await sql`insert into leads_next (${list}) select ${list} from leads order by received_at, id`.execute(db);
  await db.schema.dropTable("leads").execute();
  await db.schema.alterTable("leads_next").renameTo("leads").execute();
}

async function backfill(db: Db): Promise<void> {
  const rows = await db.selectFrom("leads").select(["id", "name", "email", "company", "message"]).execute();
  for (const row of rows) {
    await db
      .updateTable("leads")
      .set({ search_text: searchText(row) })
      .where("id", "=", row.id)
      .execute();
  }
}

async function createIndexes(db: Db): Promise<void> {
  // Newest first, with what the inbox filters on: a page (even page 2,000) and a count are read
  // from this index alone, and only the 25 rows shown are fetched.
  await db.schema.createIndex("leads_inbox_idx").on("leads").columns(["received_at", "id", "status", "form"]).execute();
}

async function createFullTextIndex(db: Db): Promise<void> {
  // Contentless: the text is already in leads.search_text; the index keeps only the trigrams.
  await sql`create virtual table leads_search using fts5(
    search_text, content='', contentless_delete=1, tokenize='trigram'
  )`.execute(db);
  await sql`insert into leads_search (rowid, search_text) select seq, search_text from leads`.execute(db);
  await sql`create trigger leads_search_insert after insert on leads begin
    insert into leads_search (rowid, search_text) values (new.seq, new.search_text);
  end`.execute(db);
  await sql`create trigger leads_search_update after update of search_text on leads begin
    delete from leads_search where rowid = old.seq;
    insert into leads_search (rowid, search_text) values (new.seq, new.search_text);
  end`.execute(db);
  await sql`create trigger leads_search_delete after delete on leads begin
    delete from leads_search where rowid = old.seq;
  end`.execute(db);
}

/**
 * PostgreSQL: a GIN trigram index lets LIKE '%word%' skip the rows without the word. pg_trgm
 * ships with Debian's postgresql package and may be created by a database owner (a trusted
 * extension since PostgreSQL 13), but it is not required: without it, searches scan.
 */
async function createTrigramIndex(db: Db): Promise<void> {
  await sql`savepoint trigram_index`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    // Already installed elsewhere, the extension stays where it is: its operator class is there.
    const { rows } = await sql<{ schema: string }>`
      select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'
    `.execute(db);
    const opclass = sql.id(rows[0]!.schema.replace(/^"|"$/g, ""), "gin_trgm_ops");
    await sql`create index leads_search_trgm_idx on leads using gin (search_text ${opclass})`.execute(db);
    await sql`release savepoint trigram_index`.execute(db);
  } catch {
    await sql`rollback to savepoint trigram_index`.execute(db);
  }
}
