import type { AdminTeamCopy } from "~/content/en/admin-team";
import { AdminApiError } from "../api";

/** A change's failure in the owner's words: the server's code when the copy has it. */
export function errorText(copy: AdminTeamCopy, error: unknown): string {
  const code = error instanceof AdminApiError ? error.code : "";
  return code in copy.team.errors
    ? copy.team.errors[code as keyof AdminTeamCopy["team"]["errors"]]
    : copy.team.errors.failed;
}
