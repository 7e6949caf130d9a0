/**
 * "My account" and its Monday e-mail box as a person reads them in the console, in English: the
 * console (app/content/en/admin-team.ts) shows them, and the Monday e-mail quotes them to say how
 * to stop it, so the e-mail never names a box the page does not have.
 */
import type { Translation } from "../../translation.js";

const source = {
  title: "My account",
  weeklyEmail: "Send me the Monday e-mail",
};

export type AccountNames = Translation<typeof source>;
export const accountNames: AccountNames = source;
