import { Mail } from "lucide-react";
import { useId, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import type { LeadJson, LeadStage } from "@shared/admin-api";
import { replyHref } from "./mailto";

/**
 * "Reply": opens the owner's mail with the drafted reply, and moves a lead still "new" to
 * "replied", so that answering is one action (issue 40); "Undo" beside it puts it back. A lead
 * already past "new" stays where it is: a reply to a client is not a step back.
 */
export function ReplyButton({
  lead,
  copy,
  onStage,
}: {
  lead: LeadJson;
  copy: AdminCopy["detail"];
  onStage: (stage: LeadStage) => Promise<void>;
}) {
  const id = useId();
  const [notice, setNotice] = useState<"replied" | "undone" | null>(null);
  const address = lead.replyTo ?? lead.email;

  const replied = () => {
    if (lead.stage !== "new" || lead.status === "spam") return;
    void onStage("replied").then(() => setNotice("replied"));
  };
  const undo = () => void onStage("new").then(() => setNotice("undone"));

  return (
    <div className="basis-full space-y-2">
      <a
        href={replyHref(address, lead.reply)}
        onClick={replied}
        aria-describedby={`${id}-hint`}
        className={buttonVariants()}
      >
        <Mail aria-hidden className="size-4" />
        {copy.reply}
      </a>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {copy.replyHint}
      </p>
      <div role="status" className="flex flex-wrap items-center gap-2 text-sm">
        {notice === "replied" ? (
          <>
            {copy.replied}
            <button type="button" onClick={undo} className={buttonVariants({ variant: "secondary" })}>
              {copy.undoReplied}
            </button>
          </>
        ) : notice === "undone" ? (
          copy.undone
        ) : null}
      </div>
    </div>
  );
}
