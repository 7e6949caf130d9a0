import type { ActivityKind, Role } from "../../shared/team.js";

/**
 * Who may use each route under /api/admin (issue 50, decision NNN): the least role it needs, or
 * "public" for the few that answer without a session (signing in, an invitation). The owner
 * plugin refuses to register a route missing here, and answers 403 to a role below the one
 * given; server/team/route-roles.test.ts walks every route with every role against this table.
 * HEAD follows GET.
 */
export type RouteAccess = Role | "public";

export const ROUTE_ROLES = {
  // Signing in and out, and what the console knows of the person.
  "POST /api/admin/session": "public",
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
  "PUT /api/admin/leads/:id/follow-up": "consultant",
  "PUT /api/admin/leads/:id/assignee": "consultant",
  "GET /api/admin/today": "viewer",
  "GET /api/admin/leads/:id/activity": "viewer",

  // Calls.
  "GET /api/admin/calls": "viewer",
  "POST /api/admin/calls/cancel": "consultant",
  "POST /api/admin/calls/:id/outcome": "consultant",
  "POST /api/admin/calls/:id/offer": "consultant",

  // Spam: a verdict on a lead is a consultant's; the rules are the site's, an owner's.
  "POST /api/admin/leads/:id/not-spam": "consultant",
  "POST /api/admin/leads/:id/spam": "consultant",
  "GET /api/admin/spam/week": "viewer",
  "GET /api/admin/spam/rules": "viewer",
  "POST /api/admin/spam/rules": "owner",
  "DELETE /api/admin/spam/rules/:id": "owner",

  // Privacy requests (erasures among them) and webhooks: an owner's.
  "GET /api/admin/privacy/requests": "owner",
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
  "GET /api/admin/newsletter/readers": "viewer",
  "GET /api/admin/newsletter/subscriptions": "viewer",
  "POST /api/admin/newsletter/letters": "owner",
  "PUT /api/admin/newsletter/letters/:id": "owner",
  "POST /api/admin/newsletter/preview": "owner",
  "POST /api/admin/newsletter/letters/:id/test": "owner",
  "POST /api/admin/newsletter/letters/:id/send": "owner",

  // The team: an owner's. Each person's own devices, passkeys and settings: their own.
  "GET /api/admin/team": "owner",
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

/** The table's key for a route as Fastify registers it; catch-alls (a method list) are "ALL". */
export function routeKey(method: string | readonly string[], url: string): string {
  const verb = Array.isArray(method) ? "ALL" : method === "HEAD" ? "GET" : String(method);
  // Fastify registers a prefix's root route twice, with and without the trailing slash.
  return `${verb} ${url.length > 1 ? url.replace(/\/$/, "") : url}`;
}

/** The access the table gives a route, or undefined when it has no entry. */
export function routeAccess(method: string | readonly string[], url: string): RouteAccess | undefined {
  return (ROUTE_ROLES as Record<string, RouteAccess>)[routeKey(method, url)];
}

/**
 * What a successful request to each changing route is kept as in the team's activity (issue
 * 50), with the person and the time; the subject is the route's `:id`. A changing route of the
 * console that is missing here changes something nobody would know who changed: the test in
 * route-activity.test.ts fails.
 */
export const ROUTE_ACTIVITY: Partial<Record<RouteKey, ActivityKind>> = {
  "POST /api/admin/leads/stage": "stage",
  "PATCH /api/admin/leads/:id": "stage",
  "DELETE /api/admin/leads/:id": "delete",
  "POST /api/admin/leads/:id/notes": "note",
  "PATCH /api/admin/leads/:id/notes/:noteId": "note",
  "DELETE /api/admin/leads/:id/notes/:noteId": "note",
  "PUT /api/admin/leads/:id/follow-up": "follow-up",
  "PUT /api/admin/leads/:id/assignee": "assign",
  "POST /api/admin/calls/cancel": "call-cancel",
  "POST /api/admin/calls/:id/outcome": "call-outcome",
  "POST /api/admin/calls/:id/offer": "call-offer",
  "POST /api/admin/leads/:id/not-spam": "restore",
  "POST /api/admin/leads/:id/spam": "spam-verdict",
  "POST /api/admin/spam/rules": "spam-verdict",
  "DELETE /api/admin/spam/rules/:id": "spam-verdict",
  "GET /api/admin/leads/export": "export",
  "POST /api/admin/webhooks/endpoints": "webhook-endpoint",
  "PUT /api/admin/webhooks/endpoints/:id": "webhook-endpoint",
  "DELETE /api/admin/webhooks/endpoints/:id": "webhook-endpoint",
  "POST /api/admin/webhooks/endpoints/:id/secret": "webhook-endpoint",
  "POST /api/admin/webhooks/endpoints/:id/resend-failed": "webhook-endpoint",
  "POST /api/admin/webhooks/endpoints/:id/deliveries/:deliveryId/resend": "webhook-endpoint",
};

export function routeActivity(method: string | readonly string[], url: string): ActivityKind | undefined {
  return (ROUTE_ACTIVITY as Record<string, ActivityKind>)[routeKey(method, url)];
}
