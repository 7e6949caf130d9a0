import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from "fastify";
import { CONSOLE_PATH } from "../../shared/console-paths.js";
import {
  activityQuery,
  activityReply,
  changeMeBody,
  changePersonBody,
  devicesReply,
  invitationReply,
  newPersonBody,
  openInvitationBody,
  passkeySignInBody,
  passkeysReply,
  recoveryBody,
  registerPasskeyBody,
  registerPasskeyReply,
  teamReply,
  colleaguesReply,
  webauthnOptionsReply,
  type TeamMember,
} from "../../shared/team.js";
import { isTimeZone } from "../../shared/time-zone.js";
import { isEmailAddress } from "../../shared/email-address.js";
import type { Config } from "../config.js";
import { jsonSchema, type ValibotSchemas } from "../http/json-schema.js";
import { AdminError, BODY_LIMIT, errorReplies, noContentSchema } from "../owner/api.js";
import type { SignInAs, SignInGate } from "../owner/start-session.js";
import { deletePersonSession, deletePersonSessions, listSessions } from "../owner/sessions.js";
import { queueInvitation } from "./invitation-mail.js";
import { queuePasskeyRefused } from "./passkey-refused-mail.js";
import { listActivity, recordActivity } from "./activity.js";
import { addPasskey, findPasskey, hasPasskey, listPasskeys, usePasskey } from "./passkeys.js";
import {
  addPerson,
  findPerson,
  findPersonByEmail,
  listPeople,
  removePerson,
  updatePerson,
  type Person,
} from "./people.js";
import {
  createInvitation,
  createRecoveryCodes,
  hasPendingInvitation,
  storeChallenge,
  takeChallenge,
  useInvitation,
  useRecoveryCode,
} from "./tokens.js";
import * as v from "valibot";

export interface TeamRouteOptions {
  gate: SignInGate;
  signInAs: SignInAs;
  publicUrl: Config["publicUrl"];
  /** NOTIFY_EMAIL and the zone of the owner's e-mails: a refused passkey is told there too. */
  notify: { email: string | undefined; timeZone: string | undefined };
}

const RP_NAME = "Product on Rails";
const idParams = jsonSchema(v.strictObject({ id: v.pipe(v.string(), v.maxLength(64)) }));
/** Invitations (new people and new links) a day, the whole team together. */
export const INVITATIONS_PER_DAY = { max: 20, windowMs: 24 * 60 * 60 * 1000 };

const schemas = {
  team: jsonSchema(teamReply),
  colleagues: jsonSchema(colleaguesReply),
  newPerson: jsonSchema(newPersonBody),
  changePerson: jsonSchema(changePersonBody),
  changeMe: jsonSchema(changeMeBody),
  invitation: jsonSchema(invitationReply),
  activityQuery: jsonSchema(activityQuery),
  activity: jsonSchema(activityReply),
  devices: jsonSchema(devicesReply),
  passkeys: jsonSchema(passkeysReply),
  // The library's options whole: JSON Schema from a loose object lists only `challenge`, and the
  // reply's serializer would write nothing else (no user, no RP ID, no user verification).
  options: Object.assign(jsonSchema(webauthnOptionsReply), { additionalProperties: true }),
  register: jsonSchema(registerPasskeyBody),
  registered: jsonSchema(registerPasskeyReply),
  passkeySignIn: jsonSchema(passkeySignInBody),
  openInvitation: jsonSchema(openInvitationBody),
  recovery: jsonSchema(recoveryBody),
  noContent: noContentSchema,
};

/**
 * The team (issue 50): an owner invites, re-invites, changes and removes people and sees what
 * each did; each person registers passkeys, sees and signs out their devices, and sets their
 * language and zone; passkeys and recovery codes sign in. Registered inside the owner scope,
 * whose hook checks each route's role (server/team/route-roles.ts).
 */
export function teamRoutes({ gate, signInAs, publicUrl, notify }: TeamRouteOptions): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ValibotSchemas>();
    const errors = errorReplies;
    const db = app.db;

    /**
     * The relying party is PUBLIC_URL's origin and host: a passkey made for another site, or
     * answered on one, is refused. Without PUBLIC_URL (development) the request's own origin.
     */
    const relyingParty = (request: FastifyRequest) => {
      const origin = publicUrl === undefined ? `${request.protocol}://${request.host}` : new URL(publicUrl).origin;
      return { origin, rpID: new URL(origin).hostname };
    };
    const member = async (person: Person): Promise<TeamMember> => ({
      id: person.id,
      email: person.email,
      name: person.name,
      role: person.role,
      language: person.language,
      timeZone: person.timeZone,
      removed: person.removedAt !== null,
      passkeys: (await listPasskeys(db, person.id)).length,
      sessions: (await listSessions(db, person.id)).length,
      invitationPending: await hasPendingInvitation(db, person.id),
    });
    const linkFor = (request: FastifyRequest, token: string) =>
      `${publicUrl ?? `${request.protocol}://${request.host}`}${CONSOLE_PATH}#invitation=${token}`;
    const me = (request: FastifyRequest) => request.adminSession!.person;
    /** The team keeps an owner who can sign in: the last one is not removed or demoted. */
    const assertNotLastOwner = async (person: Person) => {
      if (person.role !== "owner") return;
      const owners = (await listPeople(db)).filter((p) => p.role === "owner" && p.removedAt === null);
      if (owners.length <= 1) throw new AdminError("LAST_OWNER");
    };

    /**
     * Each invitation is an e-mail to an address an owner typed: a day's share for the whole team,
     * so a stolen owner session cannot turn the site into a sender of mail to strangers.
     */
    const invitations = app.limits.attempts("team-invitations", INVITATIONS_PER_DAY);
    const spendInvitation = async () => {
      if ((await invitations.attempt("team")) > 0) throw new AdminError("TOO_MANY_INVITATIONS");
    };
    /** A new single-use link, e-mailed to the person and shown once to the owner who asked. */
    const invite = async (request: FastifyRequest, person: Person, detail: string) => {
      const { token, expiresAt } = await createInvitation(db, person.id);
      const link = linkFor(request, token);
      await queueInvitation(db, person, { link, expiresAt });
      app.mail.wake();
      await recordActivity(db, { personId: me(request).id, kind: "team", subjectId: person.id, detail });
      return { person: await member(person), link, expiresAt: expiresAt.toISOString() };
    };

    // ---- The team, an owner's ----

    api.get("/team", { schema: { response: { 200: schemas.team, ...errors } } }, async () => ({
      people: await Promise.all((await listPeople(db)).map(member)),
    }));

    api.get("/colleagues", { schema: { response: { 200: schemas.colleagues, ...errors } } }, async () => ({
      people: (await listPeople(db))
        .filter((person) => person.removedAt === null && person.role !== "viewer")
        .map(({ id, name, role }) => ({ id, name, role })),
    }));

    api.post(
      "/team",
      { bodyLimit: BODY_LIMIT, schema: { body: schemas.newPerson, response: { 201: schemas.invitation, ...errors } } },
      async (request, reply) => {
        if (!isEmailAddress(request.body.email.trim()) || !isTimeZone(request.body.timeZone))
          throw new AdminError("BAD_REQUEST");
        await spendInvitation();
        const person = await addPerson(db, { ...request.body, name: request.body.name.trim() });
        if (person === undefined) throw new AdminError("EMAIL_TAKEN");
        return reply.code(201).send(await invite(request, person, `invited ${person.role}`));
      },
    );

    api.patch(
      "/team/:id",
      {
        bodyLimit: BODY_LIMIT,
        schema: { params: idParams, body: schemas.changePerson, response: { 200: schemas.team, ...errors } },
      },
      async (request) => {
        const person = await findPerson(db, request.params.id);
        if (person === undefined || person.removedAt !== null) throw new AdminError("NOT_FOUND");
        if (request.body.role !== undefined && request.body.role !== "owner") await assertNotLastOwner(person);
        await updatePerson(db, person.id, request.body);
        const detail = request.body.role === undefined ? "renamed" : `role ${request.body.role}`;
        await recordActivity(db, { personId: me(request).id, kind: "team", subjectId: person.id, detail });
        return { people: await Promise.all((await listPeople(db)).map(member)) };
      },
    );

    api.delete(
      "/team/:id",
      { schema: { params: idParams, response: { 204: schemas.noContent, ...errors } } },
      async (request, reply) => {
        const person = await findPerson(db, request.params.id);
        if (person === undefined || person.removedAt !== null) throw new AdminError("NOT_FOUND");
        await assertNotLastOwner(person);
        await removePerson(db, person.id);
        await recordActivity(db, { personId: me(request).id, kind: "team", subjectId: person.id, detail: "removed" });
        return reply.code(204).send(null);
      },
    );

    // A person who lost every device: a new link; their old invitations stop working.
    api.post(
      "/team/:id/invitation",
      { schema: { params: idParams, response: { 201: schemas.invitation, ...errors } } },
      async (request, reply) => {
        const person = await findPerson(db, request.params.id);
        if (person === undefined || person.removedAt !== null) throw new AdminError("NOT_FOUND");
        await spendInvitation();
        return reply.code(201).send(await invite(request, person, "re-invited"));
      },
    );

    api.delete(
      "/team/:id/sessions",
      { schema: { params: idParams, response: { 204: schemas.noContent, ...errors } } },
      async (request, reply) => {
        const person = await findPerson(db, request.params.id);
        if (person === undefined) throw new AdminError("NOT_FOUND");
        await deletePersonSessions(db, person.id);
        await recordActivity(db, {
          personId: me(request).id,
          kind: "team",
          subjectId: person.id,
          detail: "signed out everywhere",
        });
        return reply.code(204).send(null);
      },
    );

    api.get(
      "/activity",
      { schema: { querystring: schemas.activityQuery, response: { 200: schemas.activity, ...errors } } },
      async (request) => ({ entries: await listActivity(db, { personId: request.query.person }) }),
    );

    // A lead's history of who did what to it.
    api.get(
      "/leads/:id/activity",
      { schema: { params: idParams, response: { 200: schemas.activity, ...errors } } },
      async (request) => ({ entries: await listActivity(db, { subjectId: request.params.id }) }),
    );

    // ---- Each person's own ----

    api.patch(
      "/me",
      { bodyLimit: BODY_LIMIT, schema: { body: schemas.changeMe, response: { 204: schemas.noContent, ...errors } } },
      async (request, reply) => {
        if (request.body.timeZone !== undefined && !isTimeZone(request.body.timeZone))
          throw new AdminError("BAD_REQUEST");
        await updatePerson(db, me(request).id, request.body);
        return reply.code(204).send(null);
      },
    );

    api.get("/me/devices", { schema: { response: { 200: schemas.devices, ...errors } } }, async (request) => {
      const current = request.adminSession!.id;
      return {
        devices: (await listSessions(db, me(request).id)).map((session) => ({
          id: session.id,
          userAgent: session.userAgent,
          network: session.network,
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt?.toISOString() ?? null,
          current: session.id === current,
        })),
      };
    });

    api.delete(
      "/me/devices/:id",
      {
        schema: {
          params: jsonSchema(v.strictObject({ id: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)) })),
          response: { 204: schemas.noContent, ...errors },
        },
      },
      async (request, reply) => {
        if (!(await deletePersonSession(db, me(request).id, request.params.id))) throw new AdminError("NOT_FOUND");
        return reply.code(204).send(null);
      },
    );

    api.get("/me/passkeys", { schema: { response: { 200: schemas.passkeys, ...errors } } }, async (request) => ({
      passkeys: (await listPasskeys(db, me(request).id)).map((passkey) => ({
        id: passkey.id,
        deviceName: passkey.deviceName,
        createdAt: passkey.createdAt.toISOString(),
        lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
      })),
    }));

    api.post("/me/passkeys/options", { schema: { response: { 200: schemas.options, ...errors } } }, async (request) => {
      const person = me(request);
      const { rpID } = relyingParty(request);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: person.email,
        userDisplayName: person.name,
        userID: new TextEncoder().encode(person.id),
        attestationType: "none",
        excludeCredentials: (await listPasskeys(db, person.id)).map((passkey) => ({ id: passkey.id })),
        // A discoverable credential (sign-in needs no address typed) that checks who holds it.
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
      });
      await storeChallenge(db, { id: options.challenge, purpose: "register", personId: person.id });
      return { ...options };
    });

    api.post(
      "/me/passkeys",
      { bodyLimit: BODY_LIMIT, schema: { body: schemas.register, response: { 201: schemas.registered, ...errors } } },
      async (request, reply) => {
        const person = me(request);
        const { origin, rpID } = relyingParty(request);
        const first = !(await hasPasskey(db, person.id));
        let verification;
        try {
          verification = await verifyRegistrationResponse({
            // The envelope was checked by the body schema; the library checks the rest.
            response: request.body.response as unknown as RegistrationResponseJSON,
            expectedChallenge: (challenge) =>
              takeChallenge(db, { id: challenge, purpose: "register", personId: person.id }),
            expectedOrigin: origin,
            expectedRPID: rpID,
            requireUserVerification: true,
          });
        } catch (error) {
          request.log.warn({ err: error }, "passkey registration refused");
          throw new AdminError("PASSKEY_REFUSED");
        }
        if (!verification.verified) throw new AdminError("PASSKEY_REFUSED");
        const { credential } = verification.registrationInfo;
        await addPasskey(db, {
          id: credential.id,
          personId: person.id,
          publicKey: credential.publicKey,
          counter: credential.counter,
          transports: credential.transports ?? [],
          deviceName: request.body.deviceName,
        });
        await recordActivity(db, {
          personId: person.id,
          kind: "team",
          subjectId: person.id,
          detail: `passkey ${request.body.deviceName}`,
        });
        const recoveryCodes = first ? await createRecoveryCodes(db, person.id) : [];
        return reply.code(201).send({ recoveryCodes });
      },
    );

    // ---- Signing in without a session ----

    api.post(
      "/passkeys/sign-in/options",
      { schema: { response: { 200: schemas.options, ...errors } } },
      async (request) => {
        const { rpID } = relyingParty(request);
        // No allowCredentials: the passkey says whose it is (discoverable), and the browser can
        // offer it in the autofill (conditional mediation).
        const options = await generateAuthenticationOptions({ rpID, userVerification: "required" });
        await storeChallenge(db, { id: options.challenge, purpose: "sign-in", personId: null });
        return { ...options };
      },
    );

    api.post(
      "/passkeys/sign-in",
      {
        bodyLimit: BODY_LIMIT,
        schema: { body: schemas.passkeySignIn, response: { 204: schemas.noContent, ...errors } },
      },
      async (request, reply) => {
        const address = await gate.enter(request);
        // The envelope was checked by the body schema; the library checks the rest.
        const response = request.body.response as unknown as AuthenticationResponseJSON;
        const passkey = await findPasskey(db, response.id);
        const person = passkey && (await findPerson(db, passkey.personId));
        if (passkey === undefined || person === undefined || person.removedAt !== null) {
          gate.failed();
          throw new AdminError("PASSKEY_REFUSED");
        }
        const { origin, rpID } = relyingParty(request);
        let verification;
        try {
          verification = await verifyAuthenticationResponse({
            response,
            expectedChallenge: (challenge) => takeChallenge(db, { id: challenge, purpose: "sign-in", personId: null }),
            expectedOrigin: origin,
            expectedRPID: rpID,
            credential: {
              id: passkey.id,
              publicKey: passkey.publicKey,
              counter: passkey.counter,
              transports: passkey.transports,
            },
            requireUserVerification: true,
          });
        } catch (error) {
          gate.failed();
          // The library refuses a counter that did not go up: a sign of a cloned authenticator.
          if (error instanceof Error && /counter/i.test(error.message)) {
            request.log.warn(
              { person: person.id, passkey: passkey.deviceName },
              "passkey counter went backwards: refused",
            );
            if (app.mail.enabled) {
              await queuePasskeyRefused(db, person, passkey, notify);
              app.mail.wake();
            }
          } else request.log.warn({ err: error }, "passkey sign-in refused");
          throw new AdminError("PASSKEY_REFUSED");
        }
        const { newCounter } = verification.authenticationInfo;
        if (
          !verification.verified ||
          !(await usePasskey(db, { id: passkey.id, from: passkey.counter, to: newCounter }))
        ) {
          gate.failed();
          throw new AdminError("PASSKEY_REFUSED");
        }
        await gate.succeeded(address);
        request.log.info({ person: person.id }, "signed in with a passkey");
        return signInAs(request, reply, person);
      },
    );

    // The link's token is sent in the body (from the address's fragment), never in a URL a log keeps.
    api.post(
      "/invitations/open",
      {
        bodyLimit: BODY_LIMIT,
        schema: { body: schemas.openInvitation, response: { 204: schemas.noContent, ...errors } },
      },
      async (request, reply) => {
        const address = await gate.enter(request);
        const personId = await useInvitation(db, request.body.token);
        const person = personId === undefined ? undefined : await findPerson(db, personId);
        if (person === undefined || person.removedAt !== null) {
          gate.failed();
          throw new AdminError("INVITATION_INVALID");
        }
        await gate.succeeded(address);
        return signInAs(request, reply, person);
      },
    );

    api.post(
      "/recovery",
      { bodyLimit: BODY_LIMIT, schema: { body: schemas.recovery, response: { 204: schemas.noContent, ...errors } } },
      async (request, reply) => {
        const address = await gate.enter(request);
        const person = await findPersonByEmail(db, request.body.email);
        const used =
          person !== undefined &&
          person.removedAt === null &&
          (await useRecoveryCode(db, person.id, request.body.code));
        if (!used) {
          gate.failed();
          throw new AdminError("RECOVERY_CODE_INVALID");
        }
        await gate.succeeded(address);
        request.log.warn({ person: person.id }, "signed in with a recovery code");
        return signInAs(request, reply, person);
      },
    );
  };
}
