import type { ActivityKind } from "../../shared/team.js";
import { ROUTE_ROLES, type RouteAccess, type RouteKey } from "../../shared/route-roles.js";

// The table is shared with the console (shared/route-roles.ts); this module is the server's checker.

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
  "POST /api/admin/leads/:id/erase": "erasure",
  "POST /api/admin/leads/:id/notes": "note",
  "PATCH /api/admin/leads/:id/notes/:noteId": "note",
  "DELETE /api/admin/leads/:id/notes/:noteId": "note",
  "POST /api/admin/leads/:id/tasks": "task-add",
  "POST /api/admin/leads/:id/tasks/:taskId/done": "task-done",
  "DELETE /api/admin/leads/:id/tasks/:taskId": "task-delete",
  "PUT /api/admin/leads/:id/assignee": "assign",
  "PUT /api/admin/leads/:id/value": "value",
  "POST /api/admin/calls/cancel": "call-cancel",
  "POST /api/admin/calls/:id/outcome": "call-outcome",
  "POST /api/admin/calls/:id/offer": "call-offer",
  "POST /api/admin/calls/:id/move": "call-move",
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
