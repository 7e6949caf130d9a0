import type { FastifyInstance } from "fastify";
import { newSessionKey, SESSION_KEY_SECRET, sessionCookieName, SessionSigner } from "../owner/session.js";
import { createSession } from "../owner/sessions.js";
import { sharedSecret } from "../secrets/repository.js";
import { addPerson, type Person } from "../team/people.js";
import type { Role } from "../../shared/team.js";
import type { Language } from "../../shared/languages.js";

/**
 * A person of the given role added to the team and signed in (a session row and its cookie, as
 * a passkey sign-in would leave them), for tests that need a role rather than a sign-in.
 */
export async function signInAs(
  app: FastifyInstance,
  role: Role,
  { email = `${role}@example.com`, language = "en" }: { email?: string; language?: Language } = {},
): Promise<{ cookie: string; person: Person }> {
  const person = await addPerson(app.db, { email, name: `Example ${role}`, role, language, timeZone: "UTC" });
  if (person === undefined) throw new Error(`${email} is on the team already`);
  const signer = SessionSigner.fromSecret(await sharedSecret(app.db, SESSION_KEY_SECRET, newSessionKey));
  const { cookieValue, id } = signer.issue();
  const now = new Date();
  await createSession(app.db, {
    id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + 3600_000),
    personId: person.id,
    userAgent: "Chrome · Linux",
    network: "127.0.0.0",
    lastSeenAt: now,
  });
  return { cookie: `${sessionCookieName(false)}=${cookieValue}`, person };
}
