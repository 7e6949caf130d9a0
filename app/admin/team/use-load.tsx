import { useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button";

/**
 * A team page's reading: null while loading, "failed" when it could not, else the reply; `reload`
 * asks again (after a change, or the "Try again" button). A reply for a query no longer asked is
 * dropped.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): [T | "failed" | null, () => void] {
  const [state, setState] = useState<{ key: string; value: T | "failed" | null }>({ key, value: null });
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setState({ key, value }),
      () => current && setState({ key, value: "failed" }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function on every render; the key says what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, reloads]);
  return [state.key === key ? state.value : null, () => setReloads((n) => n + 1)];
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
