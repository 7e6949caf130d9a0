import { STATUS_CODES } from "node:http";
import { compilersFactory } from "./http/schema-compilers.js";
import type { Duplex } from "node:stream";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Config } from "./config.js";
import { RequestLogController } from "./logging.js";
import analytics, { type AnalyticsOptions } from "./analytics/plugin.js";
import { dashboardRoutes } from "./analytics/dashboard.js";
import booking, { type BookingOptions } from "./booking/plugin.js";
import { callRoutes } from "./booking/owner-routes.js";
import db from "./db/plugin.js";
import digest, { type DigestOptions } from "./digest/plugin.js";
import replies, { type RepliesOptions } from "./replies/plugin.js";
import { repliesOwnerRoutes } from "./replies/owner-routes.js";
import { shortLinkRoutes } from "./links/routes.js";
import health from "./http/health.js";
import metrics from "./http/metrics.js";
import securityHeaders, { BASELINE_HEADERS } from "./http/security-headers.js";
import collector from "./leads/plugin.js";
import leadMessages, { type LeadMessagesOptions } from "./leads/messages-plugin.js";
import { leadRoutes } from "./leads/owner-routes.js";
import { pipelineRoutes } from "./leads/pipeline-routes.js";
import { taskRoutes } from "./leads/task-routes.js";
import limits from "./limits/plugin.js";
import mail, { type MailOptions } from "./mail/plugin.js";
import newsletter, { type NewsletterOptions } from "./newsletter/plugin.js";
import { newsletterOwnerRoutes } from "./newsletter/owner-routes.js";
import owner from "./owner/plugin.js";
import privacy from "./privacy/plugin.js";
import { privacyRequestRoutes } from "./privacy/owner-routes.js";
import staticSite from "./site/plugin.js";
import { spamRoutes } from "./spam/owner-routes.js";
import webhooks, { type WebhookOptions } from "./webhooks/plugin.js";
import { webhookRoutes } from "./webhooks/owner-routes.js";

/** What `main.ts` tunes on the HTTP server; tests leave the defaults. */
export type ServerOptions = Pick<
  FastifyServerOptions,
  "connectionTimeout" | "keepAliveTimeout" | "requestTimeout" | "forceCloseConnections"
>;

/** Timings that are not settings, shortened by tests. */
export interface Tuning {
  outbox?: MailOptions["outboxTimings"];
  /** The webhook worker's waits and retry schedule. */
  webhooks?: WebhookOptions["timings"];
  /** A lead's messages' delays (acknowledgement, reminder). */
  mailDelays?: LeadMessagesOptions["delays"];
  /** The booking clock and the calendar feed's refresh. */
  booking?: Pick<BookingOptions, "now" | "feedRefreshMs" | "reminderPollMs">;
  /** The page-view recorder's caps and batches. */
  analytics?: AnalyticsOptions["limits"];
  /** The weekly e-mail's clock and sweep. */
  digest?: Pick<DigestOptions, "now" | "pollMs">;
  /** The newsletter's clock and its sender's pace. */
  newsletter?: Pick<NewsletterOptions, "now" | "pollMs">;
  /** The Sent folder's clock and pace. */
  replies?: Pick<RepliesOptions, "now" | "pollMs">;
  /** The short links' clock. */
  links?: { now?: () => Date };
}

export function buildApp(config: Config, serverOptions: ServerOptions = {}, tuning: Tuning = {}): FastifyInstance {
  const app = Fastify({
    ...serverOptions,
    logger: { level: config.logLevel },
    logController: new RequestLogController(),
    schemaController: { compilersFactory },
    trustProxy: config.trustProxy,
    clientErrorHandler: answerClientError,
    // A URL that cannot be decoded (`/%zz`) or has a segment over 100 characters: answered before
    // routing and hooks, so without this the reply would echo the path and carry none of the
    // security headers.
    frameworkErrors: (error, _request, reply) => {
      const { status, body } =
        error.code === "FST_ERR_BAD_URL"
          ? errorReply(400, "MALFORMED_URL", "The address could not be read.")
          : error.code === "FST_ERR_MAX_PARAM_LENGTH"
            ? errorReply(414, "URL_TOO_LONG", "A part of the address is too long (at most 100 characters).")
            : errorReply(500, "INTERNAL", "The request could not be handled.");
      // Written on the raw response: this reply's types depend on a route there is none of.
      reply.raw.writeHead(status, { ...BASELINE_HEADERS, "content-type": "application/json; charset=utf-8" });
      reply.raw.end(body);
    },
  });
  // Node answers an Expect other than 100-continue with a bare 417 unless someone listens.
  app.server.on("checkExpectation", (_request, response) => {
    const { status, body } = errorReply(417, "EXPECTATION_FAILED", "The Expect header is not supported.");
    response.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
    response.end(body);
  });

  // Order matters: capabilities that others depend on come first.
  app.register(securityHeaders);
  app.register(health);
  app.register(db, { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  // Before every route it times: fastify-metrics learns the routes as they are added.
  app.register(metrics, {
    metricsPort: config.metricsPort,
    metricsHost: config.metricsHost,
    metricsToken: config.metricsToken,
  });
  app.register(limits, { databaseUrl: config.databaseUrl });
  // Before every page it counts (its onResponse hook) and the collector that attributes leads.
  app.register(analytics, {
    enabled: config.analytics,
    publicUrl: config.publicUrl,
    siteOrigins: config.siteOrigins,
    limits: tuning.analytics,
  });
  app.register(mail, {
    smtpUrl: config.smtpUrl,
    notifyEmail: config.notifyEmail,
    mailFrom: config.mailFrom,
    visitorMailPerHour: config.visitorMailPerHour,
    publicUrl: config.publicUrl,
    ownerTimeZone: config.ownerTimeZone,
    outboxTimings: tuning.outbox,
    // One clock for calls and their mail: a test that moves it makes reminders fall due and send.
    now: tuning.booking?.now,
  });
  // Before every capability that queues or restores a lead: what a lead's messages are.
  app.register(leadMessages, { acknowledgeLeads: config.booking.hours !== undefined, delays: tuning.mailDelays });
  app.register(webhooks, { ...config.webhooks, timings: tuning.webhooks });
  app.register(digest, {
    enabled: config.weeklyDigest,
    // Monday 08:00 where the owner is (OWNER_TIMEZONE, else the booking zone).
    timeZone: config.ownerTimeZone,
    publicUrl: config.publicUrl,
    ...tuning.digest,
  });
  // The owner's Sent folder marks leads replied (IMAP_URL).
  app.register(replies, { ...config.replies, ...tuning.replies });
  app.register(shortLinkRoutes, { rateLimitPerMinute: config.rateLimitPerMinute, ...tuning.links });
  // Before the collector, whose success reply carries the booking offer.
  app.register(booking, {
    settings: config.booking,
    publicUrl: config.publicUrl,
    siteOrigins: config.siteOrigins,
    ...tuning.booking,
  });
  app.register(collector, {
    formId: config.formId,
    disabledFormIds: config.disabledFormIds,
    rateLimitPerMinute: config.rateLimitPerMinute,
    siteOrigins: config.siteOrigins,
    spamMinFillMs: config.spamMinFillMs,
  });
  // Before the console's routes, which wake its sender.
  app.register(newsletter, { publicUrl: config.publicUrl, settings: config.newsletter, ...tuning.newsletter });
  // The inbox's API (/api/admin); its page (/admin) is a page of the site, served below.
  app.register(owner, {
    adminPassword: config.adminPassword,
    adminDisabledReason: config.adminDisabledReason,
    adminSessionHours: config.adminSessionHours,
    publicUrl: config.publicUrl,
    notifyEmail: config.notifyEmail,
    ownerTimeZone: config.ownerTimeZone,
    // Each capability's routes for the signed-in owner, behind its session check, in this order.
    routes: [
      {
        plugin: leadRoutes({
          timeZone: config.ownerTimeZone,
          replyTemplates: config.replyTemplates,
          dealCurrency: config.dealCurrency,
        }),
      },
      { plugin: pipelineRoutes({ timeZone: config.ownerTimeZone, dealCurrency: config.dealCurrency }) },
      { plugin: taskRoutes({ timeZone: config.ownerTimeZone }) },
      { plugin: callRoutes },
      { plugin: spamRoutes },
      { plugin: privacyRequestRoutes },
      { plugin: dashboardRoutes },
      { plugin: webhookRoutes, prefix: "/webhooks" },
      { plugin: newsletterOwnerRoutes },
      { plugin: repliesOwnerRoutes },
    ],
  });
  app.register(privacy, { publicUrl: config.publicUrl });
  // The site: its GET /* answers whatever no other route claims (more specific routes win).
  app.register(staticSite, { root: config.clientDir, formEndpoint: config.formEndpoint });

  return app;
}

/**
 * An error as every other error is answered: `error` and `code`, plus the collector's `errors`
 * (Formspree's protocol), in English since nothing of the request can be trusted to say otherwise.
 */
function errorReply(status: number, code: string, message: string): { status: number; body: string } {
  return { status, body: JSON.stringify({ error: message, code, errors: [{ code, message }] }) };
}

/**
 * Requests that Node's HTTP parser refuses before Fastify sees them: a malformed request line or
 * header, headers over 16 KB, a client too slow to send them. Fastify's own answer has no code.
 */
function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, body } =
    error.code === "HPE_HEADER_OVERFLOW"
      ? errorReply(431, "HEADERS_TOO_LARGE", "The request headers are too large (at most 16 KB).")
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? errorReply(408, "REQUEST_TIMEOUT", "The request took too long to arrive.")
        : errorReply(400, "MALFORMED_REQUEST", "The request could not be read.");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
