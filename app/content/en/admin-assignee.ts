import type { Translation } from "@shared/translation";

/** Whose lead (issue 50): the lead view's control. */
const source = {
  label: "Whose lead",
  yours: "Yours: its alerts come to you.",
  someoneElse: "Someone else's on the team: its alerts go to them.",
  someoneNamed: (name: string) => `${name}'s: its alerts go to them.`,
  nobody: "Nobody's yet: its alerts go to everyone who asked for new-lead alerts.",
  take: "Take this lead",
  release: "Let it go",
  giveTo: "Give it to",
  choose: "Choose a person",
  failed: "Could not change whose lead this is. Check the connection and try again.",
};

export type AdminAssigneeCopy = Translation<typeof source>;
export const adminAssignee: AdminAssigneeCopy = source;
