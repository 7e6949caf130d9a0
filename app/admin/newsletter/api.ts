/**
 * The newsletter page's client for `/api/admin/newsletter/*`, on the inbox's `request` (same
 * origin, session cookie, `AdminApiError` on failure). The shapes are shared/newsletter.ts's.
 */
import type {
  LetterInput,
  LetterRow,
  LettersReply,
  PreviewReply,
  ReadersReply,
  SubscriptionsReply,
} from "@shared/newsletter";
import { request } from "~/admin/api";

const base = "/api/admin/newsletter";
const post = (body?: unknown): RequestInit => ({ method: "POST", ...(body ? { body: JSON.stringify(body) } : {}) });

export const newsletterApi = {
  letters: () => request<LettersReply>(`${base}/letters`),
  create: (input: LetterInput) => request<LetterRow>(`${base}/letters`, post(input)),
  update: (id: string, input: LetterInput) =>
    request<LetterRow>(`${base}/letters/${encodeURIComponent(id)}`, { method: "PUT", body: JSON.stringify(input) }),
  preview: (input: LetterInput) => request<PreviewReply>(`${base}/preview`, post(input)),
  test: (id: string) => request<LetterRow>(`${base}/letters/${encodeURIComponent(id)}/test`, post()),
  readers: (from: string, to: string) =>
    request<ReadersReply>(`${base}/readers?${new URLSearchParams({ from, to }).toString()}`),
  subscriptions: (email: string) =>
    request<SubscriptionsReply>(`${base}/subscriptions?${new URLSearchParams({ email }).toString()}`),
  send: (id: string) => request<LetterRow>(`${base}/letters/${encodeURIComponent(id)}/send`, post()),
};
