import { adminPasskeys as enPasskeys } from "~/content/en/admin-passkeys";
import { adminTeam as enTeam } from "~/content/en/admin-team";
import { adminPasskeys as ptPasskeys } from "~/content/pt/admin-passkeys";
import { adminTeam as ptTeam } from "~/content/pt/admin-team";

/** The passkey screens' words in both languages: the console switches language in place. */
export const PASSKEYS_COPY = { en: enPasskeys, pt: ptPasskeys };

/** The team pages' words in both languages: the console switches language in place. */
export const TEAM_COPY = { en: enTeam, pt: ptTeam };
