import { useEffect, useState } from "react";
import { AdminApiError } from "~/admin/api";
import { buttonVariants } from "~/components/ui/button";
import type { AdminPasskeysCopy } from "~/content/en/admin-passkeys";
import { passkeyApi } from "./passkey-api";
import { CARD, PasskeySetup } from "./passkey-setup";

const INVITATION = /^#invitation=([A-Za-z0-9_-]+)$/;

/**
 * The invitation's token from the address's fragment (`/admin#invitation=TOKEN`, from the
 * e-mail), which never reaches a server's log; then gone from the address and the history, so a
 * shared screen or a back button does not hand on a used link.
 */
export function takeInvitationToken(location: Location, history: History): string | null {
  const token = INVITATION.exec(location.hash)?.[1];
  if (token === undefined) return null;
  history.replaceState(history.state, "", `${location.pathname}${location.search}`);
  return token;
}

type State = "opening" | "open" | "INVITATION_INVALID" | "failed";

/**
 * The invitation page: the token signs its person in on this device (once), then they register a
 * passkey and keep their recovery codes, and the console opens. A used, expired or replaced link
 * says so in the person's language.
 */
export function Invitation({ copy, token, onDone }: { copy: AdminPasskeysCopy; token: string; onDone: () => void }) {
  const [state, setState] = useState<State>("opening");

  useEffect(() => {
    let current = true;
    passkeyApi.openInvitation(token).then(
      () => current && setState("open"),
      (error: unknown) =>
        current &&
        setState(
          error instanceof AdminApiError && error.code === "INVITATION_INVALID" ? "INVITATION_INVALID" : "failed",
        ),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (state === "open") {
    return <PasskeySetup copy={copy} title={copy.invitation.title} intro={copy.invitation.intro} onDone={onDone} />;
  }
  if (state === "opening") {
    return (
      <p role="status" className="mx-auto mt-16 max-w-md text-center">
        {copy.invitation.opening}
      </p>
    );
  }
  return (
    <div className={CARD}>
      <h1 className="text-2xl font-bold">{copy.invitation.title}</h1>
      <p role="alert">{copy.invitation[state]}</p>
      <a href="/admin" className={buttonVariants({ variant: "secondary" })}>
        {copy.invitation.toSignIn}
      </a>
    </div>
  );
}
