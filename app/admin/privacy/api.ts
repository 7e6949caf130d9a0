/**
 * The privacy page's client for `GET /api/admin/privacy/requests`, on the inbox's `request`
 * (same origin, session cookie, `AdminApiError` on failure). The shape is shared/privacy.ts's.
 */
import type { PrivacyRequestsReply } from "@shared/privacy";
import { request } from "~/admin/api";

export const privacyApi = {
  requests: () => request<PrivacyRequestsReply>("/api/admin/privacy/requests"),
};
