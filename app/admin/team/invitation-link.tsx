import { useId } from "react";
import type { AdminTeamCopy } from "~/content/en/admin-team";
import { controlVariants } from "~/forms/form-controls";
import { cn } from "~/lib/cn";

/**
 * An invitation's link, shown once to the owner who made it (the server keeps only its hash):
 * for when the e-mail does not arrive. Focusing it selects it, ready to copy.
 */
export function InvitationLink({ copy, link }: { copy: AdminTeamCopy; link: string }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-link`} className="block text-sm font-semibold">
        {copy.team.invite.link}
      </label>
      <input
        id={`${id}-link`}
        readOnly
        value={link}
        aria-describedby={`${id}-hint`}
        onFocus={(event) => event.currentTarget.select()}
        className={cn(controlVariants(), "font-mono text-xs")}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {copy.team.invite.linkHint}
      </p>
    </div>
  );
}
