import { ShieldAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { adminApi } from "~/admin/api";
import { ConfirmDialog } from "~/admin/confirm-dialog";
import { buttonVariants } from "~/components/ui/button";
import type { AdminCopy } from "~/content/en/admin";
import type { LeadJson } from "@shared/admin-api";
import { spamApi } from "./spam-api";

type Copy = AdminCopy["spamAction"];

/** A lead the owner just moved to spam, and how to take that back. */
export interface MarkedSpam {
  /** One per marking, to key its notice by. */
  serial: number;
  lead: LeadJson;
  blocked: boolean;
  /** "Not spam": the lead back as it was (new or handled), and the block it added lifted. */
  undo: () => Promise<void>;
}

let markings = 0;

/**
 * Moves a lead to spam, blocking its sender's address when the owner asks. The undo puts back
 * only what this action changed: a block the owner already had stays.
 */
export async function markAsSpam(lead: LeadJson, block: boolean): Promise<MarkedSpam> {
  const address = lead.email.toLowerCase();
  const isBlock = (rule: { kind: string; value: string }) => rule.kind === "address" && rule.value === address;
  const hadBlock = block && (await spamApi.rules()).rules.some(isBlock);
  await spamApi.markSpam(lead.id, block);
  const added = block && !hadBlock ? (await spamApi.rules()).rules.find(isBlock) : undefined;
  return {
    serial: ++markings,
    lead,
    blocked: block,
    undo: async () => {
      // The inbox's own status change brings a lead back from spam through the same restore.
      if (lead.status === "handled") await adminApi.setStatus(lead.id, "handled");
      else await spamApi.notSpam(lead.id);
      if (added) await spamApi.deleteRule(added.id);
    },
  };
}

/**
 * "Mark as spam" on a lead's detail: a dialog asks whether to block the sender too (unticked by
 * default: a real person who sent one odd message should still reach the owner next time).
 */
export function MarkSpamButton({
  lead,
  copy,
  onMarked,
  label,
}: {
  lead: LeadJson;
  copy: Copy;
  onMarked: (marked: MarkedSpam) => void;
  label: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [block, setBlock] = useState(false);
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");

  const confirm = async () => {
    setState("busy");
    try {
      const marked = await markAsSpam(lead, block);
      dialog.current?.close();
      onMarked(marked);
    } catch {
      setState("failed");
    }
  };

  return (
    <>
      <button
        type="button"
        className={buttonVariants({ variant: "secondary" })}
        onClick={() => {
          setBlock(false);
          setState("idle");
          dialog.current?.showModal();
        }}
      >
        <ShieldAlert aria-hidden className="size-4" />
        {label}
      </button>
      <ConfirmDialog
        dialog={dialog}
        title={copy.title}
        body={`${copy.body}${lead.booking ? ` ${copy.call}` : ""}`}
        keep={copy.cancel}
        confirm={state === "busy" ? copy.moving : copy.confirm}
        busy={state === "busy"}
        onConfirm={() => void confirm()}
      >
        <label className="mt-4 flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            checked={block}
            onChange={(event) => setBlock(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-accent"
          />
          <span className="break-words">{copy.block(lead.email)}</span>
        </label>
        {state === "failed" ? (
          <p role="alert" className="mt-3 text-sm font-semibold text-danger">
            {copy.failed}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * What the inbox says once a lead went to spam: where it went, whether its sender is blocked, and
 * "Not spam", which takes the focus so that the owner can take it back at once.
 */
export function SpamUndoNotice({ marked, copy, onUndone }: { marked: MarkedSpam; copy: Copy; onUndone: () => void }) {
  const [state, setState] = useState<"marked" | "busy" | "undone" | "failed">("marked");
  const undoButton = useRef<HTMLButtonElement>(null);
  const ids = useId();
  // The inbox gives each marking its own key, so this runs once per notice.
  useEffect(() => undoButton.current?.focus(), []);

  const undo = async () => {
    setState("busy");
    try {
      await marked.undo();
      setState("undone");
      onUndone();
    } catch {
      setState("failed");
    }
  };

  const { name, email } = marked.lead;
  return (
    <div
      role="status"
      className="flex min-h-11 flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3 text-sm"
    >
      <span id={`${ids}-text`} className="break-words">
        {state === "undone"
          ? copy.undone(name)
          : state === "failed"
            ? copy.failed
            : `${copy.moved(name)}${marked.blocked ? ` ${copy.blocked(email)}` : ""}`}
      </span>
      {state === "undone" ? null : (
        <button
          ref={undoButton}
          type="button"
          disabled={state === "busy"}
          aria-describedby={`${ids}-text`}
          className={buttonVariants({ variant: "secondary" })}
          onClick={() => void undo()}
        >
          {state === "busy" ? copy.undoing : copy.undo}
        </button>
      )}
    </div>
  );
}
