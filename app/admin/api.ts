/**
 * The lead inbox's client for `/api/admin/*`. Same-origin requests with the session cookie;
 * every failure becomes an `AdminApiError` carrying the server's code.
 */

export type LeadStatus = "new" | "handled" | "spam";

/** A lead's booked call (issue 19), as the admin API adds it to the lead. */
export interface LeadCall {
  start: string;
  end: string;
  /** The zone the visitor booked in, when they gave one (else the owner's applies). */
  visitorTimeZone: string | null;
}
export type LeadFormKind = "consulting" | "discovery";

export interface Lead {
  id: string;
  form: LeadFormKind;
  receivedAt: string;
  language: "en" | "pt";
  name: string;
  email: string;
  company: string;
  message: string;
  teamSize: string | null;
  workshopInterest: string | null;
  subject: string | null;
  replyTo: string | null;
  status: LeadStatus;
  clientAddress: string | null;
  userAgent: string | null;
  /** The site's promise (issue 19): a reply within 24 hours of `receivedAt`. */
  replyBy: string;
  handled: boolean;
  /** Still new after `replyBy`, when the server answered. */
  overdue: boolean;
  /** The call this lead booked and still holds, if any. */
  booking: LeadCall | null;
}

/** An upcoming booked call with its lead, as `GET /api/admin/calls` lists them, soonest first. */
export interface UpcomingCall extends LeadCall {
  id: string;
  leadId: string;
  name: string;
  /** Where to write: the lead's reply-to, else its e-mail. */
  email: string;
  company: string;
  language: "en" | "pt";
}

export interface LeadFilter {
  form?: LeadFormKind;
  status?: LeadStatus;
  q?: string;
  /** Only unhandled leads whose reply is overdue. */
  overdue?: boolean;
  /** `reply-by`: the reply due soonest first; default: the newest lead first. */
  sort?: "reply-by";
}

export interface LeadPage {
  leads: Lead[];
  total: number;
  page: number;
  pageSize: number;
}

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}) },
    });
  } catch (error) {
    throw new AdminApiError(0, "NETWORK", error instanceof Error ? error.message : String(error));
  }
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
  if (!response.ok)
    throw new AdminApiError(response.status, body.code ?? "UNSPECIFIED", body.error ?? response.statusText);
  return body as T;
}

export function filterQuery(filter: LeadFilter, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  if (filter.form) params.set("form", filter.form);
  if (filter.status) params.set("status", filter.status);
  if (filter.q?.trim()) params.set("q", filter.q.trim());
  if (filter.overdue) params.set("overdue", "true");
  if (filter.sort) params.set("sort", filter.sort);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const adminApi = {
  session: () => request<{ authenticated: true; expiresAt: string }>("/api/admin/session"),
  signIn: (password: string) =>
    request<undefined>("/api/admin/session", { method: "POST", body: JSON.stringify({ password }) }),
  signOut: () => request<undefined>("/api/admin/session", { method: "DELETE" }),
  list: (filter: LeadFilter, page: number, pageSize = 25) =>
    request<LeadPage>(`/api/admin/leads${filterQuery(filter, { page, pageSize })}`),
  setStatus: (id: string, status: LeadStatus) =>
    request<Lead>(`/api/admin/leads/${encodeURIComponent(id)}`, { method: "PATCH", body: JSON.stringify({ status }) }),
  remove: (id: string) => request<undefined>(`/api/admin/leads/${encodeURIComponent(id)}`, { method: "DELETE" }),
  calls: () => request<{ calls: UpcomingCall[] }>("/api/admin/calls"),
  exportUrl: (filter: LeadFilter, format: "csv" | "json") =>
    `/api/admin/leads/export${filterQuery(filter, { format })}`,
};
