import { adminPasskeys as en } from "~/content/en/admin-passkeys";
import { adminPasskeys as pt } from "~/content/pt/admin-passkeys";

/** The passkey screens' words in both languages: the console switches language in place. */
export const PASSKEYS_COPY = { en, pt };
