import { adminTeam as en } from "~/content/en/admin-team";
import { adminTeam as pt } from "~/content/pt/admin-team";

/** The team pages' words in both languages: the console switches language in place. */
export const TEAM_COPY = { en, pt };
