/**
 * The webhook endpoints' client for `/api/admin/webhooks/*`, on the inbox's `request` (same
 * origin, session cookie, `AdminApiError` on failure). Shapes from shared/webhooks.ts, types only.
 */
import type {
  AttemptsReply,
  EndpointBody,
  EndpointJson,
  EndpointsReply,
  ResentReply,
  SecretReply,
} from "@shared/webhooks";
import { request } from "~/admin/api";

const base = "/api/admin/webhooks/endpoints";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;
const post = { method: "POST" };

export const webhooksApi = {
  list: () => request<EndpointsReply>(base),
  create: (body: EndpointBody) => request<SecretReply>(base, { method: "POST", body: JSON.stringify(body) }),
  update: (id: string, body: EndpointBody) =>
    request<EndpointJson>(one(id), { method: "PUT", body: JSON.stringify(body) }),
  remove: (id: string) => request<undefined>(one(id), { method: "DELETE" }),
  rotate: (id: string) => request<SecretReply>(`${one(id)}/secret`, post),
  test: (id: string) => request<ResentReply>(`${one(id)}/test`, post),
  attempts: (id: string) => request<AttemptsReply>(`${one(id)}/attempts`),
  resend: (id: string, deliveryId: string) =>
    request<ResentReply>(`${one(id)}/deliveries/${encodeURIComponent(deliveryId)}/resend`, post),
  resendFailed: (id: string) => request<ResentReply>(`${one(id)}/resend-failed`, post),
  tryNow: (id: string) => request<EndpointJson>(`${one(id)}/try-now`, post),
};
