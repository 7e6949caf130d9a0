import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { checkDatabase, createDatabase, dialectOf, type Database, type DatabaseConfig } from "./database.js";
import { checkMigrations, migrateToLatest } from "./migrate.js";
import { purgeEmptiedMessages } from "../mail/outbox.js";

/** How often emptied messages are deleted (and once at start); each capability purges its own data. */
const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** Sent detached messages are kept, emptied, this long: the visitor-mail cap counts the last hour. */
const EMPTIED_MESSAGES_MS = 24 * 60 * 60 * 1000;

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
  // Another instance may have rolled the schema back, or a restore brought an older one.
  app.health.addCheck("migrations", () => checkMigrations(database));
  const purge = async () => {
    try {
      await purgeEmptiedMessages(database, new Date(Date.now() - EMPTIED_MESSAGES_MS));
    } catch (error) {
      app.log.error({ err: error }, "could not delete emptied messages");
    }
  };
  await purge();
  const timer = setInterval(() => void purge(), PURGE_INTERVAL_MS).unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await database.destroy();
  });
}

export default fp(db, { name: "db", fastify: "5.x", dependencies: ["health"] });
