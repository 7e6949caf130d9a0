import type { LeadJson, ListReply } from "@shared/admin-api";
import type { SpamWeekReply } from "@shared/spam";

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    ...init,
    credentials: "same-origin",
    headers: { Accept: "application/json", ...(init.body ? { "Content-Type": "application/json" } : {}) },
  });
  if (!response.ok) throw new Error(`${response.status} ${path}`);
  return (await response.json()) as T;
}

/** The spam folder's calls to `/api/admin` (server/admin/spam.ts). */
export const spamApi = {
  list: (q: string) =>
    call<ListReply>(
      `/api/admin/leads?${new URLSearchParams({ status: "spam", ...(q.trim() ? { q: q.trim() } : {}) })}`,
    ),
  week: () => call<SpamWeekReply>("/api/admin/spam/week"),
  notSpam: (id: string) =>
    call<LeadJson>(`/api/admin/leads/${encodeURIComponent(id)}/not-spam`, { method: "POST", body: "{}" }),
};
