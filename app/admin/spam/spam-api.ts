import type { LeadJson, ListReply } from "@shared/admin-api";
import type { SpamRuleInput, SpamRulesReply, SpamWeekReply } from "@shared/spam";

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: "same-origin",
    headers: { Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}) },
  });
  if (!response.ok) throw new Error(`${response.status} ${path}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

const lead = (id: string, action: string) => `/api/admin/leads/${encodeURIComponent(id)}/${action}`;

/** The spam folder's calls to `/api/admin` (server/spam/owner-routes.ts). */
export const spamApi = {
  list: (q: string) =>
    call<ListReply>(
      `/api/admin/leads?${new URLSearchParams({ status: "spam", ...(q.trim() ? { q: q.trim() } : {}) })}`,
    ),
  week: () => call<SpamWeekReply>("/api/admin/spam/week"),
  notSpam: (id: string) => call<LeadJson>(lead(id, "not-spam"), { method: "POST", body: "{}" }),
  /** "Spam" on an inbox lead, its sender's address added to the blocked ones when `block`. */
  markSpam: (id: string, block: boolean) =>
    call<LeadJson>(lead(id, "spam"), { method: "POST", body: JSON.stringify({ block }) }),
  rules: () => call<SpamRulesReply>("/api/admin/spam/rules"),
  addRule: (rule: SpamRuleInput) =>
    call<SpamRulesReply>("/api/admin/spam/rules", { method: "POST", body: JSON.stringify(rule) }),
  deleteRule: (id: string) => call<undefined>(`/api/admin/spam/rules/${encodeURIComponent(id)}`, { method: "DELETE" }),
};
