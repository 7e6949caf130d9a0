import { createContext, useContext } from "react";
import { can, type RouteKey } from "@shared/route-roles";
import type { PersonReply } from "@shared/team";

/**
 * The person signed in, for every part of the console that shows a control only to a role that
 * may use it. Without one (nobody signed in) nothing that changes anything is shown.
 */
const PersonContext = createContext<PersonReply | null>(null);
export const PersonProvider = PersonContext.Provider;

function usePerson(): PersonReply | null {
  return useContext(PersonContext);
}

/**
 * Whether the person signed in may use `route`: the console's one test for showing a control,
 * read from the server's own route table (shared/route-roles.ts), so the two cannot disagree.
 */
export function useCan(route: RouteKey): boolean {
  const person = usePerson();
  return person !== null && can(person.role, route);
}

/** The zone the person signed in reads and writes times in (a task's time is theirs); the browser's without one. */
export function usePersonZone(): string | undefined {
  return usePerson()?.timeZone;
}
