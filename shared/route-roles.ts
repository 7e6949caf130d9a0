import { roleAllows, type Role } from "./team.js";

/**
 * Who may use each route under /api/admin (issue 50, decision 157): the least role it needs, or
 * "public" for the few that answer without a session (signing in, an invitation). One table for
 * both sides: the owner plugin refuses to register a route missing here and answers 403 to a role
 * below the one given (server/team/route-roles.ts, walked by its test with every role), and the
 * console shows a person only the controls whose route their role may use (`can`).
 * HEAD follows GET.
 */
export type RouteAccess = Role | "public";

export const ROUTE_ROLES = {
  // Signing in and out, and what the console knows of the person.
  "POST /api/admin/session": "public",
  "GET /api/admin/sign-in/methods": "public",
  "GET /api/admin/session": "viewer",
  "DELETE /api/admin/session": "viewer",

  // The inbox: reading it is a viewer's; working a lead a consultant's; deleting and exporting
  // every lead an owner's.
  "GET /api/admin/leads": "viewer",
  "GET /api/admin/leads/export": "owner",
  "GET /api/admin/leads/:id": "viewer",
  "POST /api/admin/leads/stage": "consultant",
  "PATCH /api/admin/leads/:id": "consultant",
  "DELETE /api/admin/leads/:id": "owner",
  "POST /api/admin/leads/:id/notes": "consultant",
  "PATCH /api/admin/leads/:id/notes/:noteId": "consultant",
  "DELETE /api/admin/leads/:id/notes/:noteId": "consultant",
  // A lead's tasks (issue 51): read by anyone signed in, worked by whoever works leads.
  "GET /api/admin/leads/:id/tasks": "viewer",
  "GET /api/admin/leads/:id/timeline": "viewer",
  "POST /api/admin/leads/:id/tasks": "consultant",
  "POST /api/admin/leads/:id/tasks/:taskId/done": "consultant",
  "DELETE /api/admin/leads/:id/tasks/:taskId": "consultant",
  "GET /api/admin/today": "viewer",
  "GET /api/admin/leads/:id/activity": "viewer",
  "PUT /api/admin/leads/:id/assignee": "consultant",
  // A lead's deal value (issue 51): set by whoever works leads; the board lists them by stage.
  "PUT /api/admin/leads/:id/value": "consultant",
  "GET /api/admin/leads/board": "viewer",

  // Calls.
  "GET /api/admin/calls": "viewer",
  "POST /api/admin/calls/cancel": "consultant",
  "POST /api/admin/calls/:id/outcome": "consultant",
  "POST /api/admin/calls/:id/offer": "consultant",
  // Moving a call: the free times it may move to, and the move (issue 51).
  "GET /api/admin/calls/:id/times": "consultant",
  "POST /api/admin/calls/:id/move": "consultant",

  // Spam: a verdict on a lead is a consultant's; the rules are the site's, an owner's.
  "POST /api/admin/leads/:id/not-spam": "consultant",
  "POST /api/admin/leads/:id/spam": "consultant",
  "GET /api/admin/spam/week": "viewer",
  "GET /api/admin/spam/rules": "viewer",
  "POST /api/admin/spam/rules": "owner",
  "DELETE /api/admin/spam/rules/:id": "owner",

  // Privacy requests (erasures among them) and webhooks: an owner's.
  "GET /api/admin/privacy/requests": "owner",
  "POST /api/admin/leads/:id/erase": "owner",
  "GET /api/admin/dashboard": "viewer",
  "GET /api/admin/webhooks/endpoints": "owner",
  "POST /api/admin/webhooks/endpoints": "owner",
  "PUT /api/admin/webhooks/endpoints/:id": "owner",
  "DELETE /api/admin/webhooks/endpoints/:id": "owner",
  "POST /api/admin/webhooks/endpoints/:id/secret": "owner",
  "POST /api/admin/webhooks/endpoints/:id/test": "owner",
  "POST /api/admin/webhooks/endpoints/:id/try-now": "owner",
  "GET /api/admin/webhooks/endpoints/:id/attempts": "owner",
  "POST /api/admin/webhooks/endpoints/:id/deliveries/:deliveryId/resend": "owner",
  "POST /api/admin/webhooks/endpoints/:id/resend-failed": "owner",

  // The newsletter: anyone signed in may read the letters; writing, previewing, testing and
  // sending a letter to a whole list is an owner's.
  "GET /api/admin/newsletter/letters": "viewer",
  // The readers' figures on the dashboard and a lead's subscriptions: read by anyone signed in.
  "GET /api/admin/newsletter/readers": "viewer",
  "GET /api/admin/newsletter/subscriptions": "viewer",
  "POST /api/admin/newsletter/letters": "owner",
  "PUT /api/admin/newsletter/letters/:id": "owner",
  "POST /api/admin/newsletter/preview": "owner",
  "POST /api/admin/newsletter/letters/:id/test": "owner",
  "POST /api/admin/newsletter/letters/:id/send": "owner",

  // The owner's Sent folder (issue 51): whether it is read, by anyone; reading it now, which marks
  // leads replied, by whoever works leads.
  "GET /api/admin/replies": "viewer",
  "POST /api/admin/replies/sync": "consultant",

  // The team: an owner's. Each person's own devices, passkeys and settings: their own.
  "GET /api/admin/team": "owner",
  // Who a lead can be given to: names only, for whoever reads leads.
  "GET /api/admin/colleagues": "viewer",
  "POST /api/admin/team": "owner",
  "PATCH /api/admin/team/:id": "owner",
  "DELETE /api/admin/team/:id": "owner",
  "POST /api/admin/team/:id/invitation": "owner",
  "DELETE /api/admin/team/:id/sessions": "owner",
  "GET /api/admin/activity": "owner",
  "GET /api/admin/me/devices": "viewer",
  "DELETE /api/admin/me/devices/:id": "viewer",
  "PATCH /api/admin/me": "viewer",
  "POST /api/admin/me/passkeys/options": "viewer",
  "POST /api/admin/me/passkeys": "viewer",
  "GET /api/admin/me/passkeys": "viewer",

  // Passkeys and recovery, before a session exists.
  "POST /api/admin/passkeys/sign-in/options": "public",
  "POST /api/admin/passkeys/sign-in": "public",
  "POST /api/admin/invitations/open": "public",
  "POST /api/admin/recovery": "public",

  // Anything else: 404 to a signed-in person, 401 to anyone else.
  "ALL /api/admin/*": "viewer",
  "ALL /api/admin": "viewer",
} as const satisfies Record<string, RouteAccess>;

export type RouteKey = keyof typeof ROUTE_ROLES;

/** Whether a person with `role` may use a route: the console's one test for showing a control. */
export function can(role: Role, route: RouteKey): boolean {
  const access: RouteAccess = ROUTE_ROLES[route];
  return access === "public" || roleAllows(role, access);
}
