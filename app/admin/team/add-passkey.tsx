import { Plus } from "lucide-react";
import { useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminPasskeysCopy } from "~/content/en/admin-passkeys";
import { PasskeyForm } from "./passkey-form";
import { RecoveryCodes } from "./recovery-codes";

/**
 * "Add a passkey on this device", for a signed-in person (the devices page places it): a button
 * that opens the device-name form. A person's first passkey brings the recovery codes; the next
 * ones a line saying it was added.
 */
export function AddPasskey({ copy, onAdded }: { copy: AdminPasskeysCopy; onAdded?: () => void }) {
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes !== null) {
    return <RecoveryCodes copy={copy.codes} codes={codes} onSaved={() => setCodes(null)} />;
  }
  return (
    <div className="space-y-3">
      {open ? (
        <PasskeyForm
          copy={copy.register}
          submitLabel={copy.register.add}
          onRegistered={({ deviceName, recoveryCodes }) => {
            setOpen(false);
            setAdded(copy.register.added(deviceName));
            if (recoveryCodes.length > 0) setCodes(recoveryCodes);
            onAdded?.();
          }}
        />
      ) : (
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            setAdded(null);
          }}
          className={buttonVariants({ variant: "secondary" })}
        >
          <Plus aria-hidden className="size-4" />
          {copy.register.add}
        </button>
      )}
      <p role="status" className="text-sm text-muted">
        {added}
      </p>
    </div>
  );
}
