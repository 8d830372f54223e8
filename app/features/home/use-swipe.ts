import { type RefObject, useEffect, useRef } from "react";
import { afterLoading } from "~/lib/lazy-effect";
import type { SwipeDirection } from "./swipe";

/** Gestures are for slides beyond the first: their code comes after the page's first scripts. */
const loadSwipes = () => import("./swipe");

/**
 * Calls `onSwipe("next")` for a swipe to the left on `target` and `onSwipe("previous")` for one to the
 * right (see `watchSwipes`).
 */
export function useSwipe(
  target: RefObject<HTMLElement | null>,
  onSwipe: (direction: SwipeDirection) => void,
) {
  const handler = useRef(onSwipe);
  handler.current = onSwipe;

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    return afterLoading(loadSwipes, (swipes) =>
      swipes.watchSwipes(element, (direction) => handler.current(direction)),
    );
  }, [target]);
}
