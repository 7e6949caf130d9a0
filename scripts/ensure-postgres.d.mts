/**
 * Makes a PostgreSQL database available and resolves to its URL and a `stop()` that shuts the
 * server down and deletes its files (a no-op for an external TEST_DATABASE_URL).
 */
export declare function startPostgres(options?: {
  log?: (line: string) => void;
}): Promise<{ url: string; stop: () => Promise<void> }>;
