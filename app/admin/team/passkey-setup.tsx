import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import type { AdminPasskeysCopy } from "~/content/en/admin-passkeys";
import { PasskeyForm } from "./passkey-form";
import { RecoveryCodes } from "./recovery-codes";

/** The card the passkey screens share with the sign-in page. */
export const CARD = "mx-auto mt-16 max-w-md space-y-5 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8";

/**
 * A signed-in person's first passkey: name the device, register, then the recovery codes once,
 * then the console. The invitation page, and an owner who came in with ADMIN_PASSWORD, end here.
 */
export function PasskeySetup({
  copy,
  title,
  intro,
  onDone,
}: {
  copy: AdminPasskeysCopy;
  title: string;
  intro: string;
  onDone: () => void;
}) {
  const id = useId();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes !== null) {
    return (
      <div className={CARD}>
        <RecoveryCodes copy={copy.codes} codes={codes} onSaved={onDone} />
      </div>
    );
  }
  return (
    <section aria-labelledby={`${id}-title`} className={CARD}>
      <KeyRound aria-hidden className="size-8 text-accent" />
      <h1 id={`${id}-title`} className="text-2xl font-bold">
        {title}
      </h1>
      <p className="text-sm">{intro}</p>
      <h2 className="text-lg font-semibold">{copy.register.title}</h2>
      <PasskeyForm
        copy={copy.register}
        submitLabel={copy.register.submit}
        // A person who already had a passkey gets no codes: nothing more to show.
        onRegistered={({ recoveryCodes }) => (recoveryCodes.length > 0 ? setCodes(recoveryCodes) : onDone())}
      />
    </section>
  );
}
