/** "Minha conta" as a person reads it in the console, in Portuguese (see ../en/account-names.ts). */
import type { AccountNames } from "../en/account-names.js";

export const accountNames: AccountNames = {
  title: "Minha conta",
  weeklyEmail: "Quero o e-mail de segunda-feira",
};
