import type { Translation } from "../../shared/translation.js";

/**
 * The owner's e-mail when the global sign-in budget trips. English only: the owner has no
 * language setting, and the server's log lines and the other owner mail are English.
 */
const source = {
  subject: "Inbox: many failed sign-ins, sign-in slowed down",
  text: (failures: number, until: string) =>
    `More than ${failures} sign-ins to the inbox have failed in the last 15 minutes, from all addresses together.\n\n` +
    `Until ${until} (UTC) the server lets one sign-in attempt through every two seconds; the others are asked to wait.\n` +
    "You can still sign in: if you are told to wait, try again a moment later.\n\n" +
    "If this was not you, someone is guessing the password. A long ADMIN_PASSWORD keeps that hopeless; " +
    "changing it signs every browser out.\n",
};

export type SignInAlertCopy = Translation<typeof source>;
export const signInAlert: SignInAlertCopy = source;
