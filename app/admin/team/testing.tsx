import type { ReactNode } from "react";
import type { LeadJson } from "@shared/admin-api";
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

/** A made-up lead as the console's list carries it (answered, nothing scheduled), for the console's tests. */
export const exampleLead = (overrides: Partial<LeadJson> = {}): LeadJson => ({
  id: "l1",
  form: "consulting",
  receivedAt: "2026-11-20T09:00:00.000Z",
  language: "en",
  name: "Bia",
  email: "bia@example.com",
  company: "Globex",
  message: "Hi",
  teamSize: null,
  workshopInterest: null,
  subject: null,
  replyTo: null,
  status: "handled",
  clientAddress: null,
  userAgent: null,
  replyBy: "2026-11-21T09:00:00.000Z",
  handled: true,
  overdue: false,
  booking: null,
  spamReasons: [],
  stage: "replied",
  lostReason: null,
  followUpOn: null,
  assignedTo: null,
  value: null,
  followUpDue: false,
  stale: false,
  ...overrides,
});
