import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { truncateAddress } from "../leads/client-address.js";
import { recordActivity } from "../team/activity.js";
import type { Person } from "../team/people.js";
import { summariseUserAgent } from "../team/user-agent.js";
import { sessionCookieName, sessionCookieOptions, type SessionSigner } from "./session.js";
import { createSession, deleteExpiredSessions } from "./sessions.js";

/** The sign-in limits every way of signing in shares (server/owner/plugin.ts). */
export interface SignInGate {
  /** Counts an attempt from this request's network, or throws RATE_LIMITED / SIGN_IN_SLOWED; its address. */
  enter(request: FastifyRequest): Promise<string>;
  /** The attempt succeeded: it does not count against the address or the global budget. */
  succeeded(address: string): Promise<void>;
  /** The attempt was refused (a wrong secret of any kind): counted for the metrics. */
  failed(): void;
}

/** Signs `person` in on the device of `request`. */
export type SignInAs = (request: FastifyRequest, reply: FastifyReply, person: Person) => Promise<FastifyReply>;

/**
 * Signs a person in on this device (a password, a passkey or a recovery code was accepted): a
 * session row tied to the person and the device, its cookie, and "a sign-in from a new device"
 * in the activity when this browser and network have not signed this person in before.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  {
    signer,
    person,
    sessionSeconds,
    https,
  }: { signer: SessionSigner; person: Person; sessionSeconds: number; https: boolean },
): Promise<FastifyReply> {
  const now = new Date();
  const { cookieValue, id } = signer.issue();
  const userAgent = summariseUserAgent(request.headers["user-agent"]);
  const network = truncateAddress(request.ip);
  await deleteExpiredSessions(app.db, now);
  const known = await app.db
    .selectFrom("admin_sessions")
    .select("id")
    .where("person_id", "=", person.id)
    .where((eb) => (userAgent === null ? eb("user_agent", "is", null) : eb("user_agent", "=", userAgent)))
    .where((eb) => (network === null ? eb("network", "is", null) : eb("network", "=", network)))
    .limit(1)
    .executeTakeFirst();
  await createSession(app.db, {
    id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + sessionSeconds * 1000),
    personId: person.id,
    userAgent,
    network,
    lastSeenAt: now,
  });
  if (known === undefined) {
    await recordActivity(app.db, {
      personId: person.id,
      kind: "new-device",
      subjectId: person.id,
      detail: [userAgent, network].filter((part) => part !== null).join(", ") || null,
    });
  }
  return reply
    .code(204)
    .setCookie(sessionCookieName(https), cookieValue, sessionCookieOptions(https, sessionSeconds))
    .send();
}
