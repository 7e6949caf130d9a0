import { startRegistration } from "@simplewebauthn/browser";
import { KeyRound } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { AdminApiError } from "~/admin/api";
import { buttonVariants } from "~/components/ui/button";
import type { AdminPasskeysCopy } from "~/content/en/admin-passkeys";
import { controlVariants } from "~/forms/form-controls";
import { cn } from "~/lib/cn";
import { guessDeviceName } from "./device-name";
import { passkeyApi } from "./passkey-api";

/** The server's limit on a passkey's device name (shared/team.ts). */
const DEVICE_NAME_MAX = 60;

export interface Registered {
  deviceName: string;
  /** Ten codes after the person's first passkey, shown once; empty after the next ones. */
  recoveryCodes: string[];
}

/**
 * Names this device and registers a passkey on it: the server's options, the browser's prompt,
 * the server's check. A closed or refused prompt leaves the form as it was, with the reason and
 * the same button to try again.
 */
export function PasskeyForm({
  copy,
  submitLabel,
  onRegistered,
}: {
  copy: AdminPasskeysCopy["register"];
  submitLabel: string;
  onRegistered: (registered: Registered) => void;
}) {
  const id = useId();
  const [deviceName, setDeviceName] = useState(() => guessDeviceName(navigator.userAgent));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = deviceName.trim();
    if (name === "" || name.length > DEVICE_NAME_MAX) {
      setError(copy.deviceNameMissing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const optionsJSON = await passkeyApi.registrationOptions();
      let response;
      try {
        response = await startRegistration({ optionsJSON });
      } catch {
        setError(copy.cancelled);
        return;
      }
      const { recoveryCodes } = await passkeyApi.register(name, response);
      onRegistered({ deviceName: name, recoveryCodes });
    } catch (failure) {
      const code = failure instanceof AdminApiError ? failure.code : "";
      const known: Partial<Record<string, string>> = {
        PASSKEY_REFUSED: copy.PASSKEY_REFUSED,
        BAD_REQUEST: copy.BAD_REQUEST,
        UNAUTHENTICATED: copy.UNAUTHENTICATED,
      };
      setError(known[code] ?? copy.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
          {copy.deviceName}
        </label>
        <input
          id={`${id}-name`}
          name="deviceName"
          type="text"
          required
          maxLength={DEVICE_NAME_MAX}
          autoComplete="off"
          value={deviceName}
          onChange={(event) => setDeviceName(event.target.value)}
          aria-invalid={error === copy.deviceNameMissing ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          className={controlVariants({ invalid: error === copy.deviceNameMissing })}
        />
        <p id={`${id}-hint`} className="text-sm text-muted">
          {copy.deviceNameHint}
        </p>
      </div>
      <p id={`${id}-error`} role="alert" className="min-h-5 text-sm text-danger empty:min-h-0">
        {error}
      </p>
      <button type="submit" disabled={busy} className={cn(buttonVariants({ size: "lg", wrap: true }), "w-full")}>
        <KeyRound aria-hidden className="size-5" />
        {busy ? copy.submitting : submitLabel}
      </button>
    </form>
  );
}
