import { startTransition, useEffect, useState } from "react";

/** Set once the first page has hydrated: a component mounted after that (a client navigation) starts true. */
let pageHydrated = false;

/**
 * False on the server and while the browser hydrates, true from then on: for markup that only scripts make
 * useful (extra copies of a moving row), so the document stays small and hydration still matches it. The
 * switch renders as a transition, in slices the browser can interrupt, not in one task as soon as hydration
 * ends: on the home page it adds the other slides and the strip's copies.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
