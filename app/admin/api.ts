import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
/**
 * The lead inbox's client for `/api/admin/*`. Same-origin requests with the session cookie;
 * every failure becomes an `AdminApiError` carrying the server's code.
 * The shapes are the server's own (shared/admin-api.ts), imported as types only.
 */
import type {
  CallOutcome,
  CallsReply,
  CallTimesReply,
  CancelCallsReply,
  ExportFormat,
  LeadFilter,
  LeadJson,
  LeadStage,
  LeadStatus,
  ListReply,
  NoteJson,
  SessionReply,
  StageReply,
  TodayReply,
} from "@shared/admin-api";
import type { DashboardReply } from "@shared/analytics";
import { PAGE_SIZE } from "@shared/inbox-limits";
import type { NewTaskBody, OpenTaskChoice, TaskJson, TasksReply } from "@shared/tasks";
import type { TimelineReply } from "@shared/timeline";
import type { Language } from "@shared/languages";
import type { OwnerErasureReply } from "@shared/privacy";
import { REPLIES_ADMIN_PATHS, type MailboxStatusReply, type MailboxSyncReply } from "@shared/replies";

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
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

function filterQuery(filter: LeadFilter, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  if (filter.form) params.set("form", filter.form);
  if (filter.status) params.set("status", filter.status);
  if (filter.q?.trim()) params.set("q", filter.q.trim());
  if (filter.overdue) params.set("overdue", filter.overdue);
  if (filter.sort) params.set("sort", filter.sort);
  for (const key of ["source", "campaign", "landingPage"] as const) if (filter[key]) params.set(key, filter[key]);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const adminApi = {
  session: () => request<SessionReply>("/api/admin/session"),
  signIn: (password: string) =>
    request<undefined>("/api/admin/session", { method: "POST", body: JSON.stringify({ password }) }),
  passkeySignInOptions: () =>
    request<PublicKeyCredentialRequestOptionsJSON>("/api/admin/passkeys/sign-in/options", { method: "POST" }),
  passkeySignIn: (response: AuthenticationResponseJSON) =>
    request<undefined>("/api/admin/passkeys/sign-in", { method: "POST", body: JSON.stringify({ response }) }),
  signOut: () => request<undefined>("/api/admin/session", { method: "DELETE" }),
  mailboxStatus: () => request<MailboxStatusReply>(`/api/admin${REPLIES_ADMIN_PATHS.status}`),
  syncMailbox: () => request<MailboxSyncReply>(`/api/admin${REPLIES_ADMIN_PATHS.sync}`, { method: "POST" }),
  list: (filter: LeadFilter, page: number, pageSize = PAGE_SIZE.default) =>
    request<ListReply>(`/api/admin/leads${filterQuery(filter, { page, pageSize })}`),
  setStatus: (id: string, status: LeadStatus) =>
    request<LeadJson>(`/api/admin/leads/${encodeURIComponent(id)}`, {
      method: "PATCH",
      body: JSON.stringify({ status }),
    }),
  lead: (id: string) => request<LeadJson>(`/api/admin/leads/${encodeURIComponent(id)}`),
  /** One lead or many to a stage; a reason for "lost" only. */
  moveStage: (ids: string[], stage: LeadStage, reason?: string, openTasks?: OpenTaskChoice) =>
    request<StageReply>("/api/admin/leads/stage", {
      method: "POST",
      body: JSON.stringify({
        ids,
        stage,
        ...(reason === undefined ? {} : { reason }),
        ...(openTasks === undefined ? {} : { openTasks }),
      }),
    }),
  addNote: (id: string, body: string) =>
    request<NoteJson>(`/api/admin/leads/${encodeURIComponent(id)}/notes`, {
      method: "POST",
      body: JSON.stringify({ body }),
    }),
  editNote: (id: string, noteId: string, body: string) =>
    request<NoteJson>(`/api/admin/leads/${encodeURIComponent(id)}/notes/${encodeURIComponent(noteId)}`, {
      method: "PATCH",
      body: JSON.stringify({ body }),
    }),
  deleteNote: (id: string, noteId: string) =>
    request<undefined>(`/api/admin/leads/${encodeURIComponent(id)}/notes/${encodeURIComponent(noteId)}`, {
      method: "DELETE",
    }),
  timeline: (id: string) => request<TimelineReply>(`/api/admin/leads/${encodeURIComponent(id)}/timeline`),
  tasks: (id: string) => request<TasksReply>(`/api/admin/leads/${encodeURIComponent(id)}/tasks`),
  /** A task for `on` (`YYYY-MM-DD`), at `at` (`HH:MM`, in the person's zone) or for the day. */
  addTask: (id: string, task: NewTaskBody) =>
    request<TaskJson>(`/api/admin/leads/${encodeURIComponent(id)}/tasks`, {
      method: "POST",
      body: JSON.stringify(task),
    }),
  completeTask: (id: string, taskId: string) =>
    request<TaskJson>(`/api/admin/leads/${encodeURIComponent(id)}/tasks/${encodeURIComponent(taskId)}/done`, {
      method: "POST",
    }),
  deleteTask: (id: string, taskId: string) =>
    request<undefined>(`/api/admin/leads/${encodeURIComponent(id)}/tasks/${encodeURIComponent(taskId)}`, {
      method: "DELETE",
    }),
  assign: (id: string, assignee: string | null) =>
    request<LeadJson>(`/api/admin/leads/${encodeURIComponent(id)}/assignee`, {
      method: "PUT",
      body: JSON.stringify({ assignee }),
    }),
  today: () => request<TodayReply>("/api/admin/today"),
  remove: (id: string) => request<undefined>(`/api/admin/leads/${encodeURIComponent(id)}`, { method: "DELETE" }),
  erase: (id: string) =>
    request<OwnerErasureReply>(`/api/admin/leads/${encodeURIComponent(id)}/erase`, { method: "POST" }),
  calls: () => request<CallsReply>("/api/admin/calls"),
  cancelCalls: (ids: string[]) =>
    request<CancelCallsReply>("/api/admin/calls/cancel", { method: "POST", body: JSON.stringify({ ids }) }),
  callOutcome: (id: string, outcome: CallOutcome | null) =>
    request<undefined>(`/api/admin/calls/${encodeURIComponent(id)}/outcome`, {
      method: "POST",
      body: JSON.stringify({ outcome }),
    }),
  callTimes: (id: string) => request<CallTimesReply>(`/api/admin/calls/${encodeURIComponent(id)}/times`),
  moveCall: (id: string, start: string) =>
    request<undefined>(`/api/admin/calls/${encodeURIComponent(id)}/move`, {
      method: "POST",
      body: JSON.stringify({ start }),
    }),
  offerAnotherTime: (id: string) =>
    request<undefined>(`/api/admin/calls/${encodeURIComponent(id)}/offer`, { method: "POST" }),
  dashboard: (query: string) => request<DashboardReply>(`/api/admin/dashboard${query}`),
  /** A CSV for the console's language is written for a spreadsheet: names, the owner's zone, its separator. */
  exportUrl: (filter: LeadFilter, format: ExportFormat, language?: Language) =>
    `/api/admin/leads/export${filterQuery(filter, language === undefined ? { format } : { format, language })}`,
};
