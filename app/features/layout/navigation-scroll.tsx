import { useEffect } from "react";
import { useLocation } from "react-router";
import { SCROLL_TO_TOP_REPEAT_DELAY_MS } from "./constants";

/**
 * SPEC §2: browser scroll restoration is manual; each navigation scrolls to the top at once and again
 * 10 ms later (after late layout). A change of query or hash alone is not a new page.
 */
export function NavigationScroll() {
  const { pathname } = useLocation();

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page, which `pathname` marks.
  useEffect(() => {
    window.scrollTo(0, 0);
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_TO_TOP_REPEAT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return null;
}
