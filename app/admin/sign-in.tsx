import { KeyRound, LockKeyhole } from "lucide-react";
import { browserSupportsWebAuthnAutofill, startAuthentication, WebAuthnAbortService } from "@simplewebauthn/browser";
import { useEffect, useId, useState, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import type { AdminPasskeysCopy } from "~/content/en/admin-passkeys";
import { controlVariants } from "~/forms/form-controls";
import { cn } from "~/lib/cn";
import { adminApi, AdminApiError } from "./api";
import { passkeyApi } from "./team/passkey-api";

type Mode = "passkey" | "recovery";

/**
 * Signing in: a passkey, offered by the browser's autofill on the e-mail field where it can (and
 * by the button everywhere), a recovery code with the person's e-mail, and ADMIN_PASSWORD only
 * while the server says it still signs in (until an owner has a passkey).
 */
export function SignIn({
  copy,
  passkeysCopy,
  onSignedIn,
}: {
  copy: AdminCopy["signIn"];
  passkeysCopy: AdminPasskeysCopy["signIn"];
  onSignedIn: () => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>("passkey");
  /** Unknown until the server says: the password is not offered before then. */
  const [passwordWorks, setPasswordWorks] = useState(false);

  const failed = (failure: unknown) => {
    const code = failure instanceof AdminApiError ? failure.code : "";
    if (code === "PASSWORD_RETIRED") setPasswordWorks(false);
    const known: Partial<Record<string, string>> = { ...copy, ...passkeysCopy };
    setError(known[code] ?? copy.failed);
  };

  useEffect(() => {
    let current = true;
    passkeyApi.signInMethods().then(
      ({ password }) => current && setPasswordWorks(password),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  // The browser's autofill offers the passkeys it holds for this site in the e-mail field
  // (conditional mediation); choosing one signs in. The button below cancels this and asks itself.
  useEffect(() => {
    let current = true;
    void (async () => {
      if (!(await browserSupportsWebAuthnAutofill()) || !current) return;
      const optionsJSON = await adminApi.passkeySignInOptions();
      // Signed in some other way meanwhile: a prompt left waiting would block the next one.
      if (!current) return;
      let response;
      try {
        response = await startAuthentication({ optionsJSON, useBrowserAutofill: true });
      } catch {
        // Cancelled by the button, by leaving the page, or by the browser: nothing to say.
        return;
      }
      if (!current) return;
      try {
        await adminApi.passkeySignIn(response);
        onSignedIn();
      } catch (failure) {
        if (current) failed(failure);
      }
    })().catch(() => undefined);
    return () => {
      current = false;
      WebAuthnAbortService.cancelCeremony();
    };
    // Once per visit to the page: the copy changing language does not start another prompt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The browser asks for the passkey; the server checks it (origin, RP ID, counter).
  const signInWithPasskey = async () => {
    setBusy(true);
    setError(null);
    try {
      const optionsJSON = await adminApi.passkeySignInOptions();
      let response;
      try {
        response = await startAuthentication({ optionsJSON });
      } catch {
        setError(copy.passkeyCancelled);
        return;
      }
      await adminApi.passkeySignIn(response);
      onSignedIn();
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "").trim();
    if (mode === "passkey" && !passwordWorks) {
      await signInWithPasskey();
      return;
    }
    const missing =
      mode === "recovery"
        ? field("email") === ""
          ? passkeysCopy.emailMissing
          : field("code") === ""
            ? passkeysCopy.codeMissing
            : null
        : String(form.get("password") ?? "") === ""
          ? passkeysCopy.passwordMissing
          : null;
    if (missing !== null) {
      setError(missing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (mode === "recovery") await passkeyApi.signInWithRecoveryCode(field("email"), field("code"));
      else await adminApi.signIn(String(form.get("password")));
      onSignedIn();
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    setError(null);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto mt-16 max-w-sm space-y-5 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8"
    >
      <LockKeyhole aria-hidden className="size-8 text-accent" />
      <h1 className="text-2xl font-bold">{mode === "recovery" ? passkeysCopy.recoveryTitle : copy.title}</h1>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
          {passkeysCopy.email}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="username webauthn"
          aria-describedby={`${id}-email-hint ${id}-error`}
          className={controlVariants({ invalid: error === passkeysCopy.emailMissing })}
        />
        <p id={`${id}-email-hint`} className="text-sm text-muted">
          {passkeysCopy.emailHint}
        </p>
      </div>
      {mode === "recovery" ? (
        <>
          <div className="space-y-1.5">
            <label htmlFor={`${id}-code`} className="block text-sm font-semibold">
              {passkeysCopy.recoveryCode}
            </label>
            <input
              id={`${id}-code`}
              name="code"
              type="text"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              aria-describedby={`${id}-error`}
              className={cn(controlVariants({ invalid: error !== null }), "font-mono")}
            />
          </div>
          <ErrorLine id={`${id}-error`} error={error} />
          <button type="submit" disabled={busy} className={cn(buttonVariants({ size: "lg", wrap: true }), "w-full")}>
            {busy ? copy.submitting : passkeysCopy.recoverySubmit}
          </button>
          <button
            type="button"
            onClick={() => switchTo("passkey")}
            className="min-h-11 w-full text-sm font-semibold text-accent underline underline-offset-4"
          >
            {passkeysCopy.back}
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            onClick={() => void signInWithPasskey()}
            disabled={busy}
            aria-describedby={`${id}-error`}
            className={cn(buttonVariants({ size: "lg", wrap: true }), "w-full")}
          >
            <KeyRound aria-hidden className="size-5" />
            {copy.passkey}
          </button>
          {passwordWorks ? (
            <>
              <p className="text-center text-sm text-muted">{copy.or}</p>
              <div className="space-y-1.5">
                <label htmlFor={`${id}-password`} className="block text-sm font-semibold">
                  {copy.password}
                </label>
                <input
                  id={`${id}-password`}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-error`}
                  className={controlVariants({ invalid: !!error })}
                />
              </div>
              <ErrorLine id={`${id}-error`} error={error} />
              <button
                type="submit"
                disabled={busy}
                className={cn(buttonVariants({ size: "lg", variant: "secondary" }), "w-full")}
              >
                {busy ? copy.submitting : copy.submit}
              </button>
            </>
          ) : (
            <ErrorLine id={`${id}-error`} error={error} />
          )}
          <button
            type="button"
            onClick={() => switchTo("recovery")}
            className="min-h-11 w-full text-sm font-semibold text-accent underline underline-offset-4"
          >
            {passkeysCopy.useRecoveryCode}
          </button>
        </>
      )}
    </form>
  );
}

function ErrorLine({ id, error }: { id: string; error: string | null }) {
  return (
    <p id={id} role="alert" className="min-h-5 text-sm text-danger">
      {error}
    </p>
  );
}
