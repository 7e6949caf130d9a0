import type { Language } from "@shared/languages";
import type { ActivityKind, Role } from "@shared/team";
import type { Translation } from "@shared/translation";
import { accountNames } from "@shared/content/en/account-names";

/** The console's team pages (issue 50): who is signed in, the team, each person's devices and account, the activity. */
const source = {
  nav: { team: "Team", devices: "My devices", activity: "Activity" },
  roles: { owner: "Owner", consultant: "Consultant", viewer: "Viewer" } satisfies Record<Role, string>,
  /** The header's line for the person signed in, read as "Ana, Owner". */
  signedInAs: "Signed in as",
  /** A page the person's role may not open, reached by its address. */
  refused: (role: string) => `This page is for owners: as a ${role.toLowerCase()} you cannot open it.`,
  languages: { en: "English", pt: "Portuguese" } satisfies Record<Language, string>,
  loadFailed: "Could not load this page. Check the connection and try again.",
  retry: "Try again",
  keep: "Keep",
  team: {
    title: "Team",
    intro:
      "Everyone who can open the console, and what each may do. An owner does everything; a consultant works the " +
      "leads and calls; a viewer reads the inbox and the dashboard and changes nothing.",
    loading: "Loading the team...",
    empty: "Nobody yet but you. Invite someone below.",
    caption: (count: number) => (count === 1 ? "1 person" : `${count} people`),
    columns: { person: "Person", role: "Role", language: "Language", status: "Status", actions: "Actions" },
    statuses: { invited: "Invited", active: "Active", removed: "Removed" },
    you: "you",
    sessions: (count: number) => (count === 1 ? "1 device signed in" : `${count} devices signed in`),
    changeRole: (name: string) => `Role of ${name}`,
    reinvite: "Send a new invitation",
    endSessions: "Sign out everywhere",
    remove: "Remove",
    done: {
      role: (name: string, role: string) => `${name} is now: ${role}.`,
      reinvited: (name: string) => `A new invitation is on its way to ${name}.`,
      ended: (name: string) => `${name} is signed out everywhere.`,
      removed: (name: string) => `${name} was removed from the team.`,
    },
    confirmEnd: {
      title: (name: string) => `Sign ${name} out everywhere?`,
      body: "Every device they are signed in on is signed out at once. Their passkeys still work.",
      confirm: "Sign out everywhere",
    },
    confirmRemove: {
      title: (name: string) => `Remove ${name} from the team?`,
      body:
        "They are signed out everywhere and can no longer sign in. What they did keeps their name in the activity " +
        "and in each lead's history.",
      confirm: "Remove",
    },
    invite: {
      title: "Invite someone",
      hint: "They get an e-mail, in their language, with a link valid for 48 hours to register a passkey.",
      email: "E-mail",
      name: "Name",
      role: "Role",
      language: "Language of their console and e-mails",
      submit: "Send the invitation",
      submitting: "Sending...",
      sent: (email: string) => `Invitation sent to ${email}.`,
      link: "Their invitation link",
      linkHint: "Shown only now. Give it to them yourself if the e-mail does not arrive: it works once, for 48 hours.",
    },
    errors: {
      BAD_REQUEST: "Check the e-mail and the name and try again.",
      EMAIL_TAKEN: "Someone on the team already has this e-mail.",
      TOO_MANY_INVITATIONS: "Enough invitations for today: each one is an e-mail to someone. Try again tomorrow.",
      LAST_OWNER: "The team needs at least one owner: make someone else an owner first.",
      failed: "That did not work. Check the connection and try again.",
    },
  },
  devices: {
    title: "My devices",
    intro:
      "The browsers where you are signed in. Sign out any you do not recognize, or that you no longer use; your " +
      "passkeys stay yours.",
    loading: "Loading your devices...",
    empty: "No signed-in devices.",
    caption: (count: number) => (count === 1 ? "1 device" : `${count} devices`),
    columns: { browser: "Browser", network: "Network", lastSeen: "Last seen", actions: "Actions" },
    thisDevice: "This device",
    unknownBrowser: "Unknown browser",
    unknownNetwork: "Not recorded",
    never: "Not since signing in",
    signedInAt: (when: string) => `signed in ${when}`,
    signOut: "Sign out",
    signOutLabel: (browser: string) => `Sign out ${browser}`,
    signedOut: (browser: string) => `${browser} is signed out.`,
    failed: "Could not sign that device out. Check the connection and try again.",
  },
  account: {
    title: accountNames.title,
    intro: "The language and time zone of your console and of every e-mail sent to you, and which e-mails you get.",
    language: "Language",
    timeZone: "Time zone",
    newLeadAlerts: "E-mail me when a new lead arrives",
    weeklyEmail: accountNames.weeklyEmail,
    save: "Save",
    saving: "Saving...",
    saved: "Saved.",
    failed: "Could not save. Check the connection and try again.",
  },
  activity: {
    title: "Activity",
    intro: "Every change made in the console, newest first, with who made it and when.",
    person: "Person",
    everyone: "Everyone",
    loading: "Loading the activity...",
    empty: "No changes yet.",
    emptyPerson: "No changes by this person yet.",
    caption: (count: number) => (count === 1 ? "1 change" : `${count} changes`),
    columns: { at: "When", person: "Person", change: "Change", subject: "On" },
    openLead: "Open the lead",
    movedTo: (stage: string) => `Moved a lead to ${stage}`,
    kinds: {
      stage: "Moved a lead",
      note: "Wrote a note",
      "follow-up": "Set a follow-up",
      "task-add": "Added a task",
      "task-done": "Marked a task done",
      "task-delete": "Deleted a task",
      "spam-verdict": "Marked spam",
      restore: "Restored from spam",
      delete: "Deleted a lead",
      erasure: "Erased a visitor's data",
      "call-outcome": "Recorded a call's outcome",
      "call-cancel": "Canceled a call",
      "call-offer": "Offered another time",
      "call-move": "Moved a call",
      "webhook-endpoint": "Changed a webhook endpoint",
      export: "Exported leads",
      team: "Changed the team",
      assign: "Assigned a lead",
      "new-device": "Signed in on a new device",
      value: "Set a deal value",
    } satisfies Record<ActivityKind, string>,
  },
  /** A lead's history: each change with who made it. */
  history: {
    title: "Who did what",
    loading: "Loading the history...",
    empty: "Nobody has changed this lead yet.",
    failed: "Could not load who changed this lead.",
    by: (name: string) => `by ${name}`,
  },
};

export type AdminTeamCopy = Translation<typeof source>;

export const adminTeam: AdminTeamCopy = source;
