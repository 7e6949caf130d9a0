import type { TestProject } from "vitest/node";
import { startPostgres } from "../../scripts/ensure-postgres.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL database the server tests may create schemas in. */
    testDatabaseUrl: string;
  }
}

/** Vitest globalSetup of the server project: one PostgreSQL server for the whole run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startPostgres();
  project.provide("testDatabaseUrl", postgres.url);
  return postgres.stop;
}
