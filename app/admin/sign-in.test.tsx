import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { admin as en } from "~/content/en/admin";
import { admin as pt } from "~/content/pt/admin";
import { adminPasskeys as passkeysEn } from "~/content/en/admin-passkeys";
import { adminPasskeys as passkeysPt } from "~/content/pt/admin-passkeys";
import { adminApi, AdminApiError } from "./api";
import { SignIn } from "./sign-in";
import { passkeyApi } from "./team/passkey-api";

const { startAuthentication, browserSupportsWebAuthnAutofill } = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  browserSupportsWebAuthnAutofill: vi.fn(),
}));
vi.mock("@simplewebauthn/browser", () => ({
  startAuthentication,
  browserSupportsWebAuthnAutofill,
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));

const OPTIONS = { challenge: "c", rpId: "example.com", userVerification: "required" } as const;
const ASSERTION = { id: "cred", rawId: "cred", type: "public-key", response: {}, clientExtensionResults: {} };

afterEach(() => {
  vi.restoreAllMocks();
  startAuthentication.mockReset();
});
beforeEach(() => {
  browserSupportsWebAuthnAutofill.mockResolvedValue(false);
  vi.spyOn(passkeyApi, "signInMethods").mockResolvedValue({ password: false });
});

describe("signing in with a passkey", () => {
  it("asks the browser for a passkey with the server's options and sends its answer", async () => {
    vi.spyOn(adminApi, "passkeySignInOptions").mockResolvedValue(OPTIONS);
    const signIn = vi.spyOn(adminApi, "passkeySignIn").mockResolvedValue(undefined);
    startAuthentication.mockResolvedValue(ASSERTION);
    const onSignedIn = vi.fn();
    render(<SignIn copy={en.signIn} passkeysCopy={passkeysEn.signIn} onSignedIn={onSignedIn} />);
    fireEvent.click(screen.getByRole("button", { name: "Use a passkey" }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(signIn).toHaveBeenCalledWith(ASSERTION);
  });

  it("says, in Portuguese, when the browser gave no passkey or the server refused it", async () => {
    vi.spyOn(adminApi, "passkeySignInOptions").mockResolvedValue(OPTIONS);
    const signIn = vi.spyOn(adminApi, "passkeySignIn");
    startAuthentication.mockRejectedValueOnce(new Error("NotAllowedError"));
    const onSignedIn = vi.fn();
    render(<SignIn copy={pt.signIn} passkeysCopy={passkeysPt.signIn} onSignedIn={onSignedIn} />);
    fireEvent.click(screen.getByRole("button", { name: "Usar uma chave de acesso" }));
    expect(await screen.findByText(pt.signIn.passkeyCancelled)).toBeTruthy();
    expect(signIn).not.toHaveBeenCalled();

    startAuthentication.mockResolvedValueOnce(ASSERTION);
    signIn.mockRejectedValueOnce(new AdminApiError(401, "PASSKEY_REFUSED", "refused"));
    fireEvent.click(screen.getByRole("button", { name: "Usar uma chave de acesso" }));
    expect(await screen.findByText(pt.signIn.PASSKEY_REFUSED)).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe("the browser's autofill", () => {
  it("offers the passkey in the e-mail field where the browser can, and signs in with the one chosen", async () => {
    browserSupportsWebAuthnAutofill.mockResolvedValue(true);
    vi.spyOn(adminApi, "passkeySignInOptions").mockResolvedValue(OPTIONS);
    const signIn = vi.spyOn(adminApi, "passkeySignIn").mockResolvedValue(undefined);
    startAuthentication.mockResolvedValue(ASSERTION);
    const onSignedIn = vi.fn();
    render(<SignIn copy={en.signIn} passkeysCopy={passkeysEn.signIn} onSignedIn={onSignedIn} />);
    expect(screen.getByLabelText("E-mail").getAttribute("autocomplete")).toBe("username webauthn");
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS, useBrowserAutofill: true });
    expect(signIn).toHaveBeenCalledWith(ASSERTION);
  });

  it("asks for nothing where the browser cannot offer passkeys in its autofill", async () => {
    const options = vi.spyOn(adminApi, "passkeySignInOptions");
    render(<SignIn copy={en.signIn} passkeysCopy={passkeysEn.signIn} onSignedIn={vi.fn()} />);
    await waitFor(() => expect(browserSupportsWebAuthnAutofill).toHaveBeenCalled());
    expect(options).not.toHaveBeenCalled();
    expect(startAuthentication).not.toHaveBeenCalled();
  });
});

describe("the password", () => {
  it("is offered only while the server says it still signs in, and hidden once it answers PASSWORD_RETIRED", async () => {
    vi.mocked(passkeyApi.signInMethods).mockResolvedValue({ password: true });
    vi.spyOn(adminApi, "signIn").mockRejectedValue(new AdminApiError(401, "PASSWORD_RETIRED", "retired"));
    render(<SignIn copy={en.signIn} passkeysCopy={passkeysEn.signIn} onSignedIn={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText("Password"), { target: { value: "an old password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(en.signIn.PASSWORD_RETIRED)).toBeTruthy();
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it("is not offered when the server says an owner has a passkey", async () => {
    render(<SignIn copy={en.signIn} passkeysCopy={passkeysEn.signIn} onSignedIn={vi.fn()} />);
    await waitFor(() => expect(passkeyApi.signInMethods).toHaveBeenCalled());
    expect(screen.queryByLabelText("Password")).toBeNull();
    expect(screen.getByRole("button", { name: "Use a passkey" })).toBeTruthy();
  });
});

describe("a recovery code", () => {
  it("signs in with the e-mail and the code, and says in Portuguese when the code was used already", async () => {
    const recover = vi
      .spyOn(passkeyApi, "signInWithRecoveryCode")
      .mockRejectedValueOnce(new AdminApiError(401, "RECOVERY_CODE_INVALID", "used"))
      .mockResolvedValueOnce(undefined);
    const onSignedIn = vi.fn();
    render(<SignIn copy={pt.signIn} passkeysCopy={passkeysPt.signIn} onSignedIn={onSignedIn} />);
    fireEvent.click(screen.getByRole("button", { name: "Usar um código de recuperação" }));
    const submit = screen.getByRole("button", { name: "Entrar com o código de recuperação" });
    fireEvent.click(submit);
    expect(await screen.findByText(passkeysPt.signIn.emailMissing)).toBeTruthy();

    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText("Código de recuperação"), { target: { value: " abcd-efgh " } });
    fireEvent.click(submit);
    expect(await screen.findByText(passkeysPt.signIn.RECOVERY_CODE_INVALID)).toBeTruthy();
    expect(recover).toHaveBeenCalledWith("ana@example.com", "abcd-efgh");
    expect(onSignedIn).not.toHaveBeenCalled();

    fireEvent.click(submit);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
  });
});
