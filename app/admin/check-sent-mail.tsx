import { MailCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { adminApi, AdminApiError } from "~/admin/api";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";

type State = { kind: "idle" } | { kind: "checking" } | { kind: "done"; text: string };

/**
 * "Check sent mail" (issue 51): reads the owner's Sent folder now instead of at the next pass,
 * for the owner who has just replied from their mail program. Shown only when the server reads
 * a mailbox (IMAP_URL); what it found is said in a status line, and the inbox reloads.
 */
export function CheckSentMail({ copy, onChecked }: { copy: AdminCopy; onChecked: () => void }) {
  const [imap, setImap] = useState(false);
  const [state, setState] = useState<State>({ kind: "idle" });

  useEffect(() => {
    adminApi.mailboxStatus().then(
      (status) => setImap(status.imap),
      () => setImap(false),
    );
  }, []);

  if (!imap) return null;
  const check = async () => {
    setState({ kind: "checking" });
    try {
      const result = await adminApi.syncMailbox();
      setState({ kind: "done", text: result.busy ? copy.sentMail.busy : copy.sentMail.found(result.replies) });
      if (result.replies > 0) onChecked();
    } catch (error) {
      const failed = error instanceof AdminApiError && error.code === "MAILBOX_OFF";
      if (failed) setImap(false);
      else setState({ kind: "done", text: copy.sentMail.failed });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={check}
        disabled={state.kind === "checking"}
        className={buttonVariants({ variant: "secondary" })}
      >
        <MailCheck aria-hidden className="size-4" />
        {copy.sentMail.check}
      </button>
      <p role="status" className="text-sm text-muted">
        {state.kind === "checking" ? copy.sentMail.checking : state.kind === "done" ? state.text : ""}
      </p>
    </div>
  );
}
