import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  AdminError,
  bookingJson,
  callsReplySchema,
  errorSchema,
  exportQuerySchema,
  idParamsSchema,
  leadJson,
  leadSchema,
  listQuerySchema,
  listReplySchema,
  sessionReplySchema,
  signInBodySchema,
  statusBodySchema,
  type ValibotSchemas,
} from "../admin/api.js";
import { callRoutes } from "../admin/calls.js";
import { spamRoutes } from "../admin/spam.js";
import { isCrossSite } from "../admin/cross-site.js";
import {
  clearedSessionCookie,
  passwordMatches,
  readCookie,
  SESSION_COOKIE,
  sessionCookie,
  SessionSigner,
} from "../admin/session.js";
import type { Config } from "../config.js";
import type { ExportQuery, LeadStatus, ListQuery } from "../../shared/admin-api.js";
import {
  countLeads,
  deleteLead,
  findLead,
  listAllLeads,
  listLeads,
  replyAddress,
  REPLY_WITHIN_MS,
  type LeadFilter,
} from "../db/leads.js";
import { activeBookingsOfLeads, findActiveBookingOfLead, listActiveBookings } from "../db/bookings.js";
import { createSession, deleteExpiredSessions, deleteSession, findSession, type AdminSession } from "../db/sessions.js";
import { leadsToCsv, leadsToJson } from "../export.js";
import { changeLeadStatus } from "../spam/restore.js";

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

/** Admin bodies are a password or a status. */
const BODY_LIMIT = 16 * 1024;
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The inbox shows leads when no status is asked for: spam only on request. */
const INBOX_STATUSES: readonly LeadStatus[] = ["new", "handled"];

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
        scope.all("/*", async () => {
          throw new AdminError("ADMIN_DISABLED");
        });
        scope.all("/", async () => {
          throw new AdminError("ADMIN_DISABLED");
        });
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
  const sessionSeconds = Math.round(options.adminSessionHours * 3600);
  const cookieOptions = (request: FastifyRequest) => ({
    // Behind a TLS-terminating proxy, request.protocol is https only with TRUST_PROXY set.
    secure: options.publicUrl?.startsWith("https:") === true || request.protocol === "https",
  });

  app.decorateRequest("adminSession", null);

  app.addHook("onRequest", async (request) => {
    if (STATE_CHANGING.has(request.method) && isCrossSite(request, options.publicUrl)) {
      throw new AdminError("CROSS_SITE");
    }
    if (request.routeOptions.config?.adminPublic) return;
    const cookie = readCookie(request.headers.cookie, SESSION_COOKIE);
    const id = cookie === undefined ? undefined : signer.verify(cookie);
    const session = id === undefined ? undefined : await findSession(app.db, id);
    if (session === undefined) throw new AdminError("UNAUTHENTICATED");
    request.adminSession = session;
  });

  // Request and reply types come from the shared valibot schemas behind each JSON Schema.
  const api = app.withTypeProvider<ValibotSchemas>();
  const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 429: errorSchema };

  api.post(
    "/session",
    {
      bodyLimit: BODY_LIMIT,
      config: { adminPublic: true },
      schema: { body: signInBodySchema, response: { 204: { type: "null" }, ...errors } },
    },
    async (request, reply) => {
      const address = normalizeIP(request.ip);
      // Counted before the password is checked, in one step (one statement with PostgreSQL):
      // guesses sent at once, to one instance or several, cannot all slip under the limit.
      const wait = await limiter.attempt(address);
      if (wait > 0) {
        app.telemetry.limitRefused("sign_in");
        throw new AdminError("RATE_LIMITED", wait);
      }
      if (!passwordMatches(request.body.password, options.adminPassword)) {
        app.telemetry.signInFailed();
        request.log.warn({ address }, "admin sign-in refused");
        throw new AdminError("INVALID_PASSWORD");
      }
      await limiter.succeeded(address);
      const now = new Date();
      const { cookieValue, id } = signer.issue();
      await deleteExpiredSessions(app.db, now);
      await createSession(app.db, { id, createdAt: now, expiresAt: new Date(now.getTime() + sessionSeconds * 1000) });
      request.log.info("admin signed in");
      return reply
        .code(204)
        .header("set-cookie", sessionCookie(cookieValue, sessionSeconds, cookieOptions(request)))
        .send();
    },
  );

  api.get("/session", { schema: { response: { 200: sessionReplySchema, ...errors } } }, async (request) => ({
    authenticated: true as const,
    expiresAt: request.adminSession!.expiresAt.toISOString(),
  }));

  api.delete("/session", { schema: { response: { 204: { type: "null" }, ...errors } } }, async (request, reply) => {
    await deleteSession(app.db, request.adminSession!.id);
    return reply
      .code(204)
      .header("set-cookie", clearedSessionCookie(cookieOptions(request)))
      .send();
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
      return { leads: leads.map((lead) => leadJson(lead, bookings.get(lead.id) ?? null, now)), total, page, pageSize };
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

  // The file itself (CSV or JSON text) has no reply schema, only its query and its errors: typed by hand.
  app.get<{ Querystring: ExportQuery }>(
    "/leads/export",
    { schema: { querystring: exportQuerySchema, response: errors } },
    async (request, reply) => {
      const { format } = request.query;
      // The file holds what the inbox shows with the same filter, overdue included.
      const leads = await listAllLeads(app.db, leadFilter(request.query));
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type(format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8")
        .header("content-disposition", `attachment; filename="leads-${date}.${format}"`)
        .send(format === "csv" ? leadsToCsv(leads) : leadsToJson(leads));
    },
  );

  api.get(
    "/leads/:id",
    { schema: { params: idParamsSchema, response: { 200: leadSchema, ...errors } } },
    async (request) => {
      const lead = await findLead(app.db, request.params.id);
      if (lead === undefined) throw new AdminError("NOT_FOUND");
      return leadJson(lead, (await findActiveBookingOfLead(app.db, lead.id)) ?? null);
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
      if (lead === undefined) throw new AdminError("NOT_FOUND");
      request.log.info({ lead: lead.id, status: lead.status }, "lead status changed");
      // Spam never holds a slot (docs/decisions/032-spam-frees-its-call.md).
      if (lead.status === "spam") await app.booking.freeCallOfSpam(lead);
      return leadJson(lead, (await findActiveBookingOfLead(app.db, lead.id)) ?? null);
    },
  );

  api.delete(
    "/leads/:id",
    { schema: { params: idParamsSchema, response: { 204: { type: "null" }, ...errors } } },
    async (request, reply) => {
      if (!(await deleteLead(app.db, request.params.id))) throw new AdminError("NOT_FOUND");
      request.log.info({ lead: request.params.id }, "lead deleted");
      return reply.code(204).send();
    },
  );

  // Anything else under /api/admin: 401 without a session (the hook above), else 404 in JSON
  // rather than the site's HTML shell.
  const notFound = async () => {
    throw new AdminError("NOT_FOUND");
  };
  app.all("/*", notFound);
  app.all("/", notFound);
}

function leadFilter(query: Pick<ListQuery, "form" | "status" | "q" | "overdue">, now = new Date()): LeadFilter {
  const statuses = query.status ? [query.status] : INBOX_STATUSES;
  return {
    form: query.form || undefined,
    q: query.q,
    ...(query.overdue === "true"
      ? // Overdue: still new, received more than 24 hours ago; a status filter still applies.
        {
          statuses: statuses.filter((status) => status === "new"),
          receivedBy: new Date(now.getTime() - REPLY_WITHIN_MS),
        }
      : { statuses }),
  };
}

function toAdminError(error: FastifyError): AdminError {
  if (error instanceof AdminError) return error;
  if (error.validation !== undefined) {
    if (error.validationContext === "querystring") return new AdminError("BAD_QUERY", undefined, error.message);
    if (error.validationContext === "params") return new AdminError("NOT_FOUND");
    return new AdminError("BAD_REQUEST", undefined, error.message);
  }
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return new AdminError("PAYLOAD_TOO_LARGE");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return new AdminError("UNSUPPORTED_MEDIA_TYPE");
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new AdminError("PAYLOAD_TOO_LARGE");
  return new AdminError(status < 500 ? "BAD_REQUEST" : "SERVER_ERROR");
}

export default fp(admin, {
  name: "admin",
  fastify: "5.x",
  dependencies: ["db", "limits", "metrics", "booking"],
  encapsulate: true,
});
