import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from "@simplewebauthn/browser";
import { request } from "~/admin/api";

/** The routes of signing in without a password and of adding a passkey (server/team/routes.ts). */
export const passkeyApi = {
  /** Whether ADMIN_PASSWORD still signs in: only until an owner has a passkey. */
  signInMethods: () => request<{ password: boolean }>("/api/admin/sign-in/methods"),
  /** Uses the invitation's single-use token and signs its person in on this device. */
  openInvitation: (token: string) =>
    request<undefined>("/api/admin/invitations/open", { method: "POST", body: JSON.stringify({ token }) }),
  registrationOptions: () =>
    request<PublicKeyCredentialCreationOptionsJSON>("/api/admin/me/passkeys/options", { method: "POST" }),
  /** Ten recovery codes after the person's first passkey; none after the next ones. */
  register: (deviceName: string, response: RegistrationResponseJSON) =>
    request<{ recoveryCodes: string[] }>("/api/admin/me/passkeys", {
      method: "POST",
      body: JSON.stringify({ deviceName, response }),
    }),
  signInWithRecoveryCode: (email: string, code: string) =>
    request<undefined>("/api/admin/recovery", { method: "POST", body: JSON.stringify({ email, code }) }),
};
