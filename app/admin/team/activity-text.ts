import type { AdminTeamCopy } from "~/content/en/admin-team";
import { LEAD_STAGES, type LeadStage } from "@shared/admin-api";
import type { ActivityEntry } from "@shared/team";

/**
 * What a change was, in the reader's words: its kind, and for a stage change the stage it moved
 * the lead to. The server's detail is a code, never shown as it is (it would be English on a
 * Portuguese page).
 */
export function activityText(entry: ActivityEntry, copy: AdminTeamCopy, stages: Record<LeadStage, string>): string {
  const stage = LEAD_STAGES.find((each) => each === entry.detail);
  return entry.kind === "stage" && stage !== undefined
    ? copy.activity.movedTo(stages[stage])
    : copy.activity.kinds[entry.kind];
}
