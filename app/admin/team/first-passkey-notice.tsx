import { KeyRound } from "lucide-react";
import { useId } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminPasskeysCopy } from "~/content/en/admin-passkeys";

/**
 * Above the console while the password opened it and no owner has a passkey yet (issue 50, point
 * 8): the console keeps working with the password until then, and this asks for the passkey that
 * ends it.
 */
export function FirstPasskeyNotice({ copy, onRegister }: { copy: AdminPasskeysCopy; onRegister: () => void }) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-accent/40 bg-surface p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <KeyRound aria-hidden className="size-6 shrink-0 text-accent" />
      <div className="min-w-0 flex-auto space-y-1">
        <h2 id={`${id}-title`} className="text-base font-bold">
          {copy.firstPasskey.title}
        </h2>
        <p className="text-sm text-muted">{copy.firstPasskey.intro}</p>
      </div>
      <button type="button" onClick={onRegister} className={buttonVariants({ className: "shrink-0" })}>
        {copy.register.submit}
      </button>
    </section>
  );
}
