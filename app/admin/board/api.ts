import type { LeadJson } from "@shared/admin-api";
import type { BoardReply } from "@shared/board";
import type { DealValue } from "@shared/deal-value";
import { request } from "../api";

/** The pipeline's calls (issue 51): the board, and a lead's deal value. */
export const pipelineApi = {
  board: () => request<BoardReply>("/api/admin/leads/board"),
  /** The lead's value in minor units, or null to clear it. */
  setValue: (id: string, value: DealValue | null) =>
    request<LeadJson>(`/api/admin/leads/${encodeURIComponent(id)}/value`, {
      method: "PUT",
      body: JSON.stringify({ value }),
    }),
};
