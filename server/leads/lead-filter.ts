import type { LeadStatus, ListQuery } from "../../shared/admin-api.js";
import { REPLY_WITHIN_MS, type LeadFilter } from "./repository.js";

/** The inbox shows leads when no status is asked for: spam only on request. */
const INBOX_STATUSES: readonly LeadStatus[] = ["new", "handled"];

/** The repository's filter for the inbox's query: the list and the export select the same leads. */
export function leadFilter(
  query: Pick<
    ListQuery,
    "form" | "status" | "stage" | "q" | "overdue" | "mine" | "source" | "campaign" | "landingPage"
  >,
  now = new Date(),
  /** The person asking: "Mine" is their leads. */
  personId?: string,
): LeadFilter {
  const statuses = query.status ? [query.status] : INBOX_STATUSES;
  return {
    form: query.form || undefined,
    stage: query.stage || undefined,
    q: query.q,
    // Without a person (a session from ADMIN_PASSWORD before the team), nothing is theirs.
    ...(query.mine === "true" ? { assignedTo: personId ?? "" } : {}),
    attribution: { source: query.source, campaign: query.campaign, landingPage: query.landingPage },
    ...(query.overdue === "true"
      ? // Overdue: still new, received more than 24 hours ago; a status filter still applies.
        {
          statuses: statuses.filter((status) => status === "new"),
          receivedBy: new Date(now.getTime() - REPLY_WITHIN_MS),
        }
      : { statuses }),
  };
}
