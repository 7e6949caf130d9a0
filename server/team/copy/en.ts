/** The team's e-mails in English, the source every other language follows. */
export const teamMailEn = {
  invitation: {
    subject: (site: string) => `Your invitation to the console of ${site}`,
    greeting: (name: string) => `Hello ${name},`,
    body: (role: string) =>
      `You have been invited to the site's console as ${role}. Open the link below on the device you will sign in with: it asks your device for a passkey (your fingerprint, face or screen lock), with no password to remember.`,
    validUntil: (when: string) => `The link works once, until ${when}.`,
    ignore: "If you did not expect this invitation, ignore this e-mail: nothing happens without the link.",
    roles: { owner: "an owner", consultant: "a consultant", viewer: "a viewer" },
  },
  passkeyRefused: {
    subject: "A passkey was refused: it may have been copied",
    body: (email: string, device: string, when: string) =>
      `On ${when}, a sign-in as ${email} with the passkey "${device}" was refused: its signature counter went backwards, which happens when an authenticator has been copied.`,
    action:
      "If this was not you, an owner can end every session of that person in the console's team page, remove the person, and invite them again.",
  },
};

export type TeamMailCopy = typeof teamMailEn;
