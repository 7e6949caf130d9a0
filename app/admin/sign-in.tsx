import { KeyRound, LockKeyhole } from "lucide-react";
import { startAuthentication } from "@simplewebauthn/browser";
import { useId, useState, type FormEvent } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import { controlVariants } from "~/forms/form-controls";
import { cn } from "~/lib/cn";
import { adminApi, AdminApiError } from "./api";

export function SignIn({ copy, onSignedIn }: { copy: AdminCopy["signIn"]; onSignedIn: () => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const failed = (failure: unknown) => {
    const code = failure instanceof AdminApiError ? failure.code : "";
    const known: Record<string, string> = copy;
    setError(known[code] ?? copy.failed);
  };

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
    const password = new FormData(event.currentTarget).get("password");
    setBusy(true);
    setError(null);
    try {
      await adminApi.signIn(typeof password === "string" ? password : "");
      onSignedIn();
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="mx-auto mt-16 max-w-sm space-y-5 rounded-2xl border border-line bg-surface p-8 shadow-sm"
    >
      <LockKeyhole aria-hidden className="size-8 text-accent" />
      <h1 className="text-2xl font-bold">{copy.title}</h1>
      <button
        type="button"
        onClick={() => void signInWithPasskey()}
        disabled={busy}
        aria-describedby={`${id}-error`}
        className={cn(buttonVariants({ size: "lg" }), "w-full")}
      >
        <KeyRound aria-hidden className="size-5" />
        {copy.passkey}
      </button>
      <p className="text-center text-sm text-muted">{copy.or}</p>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-password`} className="block text-sm font-semibold">
          {copy.password}
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          required
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          className={controlVariants({ invalid: !!error })}
        />
        <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-danger">
          {error}
        </p>
      </div>
      <button
        type="submit"
        disabled={busy}
        className={cn(buttonVariants({ size: "lg", variant: "secondary" }), "w-full")}
      >
        {busy ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}
