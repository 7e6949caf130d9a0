import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { checkDatabase, createDatabase, dialectOf, type Database, type DatabaseConfig } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The leads database, migrated to the latest schema before the server listens. */
    db: Kysely<Database>;
  }
}

async function db(app: FastifyInstance, options: DatabaseConfig): Promise<void> {
  const database = createDatabase(options, {
    onError: (error) => app.log.error({ err: error }, "database connection error"),
  });
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.destroy();
    throw error;
  }
  app.log.debug({ dialect: dialectOf(options) }, "database ready");

  app.decorate("db", database);
  app.health.addCheck("database", () => checkDatabase(database));
  app.addHook("onClose", () => database.destroy());
}

export default fp(db, { name: "db", fastify: "5.x", dependencies: ["health"] });
