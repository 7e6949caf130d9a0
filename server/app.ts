import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "./config.js";
import { RequestLogController } from "./logging.js";
import admin from "./plugins/admin.js";
import collector from "./plugins/collector.js";
import db from "./plugins/db.js";
import health from "./plugins/health.js";
import mail, { type MailOptions } from "./plugins/mail.js";
import securityHeaders from "./plugins/security-headers.js";
import staticSite from "./plugins/static.js";

/** What `main.ts` tunes on the HTTP server; tests leave the defaults. */
export type ServerOptions = Pick<
  FastifyServerOptions,
  "connectionTimeout" | "keepAliveTimeout" | "requestTimeout" | "forceCloseConnections"
>;

/** Timings that are not settings, shortened by tests. */
export interface Tuning {
  outbox?: MailOptions["outboxTimings"];
}

export function buildApp(config: Config, serverOptions: ServerOptions = {}, tuning: Tuning = {}): FastifyInstance {
  const app = Fastify({
    ...serverOptions,
    logger: { level: config.logLevel },
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
  });

  // Order matters: capabilities that others depend on come first.
  app.register(securityHeaders);
  app.register(health);
  app.register(db, { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  app.register(mail, {
    smtpUrl: config.smtpUrl,
    notifyEmail: config.notifyEmail,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
    outboxTimings: tuning.outbox,
  });
  app.register(collector, {
    formId: config.formId,
    disabledFormIds: config.disabledFormIds,
    rateLimitPerMinute: config.rateLimitPerMinute,
    siteOrigins: config.siteOrigins,
  });
  // The inbox's API (/api/admin); its page (/admin) is the site's SPA shell, served below.
  app.register(admin, {
    adminPassword: config.adminPassword,
    adminDisabledReason: config.adminDisabledReason,
    adminSessionHours: config.adminSessionHours,
    publicUrl: config.publicUrl,
  });
  // The site: its GET /* answers whatever no other route claims (more specific routes win).
  app.register(staticSite, { root: config.clientDir, formEndpoint: config.formEndpoint });

  return app;
}
