import { useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button";

/**
 * A team page's reading: null while loading, "failed" when it could not, else the reply; `reload`
 * asks again (after a change, or the "Try again" button). A reply for a query no longer asked is
 * dropped.
 *
 * `key` says what is read; `subject`, when given, says whose it is: while a new key of the same
 * subject is read, its last reply stays (a lead's tasks, read again after its stage moved, still
 * count while they are in flight, so "won" asks about them however fast the second click comes).
 */
export function useLoad<T>(load: () => Promise<T>, key: string, subject?: string): [T | "failed" | null, () => void] {
  const [state, setState] = useState<{ key: string; subject?: string; value: T | "failed" | null }>({
    key,
    subject,
    value: null,
  });
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ key, subject, value }),
      () => current && setState({ key, subject, value: "failed" }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; the key says what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reloads]);
  const same = state.key === key || (subject !== undefined && state.subject === subject && state.value !== "failed");
  return [same ? state.value : null, () => setReloads((n) => n + 1)];
}

/** The page could not be read: why, and a way to try again. */
export function LoadFailed({ message, retry, onRetry }: { message: string; retry: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-center justify-between gap-4 rounded-xl bg-danger/5 p-4 text-sm">
      {message}
      <button type="button" className={buttonVariants({ variant: "secondary" })} onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
