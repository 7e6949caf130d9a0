import { sql, type Expression, type SqlBool } from "kysely";
import type { Dialect } from "../db/database.js";

/**
 * Lower case without accents or compatibility forms, so that "joao" finds "João", "acao" finds
 * "Ação" and "ﬁ" finds "fi". Used on what is stored and on what is searched for alike.
 */
function foldForSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** What the inbox search looks through, stored with each lead as `search_text`. */
export function searchText(lead: { name: string; email: string; company: string; message: string }): string {
  return foldForSearch([lead.name, lead.email, lead.company, lead.message].join("\n"));
}

const MAX_WORDS = 8;

/** The words of a query, folded: a lead matches when each one appears somewhere in it. */
export function searchWords(query: string): string[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

// The trigram tokenizer finds substrings of at least three characters through the index.
const TRIGRAM = 3;

/**
 * A lead matches when every word is a substring of its `search_text`. SQLite answers words of
 * three characters or more from the FTS5 trigram index (`leads_search`); shorter words, and
 * every word on PostgreSQL, are a LIKE over the column.
 */
export function matchesWords(dialect: Dialect, words: string[]): Expression<SqlBool> {
  const indexed = dialect === "sqlite" ? words.filter((word) => [...word].length >= TRIGRAM) : [];
  const scanned = words.filter((word) => !indexed.includes(word));
  const conditions = scanned.map((word) => sql<SqlBool>`leads.search_text like ${likePattern(word)} escape '\\'`);
  if (indexed.length > 0) {
    const match = indexed.map((word) => `"${word.replaceAll('"', '""')}"`).join(" AND ");
    // The unary + keeps SQLite from driving the query by rowid lookups sorted afterwards; it
    // walks the newest-first index instead and checks each row against the matches (a list it
    // builds once), which keeps a common word fast. Measured: scripts/bench-inbox.mjs.
    conditions.push(sql<SqlBool>`+leads.rowid in (select rowid from leads_search where leads_search match ${match})`);
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
