import { useEffect, useState } from "react";
import { BANNER_SHOW_AFTER_PX } from "./constants";

/** SPEC §2: shown while the visitor scrolls up more than 50 px from the top; hidden when scrolling down. */
export function useBannerVisibility(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    // Where the page stands (a visitor may have scrolled before the scripts ran) is read on the next frame, which
    // lays the page out anyway, not in the task that ends hydration.
    let last: number | undefined;
    const settled = requestAnimationFrame(() => {
      last ??= window.scrollY;
    });
    let frame = 0;
    const update = () => {
      frame = 0;
      const current = window.scrollY;
      if (current <= BANNER_SHOW_AFTER_PX) setVisible(false);
      else if (last !== undefined && current < last) setVisible(true);
      else if (last !== undefined && current > last) setVisible(false);
      last = current;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(settled);
      cancelAnimationFrame(frame);
    };
  }, []);
  return visible;
}
