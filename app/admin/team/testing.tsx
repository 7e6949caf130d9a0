import type { ReactNode } from "react";
import type { PersonReply, Role } from "@shared/team";
import { PersonProvider } from "./can";

/** A clearly made-up person of each role, for the console's tests. */
export const examplePerson = (role: Role): PersonReply => ({
  id: `p-${role}`,
  email: `${role}@example.com`,
  name: `Example ${role}`,
  role,
  language: "en",
  timeZone: "America/Sao_Paulo",
  newLeadAlerts: true,
  weeklyEmail: false,
  mustRegisterPasskey: false,
});

/** Testing Library's `wrapper`: renders as a person of `role` signed in. */
export const signedInAs =
  (role: Role) =>
  ({ children }: { children: ReactNode }) => <PersonProvider value={examplePerson(role)}>{children}</PersonProvider>;
