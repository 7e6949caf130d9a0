/**
 * The console's people and what each may do (issue 50, decision NNN). Shared by the server, which
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
  /** Signed in with ADMIN_PASSWORD and no passkey yet: must register one (moving an existing site). */
  mustRegisterPasskey: v.boolean(),
});
export type PersonReply = v.InferOutput<typeof personReply>;

/** Each kind of change the console keeps with its person and time (issue 50). */
export const ACTIVITY_KINDS = [
  "stage",
  "note",
  "follow-up",
  "spam-verdict",
  "restore",
  "delete",
  "erasure",
  "call-outcome",
  "call-cancel",
  "call-offer",
  "webhook-endpoint",
  "export",
  "team",
  "assign",
  "new-device",
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
