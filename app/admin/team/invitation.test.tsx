import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminPasskeys as en } from "~/content/en/admin-passkeys";
import { adminPasskeys as pt } from "~/content/pt/admin-passkeys";
import { AdminApiError } from "../api";
import { AddPasskey } from "./add-passkey";
import { Invitation, takeInvitationToken } from "./invitation";
import { passkeyApi } from "./passkey-api";

const startRegistration = vi.hoisted(() => vi.fn());
vi.mock("@simplewebauthn/browser", () => ({ startRegistration }));

const TOKEN = "a".repeat(43);
const OPTIONS = { challenge: "c", rp: { name: "Example" }, user: { id: "u", name: "n", displayName: "d" } };
const ATTESTATION = { id: "cred", rawId: "cred", type: "public-key", response: {}, clientExtensionResults: {} };
const CODES = Array.from({ length: 10 }, (_, index) => `code-${String(index).padStart(4, "0")}`);

beforeEach(() => {
  vi.spyOn(passkeyApi, "registrationOptions").mockResolvedValue(
    OPTIONS as unknown as Awaited<ReturnType<typeof passkeyApi.registrationOptions>>,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  startRegistration.mockReset();
});

describe("the invitation's token", () => {
  it("is read from the address's fragment and then removed from the address", () => {
    window.history.replaceState(null, "", `/admin?x=1#invitation=${TOKEN}`);
    expect(takeInvitationToken(window.location, window.history)).toBe(TOKEN);
    expect(window.location.hash).toBe("");
    expect(window.location.pathname + window.location.search).toBe("/admin?x=1");
    expect(takeInvitationToken(window.location, window.history)).toBeNull();
  });

  it("leaves other fragments alone", () => {
    window.history.replaceState(null, "", "/admin#dashboard");
    expect(takeInvitationToken(window.location, window.history)).toBeNull();
    expect(window.location.hash).toBe("#dashboard");
  });
});

describe("the invitation page", () => {
  it("opens the invitation, registers a named passkey after a refused prompt, then shows the ten codes once", async () => {
    const open = vi.spyOn(passkeyApi, "openInvitation").mockResolvedValue(undefined);
    const register = vi.spyOn(passkeyApi, "register").mockResolvedValue({ recoveryCodes: CODES });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const onDone = vi.fn();
    render(<Invitation copy={en} token={TOKEN} onDone={onDone} />);
    expect(screen.getByRole("status").textContent).toBe(en.invitation.opening);
    const name = await screen.findByLabelText("Device name");
    expect(open).toHaveBeenCalledWith(TOKEN);

    // The prompt closed or refused: the page stays, says so, and the same button tries again.
    startRegistration.mockRejectedValueOnce(new Error("NotAllowedError"));
    fireEvent.change(name, { target: { value: "Work laptop" } });
    fireEvent.click(screen.getByRole("button", { name: "Register a passkey" }));
    expect(await screen.findByText(en.register.cancelled)).toBeTruthy();
    expect(register).not.toHaveBeenCalled();

    startRegistration.mockResolvedValueOnce(ATTESTATION);
    fireEvent.click(screen.getByRole("button", { name: "Register a passkey" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(startRegistration).toHaveBeenLastCalledWith({ optionsJSON: OPTIONS });
    expect(register).toHaveBeenCalledWith("Work laptop", ATTESTATION);
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);

    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(await screen.findByText(en.codes.copied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining(CODES.join("\n")));
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("refuses an empty device name before asking the browser, in Portuguese", async () => {
    vi.spyOn(passkeyApi, "openInvitation").mockResolvedValue(undefined);
    render(<Invitation copy={pt} token={TOKEN} onDone={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText("Nome do aparelho"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Cadastrar uma chave de acesso" }));
    expect(await screen.findByText(pt.register.deviceNameMissing)).toBeTruthy();
    expect(startRegistration).not.toHaveBeenCalled();
  });

  it("says the server refused the passkey, and keeps the form", async () => {
    vi.spyOn(passkeyApi, "openInvitation").mockResolvedValue(undefined);
    vi.spyOn(passkeyApi, "register").mockRejectedValue(new AdminApiError(401, "PASSKEY_REFUSED", "refused"));
    startRegistration.mockResolvedValue(ATTESTATION);
    render(<Invitation copy={en} token={TOKEN} onDone={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText("Device name"), { target: { value: "Phone" } });
    fireEvent.click(screen.getByRole("button", { name: "Register a passkey" }));
    expect(await screen.findByText(en.register.PASSKEY_REFUSED)).toBeTruthy();
    expect((screen.getByLabelText("Device name") as HTMLInputElement).value).toBe("Phone");
  });

  it("says in Portuguese that a used or expired link is no longer valid, with the way to sign in", async () => {
    vi.spyOn(passkeyApi, "openInvitation").mockRejectedValue(new AdminApiError(410, "INVITATION_INVALID", "x"));
    render(<Invitation copy={pt} token={TOKEN} onDone={vi.fn()} />);
    expect((await screen.findByRole("alert")).textContent).toBe(pt.invitation.INVITATION_INVALID);
    expect(screen.getByRole("link", { name: pt.invitation.toSignIn }).getAttribute("href")).toBe("/admin");
    expect(screen.queryByLabelText("Nome do aparelho")).toBeNull();
  });

  it("tells a failed connection apart from an invalid link", async () => {
    vi.spyOn(passkeyApi, "openInvitation").mockRejectedValue(new AdminApiError(0, "NETWORK", "offline"));
    render(<Invitation copy={en} token={TOKEN} onDone={vi.fn()} />);
    expect((await screen.findByRole("alert")).textContent).toBe(en.invitation.failed);
  });
});

describe("adding another passkey", () => {
  it("names and registers one more, with no recovery codes, and says it was added", async () => {
    vi.spyOn(passkeyApi, "register").mockResolvedValue({ recoveryCodes: [] });
    startRegistration.mockResolvedValue(ATTESTATION);
    const onAdded = vi.fn();
    render(<AddPasskey copy={en} onAdded={onAdded} />);
    fireEvent.click(screen.getByRole("button", { name: "Add a passkey on this device" }));
    fireEvent.change(screen.getByLabelText("Device name"), { target: { value: "Tablet" } });
    fireEvent.click(screen.getByRole("button", { name: "Add a passkey on this device" }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledOnce());
    expect(screen.getByRole("status").textContent).toBe(en.register.added("Tablet"));
    expect(screen.queryByRole("list", { name: "Recovery codes" })).toBeNull();
  });
});
