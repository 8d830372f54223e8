import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { decodePercent } from "~/lib/percent-decoding";
import { SCROLL_TO_TOP_REPEAT_DELAY_MS } from "./constants";

/**
 * SPEC §2: browser scroll restoration is manual; each navigation scrolls to the top at once and again
 * 10 ms later (after late layout). A link to a section of a page (`/services#dropship`) lands on that
 * section instead. A change of query alone is not a new page.
 *
 * The page the visitor arrived on is not a navigation: the browser has placed it already (at the top, or at
 * its `#section`), and the visitor may have scrolled before the scripts ran. Hydration leaves it where it is.
 */
export function NavigationScroll() {
  const { pathname, hash } = useLocation();
  const arrival = useRef<string | null>(`${pathname}${hash}`);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  useEffect(() => {
    if (arrival.current === `${pathname}${hash}`) return;
    arrival.current = null;
    const scroll = () => {
      const id = decodePercent(hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
    };
    scroll();
    const timer = window.setTimeout(scroll, SCROLL_TO_TOP_REPEAT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}
