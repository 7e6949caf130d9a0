import type { AdminTeamCopy } from "~/content/en/admin-team";
import type { PersonReply } from "@shared/team";

/** The header's word on who is signed in and as what: the controls below are that role's. */
export function PersonBadge({ person, copy }: { person: PersonReply; copy: AdminTeamCopy }) {
  return (
    <p className="ml-auto min-w-0 text-right text-sm leading-tight">
      <span className="sr-only">{copy.signedInAs} </span>
      <span className="block truncate font-semibold text-white">{person.name}</span>
      <span className="block text-xs text-on-night-muted">{copy.roles[person.role]}</span>
    </p>
  );
}

/** On a phone the header has no room beside the language switch: the same words, under it. */
export function PersonLine({ person, copy }: { person: PersonReply; copy: AdminTeamCopy }) {
  return (
    <p className="-mt-4 mb-4 text-sm text-muted sm:hidden">
      {copy.signedInAs} <span className="font-semibold text-ink">{person.name}</span> · {copy.roles[person.role]}
    </p>
  );
}
