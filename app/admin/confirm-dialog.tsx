import { useId, type ReactNode, type RefObject } from "react";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * The console's one way to ask before an action that cannot be taken back (cancel calls, delete a
 * lead, mark spam): a modal `<dialog>` the caller opens with `showModal()`, its title and body
 * naming it, "keep" closing it (a `method="dialog"` form: Escape does the same) and a red confirm.
 */
export function ConfirmDialog({
  dialog,
  title,
  body,
  keep,
  confirm,
  onConfirm,
  busy = false,
  children,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  title: ReactNode;
  body: ReactNode;
  keep: string;
  /** The confirm button's words; while `busy`, shown disabled. */
  confirm: string;
  onConfirm: () => void;
  busy?: boolean;
  /** What the owner may choose besides (a checkbox, an error). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      className="m-auto max-w-md rounded-2xl p-6 shadow-2xl backdrop:bg-night/60"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <p id={`${id}-body`} className="mt-2 text-sm text-muted">
        {body}
      </p>
      {children}
      <form method="dialog" className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="submit" className={buttonVariants({ variant: "secondary" })}>
          {keep}
        </button>
        <button
          type="button"
          disabled={busy}
          className={cn(buttonVariants(), "bg-danger hover:bg-danger/90")}
          onClick={onConfirm}
        >
          {confirm}
        </button>
      </form>
    </dialog>
  );
}
