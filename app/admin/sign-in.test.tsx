import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { admin as en } from "~/content/en/admin";
import { admin as pt } from "~/content/pt/admin";
import { adminApi, AdminApiError } from "./api";
import { SignIn } from "./sign-in";

const startAuthentication = vi.hoisted(() => vi.fn());
vi.mock("@simplewebauthn/browser", () => ({ startAuthentication }));

const OPTIONS = { challenge: "c", rpId: "example.com", userVerification: "required" } as const;
const ASSERTION = { id: "cred", rawId: "cred", type: "public-key", response: {}, clientExtensionResults: {} };

afterEach(() => vi.restoreAllMocks());

describe("signing in with a passkey", () => {
  it("asks the browser for a passkey with the server's options and sends its answer", async () => {
    vi.spyOn(adminApi, "passkeySignInOptions").mockResolvedValue(OPTIONS);
    const signIn = vi.spyOn(adminApi, "passkeySignIn").mockResolvedValue(undefined);
    startAuthentication.mockResolvedValue(ASSERTION);
    const onSignedIn = vi.fn();
    render(<SignIn copy={en.signIn} onSignedIn={onSignedIn} />);
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
    render(<SignIn copy={pt.signIn} onSignedIn={onSignedIn} />);
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
