import type { Translation } from "@shared/translation";

/**
 * The console's passkey screens (issue 50): the invitation page, registering a passkey, the
 * recovery codes shown once, and signing in by autofill or by a recovery code.
 */
const source = {
  invitation: {
    opening: "Opening your invitation...",
    title: "Welcome to the team",
    intro:
      "You are signed in on this device for now. Register a passkey so that you can sign in again: " +
      "your fingerprint, face or screen lock confirms it is you, and there is no password to keep.",
    INVITATION_INVALID:
      "This invitation link is no longer valid: it was used already, it expired (links last 48 hours), " +
      "or a newer one was sent. Ask an owner on your team to invite you again.",
    failed: "Could not open the invitation. Check the connection and reload the page.",
    toSignIn: "Go to sign-in",
  },
  firstPasskey: {
    title: "Register a passkey",
    intro:
      "The password that opened the console works until an owner has a passkey. Register yours now: from then on, " +
      "the password opens nothing and each person signs in with their own passkey.",
  },
  register: {
    title: "Register a passkey on this device",
    add: "Add a passkey on this device",
    deviceName: "Device name",
    deviceNameHint: 'So you can tell your passkeys apart later, for example "Work laptop".',
    deviceNameMissing: "Give this device a name (up to 60 characters).",
    submit: "Register a passkey",
    submitting: "Waiting for your device...",
    cancelled:
      "The device did not create a passkey: the prompt was closed, refused, or this browser cannot make one. " +
      "Try again, or open the link on another device.",
    PASSKEY_REFUSED: "The server did not accept this passkey. Try again.",
    BAD_REQUEST: "The device name cannot have line breaks or special control characters.",
    UNAUTHENTICATED: "Your session ended. Open your invitation link again, or sign in.",
    failed: "Could not register the passkey. Check the connection and try again.",
    added: (name: string) => `Passkey "${name}" added.`,
  },
  codes: {
    title: "Your recovery codes",
    intro:
      "If you lose every device with a passkey, one of these codes signs you in once. They are shown only now: " +
      "keep them somewhere safe, such as a password manager or on paper.",
    listLabel: "Recovery codes",
    copy: "Copy",
    copied: "Codes copied.",
    copyFailed: "This browser did not allow copying: select the codes and copy them, or download them.",
    download: "Download (.txt)",
    fileName: "recovery-codes.txt",
    fileHeading: "Recovery codes for the console. Each one signs in once.",
    saved: "I have saved them",
  },
  signIn: {
    email: "E-mail",
    emailHint: "Your browser offers your passkey when you pick this field.",
    useRecoveryCode: "Use a recovery code",
    recoveryTitle: "Sign in with a recovery code",
    recoveryCode: "Recovery code",
    recoverySubmit: "Sign in with the recovery code",
    passwordMissing: "Type the password.",
    emailMissing: "Type the e-mail address you were invited with.",
    codeMissing: "Type one of your recovery codes.",
    RECOVERY_CODE_INVALID:
      "This e-mail and code do not sign in: the code may have been used already. Each code works once.",
    back: "Back to the passkey",
  },
};

export type AdminPasskeysCopy = Translation<typeof source>;
export const adminPasskeys: AdminPasskeysCopy = source;
