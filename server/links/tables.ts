/** The short links' table (issue 53), as Kysely sees them. */
export interface LinkTables {
  short_links: ShortLinksTable;
}

/**
 * One e-mail link: its random id stands for `target`, a path and query on PUBLIC_URL (checked
 * when stored), opened in `language`. `about` names whose link it is ("lead:…", "subscriber:…",
 * "privacy:…"), so an erasure takes it too; `expires_at` null: as long as that lives.
 */
export interface ShortLinksTable {
  id: string;
  target: string;
  language: string;
  about: string | null;
  expires_at: string | null;
  created_at: string;
}
