import type { TestProject } from "vitest/node";
import { startPostgres } from "../../scripts/ensure-postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL server of the test run (its maintenance database): tests create databases in it. */
    testDatabaseUrl: string;
  }
}

/** Vitest globalSetup of the server project: one PostgreSQL server for the whole run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres();
  project.provide("testDatabaseUrl", postgres.url);
  return postgres.stop;
}
