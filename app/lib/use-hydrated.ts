import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true afterwards: controls that need
 * JavaScript stay disabled until they can actually work, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
