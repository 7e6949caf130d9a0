import cookie from "@fastify/cookie";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.js";
import type { ValibotSchemas } from "../http/json-schema.js";
import {
  AdminError,
  BODY_LIMIT,
  errorReplies,
  errorSchema,
  noContentSchema,
  sessionReplySchema,
  signInBodySchema,
  toAdminError,
} from "./api.js";
import { signInAlert } from "./copy.js";
import { isCrossSite } from "./cross-site.js";
import { sessionCookieName, sessionCookieOptions, SessionSigner } from "./session.js";
import { createSession, deleteExpiredSessions, deleteSession, findSession, type AdminSession } from "./sessions.js";
import { secretMatches } from "../secrets/compare.js";
import { GLOBAL_SIGN_IN_LIMIT, SIGN_IN_LIMIT, SignInBudget } from "./sign-in-budget.js";

/** A capability's routes for the signed-in owner, and the path under /api/admin they sit at. */
export interface OwnerRoutes {
  plugin: FastifyPluginAsync;
  prefix?: string;
}

export type AdminOptions = Pick<Config, "adminPassword" | "adminDisabledReason" | "adminSessionHours" | "publicUrl"> & {
  /** Each capability's owner routes, registered into the signed-in scope in this order (app.ts). */
  routes: readonly OwnerRoutes[];
};

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
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The owner's signed-in scope, /api/admin: sign-in with ADMIN_PASSWORD (server-side sessions in
 * a signed cookie), the cross-site refusal and the session check, into which each capability's
 * owner routes are registered (the lead inbox, calls, spam, privacy requests, the dashboard,
 * webhooks). Without a usable ADMIN_PASSWORD every route under /api/admin answers 404
 * ADMIN_DISABLED.
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
  const signInFailed = app.telemetry.counter({
    name: "admin_sign_in_failures_total",
    help: "Sign-ins to the inbox refused for a wrong password",
  });
  const limiter = app.limits.attempts("sign-in", SIGN_IN_LIMIT);
  const budget = new SignInBudget({
    counter: app.limits.attempts("sign-in-all-addresses", GLOBAL_SIGN_IN_LIMIT),
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
  const errors = errorReplies;

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
      if (!secretMatches(request.body.password, options.adminPassword)) {
        signInFailed();
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

  // Behind the session check above, in the order app.ts gives them.
  for (const { plugin, prefix } of options.routes) await app.register(plugin, { prefix });

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
