/**
 * The console's people and what each may do (issue 50, decision 157). Shared by the server, which
 * enforces it route by route (server/team/route-roles.ts), and the console, which shows a person
 * only what their role may do.
 */
import * as v from "valibot";
import { LANGUAGES } from "./languages.js";

/** From least to most: each role may do everything the one before it may. */
export const ROLES = ["viewer", "consultant", "owner"] as const;
export type Role = (typeof ROLES)[number];

/** Whether a person with `role` may do what `needed` is required for. */
export function roleAllows(role: Role, needed: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

export const roleSchema = v.picklist(ROLES);
export const languageSchema = v.picklist(LANGUAGES);

/** What the console knows of the person signed in. */
export const personReply = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  role: roleSchema,
  language: languageSchema,
  timeZone: v.string(),
  /** Which of the owner's e-mails they asked for: "My account" shows and changes them. */
  newLeadAlerts: v.boolean(),
  weeklyEmail: v.boolean(),
  /** Signed in with ADMIN_PASSWORD and no passkey yet: must register one (moving an existing site). */
  mustRegisterPasskey: v.boolean(),
});
export type PersonReply = v.InferOutput<typeof personReply>;

/** Each kind of change the console keeps with its person and time (issue 50). */
export const ACTIVITY_KINDS = [
  "stage",
  "note",
  "follow-up",
  "task-add",
  "task-done",
  "task-delete",
  "spam-verdict",
  "restore",
  "delete",
  "erasure",
  "call-outcome",
  "call-cancel",
  "call-offer",
  "call-move",
  "webhook-endpoint",
  "export",
  "team",
  "assign",
  "new-device",
  "value",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const activityEntry = v.object({
  id: v.string(),
  at: v.string(),
  kind: v.picklist(ACTIVITY_KINDS),
  personId: v.string(),
  /** The person's name as it is now: a removed person keeps theirs. */
  personName: v.string(),
  subjectId: v.nullable(v.string()),
  detail: v.nullable(v.string()),
});
export type ActivityEntry = v.InferOutput<typeof activityEntry>;

// eslint-disable-next-line no-control-regex -- control characters are what is refused.
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const line = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.regex(NO_CONTROL));

// The shapes JSON Schema can say; the server checks the zone with isTimeZone, the address with
// isEmailAddress, as it reads them.
const timeZoneSchema = v.pipe(v.string(), v.maxLength(64), v.regex(/^[A-Za-z][A-Za-z0-9_+\-/]*$/));
const emailSchema = v.pipe(v.string(), v.maxLength(254), v.regex(/^[^\s@]+@[^\s@]+$/));

/** `POST /api/admin/team`: an owner invites someone. */
export const newPersonBody = v.strictObject({
  email: emailSchema,
  name: line(100),
  role: roleSchema,
  language: languageSchema,
  timeZone: timeZoneSchema,
});
export type NewPersonBody = v.InferOutput<typeof newPersonBody>;

/** `PATCH /api/admin/team/:id`: an owner changes someone's role or name. */
export const changePersonBody = v.strictObject({
  name: v.optional(line(100)),
  role: v.optional(roleSchema),
});

/** `PATCH /api/admin/me`: each person's own language, zone and e-mails. */
export const changeMeBody = v.strictObject({
  language: v.optional(languageSchema),
  timeZone: v.optional(timeZoneSchema),
  newLeadAlerts: v.optional(v.boolean()),
  weeklyEmail: v.optional(v.boolean()),
});

export const teamMember = v.object({
  id: v.string(),
  email: v.string(),
  name: v.string(),
  role: roleSchema,
  language: languageSchema,
  timeZone: v.string(),
  removed: v.boolean(),
  passkeys: v.number(),
  sessions: v.number(),
  invitationPending: v.boolean(),
});
export type TeamMember = v.InferOutput<typeof teamMember>;
export const teamReply = v.object({ people: v.array(teamMember) });

/**
 * `GET /api/admin/colleagues`: who may be given a lead (owners and consultants on the team), for
 * anyone signed in: a name and a role, never an address (the team page is an owner's).
 */
export const colleaguesReply = v.object({
  people: v.array(v.object({ id: v.string(), name: v.string(), role: roleSchema })),
});
export type ColleaguesReply = v.InferOutput<typeof colleaguesReply>;

/** An invitation's link: shown once to the owner who made it, and sent to the person. */
export const invitationReply = v.object({ person: teamMember, link: v.string(), expiresAt: v.string() });

export const activityQuery = v.strictObject({ person: v.optional(v.pipe(v.string(), v.maxLength(64))) });
export const activityReply = v.object({ entries: v.array(activityEntry) });

export const device = v.object({
  id: v.string(),
  userAgent: v.nullable(v.string()),
  network: v.nullable(v.string()),
  createdAt: v.string(),
  lastSeenAt: v.nullable(v.string()),
  current: v.boolean(),
});
export type Device = v.InferOutput<typeof device>;
export const devicesReply = v.object({ devices: v.array(device) });

const passkeyItem = v.object({
  id: v.string(),
  deviceName: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
});
export const passkeysReply = v.object({ passkeys: v.array(passkeyItem) });

/**
 * What a browser's WebAuthn call returns, as @simplewebauthn/browser serialises it: its inner
 * parts are the library's to check, so only the envelope is described here.
 */
const credentialJson = v.looseObject({
  id: v.pipe(v.string(), v.maxLength(1024)),
  rawId: v.pipe(v.string(), v.maxLength(1024)),
  type: v.literal("public-key"),
  response: v.looseObject({ clientDataJSON: v.pipe(v.string(), v.maxLength(4096)) }),
});
/** The options for the browser's WebAuthn call, made by @simplewebauthn/server. */
export const webauthnOptionsReply = v.looseObject({ challenge: v.string() });

export const registerPasskeyBody = v.strictObject({ deviceName: line(60), response: credentialJson });
/** Ten recovery codes after a person's first passkey, shown once; none after the next ones. */
export const registerPasskeyReply = v.object({ recoveryCodes: v.array(v.string()) });
export const passkeySignInBody = v.strictObject({ response: credentialJson });
export const openInvitationBody = v.strictObject({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)) });
export const recoveryBody = v.strictObject({
  email: emailSchema,
  code: v.pipe(v.string(), v.maxLength(40)),
});
