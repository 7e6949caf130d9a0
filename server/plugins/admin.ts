import cookie from "@fastify/cookie";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  AdminError,
  bookingJson,
  toAdminError,
  callsReplySchema,
  errorSchema,
  exportFileSchema,
  exportQuerySchema,
  idParamsSchema,
  leadJson,
  leadSchema,
  listQuerySchema,
  listReplySchema,
  noContentSchema,
  sessionReplySchema,
  signInBodySchema,
  statusBodySchema,
} from "../admin/api.js";
import type { ValibotSchemas } from "../http/json-schema.js";
import { callRoutes } from "../admin/calls.js";
import { spamRoutes } from "../admin/spam.js";
import { privacyRequestRoutes } from "../admin/privacy.js";
import { isCrossSite } from "../admin/cross-site.js";
import { leadFilter } from "../admin/lead-filter.js";
import { GLOBAL_SIGN_IN_LIMIT, SignInBudget } from "../admin/sign-in-budget.js";
import { passwordMatches, sessionCookieName, sessionCookieOptions, SessionSigner } from "../admin/session.js";
import type { Config } from "../config.js";
import { signInAlert } from "../content/en/sign-in-alert.js";
import { flushErasure } from "../db/database.js";
import { countLeads, deleteLead, findLead, listAllLeads, listLeads, replyAddress } from "../db/leads.js";
import { activeBookingsOfLeads, findActiveBookingOfLead, listActiveBookings } from "../db/bookings.js";
import { createSession, deleteExpiredSessions, deleteSession, findSession, type AdminSession } from "../db/sessions.js";
import { leadsToCsv, leadsToJson } from "../export.js";
import { changeLeadStatus } from "../spam/restore.js";
import { webhookRoutes } from "../webhooks/routes.js";
import { attributionsOf, exportAttributions, leadAttributionOf } from "../analytics/attribution.js";
import { dashboardRoutes } from "../analytics/dashboard.js";

export type AdminOptions = Pick<Config, "adminPassword" | "adminDisabledReason" | "adminSessionHours" | "publicUrl">;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The one admin route that answers without a session: signing in. */
    adminPublic?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in owner's session, on admin routes that require one. */
    adminSession: AdminSession | null;
  }
}

/** Sign-in attempts are counted per IPv6 /48, not per address: one site gets a /48 to spend. */
const IPV6_BUCKET_BITS = 48;
/** Admin bodies are a password or a status. */
const BODY_LIMIT = 16 * 1024;
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The owner's JSON API under /api/admin: sign-in with ADMIN_PASSWORD (server-side sessions in
 * a signed cookie), then the lead inbox (list, search, detail, status, delete, export). Without
 * a usable ADMIN_PASSWORD every route under /api/admin answers 404 ADMIN_DISABLED.
 */
async function admin(app: FastifyInstance, options: AdminOptions): Promise<void> {
  await app.register(
    async (scope) => {
      scope.addHook("onSend", async (_request, reply) => {
        reply.header("cache-control", "no-store");
        reply.header("x-robots-tag", "noindex");
      });
      scope.setErrorHandler(async (error: FastifyError, request, reply) => {
        const adminError = toAdminError(error);
        if (adminError.code === "SERVER_ERROR") request.log.error({ err: error }, "admin request failed");
        if (adminError.retryAfter !== undefined) reply.header("retry-after", String(adminError.retryAfter));
        return reply.code(adminError.statusCode).send(adminError.toReply());
      });

      if (options.adminPassword === undefined) {
        app.log.warn(`the inbox (/admin, /api/admin) is off: ${options.adminDisabledReason}`);
        const disabled = async () => {
          throw new AdminError("ADMIN_DISABLED");
        };
        scope.all("/*", { schema: { response: { 404: errorSchema } } }, disabled);
        scope.all("/", { schema: { response: { 404: errorSchema } } }, disabled);
        return;
      }

      await routes(scope, { ...options, adminPassword: options.adminPassword });
    },
    { prefix: "/api/admin" },
  );
}

async function routes(app: FastifyInstance, options: AdminOptions & { adminPassword: string }): Promise<void> {
  const signer = await SessionSigner.fromPassword(options.adminPassword);
  const limiter = app.limits.signIn;
  const budget = new SignInBudget({
    counter: app.limits.signInGlobal,
    onTrip: (until) => {
      app.log.warn({ until, failures: GLOBAL_SIGN_IN_LIMIT.max }, "failed sign-ins over the global budget: slowed");
      void app.mail.alertOwner({
        subject: signInAlert.subject,
        text: signInAlert.text(GLOBAL_SIGN_IN_LIMIT.max, until.toISOString().slice(0, 16).replace("T", " ")),
      });
    },
  });
  const sessionSeconds = Math.round(options.adminSessionHours * 3600);
  // Behind a TLS-terminating proxy, request.protocol is https only with TRUST_PROXY set.
  const secure = (request: FastifyRequest) =>
    options.publicUrl?.startsWith("https:") === true || request.protocol === "https";

  app.decorateRequest("adminSession", null);
  // Parses the Cookie header for the admin routes only (the scope is encapsulated).
  await app.register(cookie);

  app.addHook("onRequest", async (request) => {
    if (STATE_CHANGING.has(request.method) && isCrossSite(request, options.publicUrl)) {
      throw new AdminError("CROSS_SITE");
    }
    if (request.routeOptions.config?.adminPublic) return;
    const value = request.cookies[sessionCookieName(secure(request))];
    const id = value === undefined ? undefined : signer.verify(value);
    const session = id === undefined ? undefined : await findSession(app.db, id);
    if (session === undefined) throw new AdminError("UNAUTHENTICATED");
    request.adminSession = session;
  });

  // Request and reply types come from the shared valibot schemas behind each JSON Schema.
  const api = app.withTypeProvider<ValibotSchemas>();
  const e = errorSchema;
  const errors = { 400: e, 401: e, 403: e, 404: e, 413: e, 415: e, 429: e, 500: e };

  api.post(
    "/session",
    {
      bodyLimit: BODY_LIMIT,
      config: { adminPublic: true },
      schema: { body: signInBodySchema, response: { 204: noContentSchema, ...errors } },
    },
    async (request, reply) => {
      // One bucket per IPv4 address, per IPv6 /48 (what one site is commonly given).
      const address = normalizeIP(request.ip, IPV6_BUCKET_BITS);
      // Counted before the password is checked, in one step (one statement with PostgreSQL):
      // guesses sent at once, to one instance or several, cannot all slip under the limit.
      const wait = await limiter.attempt(address);
      if (wait > 0) {
        app.telemetry.limitRefused("sign_in");
        throw new AdminError("RATE_LIMITED", wait);
      }
      // Then every address together: past the global budget, one attempt at a time goes through.
      const slowed = await budget.attempt();
      if (slowed > 0) {
        // Not this address's failure: it was not let try.
        await limiter.succeeded(address);
        app.telemetry.limitRefused("sign_in");
        throw new AdminError("SIGN_IN_SLOWED", slowed);
      }
      if (!passwordMatches(request.body.password, options.adminPassword)) {
        app.telemetry.signInFailed();
        request.log.warn({ address }, "admin sign-in refused");
        throw new AdminError("INVALID_PASSWORD");
      }
      await Promise.all([limiter.succeeded(address), budget.giveBack()]);
      const now = new Date();
      const { cookieValue, id } = signer.issue();
      await deleteExpiredSessions(app.db, now);
      await createSession(app.db, { id, createdAt: now, expiresAt: new Date(now.getTime() + sessionSeconds * 1000) });
      request.log.info("admin signed in");
      const https = secure(request);
      return reply
        .code(204)
        .setCookie(sessionCookieName(https), cookieValue, sessionCookieOptions(https, sessionSeconds))
        .send();
    },
  );

  api.get("/session", { schema: { response: { 200: sessionReplySchema, ...errors } } }, async (request) => ({
    authenticated: true as const,
    expiresAt: request.adminSession!.expiresAt.toISOString(),
  }));

  api.delete("/session", { schema: { response: { 204: noContentSchema, ...errors } } }, async (request, reply) => {
    await deleteSession(app.db, request.adminSession!.id);
    const https = secure(request);
    return reply.code(204).setCookie(sessionCookieName(https), "", sessionCookieOptions(https, 0)).send();
  });

  api.get(
    "/leads",
    { schema: { querystring: listQuerySchema, response: { 200: listReplySchema, ...errors } } },
    async (request) => {
      const { page, pageSize, sort } = request.query;
      const now = new Date();
      const filter = leadFilter(request.query, now);
      const [leads, total] = await Promise.all([
        listLeads(app.db, {
          ...filter,
          limit: pageSize,
          offset: (page - 1) * pageSize,
          oldestFirst: sort === "reply-by",
        }),
        countLeads(app.db, filter),
      ]);
      const bookings = await activeBookingsOfLeads(
        app.db,
        leads.map((lead) => lead.id),
      );
      const attributions = await attributionsOf(
        app.db,
        leads.map((lead) => lead.id),
      );
      return {
        leads: leads.map((lead) => ({
          ...leadJson(lead, bookings.get(lead.id) ?? null, now),
          attribution: attributions.get(lead.id) ?? null,
        })),
        total,
        page,
        pageSize,
      };
    },
  );

  api.get("/calls", { schema: { response: { 200: callsReplySchema, ...errors } } }, async () => {
    const calls = await listActiveBookings(app.db, new Date());
    const leads = await Promise.all(calls.map((call) => findLead(app.db, call.leadId)));
    return {
      calls: calls.flatMap((call, index) => {
        const lead = leads[index];
        if (lead === undefined) return [];
        const { name, company, language } = lead;
        const email = replyAddress(lead);
        return [{ id: call.id, leadId: call.leadId, name, company, email, language, ...bookingJson(call) }];
      }),
    };
  });

  await callRoutes(app);
  await spamRoutes(app);
  await privacyRequestRoutes(app);

  // The file is text sent as it is: Fastify serialises no string, so its schema only says what it is.
  api.get(
    "/leads/export",
    { schema: { querystring: exportQuerySchema, response: { 200: exportFileSchema, ...errors } } },
    async (request, reply) => {
      const { format } = request.query;
      // The file holds what the inbox shows with the same filter, overdue included.
      const leads = await listAllLeads(app.db, leadFilter(request.query));
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type(format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="leads-${date}.${format}"`)
        .send((format === "csv" ? leadsToCsv : leadsToJson)(leads, await exportAttributions(app.db, leads)));
    },
  );

  // The owner's dashboard (issue 26), behind the same session.
  await app.register(dashboardRoutes, {});

  api.get(
    "/leads/:id",
    { schema: { params: idParamsSchema, response: { 200: leadSchema, ...errors } } },
    async (request) => {
      const lead = await findLead(app.db, request.params.id);
      if (lead === undefined) throw new AdminError("NOT_FOUND");
      const attribution = await leadAttributionOf(app.db, lead.id);
      return { ...leadJson(lead, (await findActiveBookingOfLead(app.db, lead.id)) ?? null), attribution };
    },
  );

  api.patch(
    "/leads/:id",
    {
      bodyLimit: BODY_LIMIT,
      schema: { params: idParamsSchema, body: statusBodySchema, response: { 200: leadSchema, ...errors } },
    },
    async (request) => {
      const lead = await changeLeadStatus(
        { db: app.db, queueLeadMessages: app.mail.afterInsert },
        request.params.id,
        request.body.status,
      );
      app.mail.wake();
      app.webhooks.wake();
      if (lead === undefined) throw new AdminError("NOT_FOUND");
      request.log.info({ lead: lead.id, status: lead.status }, "lead status changed");
      // Spam never holds a slot (docs/decisions/032-spam-frees-its-call.md).
      if (lead.status === "spam") await app.booking.freeCallOfSpam(lead);
      const attribution = await leadAttributionOf(app.db, lead.id);
      return { ...leadJson(lead, (await findActiveBookingOfLead(app.db, lead.id)) ?? null), attribution };
    },
  );

  api.delete(
    "/leads/:id",
    { schema: { params: idParamsSchema, response: { 204: noContentSchema, ...errors } } },
    async (request, reply) => {
      if (!(await deleteLead(app.db, request.params.id))) throw new AdminError("NOT_FOUND");
      await flushErasure(app.db);
      request.log.info({ lead: request.params.id }, "lead deleted");
      return reply.code(204).send(null);
    },
  );

  await app.register(webhookRoutes, { prefix: "/webhooks" });

  // Anything else under /api/admin: 401 without a session (the hook above), else 404 in JSON
  // rather than the site's HTML shell.
  const notFound = async () => {
    throw new AdminError("NOT_FOUND");
  };
  app.all("/*", { schema: { response: errors } }, notFound);
  app.all("/", { schema: { response: errors } }, notFound);
}

export default fp(admin, {
  name: "admin",
  fastify: "5.x",
  dependencies: ["db", "limits", "mail", "metrics", "booking", "webhooks"],
  encapsulate: true,
});
