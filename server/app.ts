import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "./config.js";
import { RequestLogController } from "./logging.js";
import collector from "./plugins/collector.js";
import db from "./plugins/db.js";
import health from "./plugins/health.js";
import staticSite from "./plugins/static.js";

/** What `main.ts` tunes on the HTTP server; tests leave the defaults. */
export type ServerOptions = Pick<
  FastifyServerOptions,
  "connectionTimeout" | "keepAliveTimeout" | "requestTimeout" | "forceCloseConnections"
>;

export function buildApp(config: Config, serverOptions: ServerOptions = {}): FastifyInstance {
  const app = Fastify({
    ...serverOptions,
    logger: { level: config.logLevel },
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
  });

  // Order matters: capabilities that others depend on come first.
  app.register(health);
  app.register(db, { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  // Later: mail, between db and collector; admin (/admin).
  app.register(collector, {
    formId: config.formId,
    disabledFormIds: config.disabledFormIds,
    rateLimitPerMinute: config.rateLimitPerMinute,
    siteOrigins: config.siteOrigins,
  });
  // The site: its GET /* answers whatever no other route claims (more specific routes win).
  app.register(staticSite, { root: config.clientDir });

  return app;
}
