import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates, true from then on: for markup that only scripts make
 * useful (extra copies of a moving row), so the document stays small and hydration still matches it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
