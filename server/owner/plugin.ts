import cookie from "@fastify/cookie";
import { normalizeIP } from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.js";
import type { ValibotSchemas } from "../http/json-schema.js";
import {
  AdminError,
  BODY_LIMIT,
  errorReplies,
  noContentSchema,
  sessionReplySchema,
  signInMethodsSchema,
  signInBodySchema,
  toAdminError,
} from "./api.js";
import { isCrossSite } from "./cross-site.js";
import {
  newSessionKey,
  SESSION_KEY_SECRET,
  sessionCookieName,
  sessionCookieOptions,
  SessionSigner,
} from "./session.js";
import { deleteSession, findSession, touchSession, type SignedIn } from "./sessions.js";
import { GLOBAL_SIGN_IN_LIMIT, SIGN_IN_LIMIT, SignInBudget } from "./sign-in-budget.js";
import { secretMatches } from "../secrets/compare.js";
import { sharedSecret } from "../secrets/repository.js";
import { anyPerson, bootstrapOwner, ownerHasPasskey, type Person } from "../team/people.js";
import { routeAccess, routeActivity, routeKey } from "../team/route-roles.js";
import { activityDetail, activitySubjects, recordActivity } from "../team/activity.js";
import { roleAllows, type PersonReply } from "../../shared/team.js";
import { hasPasskey } from "../team/passkeys.js";
import { startSession, type SignInGate } from "./start-session.js";
import { teamReaders } from "../team/readers.js";
import { invitationKind } from "../team/invitation-mail.js";
import { passkeyRefusedKind } from "../team/passkey-refused-mail.js";
import { queueSignInBudgetAlert, signInBudgetKind } from "./sign-in-alert.js";
import { teamRoutes } from "../team/routes.js";

/** A capability's routes for the signed-in owner, and the path under /api/admin they sit at. */
export interface OwnerRoutes {
  plugin: FastifyPluginAsync;
  prefix?: string;
}

export type AdminOptions = Pick<
  Config,
  "adminPassword" | "adminDisabledReason" | "adminSessionHours" | "publicUrl" | "notifyEmail"
> & {
  /** OWNER_TIMEZONE, else BOOKING_TIMEZONE: the bootstrap owner's zone; UTC without it. */
  ownerTimeZone?: string;
  /** Each capability's owner routes, registered into the signed-in scope in this order (app.ts). */
  routes: readonly OwnerRoutes[];
};

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in person's session, on admin routes that require one. */
    adminSession: SignedIn | null;
  }
}

/** What the console is told of a person. */
function personToReply(person: Person, mustRegisterPasskey: boolean): PersonReply {
  const { id, email, name, role, language, timeZone, newLeadAlerts, weeklyEmail } = person;
  return { id, email, name, role, language, timeZone, newLeadAlerts, weeklyEmail, mustRegisterPasskey };
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

      await routes(scope, options);
    },
    { prefix: "/api/admin" },
  );
}

async function routes(app: FastifyInstance, options: AdminOptions): Promise<void> {
  if (options.adminPassword === undefined) {
    app.log.info(`ADMIN_PASSWORD is off (${options.adminDisabledReason}): only the team's passkeys open the inbox`);
  }
  const signer = SessionSigner.fromSecret(await sharedSecret(app.db, SESSION_KEY_SECRET, newSessionKey));
  // Without ADMIN_PASSWORD and with no one on the team, nothing opens the console: it says so.
  // Once someone is, they stay found (a removed last person is a rare, harmless miss).
  let teamFound = false;
  const enabled = async () => {
    if (options.adminPassword !== undefined || teamFound) return true;
    teamFound = await anyPerson(app.db);
    return teamFound;
  };
  const signInFailed = app.telemetry.counter({
    name: "admin_sign_in_failures_total",
    help: "Sign-ins to the inbox refused: a wrong password, passkey, invitation or recovery code",
  });
  const limiter = app.limits.attempts("sign-in", SIGN_IN_LIMIT);
  const budget = new SignInBudget({
    counter: app.limits.attempts("sign-in-all-addresses", GLOBAL_SIGN_IN_LIMIT),
    onTrip: (until) => {
      app.log.warn({ until, failures: GLOBAL_SIGN_IN_LIMIT.max }, "failed sign-ins over the global budget: slowed");
      queueSignInBudgetAlert(app.db, GLOBAL_SIGN_IN_LIMIT.max, until)
        .then(() => app.mail.wake())
        .catch((error: unknown) => app.log.error({ err: error }, "could not queue the sign-in alert"));
    },
  });
  const sessionSeconds = Math.round(options.adminSessionHours * 3600);
  // Behind a TLS-terminating proxy, request.protocol is https only with TRUST_PROXY set.
  const secure = (request: FastifyRequest) =>
    options.publicUrl?.startsWith("https:") === true || request.protocol === "https";

  app.decorateRequest("adminSession", null);
  // Every route declares who may use it (server/team/route-roles.ts): one without an entry does
  // not start.
  app.addHook("onRoute", (route) => {
    if (routeAccess(route.method, route.url) === undefined) {
      throw new Error(`${routeKey(route.method, route.url)} has no entry in ROUTE_ROLES (server/team/route-roles.ts)`);
    }
  });
  // Parses the Cookie header for the admin routes only (the scope is encapsulated).
  await app.register(cookie);

  app.addHook("onRequest", async (request) => {
    if (!(await enabled())) throw new AdminError("ADMIN_DISABLED");
    if (STATE_CHANGING.has(request.method) && isCrossSite(request, options.publicUrl)) {
      throw new AdminError("CROSS_SITE");
    }
    const access = routeAccess(request.routeOptions.method, request.routeOptions.url ?? "") ?? "owner";
    if (access === "public") return;
    const value = request.cookies[sessionCookieName(secure(request))];
    const id = value === undefined ? undefined : signer.verify(value);
    const session = id === undefined ? undefined : await findSession(app.db, id);
    if (session === undefined) throw new AdminError("UNAUTHENTICATED");
    if (!roleAllows(session.person.role, access)) throw new AdminError("FORBIDDEN");
    request.adminSession = session;
    await touchSession(app.db, session);
  });

  // Who did what (issue 50): each successful change through the console, kept with its person.
  // onSend rather than onResponse: kept before the answer leaves, so the next request sees it.
  app.addHook("onSend", async (request, reply, payload) => {
    const session = request.adminSession;
    if (session === null || reply.statusCode >= 300) return payload;
    const kind = routeActivity(request.routeOptions.method, request.routeOptions.url ?? "");
    if (kind === undefined) return payload;
    try {
      for (const subjectId of await activitySubjects(app.db, request))
        await recordActivity(app.db, { personId: session.personId, kind, subjectId, detail: activityDetail(request) });
    } catch (error) {
      request.log.error({ err: error, kind }, "activity not recorded");
    }
    return payload;
  });

  /** Every way of signing in (password, passkey, recovery code) goes through the same limits. */
  const gate: SignInGate = {
    async enter(request) {
      // One bucket per IPv4 address, per IPv6 /48 (what one site is commonly given).
      const address = normalizeIP(request.ip, IPV6_BUCKET_BITS);
      // Counted before the secret is checked, in one step (one statement with PostgreSQL):
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
      return address;
    },
    failed: () => signInFailed(),
    async succeeded(address) {
      await Promise.all([limiter.succeeded(address), budget.giveBack()]);
    },
  };
  const signInAs = (request: FastifyRequest, reply: FastifyReply, person: Person) =>
    startSession(app, request, reply, { signer, person, sessionSeconds, https: secure(request) });

  // Request and reply types come from the shared valibot schemas behind each JSON Schema.
  const api = app.withTypeProvider<ValibotSchemas>();
  const errors = errorReplies;

  api.post(
    "/session",
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: signInBodySchema, response: { 204: noContentSchema, ...errors } },
    },
    async (request, reply) => {
      const address = await gate.enter(request);
      // The password is compared even once retired, so that the answer's timing says nothing.
      const matches =
        options.adminPassword !== undefined && secretMatches(request.body.password, options.adminPassword);
      if (!matches) {
        signInFailed();
        request.log.warn({ address }, "admin sign-in refused");
        throw new AdminError("INVALID_PASSWORD");
      }
      // Moving an existing site (issue 50): once an owner has a passkey, the password opens nothing.
      if (await ownerHasPasskey(app.db)) {
        request.log.warn({ address }, "admin sign-in with the retired ADMIN_PASSWORD refused");
        throw new AdminError("PASSWORD_RETIRED");
      }
      await gate.succeeded(address);
      const person = await bootstrapOwner(app.db, {
        email: options.notifyEmail ?? "owner@localhost",
        language: "en",
        timeZone: options.ownerTimeZone ?? "UTC",
      });
      request.log.info({ person: person.id }, "admin signed in with ADMIN_PASSWORD");
      return signInAs(request, reply, person);
    },
  );

  api.get("/sign-in/methods", { schema: { response: { 200: signInMethodsSchema, ...errors } } }, async () => ({
    password: options.adminPassword !== undefined && !(await ownerHasPasskey(app.db)),
  }));

  api.get("/session", { schema: { response: { 200: sessionReplySchema, ...errors } } }, async (request) => {
    const session = request.adminSession!;
    return {
      authenticated: true as const,
      expiresAt: session.expiresAt.toISOString(),
      person: personToReply(session.person, !(await hasPasskey(app.db, session.person.id))),
    };
  });

  api.delete("/session", { schema: { response: { 204: noContentSchema, ...errors } } }, async (request, reply) => {
    await deleteSession(app.db, request.adminSession!.id);
    const https = secure(request);
    return reply.code(204).setCookie(sessionCookieName(https), "", sessionCookieOptions(https, 0)).send();
  });

  // The team, passkeys and recovery (issue 50): signing in by them shares the gate and the cookie.
  app.mail.register(invitationKind, passkeyRefusedKind, signInBudgetKind);
  app.mail.useReaders(teamReaders);
  await app.register(
    teamRoutes({
      gate,
      signInAs,
      publicUrl: options.publicUrl,
      notify: { email: options.notifyEmail, timeZone: options.ownerTimeZone },
    }),
  );

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
